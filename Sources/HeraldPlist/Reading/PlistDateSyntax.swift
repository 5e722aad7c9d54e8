// The text of `<date>`: `YYYY-MM-DDTHH:MM:SSZ` in UTC, proleptic Gregorian, as Apple writes it.

/// Parses dates written in XML property lists.
enum PlistDateSyntax {
  /// Seconds since 1970-01-01T00:00:00Z of `<date>` text (white space allowed around; the
  /// slice's indices are byte offsets). A malformed date or a day that does not exist fails;
  /// a date outside `PlistReader.dateRange` (a year before 1 or after 9999) is unsupported.
  static func seconds(_ text: ArraySlice<UInt8>, keyPath: [String]) throws(PlistReadProblem)
    -> Double
  {
    let trimmed = PlistNumberSyntax.trimmed(text)
    let shown = String(decoding: trimmed, as: UTF8.self)
    guard let fields = fields(Array(trimmed)) else {
      throw .text(
        offset: trimmed.startIndex,
        message: "'\(shown)' is not a date; write YYYY-MM-DDTHH:MM:SSZ (UTC)")
    }
    let (year, month, day) = (fields.year, fields.month, fields.day)
    guard (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
      fields.hour < 24, fields.minute < 60, fields.second < 60
    else {
      throw .text(offset: trimmed.startIndex, message: "'\(shown)' names no moment that exists")
    }
    guard (1...9999).contains(year) else {
      throw .unsupported(keyPath: keyPath, what: "a date outside years 1 to 9999")
    }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + fields.hour * 3600 + fields.minute * 60 + fields.second
    return Double(seconds)
  }

  /// The numbers of `[-]Y…Y-MM-DDTHH:MM:SSZ`, or nil when the text has another shape; the
  /// year is clamped to ±100000 (still outside the range, never overflowing).
  static func fields(_ text: [UInt8]) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  )? {
    let negative = text.first == UInt8(ascii: "-")
    let yearDigits = text.dropFirst(negative ? 1 : 0).prefix { (0x30...0x39).contains($0) }
    let rest = Array(text[yearDigits.endIndex...])
    guard !yearDigits.isEmpty, rest.count == 16 else { return nil }
    let pattern = Array("-00-00T00:00:00Z".utf8)
    for (byte, expected) in zip(rest, pattern) {
      let isDigit = (0x30...0x39).contains(byte)
      guard expected == UInt8(ascii: "0") ? isDigit : byte == expected else { return nil }
    }
    let year = yearDigits.reduce(0) { min($0 * 10 + Int($1 - 0x30), 100_000) }
    func number(_ at: Int) -> Int { Int(rest[at] - 0x30) * 10 + Int(rest[at + 1] - 0x30) }
    return (negative ? -year : year, number(1), number(4), number(7), number(10), number(13))
  }

  /// The number of days in `month` (1 to 12) of `year`.
  static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days-from-civil).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
