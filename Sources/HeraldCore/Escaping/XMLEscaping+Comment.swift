// Escaping for XML comments: the file headers of Info.plist files and the Markdown overview.

import HeraldPlist

extension XMLEscaping {
  /// Text for inside `<!-- … -->`: controls, line breaks and bidirectional controls written as
  /// visible `\u{…}` (so the comment stays on its line and holds only allowed characters), and a
  /// space between any two `-` scalars, since `--` may not occur in a comment (scalars, not
  /// characters: a combining mark can hide a `-` inside a `Character`). The caller ends the
  /// comment with ` -->`, so a trailing `-` cannot merge with it.
  public static func comment(_ text: String) -> String {
    let visible = VisibleEscapes.encode(text) { scalar in
      TerminalEscaping.isHidden(scalar) || !isAllowed(scalar)
    }
    var output = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in visible.unicodeScalars {
      if previous == "-", scalar == "-" { output.append(" ") }
      output.append(scalar)
      previous = scalar
    }
    return String(output)
  }
}
