// The corpus of APNs payloads: each file's diagnostics, located, are the lines its `.expected`
// sidecar holds (empty for a valid payload); damaged payloads stay located and never trap.

import Foundation
import Testing

@testable import HeraldCore

/// Payloads checked against Tests/Corpus/payloads/spec.yml, as `herald check-payload` does.
@Suite struct PayloadCorpusTests {
  /// Tests/Corpus/payloads.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Corpus/payloads")

  /// The corpus's payload files, sorted by name.
  static func payloads() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { ["json", "http"].contains($0.pathExtension) }.sorted {
        $0.lastPathComponent < $1.lastPathComponent
      }
  }

  /// The corpus's spec set.
  static func set() throws -> SpecSet {
    let url = folder.appendingPathComponent("spec.yml")
    let outcome = Compiler.check([
      InputFile(path: "spec.yml", bytes: Array(try Data(contentsOf: url)))
    ])
    return try #require(outcome.spec?.set)
  }

  /// The diagnostics as the text printer's first lines print them, notes included.
  static func lines(of bytes: [UInt8], name: String, set: SpecSet) -> [String] {
    var engine = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: name, against: set, into: &engine)
    return engine.sorted.flatMap { diagnostic in
      let start = diagnostic.range.start
      let head =
        "\(name):\(start.line):\(start.column): \(diagnostic.severity.rawValue): "
        + "\(diagnostic.message) [\(diagnostic.id.rawValue)]"
      return [head]
        + diagnostic.notes.map { note in
          guard let range = note.range else { return "note: \(note.message)" }
          return "\(range.file):\(range.start.line):\(range.start.column): note: \(note.message)"
        }
    }
  }

  /// At least 25 payloads, valid and invalid, each with its expectation.
  @Test func corpusIsComplete() throws {
    let files = try Self.payloads()
    #expect(files.count >= 25)
    for url in files {
      let expected = url.deletingPathExtension().appendingPathExtension("expected")
      #expect(
        FileManager.default.fileExists(atPath: expected.path), "\(expected.lastPathComponent)")
    }
  }

  /// Each payload draws exactly the expected diagnostics, at the expected places.
  @Test func eachPayloadIsChecked() throws {
    let set = try Self.set()
    for url in try Self.payloads() {
      let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
      guard let data = try? Data(contentsOf: expectedURL) else { continue }
      let expected = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      let name = url.lastPathComponent
      #expect(
        Self.lines(of: Array(try Data(contentsOf: url)), name: name, set: set) == expected,
        "\(name)")
    }
  }

  /// Every prefix of every payload, and every payload with one byte dropped or replaced, is
  /// read without a trap, and every diagnostic points inside the file.
  @Test func damagedPayloadsStayLocated() throws {
    let set = try Self.set()
    for url in try Self.payloads() {
      let bytes = Array(try Data(contentsOf: url).prefix(600))
      var variants: [[UInt8]] = (0...bytes.count).map { Array(bytes[..<$0]) }
      for index in bytes.indices {
        var copy = bytes
        copy.remove(at: index)
        variants.append(copy)
        copy = bytes
        copy[index] = [0x22, 0x5C, 0x7B, 0x5B, 0x00, 0xFF][index % 6]
        variants.append(copy)
      }
      for variant in variants {
        let lines = variant.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        var engine = DiagnosticsEngine()
        PayloadChecker.check(variant, path: "p.json", against: set, into: &engine)
        for diagnostic in engine.diagnostics where diagnostic.range.file == "p.json" {
          #expect(diagnostic.range.start.line <= lines && diagnostic.range.start.column >= 1)
        }
      }
    }
  }

  /// Nesting past the limit is a located error, not a deep recursion.
  @Test func deepNestingIsBounded() throws {
    // Under `PayloadChecker.treeLimit`, so that the checker reads it.
    let depth = 30_000
    let text =
      "{\"aps\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      + "}"
    var reader = JSONReader(Array(text.utf8), path: "deep.json")
    #expect(throws: JSONReadProblem.self) { try reader.read() }
    var engine = DiagnosticsEngine()
    PayloadChecker.check(
      Array(text.utf8), path: "deep.json", against: try Self.set(), into: &engine)
    #expect(engine.diagnostics.map(\.id) == [.payloadJSON])
    #expect(engine.diagnostics.first?.message.contains("deeper than 64 levels") == true)
  }
}
