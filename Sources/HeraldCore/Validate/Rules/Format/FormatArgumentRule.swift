// Rule `format-arguments`: a localized format's placeholders agree with its arguments.

/// Checks each format with `arguments`: allowed specifiers, consistent positions, and one
/// argument of the right type per position.
struct FormatArgumentRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.formatArguments] }

  /// Checks every visible string of the category that has `arguments`.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    // The declared types of the payload's keys: a payload argument whose key does not fit its
    // placeholder is `format-argument-source`'s to report, with the same fix-it.
    var keyTypes: [String: FormatValueType] = [:]
    for field in category.payload?.value ?? [] where keyTypes[field.key.value] == nil {
      if let type = field.type.flatMap({ FormatValueType(payload: $0.value) }) {
        keyTypes[field.key.value] = type
      }
    }
    category.forEachVisibleText { text, role, _ in
      guard let arguments = text.arguments else { return }
      guard role != .categorySummaryFormat else {
        diagnostics.report(
          Self.formatArguments,
          "'categorySummaryFormat' takes no arguments: the system fills its %u and %@ when it groups notifications",
          at: arguments.range)
        return
      }
      check(
        text, arguments, systemCount: role == .hiddenPreviewsBodyPlaceholder, keyTypes: keyTypes,
        &diagnostics)
    }
  }

  /// Checks one format against its arguments; `keyTypes` are the placeholder types of the
  /// category's payload keys.
  func check(
    _ text: LocalizedText, _ arguments: Located<[LocatedFormatArgument]>, systemCount: Bool,
    keyTypes: [String: FormatValueType] = [:], _ diagnostics: inout DiagnosticsEngine
  ) {
    let format = LocalizedFormat(text.text.value, systemCount: systemCount)
    // A fix-it that rewrites the format copies all of it, so each format gets at most one:
    // one per placeholder would cost the format's length once per placeholder.
    var rewritten = false
    for problem in format.problems {
      var fixIts: [FixIt] = []
      if !rewritten, let replacement = problem.replacement {
        fixIts = [Self.replacing(problem.spelling, with: replacement, in: text.text)]
        rewritten = true
      }
      diagnostics.report(
        FormatStringRule.formatSpecifier, problem.message, at: text.text.range, fixIts: fixIts)
    }
    guard format.problems.isEmpty else { return }
    if format.mixesPositions {
      return diagnostics.report(
        Self.formatArguments,
        "the format mixes numbered placeholders (%1$@) with unnumbered ones (%@); number all or none",
        at: text.text.range)
    }
    for position in format.conflicts {
      let spellings = format.arguments[position - 1]?.conflicting ?? []
      diagnostics.report(
        Self.formatArguments,
        "argument \(position) is shown as different types (\(spellings.joined(separator: ", "))); one argument has one type",
        at: text.text.range)
    }
    for position in format.gaps {
      diagnostics.report(
        Self.formatArguments,
        "no placeholder shows argument \(position); a translation may reorder arguments but the format must show each",
        at: text.text.range)
    }
    let count = format.argumentCount
    guard arguments.value.count == count else {
      let shows = count == 1 ? "1 argument" : "\(count) arguments"
      let given = arguments.value.count == 1 ? "1 is" : "\(arguments.value.count) are"
      return diagnostics.report(
        Self.formatArguments,
        "the format '\(text.text.value)' shows \(shows), but \(given) given",
        at: arguments.range)
    }
    WorkMeter.add(arguments.value.count)
    for (index, argument) in arguments.value.enumerated() {
      guard let type = format.type(ofArgument: index + 1) else { continue }
      // A key that does not fit is the cause: its fallback's type follows it.
      if case .payload(let key, _) = argument.argument, let keyType = keyTypes[key.value],
        !FormatValue.type(keyType, fits: type)
      {
        continue
      }
      check(argument, position: index + 1, type, in: format, text, &rewritten, &diagnostics)
    }
  }

  /// Checks one argument's type against its placeholder's.
  /// `rewritten` says whether a fix-it of this format already rewrites it.
  func check(
    _ argument: LocatedFormatArgument, position: Int, _ type: FormatValueType,
    in format: LocalizedFormat, _ text: LocalizedText, _ rewritten: inout Bool,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let placeholder = format.spelling(ofArgument: position) ?? type.placeholder
    switch argument.argument {
    case .fixed(let value), .payload(_, let value):
      guard !value.value.fits(type) else { return }
      let what = argument.sourceName == "payload" ? "the fallback" : "argument \(position)"
      diagnostics.report(
        Self.formatArguments,
        "\(what) is \(Self.describe(value.value)), but \(placeholder) shows \(Self.describe(type))",
        at: value.range,
        fixIts: Self.fixIts(value, placeholder, type, text, &rewritten))
    case .app(let name, let written?):
      guard written.value != type else { return }
      diagnostics.report(
        Self.formatArguments,
        "app argument '\(name.value)' is declared \(written.value.rawValue), but \(placeholder) shows \(Self.describe(type))",
        at: written.range, fixIts: [FixIt(range: written.range, replacement: type.rawValue)])
    case .app:
      return
    }
  }

  /// The fix-its for a value of the wrong type: a quoted number unquoted, or the placeholder
  /// changed to the value's type.
  /// The placeholder fix-it is left out once the format has one (`rewritten`).
  static func fixIts(
    _ value: Located<FormatValue>, _ placeholder: String, _ type: FormatValueType,
    _ text: LocalizedText, _ rewritten: inout Bool
  ) -> [FixIt] {
    if case .string(let written) = value.value, type != .string,
      let number = Int(written).map(String.init)
        ?? SpecDecoder.decimal(written).map({ _ in written }),
      type == .number || Int(written) != nil
    {
      return [FixIt(range: value.range, replacement: number)]
    }
    guard !rewritten else { return [] }
    rewritten = true
    return [
      replacing(placeholder, with: respelled(placeholder, as: value.value.type), in: text.text)
    ]
  }

  /// `placeholder` rewritten to show `type`, keeping its position: `%2$@` as `%2$lld`.
  static func respelled(_ placeholder: String, as type: FormatValueType) -> String {
    let position = placeholder.contains("$") ? placeholder.prefix { $0 != "$" } + "$" : "%"
    return position + type.placeholder.dropFirst()
  }

  /// A fix-it that rewrites the string with its first `spelling` replaced.
  static func replacing(_ spelling: String, with replacement: String, in text: Located<String>)
    -> FixIt
  {
    // Counted: a rewrite per placeholder would make the rule quadratic in the format.
    WorkMeter.add(text.value.utf8.count)
    var value = text.value
    if let found = value.firstRange(of: spelling) {
      value.replaceSubrange(found, with: replacement)
    }
    return FixIt(range: text.range, replacement: YAMLEscaping.doubleQuoted(value))
  }

  /// A value for messages: `the text "five"`, `the whole number 5`, `the number 2.5`.
  static func describe(_ value: FormatValue) -> String {
    switch value {
    case .string(let text): "the text '\(text)'"
    case .integer(let number): "the whole number \(number)"
    case .number(_, let text): "the number \(text)"
    }
  }

  /// What a placeholder type shows, for messages.
  static func describe(_ type: FormatValueType) -> String {
    switch type {
    case .string: "text"
    case .integer: "a whole number"
    case .number: "a number"
    }
  }
}

extension RuleID {
  /// `format-arguments`, described by `FormatArgumentRule.formatArguments`.
  public static let formatArguments = RuleID("format-arguments")
}

extension FormatArgumentRule {
  /// The record of `format-arguments`.
  static let formatArguments = RuleDescription(
    id: .formatArguments, severity: .error,
    summary:
      "A localized format's placeholders disagree with its `arguments` in number, position or type.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: reminder
            actions:
              - id: snooze-5
                title: { default: "Snooze for %lld min", arguments: [↓"5"] }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: reminder
            actions:
              - id: snooze-5
                title: { default: "Snooze for %lld min", arguments: [5] }
        """#))
}
