// Characters an XML 1.0 property list cannot hold, found before `plist merge` writes any.

import HeraldCore
import HeraldPlist

/// A key or string value holding a character XML 1.0 does not allow: raw it makes the file
/// unreadable, and no character reference may stand for it either.
struct PlistUnwritable: Error, Equatable, CustomStringConvertible {
  /// Where, key by key; for a key, the path ends with the key itself.
  let keyPath: [String]
  /// The first character that cannot be written.
  let scalar: Unicode.Scalar
  /// Whether it is in the key rather than in its value.
  let inKey: Bool

  /// The message: which key, which character, and what to do.
  var description: String {
    let path = keyPath.map(PlistDisplay.key).joined(separator: ".")
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    let place = inKey ? "the key" : "the value of"
    return "\(place) '\(path)' holds the control character \(code), which an XML property "
      + "list cannot hold (remove it from the spec or the file)"
  }

  /// The first key or string, in key-path order, that cannot be written, or nil.
  static func first(in root: [String: PlistValue]) -> PlistUnwritable? {
    first(in: .dictionary(root), at: [])
  }

  /// The first problem inside `value` found at `keyPath`; array elements are named by index.
  static func first(in value: PlistValue, at keyPath: [String]) -> PlistUnwritable? {
    switch value {
    case .string(let text):
      return text.unicodeScalars.first { !XMLEscaping.isAllowed($0) }.map {
        PlistUnwritable(keyPath: keyPath, scalar: $0, inKey: false)
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = first(in: item, at: keyPath + ["[\(index)]"]) { return found }
      }
      return nil
    case .dictionary(let members):
      for key in members.keys.sorted() {
        if let bad = key.unicodeScalars.first(where: { !XMLEscaping.isAllowed($0) }) {
          return PlistUnwritable(keyPath: keyPath + [key], scalar: bad, inKey: true)
        }
        if let found = first(in: members[key]!, at: keyPath + [key]) { return found }
      }
      return nil
    case .bool, .integer, .real, .data, .date: return nil
    }
  }
}

extension String {
  /// The string with leading zeros up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
