// Foundation's reading of a property list as `PlistValue`s: the oracle the reader is tested
// against (the classification herald used when it read plists through Foundation).

import Foundation
import HeraldCore
import HeraldPlist

/// Reads property lists with `PropertyListSerialization`.
enum FoundationPlist {
  /// The value Foundation reads from `bytes`, or nil when it cannot read them or a value has
  /// no `PlistValue` form.
  static func read(_ bytes: [UInt8]) -> PlistValue? {
    guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    else { return nil }
    return value(object)
  }

  /// One Foundation property-list object as a `PlistValue`.
  static func value(_ object: Any) -> PlistValue? {
    switch object {
    case let text as String: return .string(text)
    case let data as Data: return .data([UInt8](data))
    case let date as Date: return .date(date.timeIntervalSince1970)
    case let items as [Any]:
      let converted = items.compactMap(value)
      return converted.count == items.count ? .array(converted) : nil
    case let members as [String: Any]:
      let converted = members.compactMapValues(value)
      return converted.count == members.count ? .dictionary(converted) : nil
    default: return number(object)
    }
  }

  /// A boolean, integer or real, told apart by the number's type code, never by its value.
  static func number(_ object: Any) -> PlistValue? {
    if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
    guard let number = object as? NSNumber else { return nil }
    switch String(cString: number.objCType) {
    case "c", "B": return .bool(number.boolValue)
    case "f", "d": return .real(number.doubleValue)
    case "Q", "L", "I", "S", "C":
      return number.uint64Value <= UInt64(Int.max) ? .integer(Int(number.uint64Value)) : nil
    default: return .integer(number.intValue)
    }
  }

  /// `value` written by Foundation in `format`.
  static func bytes(_ value: PlistValue, format: PropertyListSerialization.PropertyListFormat)
    throws -> [UInt8]
  {
    [UInt8](
      try PropertyListSerialization.data(
        fromPropertyList: foundationObject(value), format: format, options: 0))
  }
}
