// The corpus of common YAML mistakes: each file's first diagnostic, location included, is the
// line its `.expected` sidecar holds.

import Foundation
import Testing

@testable import HeraldCore

/// Real mistakes people make in YAML, each explained in Herald's words at the line to fix.
@Suite struct YAMLMistakeCorpusTests {
  /// Tests/Corpus/yaml-mistakes.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Corpus/yaml-mistakes")

  /// The corpus's spec files, sorted by name.
  static func mistakes() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "yml" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The first diagnostic as the text printer's first line prints it:
  /// `file:line:col: severity: message [id]`.
  static func firstLine(of url: URL) throws -> String? {
    let name = url.lastPathComponent
    let bytes = Array(try Data(contentsOf: url))
    let outcome = Compiler.check([InputFile(path: name, bytes: bytes)])
    guard let first = outcome.diagnostics.sorted.first else { return nil }
    let start = first.range.start
    return "\(name):\(start.line):\(start.column): \(first.severity.rawValue): \(first.message)"
      + " [\(first.id.rawValue)]"
  }

  /// The corpus holds at least 30 mistakes, each with its expectation.
  @Test func corpusIsComplete() throws {
    let files = try Self.mistakes()
    #expect(files.count >= 30)
    for url in files {
      let expected = url.deletingPathExtension().appendingPathExtension("expected")
      #expect(
        FileManager.default.fileExists(atPath: expected.path), "\(expected.lastPathComponent)")
    }
  }

  /// Each mistake's first diagnostic is the expected one, at the expected place.
  @Test func eachMistakeIsExplained() throws {
    for url in try Self.mistakes() {
      let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
      guard let data = try? Data(contentsOf: expectedURL) else { continue }
      let expected = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(try Self.firstLine(of: url) == expected, "\(url.lastPathComponent)")
    }
  }

  /// Every YAML syntax mistake keeps libyaml's own words as its first note.
  @Test func libyamlWordsStayAsANote() throws {
    for url in try Self.mistakes() {
      let outcome = Compiler.check([
        InputFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
      ])
      guard let first = outcome.diagnostics.sorted.first, first.id == .yamlSyntax else { continue }
      #expect(
        first.notes.first?.message.hasPrefix("libyaml: ") == true, "\(url.lastPathComponent)")
    }
  }

  /// Every prefix of every mistake, and every mistake with one byte dropped, is read without a
  /// crash, and each diagnostic points inside the file: hints must hold up on any bytes.
  @Test func damagedMistakesStayLocated() throws {
    for url in try Self.mistakes() {
      let bytes = Array(try Data(contentsOf: url))
      var variants: [[UInt8]] = (0...bytes.count).map { Array(bytes[..<$0]) }
      variants += bytes.indices.map { index in
        var copy = bytes
        copy.remove(at: index)
        return copy
      }
      for variant in variants {
        let lines = Self.lineCount(variant)
        let outcome = Compiler.check([InputFile(path: "m.yml", bytes: variant)])
        for diagnostic in outcome.diagnostics.diagnostics {
          let start = diagnostic.range.start
          #expect(
            start.line >= 1 && start.line <= lines && start.column >= 1,
            "\(url.lastPathComponent): \(diagnostic.message)")
        }
      }
    }
  }

  /// The lines of `bytes` as libyaml counts them: LF, CR LF, CR, NEL, LS and PS each end one.
  static func lineCount(_ bytes: [UInt8]) -> Int {
    var count = 1
    var afterCR = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let value = scalar.value
      if [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(value), !(value == 0x0A && afterCR) {
        count += 1
      }
      afterCR = value == 0x0D
    }
    return count
  }
}
