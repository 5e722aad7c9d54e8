/// A small, byte-stable XML property-list writer (Apple's plist 1.0 format, tab indentation).

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

  /// Converts a JSON value (numbers that are doubles become reals).
  init(_ json: JSONValue) {
    switch json {
    case .null: self = .string("")
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .integer(value)
    case .double(let value): self = .real(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(PlistValue.init))
    case .object(let members): self = .dictionary(members.mapValues(PlistValue.init))
    }
  }
}

/// Writes property lists.
public enum PlistWriter {
  /// A whole document with the standard prolog; `comment` goes right after the XML declaration.
  public static func document(_ root: PlistValue, comment: String? = nil) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if let comment { output += comment }
    output += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
      + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
    output += "<plist version=\"1.0\">\n"
    write(root, indent: "", into: &output)
    return output + "</plist>\n"
  }

  /// Appends one value at an indentation.
  static func write(_ value: PlistValue, indent: String, into output: inout String) {
    switch value {
    case .string(let text): output += indent + "<string>" + escape(text) + "</string>\n"
    case .bool(let flag): output += indent + (flag ? "<true/>" : "<false/>") + "\n"
    case .integer(let number): output += indent + "<integer>\(number)</integer>\n"
    case .real(let number): output += indent + "<real>" + JSONValue.number(number) + "</real>\n"
    case .array(let items):
      guard !items.isEmpty else { return output += indent + "<array/>\n" }
      output += indent + "<array>\n"
      for item in items { write(item, indent: indent + "\t", into: &output) }
      output += indent + "</array>\n"
    case .dictionary(let members):
      guard !members.isEmpty else { return output += indent + "<dict/>\n" }
      output += indent + "<dict>\n"
      for key in members.keys.sorted() {
        output += indent + "\t<key>" + escape(key) + "</key>\n"
        write(members[key]!, indent: indent + "\t", into: &output)
      }
      output += indent + "</dict>\n"
    }
  }

  /// Escapes `&`, `<` and `>` for XML text.
  static func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.append(character)
      }
    }
    return output
  }
}
