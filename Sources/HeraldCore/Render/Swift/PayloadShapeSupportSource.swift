// The Swift the value shapes of issue 38 share, written into the namespace of the app file
// after the shared helpers, only when a payload uses one: the readers of scalars carried as
// text, separated lists, JSON text, maps, `json`, integer enums and lenient keys, the text
// encoding, `PayloadJSONValue`, and the embedded `PayloadTextRules`.

/// The shape helpers as Swift source, at the namespace's indentation.
enum PayloadShapeSupportSource {
  /// The helpers for the access level `access`; `json` adds `PayloadJSONValue` and its reader.
  static func text(access: String, json: Bool) -> String {
    var text = template
    if json { text += "\n" + jsonReaders }
    text += "\n}"
    if json { text += "\n\n" + jsonTemplate }
    return text.replacing("@ACCESS@", with: access) + "\n\n" + textRules
  }

  /// `PayloadTextRules` as the generated file declares it: file-private, without `public`.
  static let textRules = RuntimeDeclaration.filePrivate(
    EmbeddedPayloadTextRules.source, type: "PayloadTextRules")

  /// The readers and the text encoding.
  static let template = #"""
    /// A value as a payload carries it in a string: a scalar's text, a list's text joined by a
    /// separator, or JSON text. A number no text holds (beyond 308 digits) throws
    /// `EncodingError.invalidValue` at its key path instead of writing text no reader accepts.
    fileprivate struct PayloadText: Encodable {
      /// The text; nil for a number no text holds.
      let text: String?
      /// A value written as JSON text instead.
      let json: (any Encodable)?

      /// An integer's digits.
      init(_ value: Int) {
        text = String(value)
        json = nil
      }

      /// `true` or `false`.
      init(_ value: Bool) {
        text = value ? "true" : "false"
        json = nil
      }

      /// A number in decimal notation.
      init(_ value: Double) {
        let written = PayloadTextRules.text(of: value)
        text = PayloadTextRules.number(written) == nil ? nil : written
        json = nil
      }

      /// Integers joined by `separator`.
      init(_ values: [Int], separator: String) {
        text = values.map { String($0) }.joined(separator: separator)
        json = nil
      }

      /// Booleans joined by `separator`.
      init(_ values: [Bool], separator: String) {
        text = values.map { $0 ? "true" : "false" }.joined(separator: separator)
        json = nil
      }

      /// Numbers joined by `separator`; nil when one has no text.
      init(_ values: [Double], separator: String) {
        let texts = values.compactMap { PayloadText($0).text }
        text = texts.count == values.count ? texts.joined(separator: separator) : nil
        json = nil
      }

      /// A value's JSON text, keys sorted.
      init(json value: any Encodable) {
        text = nil
        json = value
      }

      /// Encodes the text as a string.
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let json {
          let inner = JSONEncoder()
          inner.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
          try container.encode(String(decoding: try inner.encode(json), as: UTF8.self))
          return
        }
        guard let text else {
          throw EncodingError.invalidValue(
            json as Any,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription: "a number of 309 or more digits has no text a payload carries"))
        }
        try container.encode(text)
      }
    }

    /// The readers of the shapes, beside `PayloadValues`, whose helpers they call.
    fileprivate enum PayloadShapeValues {
      /// A string holding an integer (`"42"`): digits, an optional `-`, no leading zero.
      static func integerText(_ value: Any?, at path: String) throws -> Int {
        let expected = "a string holding an integer"
        guard let text = value as? String else {
          throw PayloadValues.mismatch(path, expected, value)
        }
        return try integerFromText(text, at: path, expected: expected)
      }

      /// A string holding a number (`"12.5"`): decimal notation, no exponent.
      static func numberText(_ value: Any?, at path: String) throws -> Double {
        let expected = "a string holding a number"
        guard let text = value as? String else {
          throw PayloadValues.mismatch(path, expected, value)
        }
        return try numberFromText(text, at: path, expected: expected)
      }

      /// A string holding a Boolean: `true`, `false`, `1` or `0`.
      static func booleanText(_ value: Any?, at path: String) throws -> Bool {
        let expected = "a string holding a Boolean"
        guard let text = value as? String else {
          throw PayloadValues.mismatch(path, expected, value)
        }
        return try booleanFromText(text, at: path, expected: expected)
      }

      /// An integer's text.
      static func integerFromText(_ text: String, at path: String, expected: String)
        throws -> Int
      {
        guard let wide = PayloadTextRules.integer(text) else {
          throw PayloadDecodingError(
            path: path, expected: expected, found: PayloadValues.quoted(text))
        }
        guard let result = PayloadWireRules.platformInteger(wide) else {
          throw PayloadDecodingError(
            path: path, expected: expected,
            found: PayloadValues.quoted(text)
              + ", beyond what this device's Int holds (±\(Int.max))")
        }
        return result
      }

      /// A number's text.
      static func numberFromText(_ text: String, at path: String, expected: String)
        throws -> Double
      {
        guard let result = PayloadTextRules.number(text) else {
          throw PayloadDecodingError(
            path: path, expected: expected, found: PayloadValues.quoted(text))
        }
        return result
      }

      /// A Boolean's text.
      static func booleanFromText(_ text: String, at path: String, expected: String)
        throws -> Bool
      {
        guard let result = PayloadTextRules.boolean(text) else {
          throw PayloadDecodingError(
            path: path, expected: expected, found: PayloadValues.quoted(text))
        }
        return result
      }

      /// An element of a separated list of integers.
      static func integerElement(_ text: String, at path: String) throws -> Int {
        try integerFromText(text, at: path, expected: "an integer")
      }

      /// An element of a separated list of numbers.
      static func numberElement(_ text: String, at path: String) throws -> Double {
        try numberFromText(text, at: path, expected: "a number")
      }

      /// An element of a separated list of Booleans.
      static func booleanElement(_ text: String, at path: String) throws -> Bool {
        try booleanFromText(text, at: path, expected: "a Boolean")
      }

      /// A JSON integer, or a string holding one.
      static func integerOrText(_ value: Any?, at path: String) throws -> Int {
        let expected = "an integer or a string holding one"
        if let text = value as? String {
          return try integerFromText(text, at: path, expected: expected)
        }
        do {
          return try PayloadValues.integer(value, at: path)
        } catch let error as PayloadDecodingError {
          throw PayloadDecodingError(path: error.path, expected: expected, found: error.found)
        }
      }

      /// A JSON number, or a string holding one.
      static func numberOrText(_ value: Any?, at path: String) throws -> Double {
        let expected = "a number or a string holding one"
        if let text = value as? String {
          return try numberFromText(text, at: path, expected: expected)
        }
        guard let value, let number = PayloadValues.numeric(value) else {
          throw PayloadValues.mismatch(path, expected, value)
        }
        return number.doubleValue
      }

      /// A JSON Boolean, or a string holding one.
      static func booleanOrText(_ value: Any?, at path: String) throws -> Bool {
        let expected = "a Boolean or a string holding one"
        if let text = value as? String {
          return try booleanFromText(text, at: path, expected: expected)
        }
        guard let value, let result = PayloadValues.flag(value) else {
          throw PayloadValues.mismatch(path, expected, value)
        }
        return result
      }

      /// A string, or a JSON number as its decimal text (`42`, `12.5`).
      static func stringOrNumber(_ value: Any?, at path: String) throws -> String {
        if let text = value as? String { return text }
        guard let value, let number = PayloadValues.numeric(value) else {
          throw PayloadValues.mismatch(path, "a string or a number", value)
        }
        return PayloadTextRules.text(of: number.doubleValue)
      }

      /// A reader of a list carried as one string, its elements read by `element`.
      static func separated<Element>(
        _ expected: String, _ separator: String,
        _ element: @escaping (String, String) throws -> Element
      ) -> (Any?, String) throws -> [Element] {
        { value, path in
          guard let text = value as? String else {
            throw PayloadValues.mismatch(path, expected, value)
          }
          var result: [Element] = []
          for (index, piece) in PayloadTextRules.split(text, separator: separator).enumerated() {
            result.append(try element(piece, "\(path)[\(index)]"))
          }
          return result
        }
      }

      /// A reader of a string holding JSON text, its value read by `read` at `path(json)`.
      static func jsonText<Value>(
        _ expected: String, _ read: @escaping (Any?, String) throws -> Value
      ) -> (Any?, String) throws -> Value {
        { value, path in
          guard let text = value as? String else {
            throw PayloadValues.mismatch(path, expected, value)
          }
          guard
            let inner = try? JSONSerialization.jsonObject(
              with: Data(text.utf8), options: [.fragmentsAllowed])
          else {
            throw PayloadDecodingError(
              path: path, expected: expected, found: PayloadValues.quoted(text))
          }
          return try read(inner, path + "(json)")
        }
      }

      /// A reader of an object whose keys the sender chooses, each value read by `read` at
      /// `path.key`, in the order of the keys.
      static func map<Value>(
        _ spelling: String, _ read: @escaping (Any?, String) throws -> Value
      ) -> (Any?, String) throws -> [String: Value] {
        { value, path in
          let members: [String: Any]
          if let object = value as? [String: Any] {
            members = object
          } else if let userInfo = value as? [AnyHashable: Any] {
            members = PayloadValues.members(of: userInfo)
          } else {
            throw PayloadValues.mismatch(path, "an object of " + spelling, value)
          }
          var result: [String: Value] = [:]
          for key in members.keys.sorted() {
            result[key] = try read(members[key], path.isEmpty ? key : path + "." + key)
          }
          return result
        }
      }

      /// A reader of an integer enum's values, the integer read by `read`.
      static func integerEnumeration<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, _ read: @escaping (Any?, String) throws -> Int
      ) -> (Any?, String) throws -> Value where Value.RawValue == Int {
        { value, path in
          let number = try read(value, path)
          if let result = Value(rawValue: number) { return result }
          let values = Value.allCases.map { String($0.rawValue) }.joined(separator: ", ")
          throw PayloadDecodingError(
            path: path, expected: "one of " + values, found: String(number))
        }
      }

      /// A lenient member: nil when absent, null or malformed; a malformed value's error joins
      /// `problems`.
      static func lenient<T>(
        _ members: [String: Any], _ key: String, at path: String,
        _ read: (Any?, String) throws -> T, into problems: inout [PayloadDecodingError]
      ) -> T? {
        do {
          return try PayloadValues.valueIfPresent(members, key, at: path, read)
        } catch let error as PayloadDecodingError {
          problems.append(error)
        } catch {
          problems.append(
            PayloadDecodingError(
              path: path.isEmpty ? key : path + "." + key, expected: "a value", found: "\(error)"))
        }
        return nil
      }
    """#

  /// `PayloadJSONValue` and its reader.
  static let jsonTemplate = #"""
    /// Any JSON value: what a `json` payload key holds.
    @ACCESS@ enum PayloadJSONValue: Sendable, Equatable, Codable {
      /// `null`, inside an array or an object.
      case null
      /// `true` or `false`.
      case bool(Bool)
      /// A number.
      case number(Double)
      /// A string.
      case string(String)
      /// An array.
      case array([PayloadJSONValue])
      /// An object.
      case object([String: PayloadJSONValue])

      /// Reads any JSON value; a Boolean is tried before a number, so `true` never reads as 1.
      @ACCESS@ init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let flag = try? container.decode(Bool.self) {
          self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
          self = .number(number)
        } else if let text = try? container.decode(String.self) {
          self = .string(text)
        } else if let items = try? container.decode([PayloadJSONValue].self) {
          self = .array(items)
        } else {
          self = .object(try container.decode([String: PayloadJSONValue].self))
        }
      }

      /// Writes the value as JSON.
      @ACCESS@ func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
      }
    }
    """#

  /// The reader of `json`, inside `PayloadShapeValues`.
  static let jsonReaders = #"""

      /// Any JSON value but null.
      static func json(_ value: Any?, at path: String) throws -> PayloadJSONValue {
        guard let value, !(value is NSNull), let result = jsonValue(value) else {
          throw PayloadValues.mismatch(path, "a JSON value other than null", value)
        }
        return result
      }

      /// A `JSONSerialization` value as a `PayloadJSONValue`; nil for anything else.
      static func jsonValue(_ value: Any) -> PayloadJSONValue? {
        if value is NSNull { return .null }
        if let flag = PayloadValues.flag(value) { return .bool(flag) }
        if let number = PayloadValues.numeric(value) { return .number(number.doubleValue) }
        if let text = value as? String { return .string(text) }
        if let items = value as? [Any] {
          var result: [PayloadJSONValue] = []
          for item in items {
            guard let element = jsonValue(item) else { return nil }
            result.append(element)
          }
          return .array(result)
        }
        let members: [String: Any]
        if let object = value as? [String: Any] {
          members = object
        } else if let userInfo = value as? [AnyHashable: Any] {
          members = PayloadValues.members(of: userInfo)
        } else {
          return nil
        }
        var result: [String: PayloadJSONValue] = [:]
        for (key, member) in members {
          guard let element = jsonValue(member) else { return nil }
          result[key] = element
        }
        return .object(result)
      }
    """#
}
