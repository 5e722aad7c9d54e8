// The Swift that fills localized formats at run time, written into every generated file whose
// strings have arguments: the Foundation-facing part (numbers in the user's locale, plural
// variations) as a template, and the reading and filling of the format embedded from its one
// source, Sources/HeraldRuntime/LocalizedFormatScanner.swift, which Herald's checker runs too.

/// The format helper as Swift source, at the indentation of the type that holds it.
enum FormatSwiftSource {
  /// The helper type and function. Herald fills placeholders itself, with
  /// `LocalizedFormatScanner.fill`, rather than through `String(format:)`: the arguments' types
  /// are checked against the placeholders when the spec is validated, no `CVarArg` can be
  /// misread (a plural variation, which only Foundation can fill, goes to it only after the
  /// scanner's reading of its placeholders is checked against the arguments), and
  /// `hiddenPreviewsBodyPlaceholder` keeps the `%u` the system fills after the app. It uses nothing newer than the oldest deployment
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
      return \#(GeneratedNames.formatScannerType).fill(format, forSystem: forSystem) { specifier in
        guard let index = specifier.argument, arguments.indices.contains(index) else { return nil }
        let shown: String
        switch arguments[index] {
        case .string(let text): shown = text
        case .integer(let value): shown = String(format: "%lld", locale: Locale.current, value)
        case .number(let value):
          let digits = min(specifier.precision ?? 6, \#(GeneratedNames.formatScannerType).maximumPrecision)
          shown = String(format: "%.\(digits)f", locale: Locale.current, value)
        }
        return forSystem ? shown.replacingOccurrences(of: "%", with: "%%") : shown
      }
    }

    #if canImport(Darwin)
      /// A format with a plural variation filled by Foundation, which applies the plural rule
      /// of the catalog entry the lookup returned it from; nil when one of its placeholders
      /// does not fit its argument (the scanner's `value`: `%@` text, `%lld` or `%ld` a whole
      /// number, `%f` a number, `%#@name@` a number of either kind), so that no argument is
      /// read as another type.
      fileprivate static func pluralFormatted(
        _ format: String, _ arguments: [\#(GeneratedNames.formatArgumentType)]
      ) -> String? {
        for specifier in \#(GeneratedNames.formatScannerType).specifiers(in: format)
        where format[specifier.range] != "%%" {
          guard let index = specifier.argument, arguments.indices.contains(index) else {
            return nil
          }
          switch (specifier.value, arguments[index]) {
          case (.text, .string), (.integer, .integer), (.number, .number), (.plural, .integer),
            (.plural, .number):
            continue
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
  /// `LocalizedFormatScanner` as the generated file declares it: the source's text from the
  /// enum's documentation on, file-private, its members without `public`
  /// (`EmbeddedLocalizedFormatScanner`, the copy of Sources/HeraldRuntime's file).
  static let scanner = RuntimeDeclaration.filePrivate(
    EmbeddedLocalizedFormatScanner.source, type: GeneratedNames.formatScannerType)

  /// Writes the helper, then the scanner it calls, at the writer's indentation.
  static func write(_ writer: inout SwiftWriter) {
    for line in (text + "\n\n" + scanner).split(separator: "\n", omittingEmptySubsequences: false) {
      writer.line(String(line))
    }
  }
}
