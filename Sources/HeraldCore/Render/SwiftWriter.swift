/// An indentation-aware writer for generated Swift: lines, blocks and doc comments.

/// Builds Swift source text line by line with two-space indentation. A writer with a sink hands
/// its text on in pieces of about `pieceSize` bytes, so a large file never lives in one string.
struct SwiftWriter {
  /// The text so far (with a sink: since the last piece handed on).
  private(set) var text = ""
  /// The current indentation depth.
  private var depth = 0
  /// Where pieces go; nil keeps the whole text.
  private let sink: ((String) -> Void)?
  /// The size from which the text so far is handed to the sink.
  private let pieceSize: Int

  /// Creates a writer that keeps all of its text, or hands it to `sink` in pieces.
  init(sink: ((String) -> Void)? = nil, pieceSize: Int = 1 << 20) {
    self.sink = sink
    self.pieceSize = pieceSize
  }

  /// The indentation of the first 16 depths, made once.
  private static let indents = (0..<16).map(indent)

  /// The indentation of a depth: two spaces per level.
  private static func indent(_ depth: Int) -> String {
    String(repeating: " ", count: 2 * depth)
  }

  /// Hands the text so far to the sink once it has reached `pieceSize` bytes.
  private mutating func spill() {
    guard let sink, text.utf8.count >= pieceSize else { return }
    sink(text)
    text.removeAll(keepingCapacity: true)
  }

  /// Hands the rest of the text to the sink; call it once, after the last line.
  mutating func finish() {
    guard let sink, !text.isEmpty else { return }
    sink(text)
    text = ""
  }

  /// Appends one line at the current indentation (an empty line has no trailing spaces).
  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      text += depth < Self.indents.count ? Self.indents[depth] : Self.indent(depth)
      text += content
    }
    text += "\n"
    spill()
  }

  /// Appends a `///` doc comment; a line break left in `content` is written as `\u{…}` so the
  /// comment cannot end early (spec text in it is escaped by `SwiftEscaping` already).
  mutating func doc(_ content: String) {
    line("/// " + SwiftEscaping.commentLine(content))
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
    spill()
  }

  /// Runs `body` inside `#if condition` … `#endif`, or directly when there is no condition.
  mutating func conditional(_ condition: String?, _ body: (inout SwiftWriter) -> Void) {
    guard let condition else { return body(&self) }
    directive("#if " + condition)
    body(&self)
    directive("#endif")
  }
}
