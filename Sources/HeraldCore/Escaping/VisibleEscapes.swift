// The `\u{…}` notation that lossy sinks (terminal text, comments, code spans) use to show a
// scalar that must not stand raw, and its inverse.

/// Writes chosen scalars as `\u{HEX}` so that they are visible and cannot act: a line break cannot
/// end a comment or forge a diagnostic line, an escape sequence cannot drive the terminal.
public enum VisibleEscapes {
  /// `text` with every scalar that `isHidden` accepts written as `\u{HEX}` (uppercase hex, as in
  /// Swift source). A backslash that is followed by `u` is written `\u{5C}`, so `decode` gives
  /// `text` back exactly; every other backslash stays, keeping ordinary text unchanged.
  public static func encode(_ text: String, hiding isHidden: (Unicode.Scalar) -> Bool) -> String {
    let scalars = text.unicodeScalars
    guard scalars.contains(where: { isHidden($0) || $0 == "\\" }) else { return text }
    var output = ""
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      scalars.formIndex(after: &index)
      if isHidden(scalar) || (scalar == "\\" && index != scalars.endIndex && scalars[index] == "u")
      {
        output += escape(scalar)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `\u{HEX}` for one scalar.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// The inverse of `encode`: every well-formed `\u{HEX}` becomes its scalar, everything else
  /// stays as it is.
  public static func decode(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 3 < scalars.count, scalars[index + 1] == "u",
        scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].prefix(9).firstIndex(of: "}"), close > index + 3,
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        output.append(scalar)
        index = close + 1
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// Whether a scalar breaks a line somewhere: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
  public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether a scalar reorders the text around it (Trojan Source): the bidirectional marks,
  /// embeddings, overrides and isolates.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether a scalar is a C0 or C1 control or DEL.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
