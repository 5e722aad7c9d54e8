// Completion of payload types: the built-in ones with their Swift types and the set's named
// types, where a payload key's type is written, and nowhere else.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Tests of `CompletionProvider.payloadTypeItems`.
struct PayloadCompletionTests {
  /// A set with the named type `Place`, declared in `types.yml`.
  static func set() throws -> SpecSet {
    let spec = """
      version: 1
      categories:
        - id: ride
          payload:
            pickup: Place
      payloadTypes:
        Place:
          lat: number
      """
    let outcome = Compiler.check([InputFile(path: "types.yml", bytes: Array(spec.utf8))])
    return try #require(outcome.spec?.set)
  }

  /// The labels and details offered at the `‸` of a text.
  static func items(_ marked: String, set: SpecSet?) -> [String: String] {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("‸") }!
    let character = lines[line].prefix { $0 != "‸" }.utf16.count
    let text = marked.replacingAll("‸", with: "")
    let result = CompletionProvider.complete(
      text: Array(text.utf8), at: LSPPosition(line: line, character: character), set: set)
    var items: [String: String] = [:]
    for item in result["items"]?.array ?? [] {
      if let label = item["label"]?.string { items[label] = item["detail"]?.string ?? "" }
    }
    return items
  }

  /// The short form, the long form's `type` (block and flow) and a named type's keys offer the
  /// built-in types with their Swift types and the set's named types.
  @Test func typesWhereATypeIsWritten() throws {
    let set = try Self.set()
    let places = [
      "categories:\n  - id: c\n    payload:\n      pickup: Pl‸",
      "categories:\n  - id: c\n    payload:\n      fare: { type: nu‸",
      "categories:\n  - id: c\n    payload:\n      fare:\n        type: ‸",
      "payloadTypes:\n  Stop:\n    at: ‸",
      "payloadTypes:\n  Stop:\n    at: { optional: true, type: ‸",
    ]
    for text in places {
      let items = Self.items(text, set: set)
      #expect(items["number"] == "payload type (Swift Double)", "\(text)")
      #expect(items["date"] == "payload type (Swift Date)", "\(text)")
      #expect(items["Place"] == "payload type in types.yml", "\(text)")
      #expect(items.count == PayloadType.builtinNames.count + 1, "\(text): \(items)")
    }
  }

  /// Other values offer no payload type: an action's title, a category's id, `optional`.
  @Test func noTypesElsewhere() throws {
    let set = try Self.set()
    let places = [
      "categories:\n  - id: c\n    actions:\n      - { id: a, title: ‸",
      "categories:\n  - id: ‸",
      "categories:\n  - id: c\n    payload:\n      fare: { optional: ‸",
    ]
    for text in places {
      let items = Self.items(text, set: set)
      #expect(items["string"] == nil && items["Place"] == nil, "\(text): \(items)")
    }
  }
}
