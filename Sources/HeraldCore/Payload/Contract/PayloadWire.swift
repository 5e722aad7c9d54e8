// What a payload value of each type looks like on the wire: the one definition that decoding
// in the generated Swift, `check-payload`, the JSON Schema and spec examples agree on.

/// The wire rules of the payload language's scalar types. The generated Swift carries the same
/// rules (`PayloadSupportRenderer`); tests feed one corpus to both.
public enum PayloadWire {
  /// The largest magnitude an `integer` may have: 2^53 − 1, the largest integer every JSON
  /// reader stores exactly (JavaScript's `Number.MAX_SAFE_INTEGER`, a Swift `Double`).
  public static let maximumInteger: Int64 = 9_007_199_254_740_991

  /// Whether a JSON number is an `integer`: its value, read as a double as every JSON reader
  /// does, is integral (`12.0` and `1e3` are, as JSON Schema counts them) and within
  /// ±`maximumInteger`.
  public static func integerProblem(_ value: Double) -> IntegerProblem? {
    guard value.isFinite, value.rounded(.towardZero) == value else { return .fractional }
    guard abs(value) <= Double(maximumInteger) else { return .outOfRange }
    return nil
  }

  /// Why a number is not an `integer`.
  public enum IntegerProblem: Sendable, Hashable {
    /// It has a fractional part.
    case fractional
    /// It is integral but beyond ±(2^53 − 1).
    case outOfRange
  }

  /// The instant an RFC 3339 `date-time` names, in whole milliseconds since 1970-01-01T00:00:00Z,
  /// or nil when `text` is not one: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (one or
  /// more digits; digits past the millisecond are dropped), and `Z` or a `±HH:MM` offset. `T` and
  /// `Z` may be lowercase, as RFC 3339 allows. The date must exist (no February 30); seconds go
  /// to 59 (a leap second `60` is refused: no platform clock can hold it).
  public static func parseDate(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + count)] {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
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
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour <= 23, minute <= 59, second <= 59
    else { return nil }
    var millisecond = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        if index - start < 3 { millisecond = millisecond * 10 + Int(bytes[index] - 0x30) }
        index += 1
      }
      guard index > start else { return nil }
      for _ in min(index - start, 3)..<3 { millisecond *= 10 }
    }
    var offset = 0
    if expect("Zz") {
      offset = 0
    } else {
      guard index < bytes.count else { return nil }
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      guard expect("+-"), let offsetHour = digits(2), expect(":"), let offsetMinute = digits(2),
        offsetHour <= 23, offsetMinute <= 59
      else { return nil }
      offset = sign * (offsetHour * 60 + offsetMinute) * 60
    }
    guard index == bytes.count else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Int64(seconds) * 1_000 + Int64(millisecond)
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the civil-days
  /// algorithm: years start in March, so the leap day ends a year).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether `text` is an absolute URL: an RFC 3986 scheme (a letter, then letters, digits,
  /// `+`, `-`, `.`), `:`, and at least one more character, read by RFC 3986's grammar of a URI:
  /// an optional authority after `//` (user information before one `@`, a host that is a name
  /// or an IP literal in `[` `]`, a port of digits), a path, a query after `?`, a fragment after
  /// one `#`; every character unreserved, a sub-delimiter or allowed where it stands, `%` only
  /// before two hex digits. Spaces, non-ASCII text, `[` `]` outside the host and a second `#`
  /// are refused: Foundation's `URL(string:)` would refuse them or rewrite them as escapes, so
  /// the URL an app decodes would not be the text the payload carries.
  public static func isAbsoluteURL(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count,
      isLetter(bytes[0])
    else { return false }
    for byte in bytes[1..<colon] {
      guard isLetter(byte) || isDigit(byte) || "+-.".utf8.contains(byte) else { return false }
    }
    var index = colon + 1
    // Reads the characters `allowed` accepts and percent escapes; false at a broken escape.
    func read(_ allowed: (UInt8) -> Bool) -> Bool {
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%") {
          guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
            return false
          }
          index += 3
        } else if allowed(bytes[index]) {
          index += 1
        } else {
          break
        }
      }
      return true
    }
    func plain(_ byte: UInt8) -> Bool {
      isLetter(byte) || isDigit(byte) || uriPlainPunctuation.contains(byte)
    }
    if bytes[index...].starts(with: "//".utf8) {
      index += 2
      let end = bytes[index...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
      if let at = bytes[index..<end].firstIndex(of: UInt8(ascii: "@")) {
        guard read({ plain($0) || $0 == UInt8(ascii: ":") }), index == at else { return false }
        index += 1
      }
      if index < end, bytes[index] == UInt8(ascii: "[") {
        index += 1
        let start = index
        guard read({ plain($0) || $0 == UInt8(ascii: ":") }), index > start, index < end,
          bytes[index] == UInt8(ascii: "]")
        else { return false }
        index += 1
      } else {
        guard read(plain) else { return false }
      }
      if index < end, bytes[index] == UInt8(ascii: ":") {
        index += 1
        while index < end, isDigit(bytes[index]) { index += 1 }
      }
      guard index == end else { return false }
    }
    guard read({ plain($0) || ":@/".utf8.contains($0) }) else { return false }
    for delimiter in "?#".utf8 where index < bytes.count && bytes[index] == delimiter {
      index += 1
      guard read({ plain($0) || ":@/?".utf8.contains($0) }) else { return false }
    }
    return index == bytes.count
  }

  /// The punctuation RFC 3986 allows anywhere in a URI outside percent escapes: the unreserved
  /// marks and the sub-delimiters.
  static let uriPlainPunctuation = Set("-._~!$&'()*+,;=".utf8)

  /// An ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  /// An ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  /// An ASCII hex digit.
  static func isHex(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
  }

  /// The RFC 3339 text the generated Swift writes for an instant in milliseconds since 1970:
  /// UTC with `Z`, and three fractional digits only when the milliseconds are not zero, so a
  /// date decoded and encoded again reads back as the same instant.
  public static func formatDate(milliseconds: Int64) -> String {
    let millisecond = Int(((milliseconds % 1_000) + 1_000) % 1_000)
    let seconds = Int((milliseconds - Int64(millisecond)) / 1_000)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(days: days)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text =
      String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + "-"
      + two(month) + "-" + two(day) + "T" + two(time / 3_600) + ":" + two(time / 60 % 60) + ":"
      + two(time % 60)
    if millisecond != 0 {
      text += "." + String(repeating: "0", count: 3 - String(millisecond).count) + "\(millisecond)"
    }
    return text + "Z"
  }

  /// The date of a day count since 1970-01-01 (the inverse of `daysSince1970`).
  static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
