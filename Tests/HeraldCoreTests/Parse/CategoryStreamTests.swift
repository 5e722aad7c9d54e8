// Categories decoded while parsing equal those decoded from the whole document afterwards.

import Foundation
import Testing

@testable import HeraldCore

/// `SpecLoader` streams `categories`; the result must not depend on it.
@Suite struct CategoryStreamTests {
  /// Loads `text` both ways and expects the same categories and diagnostics, in the same order.
  static func expectSame(_ text: String, _ name: String) throws {
    let input = InputFile(path: "stream.yml", bytes: Array(text.utf8))
    var streamedFound = DiagnosticsEngine()
    var wholeFound = DiagnosticsEngine()
    let streamed = SpecLoader.load(input, into: &streamedFound, streaming: true)
    let whole = SpecLoader.load(input, into: &wholeFound, streaming: false)
    #expect(streamedFound.diagnostics == wholeFound.diagnostics, "\(name)")
    #expect((streamed == nil) == (whole == nil), "\(name)")
    let one = streamed?.categories ?? []
    let two = whole?.categories ?? []
    #expect(one.map(\.id) == two.map(\.id), "\(name)")
    #expect(one.map(\.range) == two.map(\.range), "\(name)")
    #expect(one.map { $0.allActions.map(\.title) } == two.map { $0.allActions.map(\.title) })
    #expect(one.map { $0.allActions.map(\.onTap) } == two.map { $0.allActions.map(\.onTap) })
  }

  /// Valid and broken large specs, with items that cannot stream mixed in.
  @Test func streamingChangesNothing() throws {
    let big = ParallelTests.bigSpec(700, errors: true)
    let mixed = big.replacing(
      "extensions:",
      with: "  - 12\n  - id: [x]\n  - &kept { id: kept, actions: [{ id: k, title: K }] }\n"
        + "  - *kept\n  - { id: bad, nope: 1 }\nextensions:")
    try Self.expectSame(ParallelTests.bigSpec(700, errors: false), "valid")
    try Self.expectSame(big, "errors")
    try Self.expectSame(mixed, "mixed items")
    try Self.expectSame(mixed + "  - [unclosed\n", "syntax error after the items")
    try Self.expectSame("version: 99\n" + mixed.replacing("version: 1\n", with: ""), "version")
    try Self.expectSame("categories: 5\nversion: 1\n", "not a list")
  }

  /// The example specs load the same both ways.
  @Test func exampleSpecsStreamTheSame() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Specs")
    let specs = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil)
    #expect(specs.count >= 3)
    for url in specs where url.pathExtension == "yml" {
      try Self.expectSame(String(decoding: try Data(contentsOf: url), as: UTF8.self), url.path)
    }
  }
}
