// Marker tests for formats with arguments: format-arguments, format-argument-source,
// format-argument-conflict, and format-specifier on a title's placeholders.

import Testing

@testable import HeraldCore

/// The checks of a format's placeholders against its arguments and their sources.
@Suite struct FormatArgumentRuleTests {
  /// A category with dynamic actions served by a content extension, with a payload: where
  /// payload arguments belong. `ACTIONS` is replaced by its action list.
  static func chat(_ actions: String, payload: String = "sender: string") -> String {
    """
    version: 1
    categories:
      - id: chat
        actions:
    \(actions)
        alternates:
          - { id: done, title: Done }
        payload: { \(payload) }
    extensions:
      - { target: ChatUI, categories: chat, principalClass: V, initialContentSizeRatio: 0.5 }
    """
  }

  /// Fixed values, app arguments and payload arguments that fit their placeholders are silent,
  /// positional forms and the hidden-previews `%u` included.
  @Test func argumentsThatFitAreQuiet() {
    expectClean(
      check(
        """
        version: 1
        localization: {}
        categories:
          - id: reminder
            actions:
              - { id: s5, title: { key: snooze, default: "Snooze %lld min", arguments: [5] } }
              - { id: s10, title: { key: snooze, default: "Snooze %lld min", arguments: [10] } }
              - id: rate
                title: { default: "%2$@ at %1$.1f%%", arguments: [2, { app: who }] }
              - id: note
                title: { default: "Note as %@ (%ld)", arguments: [{ app: who }, { app: level, type: integer }] }
            hiddenPreviewsBodyPlaceholder: { default: "%u for %@", arguments: [{ app: who }] }
            ignore: [banner-actions]
        """))
    expectClean(
      check(
        Self.chat(
          """
                - id: reply
                  title: { default: "Reply to %@ (%f km)", arguments: [{ payload: sender, fallback: them }, { payload: km, fallback: 0 }] }
                  onTap: { becomes: done }
          """, payload: "sender: string, km: integer")))
  }

  /// A value of the wrong type is an error at the value, with a fix-it that unquotes a number
  /// or changes the placeholder; a count mismatch is an error at the list.
  @Test func typeAndCountMismatchesFire() {
    let result = check(
      """
      version: 1
      categories:
        - id: reminder
          actions:
            - { id: a, title: { default: "Snooze %lld min", arguments: [1️⃣"5"] } }
            - { id: b, title: { default: 2️⃣"Hi %lld", arguments: [3️⃣Ann] } }
            - { id: c, title: { default: "Snooze %lld min", arguments: 4️⃣[5, 6] } }
            - { id: d, title: { default: "Hi %@", arguments: [{ app: who, type: 5️⃣integer }] } }
          ignore: [banner-actions]
      """)
    let quoted = expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .exact("argument 1 is the text '5', but %lld shows a whole number"), at: "1️⃣")
    #expect(quoted?.fixIts.map(\.replacement) == ["5"])
    let text = expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .exact("argument 1 is the text 'Ann', but %lld shows a whole number"), at: "3️⃣")
    #expect(text?.fixIts.map(\.replacement) == ["\"Hi %@\""])
    #expect(text?.fixIts.first?.range.start == result.position("2️⃣", in: "spec.yml"))
    expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .exact("the format 'Snooze %lld min' shows 1 argument, but 2 are given"),
      at: "4️⃣")
    let declared = expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .exact("app argument 'who' is declared integer, but %@ shows text"), at: "5️⃣")
    #expect(declared?.fixIts.map(\.replacement) == ["string"])
    expectIDs(result, [.formatArguments, .formatArguments, .formatArguments, .formatArguments])
  }

  /// Mixed, conflicting and missing positions, a summary format with arguments, and a title's
  /// `%d` and `%u`, each reported at the format.
  @Test func positionsAndSpecifiersFire() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: { default: 1️⃣"%1$@ and %@", arguments: [x, y] } }
            - { id: b, title: { default: 2️⃣"%1$@ or %1$lld", arguments: [x] } }
            - { id: d, title: { default: 3️⃣"%2$@", arguments: [x, y] } }
            - { id: e, title: { default: 4️⃣"%d min", arguments: [5] } }
            - { id: f, title: { default: 5️⃣"%u min", arguments: [5] } }
          categorySummaryFormat: { default: "%u more", arguments: 6️⃣[1] }
          ignore: [banner-actions]
      """)
    expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .prefix("the format mixes numbered placeholders"), at: "1️⃣")
    expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .exact(
        "argument 1 is shown as different types (%1$@, %1$lld); one argument has one type"),
      at: "2️⃣")
    expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .prefix("no placeholder shows argument 1"), at: "3️⃣")
    let integer = expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .exact(
        "'%d' reads a 32-bit or platform-sized integer; an Int argument needs '%lld'"),
      at: "4️⃣")
    #expect(integer?.fixIts.map(\.replacement) == ["\"%lld min\""])
    expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .prefix("'%u' is the system's notification count"), at: "5️⃣")
    expectDiagnostic(
      result, id: .formatArguments, severity: .error,
      message: .prefix("'categorySummaryFormat' takes no arguments"), at: "6️⃣")
  }

  /// A plain string with `%` stays literal text: no placeholder is read without `arguments`,
  /// and a `%` before anything but a placeholder is quiet; so are the system's formats.
  @Test func plainTextKeepsItsPercentSigns() {
    expectClean(
      check(
        """
        version: 1
        localization: {}
        categories:
          - id: c
            hiddenPreviewsBodyPlaceholder: "%u new"
            categorySummaryFormat: "%u more"
            ignore: [banner-actions]
            actions:
              - { id: a, title: "100% sure, 20%, 5 % off" }
              - { id: b, title: { key: k, default: "50% off" } }
              - { id: d, title: { default: "Rate %%@", arguments: [] } }
        """))
  }

  /// A placeholder in a string without `arguments` is shown as written: a warning at the string
  /// with two fix-its, a format with an argument per placeholder and one with `%%`.
  @Test func placeholderWithoutArgumentsWarns() {
    let result = check(
      """
      version: 1
      localization: {}
      categories:
        - id: c
          actions:
            - { id: a, title: 1️⃣"Rate %@" }
            - id: b
              title: { key: k, default: 2️⃣"%1$@ in %2$.1f km" }
              textInput: { buttonTitle: 3️⃣"Send %d", placeholder: 4️⃣"Say it %s" }
      """)
    let rate = expectDiagnostic(
      result, id: .literalPlaceholder, severity: .warning,
      message: .exact(
        "the title shows '%@' as written: without 'arguments' nothing fills it; add 'arguments', or write '%%' for a percent sign in a format with no arguments"
      ),
      at: "1️⃣")
    #expect(
      rate?.fixIts.map(\.replacement) == [
        #"{ default: "Rate %@", arguments: [{ app: argument1 }] }"#,
        #"{ default: "Rate %%@", arguments: [] }"#,
      ])
    let keyed = expectDiagnostic(
      result, id: .literalPlaceholder, severity: .warning,
      message: .prefix("the title shows '%1$@'"),
      at: "2️⃣")
    #expect(
      keyed?.fixIts.first?.replacement
        == #"{ key: "k", default: "%1$@ in %2$.1f km", arguments: [{ app: argument1 }, { app: argument2 }] }"#
    )
    expectDiagnostic(
      result, id: .literalPlaceholder, severity: .warning,
      message: .prefix("the button title shows '%d'"), at: "3️⃣")
    expectDiagnostic(
      result, id: .literalPlaceholder, severity: .warning,
      message: .prefix("the placeholder shows '%s'"), at: "4️⃣")
    expectIDs(result, Array(repeating: .literalPlaceholder, count: 4))
  }

  /// A precision beyond what a Double holds is an error with a fix-it to the cap.
  @Test func precisionIsCapped() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: { default: 1️⃣"Pay %.30000000f", arguments: [0.5] } }
            - { id: b, title: { default: 2️⃣"Pay %2$.16lf %1$@", arguments: [x, 1] } }
            - { id: d, title: { default: "Pay %.15f %.015f %.f", arguments: [1, 2, 3] } }
          ignore: [banner-actions]
      """)
    let huge = expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .exact(
        "'%.30000000f' asks for more fraction digits than a Double holds; use at most 15 ('%.15f')"),
      at: "1️⃣")
    #expect(huge?.fixIts.map(\.replacement) == ["\"Pay %.15f\""])
    expectDiagnostic(
      result, id: .formatSpecifier, severity: .error,
      message: .prefix("'%2$.16lf' asks for more fraction digits"), at: "2️⃣")
    expectIDs(result, [.formatSpecifier, .formatSpecifier])
  }

  /// An undeclared payload key gets did-you-mean and a fix-it; a key of the wrong type or of a
  /// type no placeholder shows points at its declaration.
  @Test func payloadKeysAreChecked() {
    let result = check(
      Self.chat(
        """
              - id: reply
                title: { default: "Reply to %@", arguments: [{ payload: 1️⃣sendr, fallback: them }] }
                onTap: { becomes: done }
              - id: count
                title: { default: 2️⃣"%@ new", arguments: [{ payload: 3️⃣unread, fallback: "0" }] }
              - id: when
                title: { default: "At %@", arguments: [{ payload: 4️⃣at, fallback: now }] }
        """, payload: "sender: string, unread: integer, at: date"))
    let typo = expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact("category 'chat' declares no payload key 'sendr'; did you mean 'sender'?"),
      at: "1️⃣")
    #expect(typo?.fixIts.map(\.replacement) == ["sender"])
    let mistyped = expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact("payload key 'unread' is an integer, but %@ shows text"), at: "3️⃣")
    #expect(mistyped?.fixIts.map(\.replacement) == ["\"%lld new\""])
    #expect(mistyped?.fixIts.first?.range.start == result.position("2️⃣", in: "spec.yml"))
    #expect(mistyped?.notes.first?.message == "the key is declared here")
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix("payload key 'at' is a date, which no placeholder shows"), at: "4️⃣")
  }

  /// `%lld` on a string key with a text fallback is one error, at the key, with one fix-it that
  /// respells the placeholder (issue 39, item 4): the fallback, which fits the key, is not also
  /// reported with the same fix-it. A `url` key reads "a url".
  @Test func keyOfTheWrongTypeIsOneError() {
    let result = check(
      Self.chat(
        """
              - id: reply
                title: { default: "Reply to %lld", arguments: [{ payload: 1️⃣sender, fallback: them }] }
                onTap: { becomes: done }
              - id: open
                title: { default: "Open %@", arguments: [{ payload: 2️⃣link, fallback: it }] }
        """, payload: "sender: string, link: url"))
    let mistyped = expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact("payload key 'sender' is a string, but %lld shows a whole number"),
      at: "1️⃣")
    #expect(mistyped?.fixIts.map(\.replacement) == ["\"Reply to %@\""])
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix("payload key 'link' is a url, which no placeholder shows"), at: "2️⃣")
    expectIDs(result, [.formatArgumentSource, .formatArgumentSource])
  }

  /// Payload arguments only where a content extension rebuilds the actions; app arguments
  /// nowhere it does; app names are parameter names.
  @Test func sourcesAreWhereTheirValuesAreKnown() {
    let result = check(
      """
      version: 1
      categories:
        - id: plain
          actions:
            - { id: a, title: { default: "Hi %@", arguments: [1️⃣{ payload: name, fallback: you }] } }
            - { id: b, title: { default: "Hi %@", arguments: [{ app: 2️⃣user-name }] } }
            - { id: c, title: { default: "Hi %@", arguments: [{ app: 3️⃣center }] } }
            - { id: e, title: { default: "Hi %@", arguments: [{ app: 6️⃣identifier }] } }
          hiddenPreviewsBodyPlaceholder: { default: "%u for %@", arguments: [4️⃣{ payload: name, fallback: you }] }
          payload: { name: string }
        - id: chat
          actions:
            - { id: r, title: { default: "Hi %@", arguments: [{ app: 5️⃣who }] }, onTap: { becomes: d } }
          alternates:
            - { id: d, title: Done }
        - id: checked
          actions:
            - { id: r, title: { default: "Hi %@", arguments: [{ app: who }] } }
            - { id: s, title: { default: "Hi %@", arguments: [7️⃣{ payload: name, fallback: you }] } }
          scenarios:
            - { name: tap, taps: [r], expect: [r, s] }
          payload: { name: string }
      extensions:
        - { target: ChatUI, categories: [chat, checked], principalClass: V, initialContentSizeRatio: 0.5 }
      """)
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix(
        "payload argument 'name' is never filled: no content extension rebuilds the actions of category 'plain'"
      ), at: "1️⃣")
    let name = expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact(
        "app argument 'user-name' cannot be a registration parameter: it is not a Swift parameter name; did you mean 'userName'?"
      ), at: "2️⃣")
    #expect(name?.fixIts.map(\.replacement) == ["userName"])
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact(
        "app argument 'center' cannot be a registration parameter: the generated registration already uses the name 'center'"
      ), at: "3️⃣")
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .exact(
        "app argument 'identifier' cannot be a registration parameter: the generated registration already uses the name 'identifier'"
      ), at: "6️⃣")
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix(
        "payload argument 'name' is never filled: 'hiddenPreviewsBodyPlaceholder' is registered by the app"
      ), at: "4️⃣")
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix("app argument 'who' is lost when the content extension rebuilds"),
      at: "5️⃣")
    // A category with only `scenarios` is checked, not rebuilt: app arguments are fine there,
    // and a payload argument is never filled.
    expectDiagnostic(
      result, id: .formatArgumentSource, severity: .error,
      message: .prefix(
        "payload argument 'name' is never filled: no content extension rebuilds the actions of category 'checked'"
      ), at: "7️⃣")
    #expect(result.diagnostics(.formatArgumentSource).count == 7)
  }

  /// One app argument with two types is one error at the later use, with a note at the first;
  /// the same type across files is silent.
  @Test func appArgumentTypesAgreeAcrossTheSet() {
    let result = check(
      """
      version: 1
      categories:
        - id: a
          actions:
            - { id: x, title: { default: "Snooze %lld", arguments: [{ app: 1️⃣snooze }] } }
            - { id: y, title: { default: "Later %lld", arguments: [{ app: snooze }] } }
            - { id: z, title: { default: "Later %@", arguments: [{ app: 2️⃣snooze }] } }
          ignore: [banner-actions]
      """)
    let conflict = expectDiagnostic(
      result, id: .formatArgumentConflict, severity: .error,
      message: .exact(
        "app argument 'snooze' is string here but integer where it is first used; registration takes one parameter 'snooze: Int'"
      ), at: "2️⃣")
    #expect(conflict?.notes.first?.range?.start == result.position("1️⃣", in: "spec.yml"))
    expectIDs(result, [.formatArgumentConflict])
  }

  /// A payload argument without `fallback`, both sources at once, and a Boolean fixed value are
  /// decoding errors at the entry.
  @Test func malformedArgumentsAreDecodingErrors() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: { default: "Hi %@", arguments: [1️⃣{ payload: name }] } }
            - { id: b, title: { default: "Hi %@", arguments: [2️⃣{ app: x, payload: y }] } }
            - { id: d, title: { default: "Hi %@", arguments: [3️⃣true] } }
      """)
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: .prefix("payload argument 'name' needs a 'fallback'"), at: "1️⃣")
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: .exact("a format argument needs exactly one of 'app' and 'payload'"), at: "2️⃣")
    let boolean = expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .prefix("'true' is a boolean, which no placeholder formats"), at: "3️⃣")
    #expect(boolean?.fixIts.map(\.replacement) == ["\"true\""])
  }

  /// The format reader: positions, types, the first spelling per argument, and the filling
  /// documents use.
  @Test func formatReaderAndFilling() {
    let format = LocalizedFormat("%2$@ at %1$.1f km, %1$lf again %%")
    #expect(format.argumentCount == 2)
    #expect(format.type(ofArgument: 1) == .number)
    #expect(format.type(ofArgument: 2) == .string)
    #expect(format.spelling(ofArgument: 1) == "%1$.1f")
    #expect(format.conflicts.isEmpty && format.gaps.isEmpty && !format.mixesPositions)
    #expect(
      LocalizedFormat.fill("%2$@ at %1$.1f km, 100%%", ["2.5", "Ann"]) == "Ann at 2.5 km, 100%")
    #expect(
      LocalizedFormat.fill("%u for %@ 100%%", ["Ann"], forSystem: true) == "%u for Ann 100%%")
    #expect(LocalizedFormat("%u for %@", systemCount: true).problems.isEmpty)
    #expect(LocalizedFormat("%u for %@").problems.map(\.replacement) == ["%lld"])
  }
}
