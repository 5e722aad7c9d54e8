// The Swift the typed payloads share, written once into the namespace of the app file: the
// decoding error, the readers of `userInfo` values, and the JSON and key types of `Codable`.

/// The shared payload helpers as Swift source, at the namespace's indentation.
enum PayloadSupportSource {
  /// The helpers for the access level `access`, followed by `PayloadWireRules`: the wire rules
  /// `check-payload` runs, embedded from their source (`EmbeddedPayloadWireRules`), so that
  /// integers, dates and URLs are read exactly as `check-payload` reads them.
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
      + "\n\n" + wireRules
  }

  /// `PayloadWireRules` as the generated file declares it: the source's text from the enum's
  /// documentation on, file-private, its members without `public`.
  static let wireRules = RuntimeDeclaration.filePrivate(
    EmbeddedPayloadWireRules.source, type: "PayloadWireRules")

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

    /// A date as a payload carries it: RFC 3339 text in UTC, with three fractional digits only
    /// when there are milliseconds, so that decoding the text gives the same instant. A date
    /// outside years 0000-9999, or not finite, has no such text: encoding it throws
    /// `EncodingError.invalidValue` at its key path.
    fileprivate struct PayloadDate: Encodable {
      /// The date.
      let date: Date

      /// The date `date`.
      init(_ date: Date) {
        self.date = date
      }

      /// Encodes the date's text, or throws for a date no text names.
      func encode(to encoder: any Encoder) throws {
        let milliseconds = date.timeIntervalSince1970 * 1000
        guard let text = PayloadWireRules.formatDate(milliseconds: milliseconds) else {
          throw EncodingError.invalidValue(
            date,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription: "a date outside years 0000-9999 has no RFC 3339 text"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
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

      /// A JSON number whose value is integral, within ±(2^53 − 1) and what `Int` holds
      /// (±(2^31 − 1) on a 32-bit watch: there a larger value throws, it never traps).
      static func integer(_ value: Any?, at path: String) throws -> Int {
        guard let value, let number = numeric(value) else {
          throw mismatch(path, "an integer", value)
        }
        switch PayloadWireRules.integer(number.doubleValue) {
        case .fractional:
          throw PayloadDecodingError(
            path: path, expected: "an integer", found: "the fractional number \(number)")
        case .outOfRange:
          throw PayloadDecodingError(
            path: path, expected: "an integer", found: "\(number), beyond ±(2^53 − 1)")
        case .value(let integer):
          guard let result = PayloadWireRules.platformInteger(integer) else {
            throw PayloadDecodingError(
              path: path, expected: "an integer",
              found: "\(number), beyond what this device's Int holds (±\(Int.max))")
          }
          return result
        }
      }

      /// An RFC 3339 date-time string, kept to the millisecond.
      static func date(_ value: Any?, at path: String) throws -> Date {
        let expected = "an RFC 3339 date-time string"
        guard let text = value as? String else { throw mismatch(path, expected, value) }
        guard let milliseconds = PayloadWireRules.parseDate(text) else {
          throw PayloadDecodingError(path: path, expected: expected, found: quoted(text))
        }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
      }

      /// An absolute URL string.
      static func url(_ value: Any?, at path: String) throws -> URL {
        let expected = "an absolute URL string"
        guard let text = value as? String else { throw mismatch(path, expected, value) }
        guard PayloadWireRules.isAbsoluteURL(text), let url = URL(string: text) else {
          throw PayloadDecodingError(path: path, expected: expected, found: quoted(text))
        }
        return url
      }

      /// A reader of one of an enum's strings.
      static func enumeration<Value: RawRepresentable & CaseIterable>(_ type: Value.Type)
        -> (Any?, String) throws -> Value
      where Value.RawValue == String {
        { value, path in
          // Compared by Unicode scalars, as `check-payload` and JSON Schema compare: a
          // decomposed `é` is not the declared composed one.
          if let text = value as? String,
            let result = Value.allCases.first(where: {
              PayloadWireRules.sameScalars($0.rawValue, text)
            })
          {
            return result
          }
          let values = Value.allCases.map(\.rawValue).joined(separator: ", ")
          var found = (value as? String).map(quoted) ?? describe(value)
          if let text = value as? String, Value.allCases.contains(where: { $0.rawValue == text }) {
            found += ", the declared value in other Unicode scalars (send it composed, as NFC)"
          }
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

      /// A value encoded to JSON and read back as `JSONSerialization` objects.
      static func jsonObject<Value: Encodable>(_ value: Value) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      }
    }
    """#
}
