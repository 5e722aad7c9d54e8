// The renderers' reference snippets: a spec fragment in, the Swift (or plist) fragment it must
// give out, checked in-process in milliseconds, with no swiftc. The round trip compiles and runs
// the whole output; these pin the shape of each construct so a renderer change fails here first.

import Testing

@testable import HeraldCore

/// One reference snippet: a spec, a generated file and a fragment of it, exactly as written
/// (indentation included).
struct RenderSnippet: CustomTestStringConvertible, Sendable {
  /// What the snippet shows.
  let name: String
  /// The spec, without `version: 1`.
  let spec: String
  /// The generated file's path in the output folder.
  let file: String
  /// Lines that must appear in the file, consecutively.
  let expected: String

  var testDescription: String { name }
}

@Suite struct RenderSnippetTests {
  /// The generated files of `spec` (without `version: 1`), by path.
  static func files(_ spec: String) throws -> [String: String] {
    let files = try generatedFiles("version: 1\n" + spec)
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }

  /// A plain category: an action with options and a text-input action.
  static let rideOffer = """
    categories:
      - id: ride-offer
        actions:
          - { id: accept, title: Accept, options: [foreground] }
          - id: reply
            title: Reply
            textInput: { buttonTitle: Send, placeholder: Message }
    """

  /// A dynamic category served by a content extension, with a keyword id and a quoted title.
  static let podcast = """
    categories:
      - id: podcast
        options: [customDismissAction]
        actions:
          - { id: play, title: "Play \\"now\\"", onTap: { becomes: pause } }
          - { id: open, title: Open }
        alternates:
          - { id: pause, title: Pause, onTap: { becomes: play } }
    extensions:
      - { target: PodcastUI, categories: podcast, principalClass: VC, initialContentSizeRatio: 1 }
    """

  static let snippets: [RenderSnippet] = [
    RenderSnippet(
      name: "a category's identifiers become a String enum",
      spec: rideOffer, file: "App/NotificationCategories.swift",
      expected: """
            internal enum Category: String, CaseIterable, Sendable {
              /// The `ride-offer` category.
              case rideOffer = "ride-offer"
            }
        """),
    RenderSnippet(
      name: "actions and text-input actions are built with their options",
      spec: rideOffer, file: "App/NotificationCategories.swift",
      expected: """
                return UNNotificationCategory(
                  identifier: identifier,
                  actions: [
                    UNNotificationAction(identifier: "accept", title: "Accept", options: [.foreground]),
                    UNTextInputNotificationAction(
                      identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send",
                      textInputPlaceholder: "Message"),
                  ],
                  intentIdentifiers: [], options: [])
        """),
    RenderSnippet(
      name: "a text-input action's response carries the text",
      spec: rideOffer, file: "App/NotificationCategories.swift",
      expected: """
                  switch Action(rawValue: actionIdentifier) {
                  case .accept?: self = .accept
                  case .reply?: self = .reply(text: text ?? "")
        """),
    RenderSnippet(
      name: "a keyword id becomes a case with a leading underscore",
      spec: podcast, file: "App/NotificationCategories.swift",
      expected: """
                case _open = "open"
        """),
    RenderSnippet(
      name: "titles are Swift string literals, escaped",
      spec: podcast, file: "App/NotificationCategories.swift",
      expected: """
                    UNNotificationAction(identifier: "play", title: "Play \\"now\\"", options: []),
        """),
    RenderSnippet(
      name: "category options",
      spec: podcast, file: "App/NotificationCategories.swift",
      expected: """
                  intentIdentifiers: [], options: [.customDismissAction])
        """),
    RenderSnippet(
      name: "a machine's states are named after the actions they show",
      spec: podcast, file: "PodcastUI/DynamicActions.swift",
      expected: """
            internal enum State: CaseIterable, Sendable {
              case playOpen
              case pauseOpen
            }
        """),
    RenderSnippet(
      name: "a machine's steps: next state and response per shown action",
      spec: podcast, file: "PodcastUI/DynamicActions.swift",
      expected: """
              switch state {
              case .playOpen:
                switch action {
                case .play: return Step(next: .pauseOpen, response: .doNotDismiss)
                case ._open: return Step(next: nil, response: .dismissAndForwardAction)
                case .pause: return nil
                }
        """),
    RenderSnippet(
      name: "the extension's Info.plist names its categories",
      spec: podcast, file: "PodcastUI/Info.plist",
      expected: """
        \t\t\t<key>UNNotificationExtensionCategory</key>
        \t\t\t<string>podcast</string>
        """),
  ]

  /// The fragment appears in the file, line for line; on a mismatch the failure shows the
  /// file's lines around the fragment's first line, or the whole file.
  @Test(arguments: snippets)
  func snippet(_ snippet: RenderSnippet) throws {
    let files = try Self.files(snippet.spec)
    let text = try #require(files[snippet.file], "no \(snippet.file) in \(files.keys.sorted())")
    guard !text.contains(snippet.expected + "\n") else { return }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = snippet.expected.split(separator: "\n").first.map(String.init) ?? ""
    let around =
      lines.firstIndex { $0.trimmingPrefix(" ") == first.trimmingPrefix(" ") }
      .map { lines[max(0, $0 - 2)..<min(lines.count, $0 + 12)].joined(separator: "\n") } ?? text
    Issue.record("expected in \(snippet.file):\n\(snippet.expected)\ngot:\n\(around)")
  }
}
