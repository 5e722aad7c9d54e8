// Property-list keys and values shown on one line of a terminal: compact, deterministic, and
// never with a raw control character, since the values come from files and specs Herald does
// not trust.

import HeraldCore
import HeraldPlist

/// Renders keys and values for `plist merge`'s list of changes.
enum PlistDisplay {
  /// The most characters of a string or key shown before `…`.
  static let textLimit = 80
  /// The most elements of an array or dictionary shown before `…`.
  static let elementLimit = 6
  /// The most bytes of data shown in hexadecimal before `…`.
  static let byteLimit = 16

  /// A key: bare when it is plain (`NSExtension`), else quoted like a string, so a key with a
  /// dot, a space or nothing at all stays readable in a dotted key path.
  static func key(_ key: String) -> String {
    let literal = quoted(key)
    let plain = !key.isEmpty && literal == "\"\(key)\"" && !key.contains(" ") && !key.contains(".")
    return plain ? key : literal
  }

  /// A value in Swift-like literal syntax: `"text"`, `true`, `42`, `0.5` (reals always with a
  /// point or exponent, so `2.0` is not mistaken for the integer `2`), `["a", 1]`,
  /// `["key": value]`, `<3 bytes: 00 01 02>`, `date 2020-05-01T10:00:00Z`.
  static func value(_ value: PlistValue) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .real(let number): return String(describing: number)
    case .array(let items):
      return "[" + list(items.map(Self.value), total: items.count) + "]"
    case .dictionary(let members):
      guard !members.isEmpty else { return "[:]" }
      let shown = members.keys.sorted().prefix(elementLimit).map {
        quoted($0) + ": " + Self.value(members[$0]!)
      }
      return "[" + list(shown, total: members.count) + "]"
    case .data(let bytes):
      let hex = bytes.prefix(byteLimit).map {
        ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true)
      }
      let more = bytes.count > byteLimit ? " …" : ""
      let unit = bytes.count == 1 ? "byte" : "bytes"
      return "<\(bytes.count) \(unit)" + (bytes.isEmpty ? "" : ": ") + hex.joined(separator: " ")
        + more + ">"
    case .date(let seconds): return "date " + date(seconds)
    }
  }

  /// Elements joined by `, `, the first `elementLimit` of them, then how many more there are.
  static func list(_ shown: [String], total: Int) -> String {
    let more = total > elementLimit ? ", … \(total - elementLimit) more" : ""
    return shown.prefix(elementLimit).joined(separator: ", ") + more
  }

  /// A date as the XML writer spells it, with any fraction of a second the XML loses.
  static func date(_ seconds: Double) -> String {
    let document = PlistWriter.document(.date(seconds))
    let text = document.split(separator: "<date>").last?.split(separator: "<").first ?? ""
    let fraction = seconds - seconds.rounded(.down)
    return String(text) + (fraction > 0 ? " + \(fraction) s" : "")
  }

  /// Text as a Swift string literal (quotes, backslashes, controls, invisible and combining
  /// scalars escaped, so nothing reaches the terminal raw), cut after `textLimit` scalars.
  static func quoted(_ text: String) -> String {
    guard text.unicodeScalars.count > textLimit else { return SwiftEscaping.stringLiteral(text) }
    let kept = String(String.UnicodeScalarView(text.unicodeScalars.prefix(textLimit)))
    return String(SwiftEscaping.stringLiteral(kept).dropLast()) + "…\""
  }
}

extension PlistChange {
  /// The line `plist merge` prints: `  added   KEY.PATH: new`, `  changed KEY.PATH: old → new`
  /// or `  removed KEY.PATH: old`, with keys and values shown by `PlistDisplay`.
  var line: String {
    let path = keyPath.map(PlistDisplay.key).joined(separator: ".")
    let label = kind.rawValue + String(repeating: " ", count: 7 - kind.rawValue.count)
    let values = [old, new].compactMap { $0.map(PlistDisplay.value) }
    return "  \(label) \(path): " + values.joined(separator: " → ")
  }
}
