/// An indentation-aware writer for generated Swift: lines, blocks and doc comments.

/// Builds Swift source text line by line with two-space indentation.
struct SwiftWriter {
  /// The text so far.
  private(set) var text = ""
  /// The current indentation depth.
  private var depth = 0

  /// Appends one line at the current indentation (an empty line has no trailing spaces).
  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      for _ in 0..<depth { text += "  " }
      text += content
    }
    text += "\n"
  }

  /// Appends a `///` doc comment.
  mutating func doc(_ content: String) {
    line("/// " + content)
  }

  /// Appends `header {`, the body one level deeper, and `}` (with `closing` after it).
  mutating func block(_ header: String, closing: String = "", _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}" + closing)
  }

  /// Appends `opening` exactly (for example `center.get { value in`), the body one level deeper,
  /// and `}`.
  mutating func scope(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// Appends a conditional-compilation line (`#if`, `#else`, `#endif`) at column zero.
  mutating func directive(_ content: String) {
    text += content + "\n"
  }

  /// Runs `body` inside `#if condition` … `#endif`, or directly when there is no condition.
  mutating func conditional(_ condition: String?, _ body: (inout SwiftWriter) -> Void) {
    guard let condition else { return body(&self) }
    directive("#if " + condition)
    body(&self)
    directive("#endif")
  }
}
