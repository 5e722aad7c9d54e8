// `herald diff` on strings with arguments: the registration's parameters (added, removed,
// retyped, and a category's `makeCategory(…)`), and each way a string's arguments can change.

import Foundation
import HeraldCore
import Testing

/// The kinds of the registration parameters and the argument changes of visible strings.
@Suite struct TitleArgumentDiffTests {
  /// The changes from `old` to `new`, each validated as one file.
  static func changes(_ old: String, _ new: String) throws -> [SpecChange] {
    SpecDiff.compare(old: try spec(old, "old.yml"), new: try spec(new, "new.yml"))
  }

  /// A spec validated from its text; one with errors fails the test.
  static func spec(_ text: String, _ name: String) throws -> ValidatedSpec {
    let outcome = Compiler.check([InputFile(path: name, bytes: Array(text.utf8))])
    return try #require(outcome.spec, "\(name) is invalid: \(outcome.diagnostics.diagnostics)")
  }

  /// A set of one category `c` whose action `a` has `title`.
  static func titled(_ title: String, more: String = "") -> String {
    """
    version: 1
    categories:
      - id: c
        actions:
          - id: a
            title: \(title)
    \(more)
    """
  }

  /// A parameter the new set uses and the old did not is breaking, at its `app:` argument.
  @Test func parameterAddedIsBreakingAtItsArgument() throws {
    let changes = try Self.changes(
      Self.titled("Hello"), Self.titled(#"{ default: "Hello %@", arguments: [{ app: userName }] }"#)
    )
    let added = changes.filter { $0.kind == .registrationParameterAdded }
    #expect(added.count == 1)
    #expect(added.first?.changeClass == .breaking)
    #expect(added.first?.category == nil)
    #expect(added.first?.message.contains("'userName: String'") == true)
    #expect(added.first?.old == nil)
    #expect(added.first?.new?.start.line == 6)
    #expect(added.first?.new?.start.column == 58)
    #expect(changes.contains { $0.kind == .actionTitleChanged })
  }

  /// A parameter the new set no longer uses is breaking, was at its old argument and points at
  /// the category in the new set.
  @Test func parameterRemovedIsBreakingWasAtItsArgument() throws {
    let changes = try Self.changes(
      Self.titled(#"{ default: "Snooze %lld min", arguments: [{ app: minutes }] }"#),
      Self.titled(#"{ default: "Snooze %lld min", arguments: [5] }"#))
    let removed = changes.filter { $0.kind == .registrationParameterRemoved }
    #expect(removed.count == 1)
    #expect(removed.first?.changeClass == .breaking)
    #expect(removed.first?.message.contains("'minutes: Int'") == true)
    #expect(removed.first?.old?.start.line == 6)
    #expect(removed.first?.new?.start.line == 3, "the category 'c' in the new set")
    #expect(removed.first?.old?.file == "old.yml" && removed.first?.new?.file == "new.yml")
  }

  /// A removed parameter whose category is gone too points at the start of the new set, so a
  /// pull request's annotation still lands on a file of its head.
  @Test func parameterRemovedWithItsCategoryPointsAtTheNewSet() throws {
    let new = """
      version: 1
      categories:
        - id: d
          actions:
            - { id: b, title: Open }
      """
    let changes = try Self.changes(
      Self.titled(#"{ default: "Snooze %lld min", arguments: [{ app: minutes }] }"#), new)
    let removed = try #require(changes.first { $0.kind == .registrationParameterRemoved })
    #expect(removed.old?.start.line == 6)
    #expect(removed.new?.file == "new.yml")
    #expect(removed.new?.start.line == 1)
    #expect(changes.contains { $0.kind == .categoryRemoved })
  }

  /// A parameter whose type changed names both signatures.
  @Test func parameterRetypedNamesBothSignatures() throws {
    let changes = try Self.changes(
      Self.titled(#"{ default: "Rate %lld", arguments: [{ app: rating }] }"#),
      Self.titled(#"{ default: "Rate %.1f", arguments: [{ app: rating }] }"#))
    let changed = changes.filter { $0.kind == .registrationParameterChanged }
    #expect(changed.count == 1)
    #expect(changed.first?.changeClass == .breaking)
    #expect(changed.first?.message.contains("'rating: Int' → 'rating: Double'") == true)
    #expect(!changes.contains { $0.kind == .registrationParameterAdded })
    #expect(!changes.contains { $0.kind == .registrationParameterRemoved })
  }

  /// The same parameters, written otherwise (flow and block, the type given or read from the
  /// placeholder), change nothing.
  @Test func unchangedParametersReportNothing() throws {
    let old = Self.titled(
      #"{ default: "Later (%lld min) %f", arguments: [{ app: minutes }, 2.5] }"#)
    let new = """
      version: 1
      categories:
        - id: c
          actions:
            - id: a
              title:
                default: "Later (%lld min) %f"
                arguments:
                  - app: minutes
                    type: integer
                  - 2.50
      """
    #expect(try Self.changes(old, new).isEmpty)
    #expect(try Self.changes(old, old).isEmpty)
  }

  /// A category that uses a parameter the registration already took changes its
  /// `makeCategory(…)` only: reported once, under the category.
  @Test func makeCategoryGainsAndLosesParameters() throws {
    let other = """
        - id: d
          actions:
            - id: b
              title: { default: "Hi %@ %lld", arguments: [{ app: userName }, { app: minutes }] }
      """
    let changes = try Self.changes(
      Self.titled(#"{ default: "Go %@", arguments: [{ app: userName }] }"#, more: other),
      Self.titled(#"{ default: "Go %lld", arguments: [{ app: minutes }] }"#, more: other))
    let kinds = changes.map(\.kind)
    #expect(kinds.filter { $0 == .registrationParameterAdded }.count == 1)
    #expect(kinds.filter { $0 == .registrationParameterRemoved }.count == 1)
    let gained = try #require(changes.first { $0.kind == .registrationParameterAdded })
    #expect(gained.category == "c")
    #expect(gained.message.hasPrefix("makeCategory(…) of category 'c' takes 'minutes: Int' now"))
    let lost = try #require(changes.first { $0.kind == .registrationParameterRemoved })
    #expect(
      lost.message.hasPrefix("makeCategory(…) of category 'c' no longer takes 'userName: String'"))
  }

  /// Each way a title's arguments change is a title change, with both sides in the message:
  /// (format, old arguments, new arguments, the message's end).
  @Test(arguments: [
    ("X %lld", "[5]", "[10]", "with [5] → 'X %lld' with [10]"),
    ("X %f", "[2.5]", "[3]", "with [2.5] → 'X %f' with [3]"),
    ("X %@", "[{ app: userName }]", #"["Anna"]"#, #"with [app userName] → 'X %@' with ["Anna"]"#),
    ("X %@", #"["Anna"]"#, "[{ app: userName }]", #"with ["Anna"] → 'X %@' with [app userName]"#),
    (
      "X %@", "[{ app: userName }]", "[{ app: name }]",
      "with [app userName] → 'X %@' with [app name]"
    ),
    ("X %@", #"["Anna"]"#, #"["Bob"]"#, #"with ["Anna"] → 'X %@' with ["Bob"]"#),
  ])
  func titleArgumentChangeIsReported(
    format: String, old: String, new: String, message: String
  ) throws {
    let changes = try Self.changes(
      Self.titled(#"{ default: "\#(format)", arguments: \#(old) }"#),
      Self.titled(#"{ default: "\#(format)", arguments: \#(new) }"#))
    let title = changes.filter { $0.kind == .actionTitleChanged }
    #expect(title.count == 1)
    #expect(title.first?.changeClass == ChangeKind.actionTitleChanged.changeClass)
    #expect(title.first?.message.hasSuffix(message) == true, "\(title)")
    #expect(title.first?.new?.start.line == 6)
  }

  /// A plain title that becomes a format with no arguments reads its `%%` otherwise: a change.
  @Test func plainTitleBecomingAFormatIsReported() throws {
    let changes = try Self.changes(
      Self.titled(#""100%%""#), Self.titled(#"{ default: "100%%", arguments: [] }"#))
    #expect(changes.map(\.kind) == [.actionTitleChanged])
    #expect(changes.first?.message.hasSuffix("'100%%' → '100%%' with []") == true)
  }

  /// A payload argument's key or fallback changing, or the argument becoming fixed, changes the
  /// title; the text input's strings and the category's placeholder are compared alike.
  @Test func payloadAndOtherStringsAreCompared() throws {
    func ride(_ title: String, _ button: String, _ placeholder: String) -> String {
      """
      version: 1
      categories:
        - id: ride
          hiddenPreviewsBodyPlaceholder: { default: "%u rides for %@", arguments: [\(placeholder)] }
          payload:
            driver: string
            car: string
          actions:
            - id: accept
              title: { default: "Ride with %@", arguments: [\(title)] }
              onTap: { becomes: cancel }
              textInput:
                buttonTitle: { default: "Tell %@", arguments: [\(button)] }
                placeholder: Say
          alternates:
            - { id: cancel, title: Cancel, onTap: { becomes: accept } }
      extensions:
        - { target: RideUI, categories: ride, principalClass: RideVC, initialContentSizeRatio: 1 }
      """
    }
    let base = ride("{ payload: driver, fallback: them }", "you", "{ app: userName }")
    #expect(try Self.changes(base, base).isEmpty)
    let cases: [(String, ChangeKind, String)] = [
      (
        ride("{ payload: driver, fallback: your driver }", "you", "{ app: userName }"),
        .actionTitleChanged,
        #"[payload driver or "them"] → 'Ride with %@' with [payload driver or "your driver"]"#
      ),
      (
        ride("{ payload: car, fallback: them }", "you", "{ app: userName }"),
        .actionTitleChanged,
        #"[payload driver or "them"] → 'Ride with %@' with [payload car or "them"]"#
      ),
      (
        ride("them", "you", "{ app: userName }"), .actionTitleChanged,
        #"[payload driver or "them"] → 'Ride with %@' with ["them"]"#
      ),
      (
        ride("{ payload: driver, fallback: them }", "me", "{ app: userName }"),
        .textInputChanged, #"'Tell %@' with ["you"] → 'Tell %@' with ["me"]"#
      ),
      (
        ride("{ payload: driver, fallback: them }", "you", "{ app: name }"),
        .categoryTextChanged,
        "'%u rides for %@' with [app userName] → '%u rides for %@' with [app name]"
      ),
    ]
    for (new, kind, message) in cases {
      let changes = try Self.changes(base, new).filter {
        $0.kind != .registrationParameterAdded && $0.kind != .registrationParameterRemoved
      }
      #expect(changes.map(\.kind) == [kind], "\(message)")
      #expect(changes.first?.message.hasSuffix(message) == true, "\(changes)")
    }
  }
}
