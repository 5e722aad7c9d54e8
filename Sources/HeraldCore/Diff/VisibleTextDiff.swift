// How `herald diff` compares a visible string: by its development-language text and, for a
// format, by its arguments (a fixed value, an app parameter's name, a payload key and its
// fallback), so that a changed argument is reported as a change of the string it fills.

/// Compares and describes visible strings for the diff's messages.
enum VisibleTextDiff {
  /// Whether two strings show the same thing: the same text, both plain or both formats, and
  /// arguments that agree one by one. Ranges, keys and comments are not compared (a key has its
  /// own kind); an app argument's type is the registration's to compare.
  static func same(_ old: LocalizedText?, _ new: LocalizedText?) -> Bool {
    switch (old, new) {
    case (nil, nil): return true
    case (let before?, let after?):
      guard before.text.value == after.text.value else { return false }
      switch (before.arguments?.value, after.arguments?.value) {
      case (nil, nil): return true
      case (let was?, let now?):
        WorkMeter.add(was.count + now.count)
        return was.count == now.count
          && zip(was, now).allSatisfy { same($0.argument, $1.argument) }
      default: return false
      }
    default: return false
    }
  }

  /// Whether two arguments fill their placeholder from the same place with the same value.
  static func same(_ old: FormatArgument, _ new: FormatArgument) -> Bool {
    switch (old, new) {
    case (.fixed(let was), .fixed(let now)):
      return same(was.value, now.value)
    case (.app(let was, _), .app(let now, _)):
      return was.value == now.value
    case (.payload(let wasKey, let wasFallback), .payload(let nowKey, let nowFallback)):
      return wasKey.value == nowKey.value && same(wasFallback.value, nowFallback.value)
    default:
      return false
    }
  }

  /// Whether two written values are the same value: numbers by value, so `2.5` and `2.50`
  /// agree.
  static func same(_ old: FormatValue, _ new: FormatValue) -> Bool {
    switch (old, new) {
    case (.number(let was, _), .number(let now, _)): was == now
    default: old == new
    }
  }

  /// A string for messages: `'Snooze %lld min'`, followed for a format by its arguments
  /// (`with [5, app userName, payload sender or 'them']`); `none` when absent.
  static func describe(_ text: LocalizedText?, absent: String = "none") -> String {
    guard let text else { return absent }
    guard let arguments = text.arguments?.value else { return "'\(text.text.value)'" }
    return "'\(text.text.value)' with "
      + SpecDiff.list(arguments.map { describe($0.argument) })
  }

  /// One argument for messages: a fixed number as written, a fixed string in double quotes,
  /// `app NAME`, `payload KEY or FALLBACK`.
  static func describe(_ argument: FormatArgument) -> String {
    switch argument {
    case .fixed(let value): describe(value.value)
    case .app(let name, _): "app \(name.value)"
    case .payload(let key, let fallback): "payload \(key.value) or \(describe(fallback.value))"
    }
  }

  /// A written value: a number as written, a string in double quotes.
  static func describe(_ value: FormatValue) -> String {
    switch value {
    case .string(let text): "\"\(text)\""
    case .integer, .number: value.text
    }
  }
}
