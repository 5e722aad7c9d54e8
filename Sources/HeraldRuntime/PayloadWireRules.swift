// The wire rules of the payload language's scalars: how an integer, a date and a URL look in
// a push. This file is their one source. Herald's checker calls it (`PayloadWire`), and
// herald embeds it, from the enum on, in every generated file that decodes payloads
// (`EmbeddedPayloadWireRules`, recorded by `PayloadWireRulesEmbeddingTests`). It uses the
// standard library alone, and its arithmetic is written in `Int64`: the code runs on 32-bit
// watches, where `Int` is `Int32`, and `PayloadWireRules32BitTests` compiles it with Embedded
// Swift for i686 and runs it there.

/// The wire rules of payload scalars, in the standard library alone.
public enum PayloadWireRules {
  /// The largest magnitude of an `integer`: 2^53 − 1, the largest integer every JSON reader
  /// stores exactly (JavaScript's `Number.MAX_SAFE_INTEGER`, a `Double`).
  public static let maximumInteger: Int64 = 9_007_199_254_740_991

  /// The first and last instants a `date` can name, in milliseconds since 1970: years 0000 to
  /// 9999, the four digits RFC 3339 writes.
  public static let dateRange: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

  /// A JSON number read as an `integer`.
  public enum Integer: Equatable {
    /// Integral and within ±`maximumInteger`.
    case value(Int64)
    /// With a fractional part.
    case fractional
    /// Beyond ±`maximumInteger`, or beyond what a double holds (`1e400` reads as infinity).
    case outOfRange
  }

  /// A JSON number, read as a double as every JSON reader does, as an `integer`: `12.0` and
  /// `1e3` are integers, as JSON Schema counts them.
  public static func integer(_ value: Double) -> Integer {
    guard value.isFinite else { return value.isNaN ? .fractional : .outOfRange }
    guard value.rounded(.towardZero) == value else { return .fractional }
    guard value.magnitude <= Double(maximumInteger) else { return .outOfRange }
    return .value(Int64(value))
  }

  /// An integer as the platform's `Int`, or nil where it does not fit (beyond ±(2^31 − 1)
  /// on a 32-bit watch).
  public static func platformInteger(_ value: Int64) -> Int? {
    Int(exactly: value)
  }

  /// The instant an RFC 3339 `date-time` names, in milliseconds since 1970-01-01T00:00Z, or
  /// nil: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (digits past the millisecond are
  /// dropped), then `Z` or `±HH:MM`; `T` and `Z` in either case. The date must exist (no
  /// February 30), and seconds end at 59: no platform clock holds a leap second.
  public static func parseDate(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits(_ count: Int) -> Int64? {
      guard index + count <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[index..<(index + count)] {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int64(byte - 0x30)
      }
      index += count
      return value
    }
    func expect(_ allowed: String) -> Bool {
      guard index < bytes.count, allowed.utf8.contains(bytes[index]) else { return false }
      index += 1
      return true
    }
    guard let year = digits(4), expect("-"), let month = digits(2), expect("-"),
      let day = digits(2), expect("Tt"), let hour = digits(2), expect(":"),
      let minute = digits(2), expect(":"), let second = digits(2)
    else { return nil }
    guard month >= 1, month <= 12, day >= 1, day <= daysIn(month: month, year: year),
      hour <= 23, minute <= 59, second <= 59
    else { return nil }
    var millisecond: Int64 = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        if index - start < 3 { millisecond = millisecond * 10 + Int64(bytes[index] - 0x30) }
        index += 1
      }
      guard index > start else { return nil }
      for _ in min(index - start, 3)..<3 { millisecond *= 10 }
    }
    var offset: Int64 = 0
    if !expect("Zz") {
      guard index < bytes.count else { return nil }
      let sign: Int64 = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      guard expect("+-"), let offsetHour = digits(2), expect(":"),
        let offsetMinute = digits(2), offsetHour <= 23, offsetMinute <= 59
      else { return nil }
      offset = sign * (offsetHour * 60 + offsetMinute) * 60
    }
    guard index == bytes.count else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return seconds * 1_000 + millisecond
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  public static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the civil-days
  /// algorithm: years start in March, so the leap day ends a year).
  public static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day count since 1970-01-01 (the inverse of `daysSince1970`).
  public static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The RFC 3339 text of an instant given in milliseconds since 1970 (a double, as `Date`
  /// holds it), in UTC with `Z` and three fractional digits only when the milliseconds are
  /// not zero, so that `parseDate` reads the text back as the same instant. Nil for an
  /// instant outside `dateRange` or not finite: no text of four-digit years names it.
  public static func formatDate(milliseconds: Double) -> String? {
    let rounded = milliseconds.rounded()
    guard rounded.isFinite, rounded >= Double(dateRange.lowerBound),
      rounded <= Double(dateRange.upperBound)
    else { return nil }
    return formatDate(milliseconds: Int64(rounded))
  }

  /// The RFC 3339 text of an instant in milliseconds since 1970, as above; nil outside
  /// `dateRange`.
  public static func formatDate(milliseconds: Int64) -> String? {
    guard dateRange.contains(milliseconds) else { return nil }
    let millisecond = ((milliseconds % 1_000) + 1_000) % 1_000
    let seconds = (milliseconds - millisecond) / 1_000
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(days: days)
    var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
    text += padded(time / 3_600, 2) + ":" + padded(time / 60 % 60, 2) + ":"
    text += padded(time % 60, 2)
    if millisecond != 0 { text += "." + padded(millisecond, 3) }
    return text + "Z"
  }

  /// A non-negative number in decimal digits, with leading zeros to `width`.
  static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.utf8.count)) + digits
  }

  /// Whether `text` is an absolute URL: an RFC 3986 scheme (a letter, then letters, digits,
  /// `+`, `-`, `.`), `:`, and at least one more character, read by RFC 3986's grammar of a
  /// URI: an optional authority after `//` (user information before one `@`, a host that is
  /// a name or an IP literal in `[` `]`, a port of digits), a path, a query after `?`, a
  /// fragment after one `#`; every character unreserved, a sub-delimiter or allowed where it
  /// stands, `%` only before two hex digits. Spaces, non-ASCII text, `[` `]` outside the host
  /// and a second `#` are refused: Foundation's `URL(string:)` would refuse them or rewrite
  /// them as escapes, so the URL an app decodes would not be the text the payload carries.
  public static func isAbsoluteURL(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
      colon + 1 < bytes.count, isLetter(bytes[0])
    else { return false }
    for byte in bytes[1..<colon] {
      guard isLetter(byte) || isDigit(byte) || "+-.".utf8.contains(byte) else { return false }
    }
    var index = colon + 1
    // Reads the characters `allowed` accepts and percent escapes; false at a broken escape.
    func read(_ allowed: (UInt8) -> Bool) -> Bool {
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%") {
          guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2])
          else { return false }
          index += 3
        } else if allowed(bytes[index]) {
          index += 1
        } else {
          break
        }
      }
      return true
    }
    if bytes[index...].starts(with: "//".utf8) {
      index += 2
      let end = bytes[index...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
      if let at = bytes[index..<end].firstIndex(of: UInt8(ascii: "@")) {
        guard read({ isPlain($0) || $0 == UInt8(ascii: ":") }), index == at else {
          return false
        }
        index += 1
      }
      if index < end, bytes[index] == UInt8(ascii: "[") {
        index += 1
        let start = index
        guard read({ isPlain($0) || $0 == UInt8(ascii: ":") }), index > start, index < end,
          bytes[index] == UInt8(ascii: "]")
        else { return false }
        index += 1
      } else {
        guard read(isPlain) else { return false }
      }
      if index < end, bytes[index] == UInt8(ascii: ":") {
        index += 1
        while index < end, isDigit(bytes[index]) { index += 1 }
      }
      guard index == end else { return false }
    }
    guard read({ isPlain($0) || ":@/".utf8.contains($0) }) else { return false }
    for delimiter in "?#".utf8 where index < bytes.count && bytes[index] == delimiter {
      index += 1
      guard read({ isPlain($0) || ":@/?".utf8.contains($0) }) else { return false }
    }
    return index == bytes.count
  }

  /// A character RFC 3986 allows anywhere in a URI outside percent escapes: a letter, a
  /// digit, an unreserved mark or a sub-delimiter.
  public static func isPlain(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "-._~!$&'()*+,;=".utf8.contains(byte)
  }

  /// An ASCII letter.
  public static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }

  /// An ASCII digit.
  public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// An ASCII hex digit.
  public static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
  }

  /// Whether two strings are the same key or enum value: the same Unicode scalars. Swift's
  /// `==` also calls canonically equivalent strings equal (a decomposed `é` and a composed
  /// one), which JSON Schema validators and servers do not.
  public static func sameScalars(_ left: String, _ right: String) -> Bool {
    left.unicodeScalars.elementsEqual(right.unicodeScalars)
  }
}
