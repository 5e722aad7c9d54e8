// The language server inside `liveActivities:` (issue 40): completion of an activity's keys and
// values, of the payload types its attributes and content state carry (the built-in scalars
// alone, not the named types or `json` a category's payload takes), and the diagnostics of a
// broken activity as the user types it.

import Foundation
import Testing

@testable import TestSupport

/// End-to-end tests of completion and diagnostics in `liveActivities`.
struct LSPLiveActivityTests {
  /// The types an activity's field takes: the built-in ones but `json`.
  static let carried: Set<String> = ["string", "integer", "number", "boolean", "date", "url"]

  /// Completes in `LSPFixtures.activities` with `old` replaced by `new` (whose `‸` is the
  /// cursor).
  static func complete(_ old: String, _ new: String, _ client: LSPClient, _ url: URL) throws
    -> [String]
  {
    LSPCompletionTests.labels(
      try LSPCompletionTests.complete(
        replacing: old, with: new, in: client, url, text: LSPFixtures.activities))
  }

  /// On a new line of an activity, its keys but those it has; on a new item, `id` too; at the
  /// top of a file without activities, `liveActivities`.
  @Test func activityKeys() throws {
    let (folder, activities) = try LSPFixtures.activityWorkspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let keys = try Self.complete(
      "    pushToStart: true\n", "    pushToStart: true\n    ‸\n", client, activities)
    #expect(
      Set(keys) == ["swiftName", "frequentUpdates", "staleAfter", "dates"], "\(keys)")
    let item = try Self.complete(
      "liveActivities:\n", "liveActivities:\n  - ‸\n", client, activities)
    #expect(
      Set(item) == [
        "id", "swiftName", "attributes", "contentState", "pushToStart", "frequentUpdates",
        "staleAfter", "dates",
      ], "\(item)")
    let top = try LSPCompletionTests.labels(
      LSPCompletionTests.complete(
        replacing: "version: 1\n", with: "version: 1\nli‸\n", in: client, activities,
        text: LSPFixtures.categories))
    #expect(top.contains("liveActivities"), "\(top)")
  }

  /// `dates` offers its three wire forms; the Booleans offer true and false.
  @Test func activityValues() throws {
    let (folder, activities) = try LSPFixtures.activityWorkspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let dates = try Self.complete(
      "    pushToStart: true\n", "    pushToStart: true\n    dates: ‸\n", client, activities)
    #expect(dates == ["secondsSince2001", "secondsSince1970", "iso8601"])
    let boolean = try Self.complete(
      "    pushToStart: true\n", "    pushToStart: true\n    frequentUpdates: ‸\n", client,
      activities)
    #expect(boolean == ["true", "false"])
  }

  /// A field of `contentState` or `attributes`, short form or `type:` of the long form, offers
  /// the types an activity carries, each with its Swift type; a category's payload in the same
  /// file offers `json` and the named type too.
  @Test func fieldTypes() throws {
    let (folder, activities) = try LSPFixtures.activityWorkspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    for (old, new) in [
      ("eta: date", "eta: d‸"), ("orderNumber: string", "orderNumber: ‸"),
      ("{ type: string, enum", "{ type: ‸, enum"),
      ("      eta: date\n", "      eta: date\n      extra: { type: ‸ }\n"),
    ] {
      let labels = try Self.complete(old, new, client, activities)
      #expect(Set(labels) == Self.carried, "\(new): \(labels)")
    }
    let result = try LSPCompletionTests.complete(
      replacing: "eta: date", with: "eta: ‸", in: client, activities,
      text: LSPFixtures.activities)
    let date = try #require(
      (json(result, "items") as? [Any])?.first { json($0, "label") as? String == "date" })
    #expect(json(date, "detail") as? String == "payload type (Swift Date)")
    #expect(json(date, "textEdit", "newText") as? String == "date")
    let payload = try Self.complete("{ at: Place }", "{ at: ‸ }", client, activities)
    #expect(Set(payload) == Self.carried.union(["json", "Place"]), "\(payload)")
  }

  /// A broken activity is reported on open: a field of a type an activity does not carry, and
  /// a second activity of one id, each at its exact range with its rule id; the fix, typed as a
  /// change, clears them.
  @Test func brokenActivityDiagnostics() throws {
    let (folder, activities) = try LSPFixtures.activityWorkspace()
    defer { folder.remove() }
    let client = try LSPClient()
    try client.initialize(root: folder.url)
    let broken =
      LSPFixtures.activities.replacingOccurrences(of: "eta: date", with: "eta: json")
      + "  - { id: delivery, contentState: { step: integer } }\n"
    client.open(activities, broken)
    let found = try client.diagnostics(activities) { $0.count >= 2 }
    let field = try #require(found.first { $0["code"] as? String == "live-activity-field" })
    #expect(json(field, "severity") as? Int == 1)
    #expect((json(field, "message") as? String)?.hasPrefix("'eta' in the contentState") == true)
    let at = LSPFixtures.position(of: "json", in: broken)
    #expect(json(field, "range", "start", "line") as? Int == at.line)
    #expect(json(field, "range", "start", "character") as? Int == at.character)
    #expect(json(field, "range", "end", "character") as? Int == at.character + 4)
    let duplicate = try #require(
      found.first { $0["code"] as? String == "live-activity-duplicate" })
    let second = LSPFixtures.position(of: "delivery", in: broken, occurrence: 2)
    #expect(json(duplicate, "range", "start", "line") as? Int == second.line)
    #expect(json(duplicate, "range", "start", "character") as? Int == second.character)
    #expect(json(duplicate, "range", "end", "character") as? Int == second.character + 8)
    client.change(activities, LSPFixtures.activities, version: 2)
    try client.diagnostics(activities, "cleared diagnostics") { $0.isEmpty }
  }
}
