// Rule `format-argument-source`: each argument comes from where its value can be known.

/// Checks where arguments come from: a payload argument names a declared key of a type a
/// placeholder shows, in an action a content extension rebuilds from the notification; an app
/// argument is a Swift parameter name, in a string the app registers.
struct FormatArgumentSourceRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.formatArgumentSource] }

  /// The names registration already uses; a parameter may not shadow one.
  static let reservedParameters = GeneratedNames.registrationScopeNames

  /// Checks the sources of every argument of the category's visible strings.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    // The content extension rebuilds the actions of a category with `onTap` (not one with only
    // `scenarios`), from the notification it shows: the only place a payload value reaches a
    // title. Read from the declaration, so an unresolved `onTap` adds no error here.
    let rebuilt =
      context.served.contains(category.id.value) && category.allActions.contains(where: \.hasOnTap)
    var keys: [String: PayloadFieldDecl]?
    var suggestions: SuggestionIndex?
    category.forEachVisibleText { text, role, action in
      guard let arguments = text.arguments else { return }
      var format: LocalizedFormat?
      // At most one fix-it per format rewrites it (see `FormatArgumentRule`).
      var rewritten = false
      WorkMeter.add(arguments.value.count)
      for (index, argument) in arguments.value.enumerated() {
        switch argument.argument {
        case .fixed: continue
        case .app(let name, _):
          checkApp(name, rebuilt: rebuilt && action != nil, &diagnostics)
        case .payload(let key, _):
          guard action != nil, rebuilt else {
            let place =
              action == nil
              ? "'\(role.rawValue)' is registered by the app"
              : "no content extension rebuilds the actions of category '\(category.id.value)' (only one that serves a category with dynamic actions does)"
            diagnostics.report(
              Self.formatArgumentSource,
              "payload argument '\(key.value)' is never filled: \(place), before any notification arrives; use a fixed or an app argument",
              at: argument.range)
            continue
          }
          guard let payload = category.payload else {
            diagnostics.report(
              Self.formatArgumentSource,
              "payload argument '\(key.value)' names a key, but category '\(category.id.value)' declares no 'payload'",
              at: key.range)
            continue
          }
          if keys == nil {
            keys = Dictionary(
              payload.value.map { ($0.key.value, $0) }, uniquingKeysWith: { a, _ in a })
          }
          guard let field = keys![key.value] else {
            if suggestions == nil { suggestions = SuggestionIndex(payload.value.map(\.key.value)) }
            let match = suggestions!.closest(to: key.value)
            diagnostics.report(
              Self.formatArgumentSource,
              "category '\(category.id.value)' declares no payload key '\(key.value)'\(Suggestion.didYouMean(match))",
              at: key.range,
              fixIts: match.map { [FixIt(range: key.range, replacement: YAMLEscaping.scalar($0))] }
                ?? [])
            continue
          }
          if format == nil { format = LocalizedFormat(text.text.value) }
          checkType(field, key, position: index + 1, in: format!, text, &rewritten, &diagnostics)
        }
      }
    }
  }

  /// An app argument: a parameter name, in a string the app builds.
  func checkApp(_ name: Located<String>, rebuilt: Bool, _ diagnostics: inout DiagnosticsEngine) {
    if rebuilt {
      diagnostics.report(
        Self.formatArgumentSource,
        "app argument '\(name.value)' is lost when the content extension rebuilds this category's actions: it runs in its own process without the app's registration values; use a fixed or a payload argument",
        at: name.range)
    }
    guard !Naming.isIdentifier(name.value) || Self.reservedParameters.contains(name.value) else {
      return
    }
    let suggestion = Naming.caseName(name.value)
    let fixIts =
      Naming.isIdentifier(suggestion) && !Self.reservedParameters.contains(suggestion)
      ? [FixIt(range: name.range, replacement: suggestion)] : []
    let why =
      Self.reservedParameters.contains(name.value)
      ? "the generated registration already uses the name '\(name.value)'"
      : "it is not a Swift parameter name"
    diagnostics.report(
      Self.formatArgumentSource,
      "app argument '\(name.value)' cannot be a registration parameter: \(why)\(fixIts.isEmpty ? "" : "; did you mean '\(suggestion)'?")",
      at: name.range, fixIts: fixIts)
  }

  /// A payload argument's key has a type its placeholder shows. A format whose placeholders do
  /// not fit its arguments is `format-arguments`'s to report, and is left alone here.
  func checkType(
    _ field: PayloadFieldDecl, _ key: Located<String>, position: Int,
    in format: LocalizedFormat, _ text: LocalizedText, _ rewritten: inout Bool,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard let declared = field.type?.value else { return }
    let declaredHere = [DiagnosticNote("the key is declared here", at: field.key.range)]
    guard let shown = FormatValueType(payload: declared) else {
      diagnostics.report(
        Self.formatArgumentSource,
        "payload key '\(key.value)' is \(Self.article(declared.spelling)), which no placeholder shows; use a string, integer or number key",
        at: key.range, notes: declaredHere)
      return
    }
    guard format.problems.isEmpty, let expected = format.type(ofArgument: position),
      !FormatValue.type(shown, fits: expected),
      let placeholder = format.spelling(ofArgument: position)
    else { return }
    diagnostics.report(
      Self.formatArgumentSource,
      "payload key '\(key.value)' is \(Self.article(declared.spelling)), but \(placeholder) shows \(FormatArgumentRule.describe(expected))",
      at: key.range, notes: declaredHere,
      fixIts: rewritten
        ? []
        : [
          FormatArgumentRule.replacing(
            placeholder, with: FormatArgumentRule.respelled(placeholder, as: shown), in: text.text)
        ])
    rewritten = true
  }
}

extension FormatArgumentSourceRule {
  /// A type's spelling with its article: `an integer`, `a date`, `a url`, `a [string]`.
  static func article(_ spelling: String) -> String {
    // `url` is read "you-are-el": a vowel letter, a consonant sound.
    ("aeio".contains(spelling.first ?? "x") ? "an " : "a ") + spelling
  }
}

extension FormatValueType {
  /// The placeholder type that shows a payload value, or nil for a type no placeholder shows
  /// (Booleans, dates, URLs, arrays, objects).
  public init?(payload type: PayloadType) {
    switch type {
    case .string: self = .string
    case .integer: self = .integer
    case .number: self = .number
    default: return nil
    }
  }
}

extension RuleID {
  /// `format-argument-source`, described by `FormatArgumentSourceRule.formatArgumentSource`.
  public static let formatArgumentSource = RuleID("format-argument-source")
}

extension FormatArgumentSourceRule {
  /// The record of `format-argument-source`.
  static let formatArgumentSource = RuleDescription(
    id: .formatArgumentSource, severity: .error,
    summary:
      "A format argument's value cannot be known where the string is built: an undeclared or mistyped payload key, a payload argument outside a content extension's actions, or an app argument the extension cannot have.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: chat
            actions:
              - id: reply
                title: { default: "Reply to %@", arguments: [↓{ payload: sender, fallback: them }] }
            payload:
              sender: string
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: chat
            actions:
              - id: reply
                title: { default: "Reply as %@", arguments: [{ app: userName }] }
        """#))
}
