// Escaping for text printed on a terminal: diagnostics, file lists and error messages.

/// Makes spec text and paths inert on a terminal. A spec is untrusted: an escape sequence in a
/// key could retitle or clear the terminal, and a line break could forge a whole
/// `file:line:col: error:` line. Herald's own colour codes are added after escaping, so they stay.
public enum TerminalEscaping {
  /// `text` with every control (C0 including tab, DEL, C1), line or paragraph separator,
  /// bidirectional control and byte order mark written as a visible `\u{…}`; the result holds no
  /// byte below 0x20 and no DEL or C1, so it always prints as one line.
  /// `VisibleEscapes.decode` gives the text back.
  public static func visible(_ text: String) -> String {
    VisibleEscapes.encode(text, hiding: isHidden)
  }

  /// Whether a scalar is shown as `\u{…}` on a terminal.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    VisibleEscapes.isControl(scalar) || VisibleEscapes.isLineBreak(scalar)
      || VisibleEscapes.isBidiControl(scalar) || scalar.value == 0xFEFF
  }
}
