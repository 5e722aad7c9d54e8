// What a payload value of each type looks like on the wire: the one definition that decoding
// in the generated Swift, `check-payload`, the JSON Schema and spec examples agree on.

import HeraldRuntime

/// The wire rules of the payload language's scalar types, as Herald's checks read them. The
/// rules themselves are `PayloadWireRules` (HeraldRuntime), the compiled Swift whose text the
/// generated decoding embeds, so the two cannot drift apart.
public enum PayloadWire {
  /// The largest magnitude an `integer` may have: 2^53 − 1, the largest integer every JSON
  /// reader stores exactly (JavaScript's `Number.MAX_SAFE_INTEGER`, a Swift `Double`).
  public static let maximumInteger: Int64 = PayloadWireRules.maximumInteger

  /// The largest magnitude of an `integer` in a set that targets watchOS: 2^31 − 1, what the
  /// watch's 32-bit `Int` holds (arm64_32 and armv7k), so that no push a check accepts fails to
  /// decode there.
  public static let maximumWatchInteger: Int64 = Int64(Int32.max)

  /// The largest magnitude of an `integer` for a set that targets `platforms`.
  public static func maximumInteger(platforms: some Sequence<Platform>) -> Int64 {
    platforms.contains(.watchOS) ? maximumWatchInteger : maximumInteger
  }

  /// Why a JSON number is not an `integer` within ±`limit`: its value, read as a double as every
  /// JSON reader does, must be integral (`12.0` and `1e3` are, as JSON Schema counts them).
  public static func integerProblem(_ value: Double, limit: Int64 = maximumInteger)
    -> IntegerProblem?
  {
    switch PayloadWireRules.integer(value) {
    case .fractional: return .fractional
    case .outOfRange: return .outOfRange
    case .value(let integer): return integer.magnitude <= limit.magnitude ? nil : .outOfRange
    }
  }

  /// Why a number is not an `integer`.
  public enum IntegerProblem: Sendable, Hashable {
    /// It has a fractional part.
    case fractional
    /// It is integral but beyond the limit.
    case outOfRange
  }

  /// A limit as messages write it: `±(2^53 − 1)`, `±(2^31 − 1)`.
  public static func describe(limit: Int64) -> String {
    limit == maximumWatchInteger ? "±(2^31 − 1), what a 32-bit watch holds" : "±(2^53 − 1)"
  }

  /// What a found enum value that only canonical equivalence makes equal to a declared one
  /// (a decomposed `é`) adds to its message; the generated decoding says the same.
  public static let otherScalarsNote =
    ", the declared value in other Unicode scalars (send it composed, as NFC)"

  /// The instant an RFC 3339 `date-time` names, in whole milliseconds since 1970, or nil
  /// (`PayloadWireRules.parseDate`).
  public static func parseDate(_ text: String) -> Int64? {
    PayloadWireRules.parseDate(text)
  }

  /// Whether `text` is an absolute URL (`PayloadWireRules.isAbsoluteURL`).
  public static func isAbsoluteURL(_ text: String) -> Bool {
    PayloadWireRules.isAbsoluteURL(text)
  }

  /// The RFC 3339 text the generated Swift writes for an instant in milliseconds since 1970;
  /// nil outside years 0000-9999, where the generated encoding throws.
  public static func formatDate(milliseconds: Int64) -> String? {
    PayloadWireRules.formatDate(milliseconds: milliseconds)
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    Int(PayloadWireRules.daysIn(month: Int64(month), year: Int64(year)))
  }

  /// An ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool { PayloadWireRules.isLetter(byte) }
  /// An ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { PayloadWireRules.isDigit(byte) }
}
