// An indentation-aware writer for generated Swift: lines, doc comments, and the shapes Herald
// emits (declarations, functions, switches, conditional compilation).

/// Builds Swift source text line by line with two-space indentation. A writer with a sink hands
/// its text on in pieces of about `pieceSize` bytes, so a large file never lives in one string.
///
/// Renderers describe the code's shape (`enumeration`, `function`, `switchOn`, `ifConfig`)
/// instead of spelling braces and indentation, so a renderer reads like the code it writes and
/// the layout rules live in one place.
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

  // MARK: Lines

  /// Appends one line at the current indentation (an empty line has no trailing spaces).
  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      text += depth < Self.indents.count ? Self.indents[depth] : Self.indent(depth)
      text += content
    }
    text += "\n"
    spill()
  }

  /// Appends a file's header comment (already laid out, one line each) and a blank line.
  mutating func fileHeader(_ header: String) {
    text += header + "\n"
    spill()
  }

  /// Appends a `///` doc comment; a line break left in `content` is written as `\u{…}` so the
  /// comment cannot end early (spec text in it is escaped by `SwiftEscaping` already).
  mutating func doc(_ content: String) {
    line("/// " + SwiftEscaping.commentLine(content))
  }

  /// Runs `body` one level deeper, without braces: the statements of a `case`, or the
  /// continuation of a statement. A nested renderer writes into the same writer at the deeper
  /// level instead of into a second writer whose text is re-indented.
  mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  // MARK: Blocks and declarations

  /// Appends `header {`, the body one level deeper, and `}` (with `closing` after it).
  mutating func block(_ header: String, closing: String = "", _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    indented(body)
    line("}" + closing)
  }

  /// Appends `opening` exactly (for example `center.get { value in`), the body one level deeper,
  /// and `}`.
  mutating func scope(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    indented(body)
    line("}")
  }

  /// Appends `access enum name: conformances { … }`.
  mutating func enumeration(
    _ access: String, _ name: String, _ conformances: [String] = [],
    _ body: (inout SwiftWriter) -> Void
  ) {
    block(Self.declaration(access, "enum", name, conformances), body)
  }

  /// Appends `access struct name: conformances { … }`.
  mutating func structure(
    _ access: String, _ name: String, _ conformances: [String] = [],
    _ body: (inout SwiftWriter) -> Void
  ) {
    block(Self.declaration(access, "struct", name, conformances), body)
  }

  /// Appends `extension name { … }`.
  mutating func extensionOf(_ name: String, _ body: (inout SwiftWriter) -> Void) {
    block("extension " + name, body)
  }

  /// Appends a function, initializer or computed property and its body.
  mutating func function(_ signature: FunctionSignature, _ body: (inout SwiftWriter) -> Void) {
    block(signature.text, body)
  }

  /// A declaration's head: `access kind name: A, B`, without an empty access level.
  private static func declaration(
    _ access: String, _ kind: String, _ name: String, _ conformances: [String]
  ) -> String {
    let head = (access.isEmpty ? "" : access + " ") + kind + " " + name
    return conformances.isEmpty ? head : head + ": " + conformances.joined(separator: ", ")
  }

  // MARK: Switches

  /// Appends `switch subject { … }`; the body writes its cases with `caseClause` and
  /// `defaultClause`.
  mutating func switchOn(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
    block("switch " + subject, body)
  }

  /// Appends a case whose one statement follows the pattern on its line.
  mutating func caseClause(_ pattern: String, _ statement: String) {
    line("case \(pattern): \(statement)")
  }

  /// Appends a case whose statements follow the pattern one level deeper.
  mutating func caseClause(_ pattern: String, _ body: (inout SwiftWriter) -> Void) {
    line("case \(pattern):")
    indented(body)
  }

  /// Appends `default:` with its one statement.
  mutating func defaultClause(_ statement: String) {
    line("default: " + statement)
  }

  // MARK: Conditional compilation

  /// Appends a conditional-compilation line (`#if`, `#else`, `#endif`) at column zero.
  private mutating func directive(_ content: String) {
    text += content + "\n"
    spill()
  }

  /// Appends `#if` … `#elseif` … `#else` … `#endif`: one branch per entry, the first with a
  /// condition, a last one without a condition being the `#else`.
  mutating func ifConfig(_ branches: [IfConfigBranch]) {
    for (index, branch) in branches.enumerated() {
      switch (index, branch.condition) {
      case (0, let condition?): directive("#if " + condition)
      case (_, let condition?): directive("#elseif " + condition)
      case (_, nil): directive("#else")
      }
      branch.body(&self)
    }
    directive("#endif")
  }

  /// Runs `body` inside `#if condition` … `#endif`, or directly when there is no condition.
  mutating func conditional(_ condition: String?, _ body: (inout SwiftWriter) -> Void) {
    guard let condition else { return body(&self) }
    withoutActuallyEscaping(body) { body in
      ifConfig([IfConfigBranch(condition, body)])
    }
  }
}

/// One branch of an `#if` … `#endif`: its condition (nil for `#else`) and its contents.
struct IfConfigBranch {
  /// The condition after `#if` or `#elseif`; nil for `#else`.
  let condition: String?
  /// Writes the branch's contents.
  let body: (inout SwiftWriter) -> Void

  /// A branch with a condition, or the `#else` branch.
  init(_ condition: String?, _ body: @escaping (inout SwiftWriter) -> Void) {
    self.condition = condition
    self.body = body
  }
}

/// The head of a function, initializer or computed property, in parts: the renderers name the
/// parts and the writer lays them out.
struct FunctionSignature {
  /// What precedes the name: access level and `static`, `fileprivate static`…
  let modifiers: String
  /// `func name`, `init?` or `var name` (a computed property has no parameters).
  let name: String
  /// The parameters, each as written (`for state: State`); nil for a property.
  let parameters: [String]?
  /// `async`, `throws`…; empty for none.
  let effects: String
  /// The result type; nil for none.
  let result: String?

  /// A function: `modifiers func name(parameters) effects -> result`.
  static func function(
    _ modifiers: String, _ name: String, _ parameters: [String], effects: String = "",
    returns result: String? = nil
  ) -> FunctionSignature {
    FunctionSignature(
      modifiers: modifiers, name: "func " + name, parameters: parameters, effects: effects,
      result: result)
  }

  /// An initializer: `modifiers init(parameters)` or `init?(…)`.
  static func initializer(_ modifiers: String, failable: Bool = false, _ parameters: [String])
    -> FunctionSignature
  {
    FunctionSignature(
      modifiers: modifiers, name: failable ? "init?" : "init", parameters: parameters, effects: "",
      result: nil)
  }

  /// A computed property: `modifiers var name: type`.
  static func property(_ modifiers: String, _ name: String, _ type: String) -> FunctionSignature {
    FunctionSignature(
      modifiers: modifiers, name: "var " + name, parameters: nil, effects: "", result: type)
  }

  /// The signature on one line.
  var text: String {
    var text = (modifiers.isEmpty ? "" : modifiers + " ") + name
    guard let parameters else { return text + ": " + (result ?? "") }
    text += "(" + parameters.joined(separator: ", ") + ")"
    if !effects.isEmpty { text += " " + effects }
    if let result { text += " -> " + result }
    return text
  }
}
