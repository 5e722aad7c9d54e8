// The language server on titles with arguments: completion of a `payload` argument's key and
// an `app` argument's name, hover on an app argument (the registration parameter it becomes)
// and a payload argument's key as a use of the category's payload key.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Tests of `CompletionProvider+Formats`, `HoverProvider+Formats` and the argument occurrences
/// of `SpecSymbols`.
struct FormatArgumentLSPTests {
  /// A category with dynamic actions served by a content extension, whose titles read payload
  /// keys, and a plain category whose titles take app arguments.
  static let chat = """
    version: 1
    swift: { namespace: Chat }
    categories:
      - id: chat
        actions:
          - id: reply
            title: { default: "Reply to %@", arguments: [{ payload: sender, fallback: them }] }
            onTap: { becomes: undo }
        alternates:
          - id: undo
            title: { default: "Undo %lld", arguments: [{ payload: unread, fallback: 0 }] }
            onTap: { becomes: reply }
        hiddenPreviewsBodyPlaceholder:
          default: "%u new for %@"
          arguments:
            - app: userName
        payload:
          sender: string
          unread: integer
          fare: { type: number, optional: true }
          avatar: url
          tags: "[string]"
          flagged: boolean
      - id: reminder
        actions:
          - id: snooze
            title: { default: "Snooze %lld min", arguments: [{ app: snoozeMinutes }] }
          - id: later
            title:
              default: "Later for %2$@ (%1$lld min)"
              arguments: [{ app: snoozeMinutes }, { app: userName, type: string }]
    extensions:
      - target: ChatUI
        categories: chat
        principalClass: NotificationViewController
        initialContentSizeRatio: 0.5
    """

  /// The set, analysed as the server does.
  static func analysis() -> SpecAnalysis {
    var cache = ParseCache()
    let source = SpecSource(path: "chat.yml", uri: "file:///chat.yml", bytes: Array(chat.utf8))
    return SpecAnalysis.analyze([source], cache: &cache)
  }

  /// The set validates: the hover and completion below describe a spec Herald accepts.
  @Test func theSetIsValid() throws {
    let outcome = Compiler.check([InputFile(path: "chat.yml", bytes: Array(Self.chat.utf8))])
    let problems = outcome.diagnostics.sorted.filter { $0.severity != .note }
    #expect(problems.isEmpty, "\(problems.map(\.message))")
  }

  /// The labels and details offered at the `‸` of `chat.yml` with `line` put in place of the
  /// line that holds `replacing`.
  static func items(replacing: String, with line: String) throws -> [String: String] {
    let set = analysis().set
    var lines = chat.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex { $0.contains(replacing) })
    lines[index] = line
    let text = lines.joined(separator: "\n")
    let character = line.prefix { $0 != "‸" }.utf16.count
    let result = CompletionProvider.complete(
      text: Array(text.replacingAll("‸", with: "").utf8),
      at: LSPPosition(line: index, character: character), set: set)
    var items: [String: String] = [:]
    for item in result["items"]?.array ?? [] {
      if let label = item["label"]?.string { items[label] = item["detail"]?.string ?? "" }
    }
    return items
  }

  /// A `payload` argument's value offers the enclosing category's string, integer and number
  /// keys, with the placeholder that shows each, in flow and block style, in an action and an
  /// alternate; never a url, array or Boolean key.
  @Test func payloadArgumentCompletesShowableKeys() throws {
    let places = [
      (
        "title: { default: \"Reply to %@\"",
        "        title: { default: \"Reply to %@\", arguments: [{ payload: ‸"
      ),
      (
        "title: { default: \"Undo %lld\"",
        "        title: { default: \"x\", arguments: [{ payload: s‸"
      ),
      ("- app: userName", "        - payload: ‸"),
    ]
    for (replacing, line) in places {
      let items = try Self.items(replacing: replacing, with: line)
      #expect(items["sender"] == "string key of chat's payload (%@)", "\(line): \(items)")
      #expect(items["unread"] == "integer key of chat's payload (%lld)", "\(line): \(items)")
      #expect(items["fare"] == "number key of chat's payload (%f)", "\(line): \(items)")
      #expect(items.count == 3, "\(line): \(items)")
    }
  }

  /// A category without a payload offers no key, and `fallback` (the same mapping) offers none.
  @Test func payloadKeysOnlyWhereAKeyIsWritten() throws {
    let reminder = try Self.items(
      replacing: "title: { default: \"Snooze %lld min\"",
      with: "        title: { default: \"x\", arguments: [{ payload: ‸")
    #expect(reminder.isEmpty, "\(reminder)")
    let fallback = try Self.items(
      replacing: "title: { default: \"Reply to %@\"",
      with: "        title: { default: \"x\", arguments: [{ payload: sender, fallback: ‸")
    #expect(fallback["sender"] == nil, "\(fallback)")
  }

  /// An `app` argument's value offers the names the set already uses, each with the parameter
  /// it is, so that a second use keeps the first one's type.
  @Test func appArgumentCompletesParameters() throws {
    let items = try Self.items(
      replacing: "title: { default: \"Snooze %lld min\"",
      with: "        title: { default: \"x %@\", arguments: [{ app: ‸")
    #expect(items["snoozeMinutes"] == "registration parameter snoozeMinutes: Int", "\(items)")
    #expect(items["userName"] == "registration parameter userName: String", "\(items)")
    #expect(items.count == 2, "\(items)")
  }

  /// The occurrence at the first `needle` (`offset` characters into it).
  static func occurrence(_ needle: String, offset: Int = 1, _ analysis: SpecAnalysis) throws
    -> SymbolOccurrence
  {
    let spec = try #require(analysis.file("chat.yml")?.spec)
    let lines = chat.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(needle) })
    let column = lines[line].distance(
      from: lines[line].startIndex, to: try #require(lines[line].range(of: needle)).lowerBound)
    let position = SourcePosition(line: line + 1, column: column + 1 + offset)
    return try #require(SpecSymbols.occurrence(at: position, in: spec))
  }

  /// Hover on an app argument names the registration parameter it becomes, with the Swift type
  /// its placeholder (or its `type`) gives, and the categories that use it; the same in every
  /// place it is written.
  @Test func appArgumentHoverNamesTheParameter() throws {
    let analysis = Self.analysis()
    let snooze = try Self.occurrence("snoozeMinutes", analysis)
    #expect(snooze.symbol == .appArgument("snoozeMinutes"))
    let text = try #require(HoverProvider.markdown(for: snooze, in: analysis.set))
    #expect(text.hasPrefix("**app argument** `snoozeMinutes`"), "\(text)")
    #expect(text.contains("registration parameter `snoozeMinutes: Int`"), "\(text)")
    #expect(text.contains("Used 2 times, in `reminder`"), "\(text)")
    let user = try Self.occurrence("userName", offset: 3, analysis)
    let userText = try #require(HoverProvider.markdown(for: user, in: analysis.set))
    #expect(userText.contains("registration parameter `userName: String`"), "\(userText)")
    #expect(userText.contains("in `chat`, `reminder`"), "\(userText)")
    let later = try Self.occurrence("userName, type", analysis)
    #expect(HoverProvider.markdown(for: later, in: analysis.set) == userText)
  }

  /// An app argument's references are its uses across the set; it cannot be renamed, since the
  /// app's code passes it by name.
  @Test func appArgumentReferencesAndRename() throws {
    let analysis = Self.analysis()
    let uses = SpecSymbols.occurrences(of: .appArgument("userName"), in: analysis.set.files)
    #expect(uses.map(\.range.start.line) == [16, 31])
    #expect(!SpecSymbol.appArgument("userName").isRenamable)
    let problem = NavigationProvider.problem(
      renaming: .appArgument("userName"), to: "name", in: analysis.set)
    #expect(problem?.contains("registration parameter") == true)
  }

  /// A payload argument's key is a use of the category's payload key: its hover is the key's.
  @Test func payloadArgumentIsAUseOfTheKey() throws {
    let analysis = Self.analysis()
    let use = try Self.occurrence("payload: sender", offset: 10, analysis)
    #expect(use.symbol == .payloadKey(owner: .category("chat"), key: "sender"))
    #expect(!use.isDeclaration)
    let text = try #require(HoverProvider.markdown(for: use, in: analysis.set))
    #expect(text.hasPrefix("**payload key** `sender` of category `chat`"), "\(text)")
    let all = SpecSymbols.occurrences(of: use.symbol, in: analysis.set.files)
    #expect(all.filter(\.isDeclaration).count == 1 && all.count == 2)
  }
}
