// Property-list and JSON values in one comparable form, to compare Info.plists with the manifest.

import Foundation

/// A property-list or JSON value in a comparable form; booleans stay apart from numbers.
indirect enum ComparablePlist: Equatable {
  /// A string.
  case string(String)
  /// A number (integer or real).
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// An array.
  case array([ComparablePlist])
  /// A dictionary.
  case dictionary([String: ComparablePlist])

  /// Converts a Foundation value; nil for nil or an unsupported type.
  init?(_ value: Any?) {
    switch value {
    case let text as String: self = .string(text)
    case let number as NSNumber:
      self =
        String(cString: number.objCType) == "c"
        ? .bool(number.boolValue)
        : .number(number.doubleValue)
    case let items as [Any]:
      let converted = items.compactMap { ComparablePlist($0) }
      guard converted.count == items.count else { return nil }
      self = .array(converted)
    case let members as [String: Any]:
      let converted = members.compactMapValues { ComparablePlist($0) }
      guard converted.count == members.count else { return nil }
      self = .dictionary(converted)
    default: return nil
    }
  }
}
