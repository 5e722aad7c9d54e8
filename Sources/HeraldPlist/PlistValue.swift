// The values of a property list, as the reader gives them and the writer takes them.

/// A property-list value; dictionaries are written with their keys sorted.
public enum PlistValue: Sendable, Hashable {
  /// `<string>`.
  case string(String)
  /// `<true/>` / `<false/>`.
  case bool(Bool)
  /// `<integer>`.
  case integer(Int)
  /// `<real>`.
  case real(Double)
  /// `<array>`.
  case array([PlistValue])
  /// `<dict>`.
  case dictionary([String: PlistValue])
  /// `<data>`: the bytes, written as wrapped base64 like Apple's writer.
  case data([UInt8])
  /// `<date>`: seconds since 1970-01-01T00:00:00Z, written to the whole second (rounded down)
  /// in ISO 8601 form with a `Z`, like Apple's writer.
  case date(Double)
}
