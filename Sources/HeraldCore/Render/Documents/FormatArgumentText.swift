// How documents describe and fill a format's arguments: the String Catalog's translator comment
// and the overview's filled example.

import HeraldRuntime

/// Describes the arguments of planned formats in words, and fills them with example values.
public enum FormatArgumentText {
  /// The translator comment of a catalog entry: the spec's comment, then what each argument
  /// is, merged over every string that uses the key (four snooze actions list their four
  /// values under one key).
  static func comment(_ comment: String?, uses: [PlannedText]) -> String? {
    guard let first = uses.first, first.isFormat else { return comment }
    let format = LocalizedFormat(first.text, systemCount: first.forSystem)
    var parts: [String] = []
    for position in 1..<(first.arguments.count + 1) {
      let spelling = format.spelling(ofArgument: position) ?? "%\(position)$@"
      // Each value once, in the order first used; the sets keep the check linear in the uses.
      var fixed: [String] = []
      var sources: [String] = []
      var seen: Set<String> = []
      WorkMeter.add(uses.count)
      for use in uses where use.arguments.count >= position {
        let argument = use.arguments[position - 1]
        let text = describe(argument)
        guard seen.insert(text).inserted else { continue }
        if case .fixed = argument { fixed.append(text) } else { sources.append(text) }
      }
      if !fixed.isEmpty { sources.insert(list(fixed), at: 0) }
      parts.append("\(position) (\(spelling)) is \(sources.joined(separator: "; or "))")
    }
    let arguments = "Arguments: " + parts.joined(separator: "; ") + "."
    guard let comment, !comment.isEmpty else { return arguments }
    return comment + (comment.hasSuffix(".") ? " " : ". ") + arguments
  }

  /// An argument that the spec does not fix, in words.
  static func describe(_ argument: PlannedArgument) -> String {
    switch argument {
    case .fixed(let value): value.text
    case .app(let name, _): "the app's \(name)"
    case .payload(let key, _, let fallback):
      "the notification's \(key), or “\(fallback.text)” without it"
    }
  }

  /// `5`, `5 or 10`, `5, 10 or 15`.
  static func list(_ values: [String]) -> String {
    guard values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + values.last!
  }

  /// The text with its arguments filled for a document: fixed values as written, app
  /// arguments as `‹name›`, payload arguments by the value of `sample` (a category's sample
  /// payload, as `herald payload` prints it) or their fallback. `%%` becomes `%` except where
  /// the system fills the result again.
  public static func example(_ text: PlannedText, sample: [String: JSONValue] = [:]) -> String {
    guard text.isFormat else { return text.text }
    let values = text.arguments.map { argument -> String in
      switch argument {
      case .fixed(let value): value.text
      case .app(let name, _): "‹\(name)›"
      case .payload(let key, _, let fallback): sample[key].flatMap(scalarText) ?? fallback.text
      }
    }
    return LocalizedFormat.fill(text.text, values, forSystem: text.forSystem)
  }

  /// The strings of a category's actions that show payload values, filled from `sample`: what
  /// the content extension shows for that payload.
  public static func payloadExamples(_ category: PlannedCategory, sample: [String: JSONValue])
    -> [String]
  {
    category.allActions.flatMap(\.texts).filter(\.hasPayloadArguments).map { text in
      let values = text.arguments.map { argument -> JSONValue in
        switch argument {
        case .fixed(let value): json(value)
        case .payload(let key, _, let fallback): sample[key] ?? json(fallback)
        case .app(let name, _): .string("‹\(name)›")
        }
      }
      return LocalizedFormat.fill(text.text, forSystem: text.forSystem) { specifier in
        guard let position = specifier.argument, values.indices.contains(position) else {
          return nil
        }
        return shown(values[position], specifier)
      }
    }
  }

  /// A spec value as the JSON value of a sample.
  static func json(_ value: FormatValue) -> JSONValue {
    switch value {
    case .string(let string): .string(string)
    case .integer(let number): .int(number)
    case .number(let number, _): .double(number)
    }
  }

  /// A value as the generated helper shows it for `specifier`, in no particular locale: a
  /// number with the placeholder's precision (`%.2f` shows 2.5 as 2.50; 6 digits without one,
  /// at most `LocalizedFormat.maximumPrecision`).
  static func shown(_ value: JSONValue, _ specifier: LocalizedFormatScanner.Specifier) -> String? {
    let number: Double
    let isNumber = specifier.conversion == UInt8(ascii: "f")
    switch value {
    case .int(let whole) where !isNumber: return String(whole)
    case .int(let whole): number = Double(whole)
    case .double(let value) where isNumber: number = value
    default: return scalarText(value)
    }
    return fixed(number, digits: LocalizedFormat.fractionDigits(specifier))
  }

  /// `value` with `digits` fraction digits (`%.2f` of 2.5 is `2.50`), without Foundation; a
  /// value too large to scale exactly keeps its shortest form.
  static func fixed(_ value: Double, digits: Int) -> String {
    let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
    let scaled = (value.magnitude * scale).rounded()
    guard value.isFinite, scaled < 9e15 else { return JSONValue.number(value) }
    let text = String(Int64(scaled))
    let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + padded }
    return sign + padded.dropLast(digits) + "." + padded.suffix(digits)
  }

  /// A scalar's text as a document shows it; nil for arrays, objects and null.
  static func scalarText(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): text
    case .int(let number): String(number)
    case .double(let number): JSONValue.number(number)
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }
}
