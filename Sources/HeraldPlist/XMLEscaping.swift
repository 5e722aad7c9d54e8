// Escaping for XML 1.0 element content: the keys and strings of property lists.

/// Writes text that every XML 1.0 reader parses back to the same characters.
public enum XMLEscaping {
  /// The scalar written in place of one XML 1.0 cannot hold at all (not even as `&#…;`).
  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Element content. `&`, `<` and `>` become entities (`>` too, so `]]>` never appears); CR is
  /// written `&#13;` because readers turn a raw CR or CRLF into LF; C0 controls other than tab,
  /// LF and CR, and U+FFFE and U+FFFF, which XML 1.0 forbids even as references, become U+FFFD.
  public static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\r": output += "&#13;"
      default: output.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
      }
    }
    return output
  }

  /// Whether a scalar needs more than copying into element content.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "&" || scalar == "<" || scalar == ">" || scalar == "\r" || !isAllowed(scalar)
  }

  /// Whether XML 1.0 allows a scalar at all (its `Char` production; Swift strings hold no
  /// surrogates).
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00...0x1F, 0xFFFE, 0xFFFF: false
    default: true
    }
  }
}
