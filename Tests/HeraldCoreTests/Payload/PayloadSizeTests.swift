// Marker tests for payload-size: a registered category's sample APNs payload fits 4096 bytes.

import Testing

@testable import HeraldCore

/// The size of the sample payload each registered category gets.
@Suite struct PayloadSizeTests {
  /// A spec with one category whose id is `length` letters, marked `1️⃣`, and extra lines.
  static func spec(idLength length: Int, _ extra: String = "") -> String {
    "version: 1\ncategories:\n  - id: 1️⃣" + String(repeating: "x", count: length) + "\n" + extra
  }

  /// The size the payload of a category would have, as the renderer writes it.
  static func size(idLength length: Int) -> Int {
    SamplePayload.render(categoryID: String(repeating: "x", count: length), source: "spec.yml")
      .utf8.count
  }

  /// A category id so long that the payload passes 4096 bytes is an error at the id.
  @Test func payloadSizeFires() {
    let size = Self.size(idLength: 1400)
    #expect(size > APNs.payloadLimit)
    let result = check(Self.spec(idLength: 1400))
    expectDiagnostic(
      result, id: .payloadSize, severity: .error,
      message: .exact(
        "the sample payload of this category would be \(size) bytes, more than the 4096 APNs"
          + " accepts; shorten the category id"),
      at: "1️⃣")
    expectIDs(result, [.payloadSize])
  }

  /// A long id whose payload still fits, and an unregistered category, are silent.
  @Test func payloadSizeQuiet() {
    #expect(Self.size(idLength: 1000) <= APNs.payloadLimit)
    expectClean(check(Self.spec(idLength: 1000)))
    expectClean(check(Self.spec(idLength: 1400, "    register: false\n")))
  }

  /// The spec's bundle identifier counts: an id whose payload fits alone is over the limit once
  /// `Simulator Target Bundle` names a long bundle identifier.
  @Test func bundleIdentifierCounts() {
    let bundle = "com.example." + String(repeating: "b", count: 200)
    let id = String(repeating: "x", count: 1250)
    let without: Int = SamplePayload.render(categoryID: id, source: "spec.yml").utf8.count
    let with: Int =
      SamplePayload.render(categoryID: id, source: "spec.yml", bundleIdentifier: bundle).utf8
      .count
    #expect(without <= APNs.payloadLimit)
    #expect(with > APNs.payloadLimit)
    expectClean(check(Self.spec(idLength: 1250)))
    let result = check(Self.spec(idLength: 1250, "app: { bundleIdentifier: \(bundle) }\n"))
    expectIDs(result, [.payloadSize])
  }

  /// With the longest bundle identifier allowed sorted before it, the `_generator` header is
  /// still where Herald looks for it, so the file stays recognisably Herald's.
  @Test func headerStaysRecognisableWithTheLongestBundleIdentifier() {
    let bundle = String(repeating: "a", count: AppSettings.bundleIdentifierLimit)
    #expect(AppSettings.isBundleIdentifier(bundle))
    #expect(!AppSettings.isBundleIdentifier(bundle + "a"))
    let payload = SamplePayload.render(
      categoryID: String(repeating: "x", count: 1000), source: String(repeating: "s", count: 500),
      bundleIdentifier: bundle)
    #expect(FileHeader.isGenerated(Array(payload.utf8)))
  }

  /// The payload written directly is byte for byte the one a `JSONValue` tree gives, for ids
  /// and paths that need escaping too, with and without a bundle identifier.
  @Test(arguments: [
    ("podcast", "Specs/podcast.yml"), ("quote\"back\\slash", "dir/with space.yml"),
    ("tab\tnew\nline\u{01}", "ünï/cödé.yml"), ("emoji-🎧", "a\"b.yml"), ("", ""),
  ])
  func directPayloadMatchesTheJSONTree(id: String, source: String) {
    #expect(
      SamplePayload.render(categoryID: id, source: source)
        == SamplePayload.renderedAsValue(categoryID: id, source: source))
    #expect(
      SamplePayload.render(categoryID: id, source: source, bundleIdentifier: "com.example.a-b")
        == SamplePayload.renderedAsValue(
          categoryID: id, source: source, bundleIdentifier: "com.example.a-b"))
  }
}
