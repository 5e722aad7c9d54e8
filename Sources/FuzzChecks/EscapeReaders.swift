// Small readers of each sink's escapes, written apart from the escapers so the fuzz oracle
// checks one against the other.

/// Decoders that return the scalars a reader of the sink would get.
enum EscapeReaders {
  /// A JSON string literal's content; nil scalars become U+FFFD (the check then fails).
  static func json(_ literal: String) -> [Unicode.Scalar] {
    let input = Array(literal.unicodeScalars)
    guard input.count >= 2, input.first == "\"", input.last == "\"" else { return [] }
    var output: [Unicode.Scalar] = []
    var index = 1
    while index < input.count - 1 {
      let scalar = input[index]
      guard scalar == "\\", index + 1 < input.count - 1 else {
        output.append(scalar)
        index += 1
        continue
      }
      let next = input[index + 1]
      index += 2
      switch next {
      case "n": output.append("\n")
      case "r": output.append("\r")
      case "t": output.append("\t")
      case "b": output.append("\u{8}")
      case "f": output.append("\u{C}")
      case "u":
        let hex = String(String.UnicodeScalarView(input[index..<min(index + 4, input.count)]))
        output.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
        index += 4
      default: output.append(next)
      }
    }
    return output
  }

  /// A workflow command value as the runner unescapes it (ordinal replacement, in order).
  static func workflow(_ text: String, property: Bool) -> [Unicode.Scalar] {
    var pairs: [(String, String)] = [("%0D", "\r"), ("%0A", "\n")]
    if property { pairs += [("%3A", ":"), ("%2C", ",")] }
    pairs.append(("%25", "%"))
    var scalars = Array(text.unicodeScalars)
    for (pattern, replacement) in pairs {
      scalars = replace(scalars, Array(pattern.unicodeScalars), Array(replacement.unicodeScalars))
    }
    return scalars
  }

  /// Replaces every `pattern` in `scalars`, left to right.
  static func replace(
    _ scalars: [Unicode.Scalar], _ pattern: [Unicode.Scalar], _ replacement: [Unicode.Scalar]
  ) -> [Unicode.Scalar] {
    var output: [Unicode.Scalar] = []
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: pattern) {
        output += replacement
        index += pattern.count
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return output
  }

  /// XML element content: the predefined entities and decimal references.
  static func xml(_ text: String) -> [Unicode.Scalar] {
    entities(Array(text.unicodeScalars), prefix: "&", named: ["amp": "&", "lt": "<", "gt": ">"])
  }

  /// What XML 1.0 can hold: forbidden scalars as U+FFFD.
  static func xmlRepresentable(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    scalars.map { XMLAllowed.contains($0) ? $0 : "\u{FFFD}" }
  }

  /// Markdown text: the named and decimal references the escaper uses.
  static func references(_ text: String) -> [Unicode.Scalar] {
    xml(text)
  }

  /// Decodes `<prefix>name;` and `<prefix>#decimal;` references.
  static func entities(
    _ input: [Unicode.Scalar], prefix: Unicode.Scalar, named: [String: Unicode.Scalar]
  ) -> [Unicode.Scalar] {
    var output: [Unicode.Scalar] = []
    var index = 0
    while index < input.count {
      if input[index] == prefix, let end = input[index...].prefix(12).firstIndex(of: ";") {
        let name = String(String.UnicodeScalarView(input[(index + 1)..<end]))
        let number = name.first == "#" ? UInt32(name.dropFirst()) : nil
        if let scalar = named[name] ?? number.flatMap(Unicode.Scalar.init) {
          output.append(scalar)
          index = end + 1
          continue
        }
      }
      output.append(input[index])
      index += 1
    }
    return output
  }

  /// The `\u{HEX}` notation of terminal text and comments.
  static func visible(_ text: String) -> [Unicode.Scalar] {
    let input = Array(text.unicodeScalars)
    var output: [Unicode.Scalar] = []
    var index = 0
    while index < input.count {
      if input[index] == "\\", input[(index + 1)...].starts(with: ["u", "{"]),
        let close = input[(index + 3)...].prefix(9).firstIndex(of: "}"),
        let value = UInt32(String(String.UnicodeScalarView(input[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        output.append(scalar)
        index = close + 1
      } else {
        output.append(input[index])
        index += 1
      }
    }
    return output
  }

  /// A double-quoted Swift string literal: `\"`, `\\`, `\n`, `\r`, `\t`, `\0`, `\u{…}`; a raw
  /// line break or an unknown escape reads as U+FFFD (the check then fails).
  static func swiftLiteral(_ literal: String) -> [Unicode.Scalar] {
    let input = Array(literal.unicodeScalars)
    guard input.count >= 2, input.first == "\"", input.last == "\"" else { return ["\u{FFFD}"] }
    var output: [Unicode.Scalar] = []
    var index = 1
    while index < input.count - 1 {
      let scalar = input[index]
      if scalar == "\"" || scalar == "\n" || scalar == "\r" { return ["\u{FFFD}"] }
      guard scalar == "\\" else {
        output.append(scalar)
        index += 1
        continue
      }
      let next = input[index + 1]
      index += 2
      switch next {
      case "\"", "\\": output.append(next)
      case "n": output.append("\n")
      case "r": output.append("\r")
      case "t": output.append("\t")
      case "0": output.append("\0")
      case "u":
        guard let close = input[index...].firstIndex(of: "}"),
          let value = UInt32(
            String(String.UnicodeScalarView(input[(index + 1)..<close])), radix: 16),
          let decoded = Unicode.Scalar(value)
        else { return ["\u{FFFD}"] }
        output.append(decoded)
        index = close + 1
      default: return ["\u{FFFD}"]
      }
    }
    return output
  }

  /// A DOT string's content as Graphviz reads a label: `\\`, `\"`, `\n`, then `&amp;` and
  /// `&#N;`.
  static func dot(_ content: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    var unescaped: [Unicode.Scalar] = []
    var index = content.startIndex
    while index < content.endIndex {
      let scalar = content[index]
      if scalar == "\\", index + 1 < content.endIndex {
        let next = content[index + 1]
        unescaped.append(next == "n" ? "\n" : next)
        index += 2
      } else {
        unescaped.append(scalar)
        index += 1
      }
    }
    return entities(unescaped, prefix: "&", named: ["amp": "&"])
  }
}

/// XML 1.0's `Char` production, for `xmlRepresentable`.
enum XMLAllowed {
  /// Whether XML 1.0 allows the scalar.
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00...0x1F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
