import Foundation
import HeraldCore

/// The text both sides of the comparison are written and diffed as: indented by two spaces,
/// keys sorted, non-ASCII text kept, so that the kept files and their diffs read line by line
/// with one member per line. Every character that
/// would not show (controls, format characters, combining marks, unusual spaces) is spelled
/// `\uXXXX` instead, valid inside the JSON string it is in, so that every difference shows.
/// Both sides are read with HeraldCore's `JSONReader`, so key order and spacing cannot make
/// them differ.
extension JSONValue {
  /// Reads `data` with the strict reader `check-payload` uses.
  static func read(_ data: Data) throws -> JSONValue {
    var reader = JSONReader(Array(data), path: "<json>")
    do {
      return JSONValue(try reader.read())
    } catch {
      throw RoundtripFailure(.build, "roundtrip: unreadable JSON: \(error.message)")
    }
  }

  /// The elements of an array; empty for any other value.
  var elements: [JSONValue] { array ?? [] }

  /// The value as indented text with a final line break.
  var pretty: String {
    var text = ""
    write(to: &text, indent: "")
    return text + "\n"
  }

  /// Appends the value, its nested lines indented below `indent`.
  private func write(to text: inout String, indent: String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .double(let value):
      text += value == value.rounded() && abs(value) < 1e16 ? String(Int64(value)) : "\(value)"
    case .string(let value): text += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, item) in items.enumerated() {
        text += indent + "  "
        item.write(to: &text, indent: indent + "  ")
        text += index == items.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .ordered(let members):
      var object: [String: JSONValue] = [:]
      for member in members { object[member.key] = member.value }
      JSONValue.object(object).write(to: &text, indent: indent)
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      let keys = members.keys.sorted {
        $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
      }
      for (index, key) in keys.enumerated() {
        text += indent + "  " + Self.quoted(key) + ": "
        members[key]!.write(to: &text, indent: indent + "  ")
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    }
  }

  /// A JSON string literal: JSON's own escapes for quotes, backslashes and C0 controls, and
  /// `\uXXXX` for every other character that would not show.
  static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      default:
        if scalar.value < 0x20 || !isVisible(scalar) {
          text += escaped(scalar)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  /// Whether a character shows as itself in a diff: not a control, format, surrogate,
  /// private-use or unassigned code point, not a combining mark, not a line or paragraph
  /// separator, and no space but the ASCII one.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .nonspacingMark, .spacingMark,
      .enclosingMark, .lineSeparator, .paragraphSeparator:
      return false
    case .spaceSeparator: return scalar == " "
    default: return true
    }
  }

  /// `\uXXXX` in lowercase hex, or a surrogate pair of them above U+FFFF, as JSON spells it.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    func unit(_ value: UInt32) -> String {
      let hex = String(value, radix: 16)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    guard scalar.value > 0xFFFF else { return unit(scalar.value) }
    let code = scalar.value - 0x10000
    return unit(0xD800 + (code >> 10)) + unit(0xDC00 + (code & 0x3FF))
  }
}
