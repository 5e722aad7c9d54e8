/// Reads a property-list file into `PlistValue`s with Foundation's `PropertyListSerialization`.

import Foundation
import HeraldCore

/// A property-list file as read: its bytes and its root dictionary.
struct PlistFile {
  /// The path as given.
  let path: String
  /// The file's bytes, to tell whether a rewrite changes anything.
  let bytes: [UInt8]
  /// The root dictionary.
  let root: [String: PlistValue]
}

/// Reads XML and binary property lists, keeping every value's type (booleans, integers and
/// reals apart, data and dates).
enum PlistReader {
  /// The earliest and latest dates an XML property list can spell (years 1 to 9999).
  static let dateRange = -62_135_596_800.0..<253_402_300_800.0

  /// Reads and parses the file at `path`; its root must be a dictionary.
  static func read(_ path: String) throws(PlistFileError) -> PlistFile {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      throw .unreadable(error)
    }
    return PlistFile(path: path, bytes: bytes, root: try parse(bytes, path: path))
  }

  /// Parses property-list bytes whose root is a dictionary; `path` names them in errors.
  static func parse(_ bytes: [UInt8], path: String) throws(PlistFileError) -> [String: PlistValue] {
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: &format)
    } catch {
      let details = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw .notPropertyList(path: path, reason: details ?? error.localizedDescription)
    }
    let root = try value(object, at: [], in: path)
    guard case .dictionary(let members) = root else {
      guard format != .openStep else {
        throw .notPropertyList(path: path, reason: "it is plain text, not XML or binary")
      }
      throw .notDictionary(path: path, keyPath: [], kind: root.kindName)
    }
    guard format != .openStep else { throw .oldStyle(path: path) }
    return members
  }

  /// Converts one Foundation property-list object; `keyPath` locates it for errors.
  static func value(_ object: Any, at keyPath: [String], in path: String) throws(PlistFileError)
    -> PlistValue
  {
    switch object {
    case let text as String:
      return .string(text)
    case let data as Data:
      return .data([UInt8](data))
    case let date as Date:
      guard dateRange.contains(date.timeIntervalSince1970) else {
        throw .unsupported(path: path, keyPath: keyPath, what: "a date outside years 1 to 9999")
      }
      return .date(date.timeIntervalSince1970)
    case let items as [Any]:
      var converted: [PlistValue] = []
      for (index, item) in items.enumerated() {
        converted.append(try value(item, at: keyPath + ["\(index)"], in: path))
      }
      return .array(converted)
    case let members as [String: Any]:
      var converted: [String: PlistValue] = [:]
      for (key, member) in members {
        converted[key] = try value(member, at: keyPath + [key], in: path)
      }
      return .dictionary(converted)
    default:
      return try number(object, at: keyPath, in: path)
    }
  }

  /// A boolean, integer or real, told apart by the number's type code and never by its value
  /// (`<integer>1</integer>`, `<real>1</real>` and `<true/>` all equal 1 as an `NSNumber`).
  static func number(_ object: Any, at keyPath: [String], in path: String) throws(PlistFileError)
    -> PlistValue
  {
    if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
    guard let number = object as? NSNumber else {
      throw .unsupported(path: path, keyPath: keyPath, what: "a value of type \(type(of: object))")
    }
    switch String(cString: number.objCType) {
    case "c", "B":
      return .bool(number.boolValue)
    case "f", "d":
      return .real(number.doubleValue)
    case "Q", "L", "I", "S", "C":
      guard number.uint64Value <= UInt64(Int.max) else {
        throw .unsupported(path: path, keyPath: keyPath, what: "an integer above \(Int.max)")
      }
      return .integer(Int(number.uint64Value))
    default:
      return .integer(number.intValue)
    }
  }
}
