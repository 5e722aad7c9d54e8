// `herald export --format json` on Specs/, checked field by field against SPEC-LANGUAGE.md.

import Foundation
import Testing

@testable import TestSupport

/// Field-by-field tests of the registration manifest's categories.
struct ManifestTests {
  /// The manifest of Specs/ as raw text.
  static func text() throws -> String {
    let run = try Herald.run(["export", "--format", "json", "Specs"])
    #expect(run.status == 0)
    return run.stdout
  }

  /// The manifest of Specs/, parsed.
  static func manifest() throws -> JSONObject {
    parseJSON(try text()) as? JSONObject ?? [:]
  }

  /// The manifest's category `id`.
  static func category(_ id: String) throws -> JSONObject {
    try manifest().objects("categories").first { $0.string("identifier") == id } ?? [:]
  }

  /// Every object's keys are written in sorted order.
  @Test func keysAreSorted() throws {
    let orders = writtenKeyOrders(try Self.text())
    #expect(orders.count > 20)
    for keys in orders { #expect(keys == keys.sorted()) }
  }

  /// Categories sorted by id; `register: false` (podcast-preview) left out.
  @Test func categoriesSortedWithoutUnregistered() throws {
    let manifest = try Self.manifest()
    #expect(manifest.sortedKeys == ["categories", "extensions"])
    let ids = manifest.objects("categories").compactMap { $0.string("identifier") }
    #expect(
      ids == ["AcceptOrReject", "ShowMap", "event-invite", "group-message", "message", "podcast"])
    #expect(!ids.contains("podcast-preview"))
  }

  /// Each category has every field; absent optional values are null, an empty string is not.
  @Test func categoryFieldsAndNulls() throws {
    let keys = [
      "actions", "categorySummaryFormat", "hiddenPreviewsBodyPlaceholder", "identifier",
      "intentIdentifiers", "options",
    ]
    for category in try Self.manifest().objects("categories") {
      #expect(Set(keys).isSubset(of: category.keys))
    }
    let invite = try Self.category("AcceptOrReject")
    #expect(invite.isNull("categorySummaryFormat"))
    #expect(invite.string("hiddenPreviewsBodyPlaceholder") == "")
    #expect(invite.strings("intentIdentifiers") == [])
    #expect(invite.strings("options") == ["customDismissAction", "allowInCarPlay"])
  }

  /// Actions in display order; alternates are not registered; options kept per action.
  @Test func actionsInDisplayOrder() throws {
    let map = try Self.category("ShowMap")
    #expect(
      map.objects("actions").compactMap { $0.string("identifier") } == ["accept-job", "comment"])
    let pair = try Self.category("AcceptOrReject").objects("actions")
    #expect(pair.map { $0.strings("options") ?? [] } == [["foreground"], ["destructive"]])
    #expect(pair.allSatisfy { $0.isNull("icon") && $0.isNull("textInput") })
  }

  /// Text input: strings for the full form, both null for `textInput: true`, "" kept.
  @Test func textInputForms() throws {
    let reply = try Self.category("message").objects("actions")[0]
    #expect(
      reply.object("textInput") as? [String: String]
        == ["buttonTitle": "Send", "placeholder": "Say something nice"])
    #expect(reply.strings("options") == ["authenticationRequired"])
    let comment = try Self.category("ShowMap").objects("actions")[1].object("textInput")
    #expect(comment.isNull("buttonTitle") && comment.isNull("placeholder"))
    let group = try Self.category("group-message").objects("actions")[0]
    #expect(group.object("textInput").string("placeholder") == "")
    #expect(group.string("title") == "Reply")  // merged in with `<<`
  }

  /// Icons, availability on gated actions only, localized strings as their defaults.
  @Test func iconsAvailabilityAndDefaults() throws {
    let message = try Self.category("message")
    let actions = message.objects("actions")
    #expect(actions[0].object("icon") as? [String: String] == ["system": "arrowshape.turn.up.left"])
    #expect(actions[1].object("icon") as? [String: String] == ["template": "MarkReadIcon"])
    #expect(actions[0]["availability"] == nil)
    #expect(actions[1].object("availability") as? [String: String] == ["iOS": "16.0"])
    #expect(actions[0].string("title") == "Reply")
    #expect(message.string("hiddenPreviewsBodyPlaceholder") == "%u new messages")
    #expect(message.strings("intentIdentifiers") == ["INSearchForMessagesIntent"])
    #expect(
      message.strings("options") == [
        "customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle",
        "hiddenPreviewsShowSubtitle",
      ])
    let podcast = try Self.category("podcast")
    #expect(podcast.string("categorySummaryFormat") == "%u more episodes")
    #expect(podcast.string("hiddenPreviewsBodyPlaceholder") == "%1$u new episodes, 100%% free")
  }
}
