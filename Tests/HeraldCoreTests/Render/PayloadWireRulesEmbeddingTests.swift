// The payload wire rules ship in generated code from their one source: the embedded copy is
// Sources/HeraldRuntime/PayloadWireRules.swift byte for byte, and the generated declaration is
// that file's enum, file-private.

import Foundation
import Testing

@testable import HeraldCore

/// `EmbeddedPayloadWireRules` against its source of truth, and what the renderer makes of it.
@Suite struct PayloadWireRulesEmbeddingTests {
  /// The runtime file and its copy.
  static let runtime = EmbeddedRuntimeFile(
    name: "PayloadWireRules", use: "generated payload decoding declares for itself",
    suite: "PayloadWireRulesEmbeddingTests")

  /// The source of truth.
  static var file: URL { runtime.file }

  /// The embedded text is the file's, byte for byte; `HERALD_RECORD_GOLDENS=1` rewrites the
  /// embedding file (and fails, as goldens do).
  @Test func embeddedCopyIsTheSourceFile() throws {
    try Self.runtime.check(compiled: EmbeddedPayloadWireRules.source)
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
