// The payload wire rules ship in generated code from their one source: the embedded copy is
// Sources/HeraldRuntime/PayloadWireRules.swift byte for byte, and the generated declaration is
// that file's enum, file-private.

import Foundation
import Testing

@testable import HeraldCore

/// `EmbeddedPayloadWireRules` against its source of truth, and what the renderer makes of it.
@Suite struct PayloadWireRulesEmbeddingTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The source of truth.
  static let file = root.appending(path: "Sources/HeraldRuntime/PayloadWireRules.swift")

  /// The embedded copy.
  static let embedded = root.appending(
    path: "Sources/HeraldCore/Render/Swift/EmbeddedPayloadWireRules.swift")

  /// The Swift file that embeds `source`: its lines indented like the code around them, so
  /// that the file passes swift-format too (Swift removes the indentation of the closing
  /// delimiter).
  static func embedding(of source: String) -> String {
    let indented = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? String($0) : "    " + $0 }
      .joined(separator: "\n")
    return """
      // The embedded copy of Sources/HeraldRuntime/PayloadWireRules.swift, written by
      // PayloadWireRulesEmbeddingTests: edit that file and run the suite with HERALD_RECORD_GOLDENS=1.

      /// The source of `PayloadWireRules`, which generated payload decoding declares for itself.
      enum EmbeddedPayloadWireRules {
        /// The file's text (Swift removes the indentation of the closing delimiter).
        static let source = #\"\"\"
      \(indented.dropLast(indented.hasSuffix("\n") ? 1 : 0))
          \"\"\"#
      }

      """
  }

  /// The embedded text is the file's, byte for byte; `HERALD_RECORD_GOLDENS=1` rewrites the
  /// embedding file (and fails, as goldens do).
  @Test func embeddedCopyIsTheSourceFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(!text.contains("\"\"\"#"), "the source holds the raw string delimiter")
    let wanted = Self.embedding(of: text)
    let current = (try? String(contentsOf: Self.embedded, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["HERALD_RECORD_GOLDENS"] == "1", current != wanted {
      try Data(wanted.utf8).write(to: Self.embedded, options: .atomic)
      Issue.record(
        "rewrote EmbeddedPayloadWireRules.swift; rebuild and run without HERALD_RECORD_GOLDENS")
      return
    }
    #expect(
      current == wanted,
      "EmbeddedPayloadWireRules.swift is stale: run PayloadWireRulesEmbeddingTests with HERALD_RECORD_GOLDENS=1"
    )
    #expect(EmbeddedPayloadWireRules.source + "\n" == text, "rebuild after recording")
  }

  /// The generated helpers end with the source's enum and its documentation, file-private,
  /// every line of its body as the source has it but for `public`, and nothing of the
  /// source's file header.
  @Test func generatedDeclarationIsTheSourceEnum() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    let generated = PayloadSupportSource.text(access: "internal")
    let declaration = try #require(generated.firstRange(of: "/// The wire rules of payload"))
    let rules = generated[declaration.lowerBound...]
    #expect(rules.contains("\nfileprivate enum PayloadWireRules {\n"))
    #expect(!rules.contains("public "))
    #expect(!generated.contains("This file is their one source"))
    let start = try #require(text.firstRange(of: "/// The wire rules of payload"))
    let body = text[start.lowerBound...].replacing("public ", with: "")
      .replacing("enum PayloadWireRules", with: "fileprivate enum PayloadWireRules")
    #expect(rules + "\n" == body)
    // The helpers call the rules rather than carrying their own.
    for name in ["parseDate", "isAbsoluteURL", "formatDate", "platformInteger", "sameScalars"] {
      #expect(generated.contains("PayloadWireRules.\(name)("), "\(name)")
    }
    let helpers = generated[..<declaration.lowerBound]
    #expect(!helpers.contains("86_400"), "date arithmetic only in the rules")
    #expect(!helpers.contains("Int(double)"), "integer conversion only in the rules")
  }
}
