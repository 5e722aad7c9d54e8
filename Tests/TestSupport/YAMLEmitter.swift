// Writes a `YNode` tree as YAML text: block style by default, flow style where a node asks.

/// Turns `YNode` trees into YAML text that libyaml reads back as the same tree.
enum YAMLEmitter {
  /// The text of a document whose root is a mapping, after `header` (comment lines or `---`);
  /// an empty root is written `{}`, so that the document is an empty mapping, not null.
  static func document(_ root: YNode, header: String = "") -> String {
    header + (root.entries.isEmpty ? "{}\n" : block(root.entries, indent: 0))
  }

  /// Mapping entries in block style, each line indented by `indent` spaces.
  static func block(_ entries: [YEntry], indent: Int) -> String {
    entries.map { entry in
      let head = String(repeating: " ", count: indent) + key(entry.key) + ":"
      let anchor = entry.value.anchor.map { " &" + $0 } ?? ""
      if let inline = inline(entry.value) { return head + " " + inline + "\n" }
      return head + anchor + "\n" + nested(entry.value, indent: indent + 2)
    }.joined()
  }

  /// List items in block style, each dash indented by `indent` spaces.
  static func items(_ items: [YNode], indent: Int) -> String {
    items.map { item in
      let dash = String(repeating: " ", count: indent) + "- "
      if let inline = inline(item) { return dash + inline + "\n" }
      if let anchor = item.anchor {
        return dash + "&" + anchor + "\n" + nested(item, indent: indent + 2)
      }
      return dash + nested(item, indent: indent + 2).dropFirst(indent + 2)
    }.joined()
  }

  /// A non-empty block collection's lines.
  static func nested(_ node: YNode, indent: Int) -> String {
    switch node.kind {
    case .map(let entries): block(entries, indent: indent)
    case .list(let list): items(list, indent: indent)
    case .scalar, .alias: preconditionFailure("scalars are written inline")
    }
  }

  /// The one-line form of a scalar, an alias, a flow or an empty collection (with its anchor);
  /// nil for a block collection.
  static func inline(_ node: YNode) -> String? {
    switch node.kind {
    case .map(let entries) where !node.flow && !entries.isEmpty: return nil
    case .list(let list) where !node.flow && !list.isEmpty: return nil
    default: return flow(node)
    }
  }

  /// A node in flow style.
  static func flow(_ node: YNode) -> String {
    let anchor = node.anchor.map { "&" + $0 + " " } ?? ""
    switch node.kind {
    case .scalar(let text, let style): return anchor + scalar(text, style)
    case .alias(let name): return "*" + name
    case .map(let entries) where entries.isEmpty: return anchor + "{}"
    case .map(let entries):
      return anchor + "{ "
        + entries.map { key($0.key) + ": " + flow($0.value) }.joined(separator: ", ")
        + " }"
    case .list(let list): return anchor + "[" + list.map { flow($0) }.joined(separator: ", ") + "]"
    }
  }

  /// A mapping key: `<<` as is, other keys like text.
  static func key(_ text: String) -> String { text == "<<" ? text : scalar(text, .text) }

  /// A scalar in `style`.
  static func scalar(_ text: String, _ style: ScalarStyle) -> String {
    switch style {
    case .raw: return text
    case .text where isPlainSafe(text): return text
    case .single where text.unicodeScalars.allSatisfy(isPrintable):
      return "'" + text.replacing("'", with: "''") + "'"
    default: return doubleQuoted(text)
    }
  }

  /// Whether `text` reads back as the same string when written plain, in any context.
  static func isPlainSafe(_ text: String) -> Bool {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._-")
    guard let first = text.first, let last = text.last, first.isASCII,
      first.isLetter || first.isNumber,
      last != " ", text.allSatisfy(allowed.contains), !text.contains("  ")
    else { return false }
    return !["null", "Null", "NULL"].contains(text)
  }

  /// Whether YAML allows the character unescaped in a quoted scalar.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: true
    case 0xA0...0xD7FF, 0xE000...0xFFFD: ![0x2028, 0x2029, 0xFEFF].contains(scalar.value)
    case 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// `text` double-quoted, escaping quotes, backslashes and every non-printable character.
  static func doubleQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where isPrintable(scalar): result.unicodeScalars.append(scalar)
      case _ where scalar.value <= 0xFF: result += "\\x" + hex(scalar.value, width: 2)
      default: result += "\\u" + hex(scalar.value, width: 4)
      }
    }
    return result + "\""
  }

  /// `value` in upper-case hex, zero-padded to `width` digits.
  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
