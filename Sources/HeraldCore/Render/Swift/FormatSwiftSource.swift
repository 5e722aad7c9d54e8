// The Swift that fills localized formats at run time, written into every generated file whose
// strings have arguments.

/// The format helper as Swift source, at the indentation of the type that holds it.
enum FormatSwiftSource {
  /// The helper type and function. Herald fills placeholders itself, rather than through
  /// `String(format:)`: the arguments' types are checked against the placeholders when the spec
  /// is validated, no `CVarArg` can be misread, and `hiddenPreviewsBodyPlaceholder` keeps the
  /// `%u` the system fills after the app. It uses nothing newer than the oldest deployment
  /// target Herald supports: Foundation's `replacingOccurrences`, not the standard library's
  /// `replacing`, which needs iOS 16.
  static let text = #"""
    /// A value that fills a placeholder of a localized format.
    fileprivate enum \#(GeneratedNames.formatArgumentType) {
      /// Text, for `%@`.
      case string(String)
      /// A whole number, for `%lld`.
      case integer(Int)
      /// A number, for `%f` or `%.2f`.
      case number(Double)
    }

    /// Fills a localized format: the n-th unnumbered placeholder, or `%n$…`, shows the n-th
    /// argument, numbers in the user's locale. With `forSystem` the result is a format the
    /// system fills again: `%u` and `%%` stay, and a `%` in an argument is doubled.
    fileprivate static func formatted(
      _ format: String, _ arguments: [\#(GeneratedNames.formatArgumentType)],
      forSystem: Bool = false
    ) -> String {
      var result = ""
      var next = 0
      var rest = Substring(format)
      while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        let body = rest[rest.index(after: percent)...].prefix { "0123456789$.lhqLztj".contains($0) }
        guard body.endIndex < rest.endIndex else {
          result += rest[percent...]
          return result
        }
        let conversion = rest[body.endIndex]
        let specifier = rest[percent...body.endIndex]
        rest = rest[rest.index(after: body.endIndex)...]
        if conversion == "%" || conversion == "u" {
          result += conversion == "u" || forSystem ? String(specifier) : "%"
          continue
        }
        var position = next
        if let dollar = body.firstIndex(of: "$"), let number = Int(body[..<dollar]) {
          position = number - 1
        } else {
          next += 1
        }
        guard arguments.indices.contains(position) else {
          result += specifier
          continue
        }
        let shown: String
        switch arguments[position] {
        case .string(let text): shown = text
        case .integer(let value): shown = String(value)
        case .number(let value):
          let digits = body.firstIndex(of: ".").map { body[body.index(after: $0)...] }
          let precision = digits.map { Int($0.prefix { $0.isNumber }) ?? 0 } ?? 6
          shown = String(format: "%.\(precision)f", locale: Locale.current, value)
        }
        result += forSystem ? shown.replacingOccurrences(of: "%", with: "%%") : shown
      }
      return result + rest
    }
    """#
}

extension FormatSwiftSource {
  /// Writes the helper at the writer's indentation.
  static func write(_ writer: inout SwiftWriter) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      writer.line(String(line))
    }
  }
}
