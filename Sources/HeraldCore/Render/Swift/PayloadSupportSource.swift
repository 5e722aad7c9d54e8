// The Swift the typed payloads share, written once into the namespace of the app file: the
// decoding error, the readers of `userInfo` values, and the JSON and key types of `Codable`.

/// The shared payload helpers as Swift source, at the namespace's indentation.
enum PayloadSupportSource {
  /// The helpers for the access level `access`. They carry the wire rules of `PayloadWire` (a
  /// test feeds one corpus to both): integers, dates and URLs are read exactly as `check-payload`
  /// reads them.
  static func text(access: String) -> String {
    // A public error needs its initializer written out; an internal one gets it synthesized
    // (swift-format's `UseSynthesizedInitializer` flags one written out).
    let initializer =
      access == "internal"
      ? ""
      : """
        /// Creates an error.
        @ACCESS@ init(path: String, expected: String, found: String) {
          self.path = path
          self.expected = expected
          self.found = found
        }


      """
    return template.replacing("@INIT@", with: initializer).replacing("@ACCESS@", with: access)
  }

  /// The helpers with `@ACCESS@` for the access level and `@INIT@` for the error's initializer.
  static let template = #"""
    /// Why a payload did not decode: the key path of the value (`pickup.lat`, `stops[1]`), what
    /// the spec declares there and what the payload holds.
    @ACCESS@ struct PayloadDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
      /// The key path: keys joined by `.`, array positions as `[n]`; `the payload` for the top.
      @ACCESS@ let path: String
      /// What the spec declares there (`a number`, `one of car, xl`).
      @ACCESS@ let expected: String
      /// What was found (`a string`, `"bik"`, `nothing` for a missing key).
      @ACCESS@ let found: String

    @INIT@  /// The problem as one sentence, worded as `herald check-payload` words it.
      @ACCESS@ var description: String {
        found == "nothing"
          ? "\(path): missing required key, expected \(expected)"
          : "\(path): expected \(expected), found \(found)"
      }
    }

    /// A payload key: any string.
    fileprivate struct PayloadCodingKey: CodingKey {
      /// The key.
      let stringValue: String
      /// Payload keys are never positions.
      var intValue: Int? { nil }

      /// The key `stringValue`.
      init(_ stringValue: String) {
        self.stringValue = stringValue
      }

      /// The key `stringValue`.
      init?(stringValue: String) {
        self.stringValue = stringValue
      }

      /// Payload keys are never positions.
      init?(intValue: Int) {
        nil
      }
    }

    /// Any JSON value, read with a `Decoder` into the shapes `JSONSerialization` gives, so that
    /// `init(from:)` decodes by the same rules as `init(userInfo:)`.
    fileprivate struct PayloadJSON: Decodable {
      /// The value: `[String: Any]`, `[Any]`, `String`, `Bool`, `Double` or `NSNull`.
      let value: Any

      /// Reads any JSON value; a Boolean is tried before a number, so `true` never reads as 1.
      init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: PayloadCodingKey.self) {
          var members: [String: Any] = [:]
          for key in object.allKeys {
            members[key.stringValue] = try object.decode(PayloadJSON.self, forKey: key).value
          }
          value = members
        } else if var array = try? decoder.unkeyedContainer() {
          var items: [Any] = []
          while !array.isAtEnd {
            items.append(try array.decode(PayloadJSON.self).value)
          }
          value = items
        } else {
          let single = try decoder.singleValueContainer()
          if single.decodeNil() {
            value = NSNull()
          } else if let flag = try? single.decode(Bool.self) {
            value = flag
          } else if let number = try? single.decode(Double.self) {
            value = number
          } else if let number = try? single.decode(Int.self) {
            // Foundation's JSONDecoder refuses some numbers as a Double that JSON allows and
            // JSONSerialization reads (`0e2`, `1e-400`); as an Int it reads them, as 0.
            value = Double(number)
          } else {
            value = try single.decode(String.self)
          }
        }
      }
    }

    /// The readers of payload values: each takes a value (nil for a missing key) and its key
    /// path, and returns the typed value or throws `PayloadDecodingError`. None traps.
    fileprivate enum PayloadValues {
      /// The largest magnitude of an integer: 2^53 − 1, what every JSON reader stores exactly.
      static let maximumInteger = 9_007_199_254_740_991.0

      /// The string-keyed members of a notification's `userInfo`.
      static func members(of userInfo: [AnyHashable: Any]) -> [String: Any] {
        var members: [String: Any] = [:]
        for (key, value) in userInfo {
          if let key = key.base as? String { members[key] = value }
        }
        return members
      }

      /// The members of an object value.
      static func members(_ value: Any?, at path: String, expected: String) throws
        -> [String: Any]
      {
        if let members = value as? [String: Any] { return members }
        if let userInfo = value as? [AnyHashable: Any] { return members(of: userInfo) }
        throw mismatch(path.isEmpty ? "the payload" : path, expected, value)
      }

      /// A required member read by `read`.
      static func value<T>(
        _ members: [String: Any], _ key: String, at path: String,
        _ read: (Any?, String) throws -> T
      ) throws -> T {
        try read(members[key], path.isEmpty ? key : path + "." + key)
      }

      /// An optional member read by `read`: nil when absent or null.
      static func valueIfPresent<T>(
        _ members: [String: Any], _ key: String, at path: String,
        _ read: (Any?, String) throws -> T
      ) throws -> T? {
        guard let value = members[key], !(value is NSNull) else { return nil }
        return try read(value, path.isEmpty ? key : path + "." + key)
      }

      /// The outcome of decoding `userInfo`, with its error typed: the readers throw nothing
      /// else, and anything else would be reported at the top of the payload.
      static func decoded<T>(
        _ userInfo: [AnyHashable: Any], _ decode: ([AnyHashable: Any]) throws -> T
      ) -> Result<T, PayloadDecodingError> {
        do {
          return .success(try decode(userInfo))
        } catch let error as PayloadDecodingError {
          return .failure(error)
        } catch {
          return .failure(
            PayloadDecodingError(path: "the payload", expected: "a payload", found: "\(error)"))
        }
      }

      /// A string.
      static func string(_ value: Any?, at path: String) throws -> String {
        guard let text = value as? String else { throw mismatch(path, "a string", value) }
        return text
      }

      /// A JSON Boolean; never a number.
      static func boolean(_ value: Any?, at path: String) throws -> Bool {
        guard let value, let flag = flag(value) else { throw mismatch(path, "a Boolean", value) }
        return flag
      }

      /// A JSON number; never a Boolean.
      static func number(_ value: Any?, at path: String) throws -> Double {
        guard let value, let number = numeric(value) else {
          throw mismatch(path, "a number", value)
        }
        return number.doubleValue
      }

      /// A JSON number whose value is integral, within ±(2^53 − 1).
      static func integer(_ value: Any?, at path: String) throws -> Int {
        guard let value, let number = numeric(value) else {
          throw mismatch(path, "an integer", value)
        }
        let double = number.doubleValue
        guard double.isFinite, double.rounded(.towardZero) == double else {
          throw PayloadDecodingError(
            path: path, expected: "an integer", found: "the fractional number \(number)")
        }
        guard abs(double) <= maximumInteger else {
          throw PayloadDecodingError(
            path: path, expected: "an integer", found: "\(number), beyond ±(2^53 − 1)")
        }
        return Int(double)
      }

      /// An RFC 3339 date-time string, kept to the millisecond.
      static func date(_ value: Any?, at path: String) throws -> Date {
        let expected = "an RFC 3339 date-time string"
        guard let text = value as? String else { throw mismatch(path, expected, value) }
        guard let milliseconds = parseDate(text) else {
          throw PayloadDecodingError(path: path, expected: expected, found: quoted(text))
        }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
      }

      /// An absolute URL string.
      static func url(_ value: Any?, at path: String) throws -> URL {
        let expected = "an absolute URL string"
        guard let text = value as? String else { throw mismatch(path, expected, value) }
        guard isAbsoluteURL(text), let url = URL(string: text) else {
          throw PayloadDecodingError(path: path, expected: expected, found: quoted(text))
        }
        return url
      }

      /// A reader of one of an enum's strings.
      static func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type)
        -> (Any?, String) throws -> Value
      where Value.RawValue == String {
        { value, path in
          if let text = value as? String, let result = Value(rawValue: text) { return result }
          let values = Value.allCases.map(\.rawValue).joined(separator: ", ")
          let found = (value as? String).map(quoted) ?? describe(value)
          throw PayloadDecodingError(path: path, expected: "one of " + values, found: found)
        }
      }

      /// A reader of an array whose elements `element` reads; `spelling` is the element type.
      static func array<Element>(
        _ spelling: String, _ element: @escaping (Any?, String) throws -> Element
      ) -> (Any?, String) throws -> [Element] {
        { value, path in
          guard let items = value as? [Any] else {
            throw mismatch(path, "an array of " + spelling, value)
          }
          var result: [Element] = []
          result.reserveCapacity(items.count)
          for (index, item) in items.enumerated() {
            result.append(try element(item, "\(path)[\(index)]"))
          }
          return result
        }
      }

      /// Whether a number is a JSON Boolean: the `CFBoolean` singletons on Apple platforms, the
      /// Boolean subclass of `NSNumber` elsewhere. `NSNumber(value: 1)` is neither.
      static func isBoolean(_ number: NSNumber) -> Bool {
        #if canImport(Darwin)
          return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
          return type(of: number) == type(of: NSNumber(value: true))
        #endif
      }

      /// A Boolean: a Swift `Bool` or a Boolean `NSNumber`.
      static func flag(_ value: Any) -> Bool? {
        if type(of: value) == Bool.self { return value as? Bool }
        guard let number = value as? NSNumber, isBoolean(number) else { return nil }
        return number.boolValue
      }

      /// A number that is not a Boolean: a Swift number or an `NSNumber`.
      static func numeric(_ value: Any) -> NSNumber? {
        if type(of: value) == Bool.self { return nil }
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        return number
      }

      /// The error for a value of another kind than `expected`.
      static func mismatch(_ path: String, _ expected: String, _ value: Any?)
        -> PayloadDecodingError
      {
        PayloadDecodingError(path: path, expected: expected, found: describe(value))
      }

      /// What a value is, for messages: `a string`, `nothing` for a missing key.
      static func describe(_ value: Any?) -> String {
        guard let value else { return "nothing" }
        if value is NSNull { return "null" }
        if flag(value) != nil { return "a Boolean" }
        if numeric(value) != nil { return "a number" }
        if value is String { return "a string" }
        if value is [Any] { return "an array" }
        if value is [String: Any] || value is [AnyHashable: Any] { return "an object" }
        return "a value of type \(type(of: value))"
      }

      /// A found string as messages show it: quoted, shortened past 40 characters.
      static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
      }

      /// The instant of an RFC 3339 date-time in milliseconds since 1970, or nil: `T` and `Z`
      /// in either case, fractional seconds past the millisecond dropped, `Z` or `±HH:MM`.
      static func parseDate(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
          guard index + count <= bytes.count else { return nil }
          var result = 0
          for byte in bytes[index..<(index + count)] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            result = result * 10 + Int(byte - 0x30)
          }
          index += count
          return result
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
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), day >= 1, day <= monthDays[month - 1], hour <= 23,
          minute <= 59, second <= 59
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
        if !expect("Zz") {
          guard index < bytes.count else { return nil }
          let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
          guard expect("+-"), let offsetHour = digits(2), expect(":"),
            let offsetMinute = digits(2), offsetHour <= 23, offsetMinute <= 59
          else { return nil }
          offset = sign * (offsetHour * 60 + offsetMinute) * 60
        }
        guard index == bytes.count else { return nil }
        // Days since 1970 in the proleptic Gregorian calendar, years starting in March.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Int64(seconds) * 1_000 + Int64(millisecond)
      }

      /// Whether a string is an absolute URL: a scheme, `:`, and at least one more character,
      /// by RFC 3986's grammar of a URI (an authority after `//` with a name or `[` IP literal
      /// `]` as its host and digits as its port, a path, a query, one fragment; `%` only before
      /// two hex digits), so that `URL(string:)` keeps the text as it is.
      static func isAbsoluteURL(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let marks = Array("-._~!$&'()*+,;=".utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isHex(_ byte: UInt8) -> Bool {
          isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
        }
        func plain(_ byte: UInt8) -> Bool {
          isLetter(byte) || isDigit(byte) || marks.contains(byte)
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
          colon + 1 < bytes.count, isLetter(bytes[0])
        else { return false }
        for byte in bytes[1..<colon] {
          guard isLetter(byte) || isDigit(byte) || Array("+-.".utf8).contains(byte) else {
            return false
          }
        }
        var index = colon + 1
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
        if bytes[index...].starts(with: Array("//".utf8)) {
          index += 2
          let end = bytes[index...].firstIndex { Array("/?#".utf8).contains($0) } ?? bytes.count
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
        guard read({ plain($0) || Array(":@/".utf8).contains($0) }) else { return false }
        for delimiter in Array("?#".utf8) where index < bytes.count && bytes[index] == delimiter {
          index += 1
          guard read({ plain($0) || Array(":@/?".utf8).contains($0) }) else { return false }
        }
        return index == bytes.count
      }

      /// A date as RFC 3339 text in UTC: three fractional digits only when there are
      /// milliseconds, so that decoding the text gives the same instant.
      static func text(_ date: Date) -> String {
        let total = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let millisecond = Int(((total % 1_000) + 1_000) % 1_000)
        let seconds = Int((total - Int64(millisecond)) / 1_000)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
          (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
          let digits = String(value)
          return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
        text += padded(time / 3_600, 2) + ":" + padded(time / 60 % 60, 2) + ":"
        text += padded(time % 60, 2)
        if millisecond != 0 { text += "." + padded(millisecond, 3) }
        return text + "Z"
      }

      /// A value encoded to JSON and read back as `JSONSerialization` objects.
      static func jsonObject<Value: Encodable>(_ value: Value) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      }
    }
    """#
}
