// Rule `literal-placeholder`: a placeholder in a visible string without `arguments` is shown as
// written.

import HeraldRuntime

/// Warns about a placeholder (`%@`, `%lld`, `%.1f`, `%2$@`, and `%d`, `%s`, `%u`) in an action's
/// title, button title or text-input placeholder that has no `arguments`: nothing fills it, so
/// the button reads "Rate %@". The hidden-previews placeholder and the summary format are the
/// system's formats, not shown as written. A `%` before anything else ("50% off") is text.
struct LiteralPlaceholderRule: CategoryRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the category's action strings.
  func check(
    _ category: CategoryDecl, _ machine: Machine?, _ context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    category.forEachVisibleText { text, role, _ in
      guard !text.isFormat, role != .hiddenPreviewsBodyPlaceholder,
        role != .categorySummaryFormat, text.text.value.utf8.contains(UInt8(ascii: "%"))
      else { return }
      let specifiers = LocalizedFormat.specifiers(in: text.text.value)
      WorkMeter.add(specifiers.count)
      guard let shown = specifiers.first(where: Self.isPlaceholder)?.spelling else { return }
      let what =
        switch role {
        case .title: "title"
        case .buttonTitle: "button title"
        default: "placeholder"
        }
      diagnostics.report(
        Self.description,
        "the \(what) shows '\(shown)' as written: without 'arguments' nothing fills it; add 'arguments', or write '%%' for a percent sign in a format with no arguments",
        at: text.text.range, fixIts: Self.fixIts(text))
    }
  }

  /// Whether a specifier would be a placeholder in a format: one Herald fills, or one it
  /// rejects with a replacement (`%d`, `%s`, the system's `%u`).
  static func isPlaceholder(
    _ specifier: (spelling: String, specifier: LocalizedFormatScanner.Specifier)
  ) -> Bool {
    guard specifier.spelling != "%%" else { return false }
    switch LocalizedFormat.parse(specifier.specifier, specifier.spelling) {
    case .placeholder, .systemCount: return true
    case .problem(_, let replacement): return replacement != nil
    }
  }

  /// The two rewrites of the string: a format with an app argument per placeholder (to rename
  /// or replace), and a format with no arguments whose `%` signs are doubled.
  static func fixIts(_ text: LocalizedText) -> [FixIt] {
    let value = text.text.value
    let count = max(1, LocalizedFormat(value).argumentCount)
    let arguments = (1...count).map { "{ app: argument\($0) }" }.joined(separator: ", ")
    let literal = value.replacingPercentSigns()
    return [
      FixIt(range: text.range, replacement: mapping(text, value, "[\(arguments)]")),
      FixIt(range: text.range, replacement: mapping(text, literal, "[]")),
    ]
  }

  /// The text as a flow mapping with `default` and `arguments`, keeping its key and comment.
  static func mapping(_ text: LocalizedText, _ value: String, _ arguments: String) -> String {
    var parts: [String] = []
    if let key = text.key { parts.append("key: " + YAMLEscaping.doubleQuoted(key.value)) }
    parts.append("default: " + YAMLEscaping.doubleQuoted(value))
    if let comment = text.comment {
      parts.append("comment: " + YAMLEscaping.doubleQuoted(comment.value))
    }
    parts.append("arguments: " + arguments)
    return "{ " + parts.joined(separator: ", ") + " }"
  }
}

extension String {
  /// The text with every `%` doubled, as a format with no arguments shows it.
  fileprivate func replacingPercentSigns() -> String {
    var result = ""
    for character in self {
      result.append(character)
      if character == "%" { result.append("%") }
    }
    return result
  }
}

extension RuleID {
  /// `literal-placeholder`, described by `LiteralPlaceholderRule.description`.
  public static let literalPlaceholder = RuleID("literal-placeholder")
}

extension LiteralPlaceholderRule {
  /// The record of `literal-placeholder`.
  static let description = RuleDescription(
    id: .literalPlaceholder, severity: .warning,
    summary:
      "An action's title, button title or placeholder holds a placeholder (`%@`, `%lld`…) but no `arguments`, so it is shown as written.",
    scopes: .categoryItem,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: ↓"Rate %@" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: a, title: "50% off" }
        """#))
}
