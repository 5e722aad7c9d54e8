// The embedded copy of Sources/HeraldRuntime/LocalizedFormatScanner.swift, written by
// LocalizedFormatScannerEmbeddingTests: edit that file and run the suite with HERALD_RECORD_GOLDENS=1.

/// The source of `LocalizedFormatScanner`, which the generated `formatted` helper declares for itself.
enum EmbeddedLocalizedFormatScanner {
  /// The file's text (Swift removes the indentation of the closing delimiter).
  static let source = #"""
    // The reading of a localized format: its `%…` specifiers, which argument each one shows and as
    // what, and the filling that replaces them. This file is its one source. Herald's checker reads
    // formats with it (`LocalizedFormat`, the format rules), and herald embeds it, from the enum
    // on, in every generated file whose strings have arguments (`EmbeddedLocalizedFormatScanner`,
    // recorded by `LocalizedFormatScannerEmbeddingTests`), where the generated `formatted` helper
    // calls it and adds only what needs Foundation: numbers in the user's locale and the plural
    // variations. It uses the standard library alone, reads bytes rather than characters, and
    // nothing newer than the oldest deployment target Herald supports.

    /// The specifiers of a localized format and its filling, in the standard library alone.
    public enum LocalizedFormatScanner {
      /// The most fraction digits a number placeholder shows (`%.15f`): a Double holds 15
      /// significant decimal digits faithfully (`DBL_DIG`).
      public static let maximumPrecision = 15

      /// The largest position, width and precision counted: far beyond any argument list, and
      /// within `Int32`; larger numbers read as this one.
      public static let limit = 10_000

      /// What a placeholder Herald fills shows.
      public enum Value: Equatable {
        /// Text: `%@`.
        case text
        /// A whole number: `%lld`, `%ld`, `%lli`, `%li`.
        case integer
        /// A number: `%f` or `%lf`, with at most `maximumPrecision` fraction digits.
        case number
        /// A plural variation, `%#@name@`, which a whole number or a number selects.
        case plural
      }

      /// One specifier: `%`, an optional position `n$`, flags (`-+ #0'`), a width, a precision
      /// `.p`, length modifiers (`hlqLztj`) and the conversion character; or the plural form
      /// `%#@name@`, which the `#` flag and the `@` conversion begin.
      public struct Specifier: Equatable {
        /// The specifier as written, from its `%` through its conversion (and a plural form's
        /// name), or to the end of a format that ends inside it.
        public var range: Range<String.Index>
        /// The `n` of `%n$…`; nil without one.
        public var position: Int?
        /// The argument it shows, from 0: `n - 1` for `%n$…`, otherwise the number of unnumbered
        /// specifiers before it that show one. Nil for `%%`, `%u` (the system's count), `%0$…` and
        /// a specifier the format ends inside.
        public var argument: Int?
        /// The flags as written.
        public var flags: String
        /// The width; nil without one.
        public var width: Int?
        /// The precision; 0 for a `.` without digits, nil without a `.`.
        public var precision: Int?
        /// The length modifiers as written (`ll`).
        public var length: String
        /// The conversion character's byte (`@`, `d`, `f`, `%`, `u`; the first byte of a character
        /// beyond ASCII); nil when the format ends first.
        public var conversion: UInt8?
        /// The name of a plural form `%#@name@`; nil for every other specifier.
        public var pluralName: Range<String.Index>?

        /// What the specifier shows, when it is a placeholder Herald fills: `%@`, `%lld`, `%ld`,
        /// `%lli`, `%li`, `%f`, `%lf`, `%.2f` (up to `maximumPrecision`) or `%#@name@`, positional
        /// or not, with no flags or width; nil for every other specifier.
        public var value: Value? {
          guard pluralName == nil else { return .plural }
          guard flags.isEmpty, width == nil, let conversion else { return nil }
          switch conversion {
          case UInt8(ascii: "@") where length.isEmpty && precision == nil: return .text
          case UInt8(ascii: "d"), UInt8(ascii: "i"):
            return (length == "l" || length == "ll") && precision == nil ? .integer : nil
          case UInt8(ascii: "f"):
            return (length.isEmpty || length == "l") && (precision ?? 0) <= maximumPrecision
              ? .number : nil
          default: return nil
          }
        }
      }

      /// Every specifier of `format`, in the order written.
      public static func specifiers(in format: String) -> [Specifier] {
        var result: [Specifier] = []
        let bytes = format.utf8
        var index = bytes.startIndex
        var next = 0
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
          let specifier = read(format, at: percent, next: &next)
          result.append(specifier)
          index = specifier.range.upperBound
        }
        return result
      }

      /// `format` with each specifier that shows an argument replaced by `value(specifier)`, or
      /// kept as written where that is nil. `%%` becomes `%`; with `forSystem`, for a format the
      /// system fills again, it stays, as `%u` always does.
      public static func fill(
        _ format: String, forSystem: Bool = false, _ value: (Specifier) -> String?
      ) -> String {
        var result = ""
        var text = format.startIndex
        for specifier in specifiers(in: format) {
          result.append(contentsOf: format[text..<specifier.range.lowerBound])
          text = specifier.range.upperBound
          if specifier.conversion == UInt8(ascii: "%"), !forSystem {
            result.append(contentsOf: "%")
          } else if specifier.argument != nil, let shown = value(specifier) {
            result.append(contentsOf: shown)
          } else {
            result.append(contentsOf: format[specifier.range])
          }
        }
        result.append(contentsOf: format[text...])
        return result
      }

      /// Reads the specifier whose `%` is at `start`; `next` counts the unnumbered arguments.
      static func read(_ format: String, at start: String.Index, next: inout Int) -> Specifier {
        let bytes = format.utf8
        var index = bytes.index(after: start)
        func has(_ byte: UInt8) -> Bool { index < bytes.endIndex && bytes[index] == byte }
        func number() -> Int? {
          var value: Int?
          while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = min((value ?? 0) * 10 + Int(bytes[index] - 0x30), limit)
            bytes.formIndex(after: &index)
          }
          return value
        }
        func text(while included: (UInt8) -> Bool) -> String {
          let first = index
          while index < bytes.endIndex, included(bytes[index]) { bytes.formIndex(after: &index) }
          return String(decoding: bytes[first..<index], as: UTF8.self)
        }
        var position: Int?
        let mark = index
        if let written = number(), has(UInt8(ascii: "$")) {
          position = written
          bytes.formIndex(after: &index)
        } else {
          index = mark
        }
        let flags = text { "-+ #0'".utf8.contains($0) }
        let width = number()
        var precision: Int?
        if has(UInt8(ascii: ".")) {
          bytes.formIndex(after: &index)
          precision = number() ?? 0
        }
        let length = text { "hlqLztj".utf8.contains($0) }
        var specifier = Specifier(
          range: start..<index, position: position, argument: nil, flags: flags, width: width,
          precision: precision, length: length, conversion: nil, pluralName: nil)
        guard index < bytes.endIndex else { return specifier }
        let conversion = bytes[index]
        specifier.conversion = conversion
        bytes.formIndex(after: &index)
        // A character beyond ASCII is read whole: its continuation bytes are part of it.
        while index < bytes.endIndex, bytes[index] & 0xC0 == 0x80 { bytes.formIndex(after: &index) }
        if conversion == UInt8(ascii: "@"), flags == "#", width == nil, precision == nil,
          length.isEmpty, let close = bytes[index...].firstIndex(of: UInt8(ascii: "@"))
        {
          specifier.pluralName = index..<close
          index = bytes.index(after: close)
        }
        specifier.range = start..<index
        if conversion == UInt8(ascii: "%") || conversion == UInt8(ascii: "u") {
          specifier.argument = nil
        } else if let position {
          specifier.argument = position > 0 ? position - 1 : nil
        } else {
          specifier.argument = next
          next += 1
        }
        return specifier
      }
    }
    """#
}
