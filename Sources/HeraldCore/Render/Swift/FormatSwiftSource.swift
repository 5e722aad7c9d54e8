// The Swift that fills localized formats at run time, written into every generated file whose
// strings have arguments.

/// The format helper as Swift source, at the indentation of the type that holds it.
enum FormatSwiftSource {
  /// The helper type and function. Herald fills placeholders itself, rather than through
  /// `String(format:)`: the arguments' types are checked against the placeholders when the spec
  /// is validated, no `CVarArg` can be misread (a plural variation, which only Foundation can
  /// fill, goes to it only after its placeholders are checked against the arguments), and `hiddenPreviewsBodyPlaceholder` keeps the
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
    /// argument, numbers and whole numbers in the user's locale (at most 15 fraction digits).
    /// With `forSystem` the result is a format the system fills again: `%u` and `%%` stay, and
    /// a `%` in an argument is doubled. A translation with a plural variation (`%#@name@`) is
    /// filled by Foundation, which applies its plural rule, on Apple platforms when its other
    /// placeholders fit the arguments; otherwise `development`, the spec's text, is filled.
    fileprivate static func formatted(
      _ format: String, _ arguments: [\#(GeneratedNames.formatArgumentType)],
      development: String? = nil, forSystem: Bool = false
    ) -> String {
      if format.contains("%#@") || format.contains("$#@") {
        #if canImport(Darwin)
          if !forSystem, let filled = pluralFormatted(format, arguments) { return filled }
        #endif
        if let development, !development.contains("#@") {
          return formatted(development, arguments, forSystem: forSystem)
        }
      }
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
        case .integer(let value): shown = String(format: "%lld", locale: Locale.current, value)
        case .number(let value):
          let digits = body.firstIndex(of: ".").map { body[body.index(after: $0)...] }
          let precision = digits.map { Int($0.prefix(3).prefix { $0.isNumber }) ?? 0 } ?? 6
          shown = String(format: "%.\(min(precision, 15))f", locale: Locale.current, value)
        }
        result += forSystem ? shown.replacingOccurrences(of: "%", with: "%%") : shown
      }
      return result + rest
    }

    #if canImport(Darwin)
      /// A format with a plural variation filled by Foundation, which applies the plural rule
      /// of the catalog entry the lookup returned it from; nil when one of its placeholders
      /// does not fit its argument (`%@` text, `%lld` or `%ld` a whole number, `%f` a number,
      /// `%#@name@` a number of either kind), so that no argument is read as another type.
      fileprivate static func pluralFormatted(
        _ format: String, _ arguments: [\#(GeneratedNames.formatArgumentType)]
      ) -> String? {
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
          let body = rest[rest.index(after: percent)...].prefix { "0123456789$.l#".contains($0) }
          guard body.endIndex < rest.endIndex else { return nil }
          let conversion = rest[body.endIndex]
          rest = rest[rest.index(after: body.endIndex)...]
          if conversion == "%" && body.isEmpty { continue }
          var position = next
          if let dollar = body.firstIndex(of: "$"), let number = Int(body[..<dollar]) {
            position = number - 1
          } else {
            next += 1
          }
          guard arguments.indices.contains(position) else { return nil }
          let length = body.drop { "0123456789$.".contains($0) }
          if let dot = body.firstIndex(of: "."),
            Int(body[body.index(after: dot)...].prefix(3).prefix { $0.isNumber }) ?? 0 > 15
          {
            return nil
          }
          switch (conversion, length, arguments[position]) {
          case ("@", "", .string), ("d", "l", .integer), ("d", "ll", .integer),
            ("f", "", .number), ("f", "l", .number):
            continue
          case ("@", "#", .integer), ("@", "#", .number):
            guard let name = rest.firstIndex(of: "@") else { return nil }
            rest = rest[rest.index(after: name)...]
          default: return nil
          }
        }
        let values: [any CVarArg] = arguments.map {
          switch $0 {
          case .string(let text): text as NSString
          case .integer(let value): value
          case .number(let value): value
          }
        }
        return String(format: format, locale: Locale.current, arguments: values)
      }
    #endif
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
