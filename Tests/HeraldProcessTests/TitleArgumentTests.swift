// Titles with arguments, compiled against the stand-ins and run: fixed values (four snooze
// actions from one format), the app's registration parameters, and payload keys a content
// extension fills from the notification it shows.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// Every source of a format's arguments, as the generated code fills it.
@Suite(.serialized) struct TitleArgumentTests {
  /// Four snooze actions share one localized format (the real-app case); the app passes the
  /// user's name at registration, into a title, a text input and the hidden-previews
  /// placeholder; a chat extension fills the sender and the distance from the payload.
  static let spec = #"""
    version: 1
    localization: {}
    categories:
      - id: reminder
        actions:
          - id: snooze-5
            title: &snooze
              key: reminder.snooze.title
              default: "Snooze for %lld min"
              comment: Snoozes the reminder
              arguments: [5]
          - { id: snooze-10, title: { <<: *snooze, arguments: [10] } }
          - { id: snooze-15, title: { <<: *snooze, arguments: [15] } }
          - { id: snooze-30, title: { <<: *snooze, arguments: [30] } }
          - id: note
            title: { default: "Note as %@", arguments: [{ app: userName }] }
            textInput:
              buttonTitle: { default: "Send as %1$@ (%2$lld)", arguments: [{ app: userName }, { app: level }] }
              placeholder: "100% private"
        hiddenPreviewsBodyPlaceholder:
          default: "%u reminders for %@"
          arguments: [{ app: userName }]
        ignore: [banner-actions]
      - id: chat
        actions:
          - id: reply
            title: { default: "Reply to %@", arguments: [{ payload: sender, fallback: them }] }
            onTap: { becomes: replied }
        alternates:
          - id: replied
            title:
              default: "Replied to %2$@, %1$.1f km (%3$@)"
              arguments:
                - { payload: distance, fallback: 0 }
                - { payload: sender, fallback: them }
                - { payload: mood, fallback: calm }
        payload:
          sender: { type: string, optional: true, example: Bo }
          distance: integer
          mood: { type: string, enum: [calm, busy] }
    extensions:
      - { target: ChatUI, categories: [chat], principalClass: V, initialContentSizeRatio: 0.5 }
    """#

  /// The app's driver: the categories as registration builds them for one user.
  static let appDriver = #"""
    import Foundation
    import UserNotifications

    @main struct Driver {
      static func main() {
        let categories = Notifications.registeredCategories(level: 3, userName: "Ann 50%")
        for category in categories.sorted(by: { $0.identifier < $1.identifier }) {
          let titles = category.actions.map(\.title).joined(separator: ";")
          print("\(category.identifier)|\(titles)|\(category.hiddenPreviewsBodyPlaceholder)")
        }
        let note = categories.first { $0.identifier == "reminder" }?.actions.last
        if let input = note as? UNTextInputNotificationAction {
          print("input|\(input.textInputButtonTitle)|\(input.textInputPlaceholder)")
        }
      }
    }

    """#

  /// The extension's driver: titles filled from the notification it shows, and from the
  /// fallbacks when the payload does not decode.
  static let extensionDriver = #"""
    import Foundation
    import UserNotifications
    import UserNotificationsUI

    @MainActor func notification(_ userInfo: [AnyHashable: Any]) -> UNNotification {
      let content = UNMutableNotificationContent()
      content.categoryIdentifier = "chat"
      content.userInfo = userInfo
      return UNNotification(
        standInRequest: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
    }

    @MainActor func titles(_ context: NSExtensionContext) -> String {
      context.notificationActions.map(\.title).joined(separator: ";")
    }

    @main struct Driver {
      @MainActor static func main() {
        let context = NSExtensionContext()
        let shown = notification(["sender": "Bo", "distance": 3, "mood": "busy"])
        print("e1|\(ChatUIDynamicActions.start(shown, in: context))|\(titles(context))")
        let tap = UNNotificationResponse(standInNotification: shown, actionIdentifier: "reply")
        _ = ChatUIDynamicActions.responseOption(for: tap, in: context)
        print("e2|\(titles(context))")
        ChatUIDynamicActions.Chat.show(ChatUIDynamicActions.Chat.initial, in: context, for: notification(["sender": 5]))
        print("e3|\(titles(context))")
        ChatUIDynamicActions.Chat.show(ChatUIDynamicActions.Chat.initial, in: context, for: notification(["distance": 1, "mood": "calm"]))
        print("e4|\(titles(context))")
        ChatUIDynamicActions.Chat.show(ChatUIDynamicActions.Chat.initial, in: context)
        print("e5|\(titles(context))")
        let start = notification(["sender": "Cy", "distance": 2, "mood": "calm"])
        ChatUIDynamicActions.Chat.show(ChatUIDynamicActions.Chat.initial, in: context, for: start)
        _ = ChatUIDynamicActions.Chat.handle("reply", in: context, for: start)
        print("e6|\(titles(context))")
      }
    }

    """#

  /// The app fills fixed values and its parameters; the placeholder keeps the system's `%u`
  /// and doubles the `%` of a value; payload arguments show their fallbacks.
  @Test func registrationFillsFixedAndAppArguments() throws {
    try withTemporaryFolder { folder in
      let output = try PayloadAccessTests.generate(folder, spec: Self.spec)
      let run = try PayloadAccessTests.compileAndRun(
        [output.appending(path: "App/NotificationCategories.swift")], Self.appDriver, folder,
        name: "app", extension: false)
      #expect(
        PayloadAccessTests.lines(run) == [
          "chat": "Reply to them|",
          "reminder":
            "Snooze for 5 min;Snooze for 10 min;Snooze for 15 min;Snooze for 30 min;Note as Ann 50%|%u reminders for Ann 50%%",
          "input": "Send as Ann 50% (3)|100% private",
        ])
    }
  }

  /// The extension fills payload arguments when it starts and on every change of state, in
  /// the translator's order, and falls back where the payload does not decode or is absent.
  @Test func extensionFillsPayloadArguments() throws {
    try withTemporaryFolder { folder in
      let output = try PayloadAccessTests.generate(folder, spec: Self.spec)
      let run = try PayloadAccessTests.compileAndRun(
        [output.appending(path: "ChatUI/DynamicActions.swift")], Self.extensionDriver, folder,
        name: "chat", extension: true)
      #expect(
        PayloadAccessTests.lines(run) == [
          "e1": "true|Reply to Bo", "e2": "Replied to Bo, 3.0 km (busy)",
          "e3": "Reply to them", "e4": "Reply to them", "e5": "Reply to them",
          "e6": "Replied to Cy, 2.0 km (calm)",
        ])
      let lint = try GeneratedFormatTests.lint(
        ["App/NotificationCategories.swift", "ChatUI/DynamicActions.swift"], in: output)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// A translation looked up from the bundle: a plural variation ("Vary by Plural" in the
  /// String Catalog, `%#@stops@`) and whole numbers and numbers in one locale.
  static let pluralSpec = #"""
    version: 1
    localization: {}
    categories:
      - id: rate
        actions:
          - id: rate
            title: { key: rate.title, default: "Rate %lld stops for %@", arguments: [1, Ann] }
          - id: count
            title: { key: rate.count, default: "%lld or %.2f", arguments: [12345, 12345.5] }
    """#

  /// On Linux, Foundation's lookup cannot read a `.stringsdict` (it crashes) and its
  /// `String(format:)` cannot fill `%#@name@`, so the bundle holds the translation's format as
  /// the lookup returns it, without its plural rules: the helper then shows the spec's text,
  /// filled, rather than "Rate 1@stops@". Whole numbers take the locale's digits and grouping
  /// as `%.2f` does. (On Apple platforms the format goes to `String(format:locale:arguments:)`,
  /// which applies the plural rule; that is compiled there only and not run here.)
  @Test func translationsWithPluralVariationsAndLocaleDigits() throws {
    try withTemporaryFolder { folder in
      let output = try PayloadAccessTests.generate(folder, spec: Self.pluralSpec)
      let strings = folder.url.appending(path: "en.lproj")
      try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
      try Data(
        #"""
        "rate.title" = "Bewerte %#@stops@ für %@";
        "rate.count" = "%1$lld oder %2$.2f";
        """#.utf8
      ).write(to: strings.appending(path: "Notifications.strings"))
      let driver = #"""
        import Foundation
        import UserNotifications

        @main struct Driver {
          static func main() {
            let format = String(format: "%lld|%.2f", locale: Locale.current, 12345, 12345.5)
            print("locale|\(format)")
            for action in Notifications.registeredCategories().flatMap(\.actions) {
              print("\(action.identifier)|\(action.title)")
            }
          }
        }

        """#
      let run = try PayloadAccessTests.compileAndRun(
        [output.appending(path: "App/NotificationCategories.swift")], driver, folder,
        name: "plural", extension: false)
      let lines = PayloadAccessTests.lines(run)
      let parts = try #require(lines["locale"]?.split(separator: "|").map(String.init))
      #expect(lines["rate"] == "Rate 1 stops for Ann", "\(run)")
      #expect(lines["count"] == "\(parts[0]) oder \(parts[1])", "\(run)")
      #expect(parts[0] != "12345", "the test's locale groups thousands: \(run)")
    }
  }

  /// The String Catalog holds each format once with what its arguments are, the overview and
  /// `herald payload` show filled examples, and the manifest lists the arguments.
  @Test func documentsShowFormatsAndFilledExamples() throws {
    try withTemporaryFolder { folder in
      let output = try PayloadAccessTests.generate(folder, spec: Self.spec)
      let catalog = try JSONSerialization.jsonObject(
        with: Data(contentsOf: output.appending(path: "Localization/Notifications.xcstrings")))
      let strings = try #require((catalog as? [String: Any])?["strings"] as? [String: Any])
      let snooze = try #require(strings["reminder.snooze.title"] as? [String: Any])
      #expect(
        snooze["comment"] as? String
          == "Snoozes the reminder. Arguments: 1 (%lld) is 5, 10, 15 or 30.")
      let unit = (snooze["localizations"] as? [String: Any])?["en"] as? [String: Any]
      let value = (unit?["stringUnit"] as? [String: Any])?["value"] as? String
      #expect(value == "Snooze for %lld min")
      #expect(strings.keys.filter { $0.hasPrefix("reminder.snooze") }.count == 1)
      let reply = try #require(strings["chat.reply.title"] as? [String: Any])
      #expect(
        reply["comment"] as? String
          == "Arguments: 1 (%@) is the notification's sender, or “them” without it.")
      let overview = try String(
        contentsOf: output.appending(path: "Notifications.md"), encoding: .utf8)
      #expect(overview.contains("| `snooze-30` | “Snooze for 30 min” from `Snooze for %lld min` |"))
      #expect(overview.contains("| `reply` | “Reply to Bo” from `Reply to %@` |"))
      #expect(
        overview.contains(
          "hidden-previews placeholder: “%u reminders for ‹userName›” from `%u reminders for %@`"))
      let path = folder.url.appending(path: "spec.yml").path
      let payload = try Herald.run(["payload", "chat", path])
      #expect(payload.status == 0)
      #expect(
        payload.stderr.contains(
          "note: with this payload the content extension shows “Reply to Bo”, “Replied to Bo, 1.0 km (calm)”"
        ), "\(payload.stderr)")
      let sample = try JSONSerialization.jsonObject(with: Data(payload.stdout.utf8))
      #expect((sample as? [String: Any])?["sender"] as? String == "Bo")
      let export = try Herald.run(["export", path])
      let manifest = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8))
      let categories = (manifest as? [String: Any])?["categories"] as? [[String: Any]]
      let reminder = try #require(categories?.first { $0["identifier"] as? String == "reminder" })
      let actions = reminder["actions"] as? [[String: Any]]
      let first = actions?.first?["arguments"] as? [String: Any]
      #expect((first?["title"] as? [[String: Any]])?.first?["fixed"] as? Int == 5)
      let placeholder = (reminder["arguments"] as? [String: Any])?["hiddenPreviewsBodyPlaceholder"]
      #expect((placeholder as? [[String: Any]])?.first?["app"] as? String == "userName")
    }
  }
}
