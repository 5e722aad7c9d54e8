// The SARIF log's JSON strings read back by Foundation's JSONSerialization (JSONValue's writer
// alone: HeraldCoreTests/Escaping/JSONEscapingTests.swift).

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import TestSupport

/// Every hostile string survives the SARIF log exactly.
@Suite struct SARIFEscapingTests {
  /// The SARIF log is JSON whose messages, rule ids and fix-it text are the diagnostics' own.
  @Test func sarifCarriesHostileTextExactly() throws {
    let strings = HostileText.strings(seed: 12, count: 100)
    let diagnostics = strings.map { text in
      let range = SourceRange(
        file: "specs/" + text + ".yml", start: SourcePosition(line: 1, column: 1),
        end: SourcePosition(line: 1, column: 2))
      return Diagnostic(
        id: .unknownKey, severity: .error, message: text, range: range,
        notes: [DiagnosticNote(text, at: range)], fixIts: [FixIt(range: range, replacement: text)])
    }
    let log = DiagnosticPrinter(color: false).sarif(diagnostics, version: "0.1.0")
    let root = try #require(JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    try #require(results.count == strings.count)
    for (result, (original, diagnostic)) in zip(results, zip(strings, diagnostics)) {
      let message = (result["message"] as? [String: Any])?["text"] as? String
      #expect(message.map(HostileText.scalars) == HostileText.scalars(original))
      let related = (result["relatedLocations"] as? [[String: Any]])?.first
      let note = (related?["message"] as? [String: Any])?["text"] as? String
      #expect(note.map(HostileText.scalars) == HostileText.scalars(original))
      let fix = (result["fixes"] as? [[String: Any]])?.first
      let change = (fix?["artifactChanges"] as? [[String: Any]])?.first
      let replacement = (change?["replacements"] as? [[String: Any]])?.first
      let inserted = (replacement?["insertedContent"] as? [String: Any])?["text"] as? String
      #expect(inserted.map(HostileText.scalars) == HostileText.scalars(original))
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
      #expect(
        uri.map(Self.percentDecoded).map(HostileText.scalars)
          == HostileText.scalars(diagnostic.range.file))
    }
  }

  /// A URI reference with `%XX` decoded as UTF-8 bytes.
  static func percentDecoded(_ uri: String) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(uri.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let byte = UInt8(
          String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      {
        bytes.append(byte)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
