// JSON strings (JSON files, diagnostics JSON) read back by Foundation's JSONSerialization; the
// SARIF log's are HeraldCLI's (HeraldCLITests/Escaping/SARIFEscapingTests.swift).

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// Every hostile string survives JSONValue's writer exactly.
@Suite struct JSONEscapingTests {
  /// As array items and as object keys, each string comes back scalar for scalar.
  @Test func stringsRoundTripThroughJSONSerialization() throws {
    let strings = HostileText.strings(seed: 11)
    let keyed = Dictionary(
      strings.enumerated().map { ("\($0.offset)" + $0.element, JSONValue.int($0.offset)) },
      uniquingKeysWith: { first, _ in first })
    let text = JSONValue.ordered([
      JSONMember("items", .array(strings.map(JSONValue.string))),
      JSONMember("keyed", .object(keyed)),
    ]).rendered()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { [0x7F, 0x2028, 0x2029].contains($0.value) })
    let root = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let items = try #require(root["items"] as? [String])
    #expect(items.count == strings.count)
    for (item, original) in zip(items, strings) {
      #expect(
        HostileText.scalars(item) == HostileText.scalars(original),
        "\(HostileText.describe(original))")
    }
    let keys = try #require(root["keyed"] as? [String: Int])
    let scalarKeys = Set(keys.keys.map { HostileText.scalars($0).map(\.value) })
    for key in keyed.keys {
      #expect(scalarKeys.contains(HostileText.scalars(key).map(\.value)))
    }
  }
}
