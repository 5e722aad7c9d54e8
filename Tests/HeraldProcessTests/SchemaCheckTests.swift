// scripts/check-schema (Python jsonschema) and herald agree on valid and invalid specs.

import Foundation
import Testing

@testable import TestSupport

/// The checked-in JSON Schema accepts every valid spec and rejects every structurally invalid
/// one, exactly where `herald validate` does.
@Suite(.serialized) struct SchemaCheckTests {
  /// The corpus of structurally invalid specs; each name starts with the id herald reports.
  static let invalidFolder = "Tests/Corpus/schema-invalid"

  /// The spec sets herald must accept, as package-relative paths (a folder is one set).
  static func validSets() throws -> [String] {
    let root = Herald.packageRoot
    let corpus = try FileManager.default.contentsOfDirectory(
      atPath: root.appending(path: "Tests/Corpus/valid").path)
    let typing = try FileManager.default.contentsOfDirectory(
      atPath: root.appending(path: "Tests/Corpus/schema-valid").path)
    return ["Specs"]
      + corpus.filter { !$0.hasPrefix(".") }.sorted().map { "Tests/Corpus/valid/" + $0 }
      + typing.filter { $0.hasSuffix(".yml") }.sorted().map { "Tests/Corpus/schema-valid/" + $0 }
  }

  /// The files of the invalid corpus, as package-relative paths.
  static func invalidFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: Herald.packageRoot.appending(path: invalidFolder).path
    ).filter { $0.hasSuffix(".yml") }.sorted().map { invalidFolder + "/" + $0 }
  }

  /// The result lines of check-schema for each file: `valid`, or the problems.
  static func verdicts(_ output: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: ": valid") ?? line.range(of: ": invalid: ") else { continue }
      result[String(line[..<range.lowerBound]), default: []].append(
        String(line[range.upperBound...]))
    }
    return result
  }

  /// Every valid set (the example specs, the corpus, the typing specs and the starter that
  /// `herald init` writes) passes the schema and `herald validate`.
  @Test func validSpecsPassTheSchemaAndHerald() throws {
    let python = try #require(VenvPython.available, "\(VenvPython.missing)")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let starter = folder.url.appending(path: "starter").path
    #expect(try Herald.run(["init", starter]).status == 0)
    let sets = try Self.validSets() + [starter]
    #expect(sets.count >= 5)
    let run = try VenvPython.run(["scripts/check-schema"] + sets)
    #expect(run.status == 0, "\(python.path) scripts/check-schema\n\(run.summary)")
    let verdicts = Self.verdicts(run.stdout)
    #expect(verdicts.count >= 10, "\(run.summary)")
    for (file, lines) in verdicts {
      #expect(lines == [""], "the schema rejects \(file), which herald accepts: \(lines)")
    }
    for set in sets {
      let herald = try Herald.run(["validate", set])
      #expect(herald.status == 0, "herald rejects \(set):\n\(herald.stderr)")
    }
  }

  /// Every structurally invalid spec fails the schema, and herald rejects it with the id that
  /// starts its name (`wrong-type--null-title.yml` → `[wrong-type]`).
  @Test func invalidSpecsFailTheSchemaAndHerald() throws {
    let python = try #require(VenvPython.available, "\(VenvPython.missing)")
    let files = try Self.invalidFiles()
    #expect(files.count >= 10)
    let run = try VenvPython.run(["scripts/check-schema"] + files)
    #expect(run.status == 1, "\(python.path) scripts/check-schema\n\(run.summary)")
    let verdicts = Self.verdicts(run.stdout)
    for file in files {
      let lines = verdicts[file] ?? []
      #expect(!lines.isEmpty && !lines.contains(""), "the schema accepts \(file): \(lines)")
      let id = file.components(separatedBy: "/").last!.components(separatedBy: "--")[0]
      let herald = try Herald.run(["validate", file])
      #expect(herald.status == 1, "herald accepts \(file)")
      #expect(
        herald.stderr.contains("[\(id)]"),
        "herald does not report \(id) for \(file):\n\(herald.stderr)")
    }
  }

  /// The script itself: a usage error without paths, and a schema error named with its place.
  @Test func scriptReportsWhereAndWhat() throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    #expect(try VenvPython.run(["scripts/check-schema"]).status == 2)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "bad.yml", text: "version: 1\ncategories:\n  - id: c\n    register: on\n")
    let run = try VenvPython.run(["scripts/check-schema", file])
    #expect(run.status == 1)
    #expect(
      run.stdout == "\(file): invalid: $.categories[0].register: 'on' is not of type 'boolean'\n")
  }
}
