// The wire rules of scalars carried as text ship in generated code from their one source: the
// embedded copy is Sources/HeraldRuntime/PayloadTextRules.swift byte for byte, and the
// generated declaration is that file's enum, file-private.

import Foundation
import HeraldRuntime
import Testing

@testable import HeraldCore

/// `EmbeddedPayloadTextRules` against its source of truth, and the rules themselves.
@Suite struct PayloadTextRulesEmbeddingTests {
  /// The runtime file and its copy.
  static let runtime = EmbeddedRuntimeFile(
    name: "PayloadTextRules",
    use: "generated decoding of text-carried scalars declares for itself",
    suite: "PayloadTextRulesEmbeddingTests")

  /// The embedded text is the file's, byte for byte.
  @Test func embeddedCopyIsTheSourceFile() throws {
    try Self.runtime.check(compiled: EmbeddedPayloadTextRules.source)
  }

  /// The shape helpers end with the source's enum, file-private, without `public`.
  @Test func generatedDeclarationIsTheSourceEnum() throws {
    let generated = PayloadShapeSupportSource.text(access: "public", json: true)
    #expect(generated.contains("\nfileprivate enum PayloadTextRules {\n"))
    let start = try #require(generated.firstRange(of: "/// The spellings of scalars"))
    #expect(!generated[start.lowerBound...].contains("public static"))
    #expect(generated.contains("public enum PayloadJSONValue"))
    #expect(
      !PayloadShapeSupportSource.text(access: "public", json: false).contains("PayloadJSONValue"))
  }

  /// The spellings the language documents, and nothing else.
  @Test func textSpellings() {
    #expect(PayloadTextRules.integer("42") == 42)
    #expect(PayloadTextRules.integer("-7") == -7)
    #expect(PayloadTextRules.integer("0") == 0)
    #expect(PayloadTextRules.integer("9007199254740991") == 9_007_199_254_740_991)
    for bad in ["", "-", "+1", " 1", "1 ", "01", "1.0", "1e3", "0x1f", "9007199254740992", "١"] {
      #expect(PayloadTextRules.integer(bad) == nil, "\(bad)")
    }
    #expect(PayloadTextRules.number("12.5") == 12.5)
    #expect(PayloadTextRules.number("-0.25") == -0.25)
    #expect(PayloadTextRules.number(String(repeating: "9", count: 308)) != nil)
    for bad in [
      "", "1.", ".5", "1e3", "+1", "01.5", "1,5", " 1", String(repeating: "9", count: 309),
    ] {
      #expect(PayloadTextRules.number(bad) == nil, "\(bad)")
    }
    #expect(PayloadTextRules.boolean("true") == true)
    #expect(PayloadTextRules.boolean("1") == true)
    #expect(PayloadTextRules.boolean("false") == false)
    #expect(PayloadTextRules.boolean("0") == false)
    for bad in ["True", "yes", "", " 1", "2"] { #expect(PayloadTextRules.boolean(bad) == nil) }
    #expect(PayloadTextRules.split("54,321", separator: ",") == ["54", "321"])
    #expect(PayloadTextRules.split("", separator: ",") == [])
    #expect(PayloadTextRules.split(",", separator: ",") == ["", ""])
    #expect(PayloadTextRules.split("1, 2", separator: ", ") == ["1", "2"])
  }

  /// A number's text reads back as the same number.
  @Test func numberTextRoundTrips() {
    for value in [0, -0.0, 12.5, 1e-7, 5e-324, 1.5e20, 9_007_199_254_740_993, -3.25, 0.1, 1e300] {
      let text = PayloadTextRules.text(of: value)
      #expect(PayloadTextRules.number(text) == value, "\(value): \(text)")
    }
    #expect(PayloadTextRules.text(of: 42) == "42")
    #expect(PayloadTextRules.text(of: 1e-7) == "0.0000001")
  }
}
