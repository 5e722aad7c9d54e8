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
  /// comment cannot end early (spec text in it is escaped by `SwiftEscaping` already). It stays
  /// on one line whatever its length: swift-format does not flag long comments, and a comment
  /// that holds spec text is read back line by line (`SwiftEscapingTests`).
  mutating func doc(_ content: String) {
    line("/// " + SwiftEscaping.commentLine(content))
  }

  /// Appends `target = value`: on one line when it fits, else broken inside the value's
  /// brackets when `target = callee(` fits, else after `=` with the value one level deeper, as
  /// swift-format lays out an assignment.
  mutating func assignment(_ target: String, _ value: SwiftExpression) {
    let prefix = target + " = "
    let opening: Int
    switch value {
    case .call(let callee, _): opening = callee.utf8.count + 1
    case .array: opening = 1
    case .atom(let text): opening = text.utf8.count
    }
    guard !fits(length: prefix.utf8.count + value.flatLength),
      !fits(length: prefix.utf8.count + opening)
    else { return expression(prefix, value) }
    line(target + " =")
    indented { $0.expression("", value) }
  }

  /// The longest line swift-format allows (`lineLength` in the project's `.swift-format`).
  static let lineLength = 100

  /// Whether `content` fits on one line at the current depth.
  func fits(_ content: String) -> Bool {
    fits(length: content.utf8.count)
  }

  /// Whether a line of `length` bytes fits at the current depth. Bytes are never fewer than
  /// the columns swift-format counts, so spec text beyond ASCII can only break a line early,
  /// which swift-format accepts (`respectsExistingLineBreaks`), never leave it too long.
  func fits(length: Int) -> Bool {
    2 * depth + length <= Self.lineLength
  }

  /// The columns swift-format keeps free after a line that ends with `expression`: one for the
  /// trailing comma it would add if it broke an array of several elements, and, when that array
  /// ends with an array, one more and the columns the inner array keeps (measured with
  /// swift-format: `[["a"], ["b", "c"]]` breaks 3 columns before the limit, `[["a", "b"]]` 1).
  static func reserve(after expression: SwiftExpression) -> Int {
    guard case .array(let elements) = expression, let last = elements.last else { return 0 }
    let inner = if case .array = last { reserve(after: last) } else { -1 }
    guard elements.count > 1 else { return max(inner, 0) }
    return inner < 0 ? 1 : 2 + inner
  }

  /// Appends `prefix`, the expression and `suffix`: on one line when they fit, otherwise broken
  /// inside the expression's brackets as swift-format breaks it: the arguments or elements one
  /// level deeper, packed onto as few lines as fit, an argument that fits on no line broken in
  /// turn.
  mutating func expression(_ prefix: String, _ expression: SwiftExpression, _ suffix: String = "") {
    let reserve = suffix.isEmpty ? Self.reserve(after: expression) : 0
    let length = prefix.utf8.count + expression.flatLength + suffix.utf8.count + reserve
    guard !fits(length: length) else { return line(prefix + expression.flat + suffix) }
    switch expression {
    case .atom(let text):
      line(prefix + text + suffix)
    case .call(let callee, let arguments):
      guard !arguments.isEmpty else { return line(prefix + expression.flat + suffix) }
      line(prefix + callee + "(")
      indented {
        $0.pack(arguments.map { ($0.prefix, $0.value) }, last: ")" + suffix)
      }
    case .array(let elements):
      guard !elements.isEmpty else { return line(prefix + expression.flat + suffix) }
      line(prefix + "[")
      // swift-format ends a broken literal of several elements with a comma, but not a lone one.
      indented { $0.pack(elements.map { ("", $0) }, last: elements.count == 1 ? "" : ",") }
      line("]" + suffix)
    }
  }

  /// Writes items separated by commas, as many on a line as fit; `last` ends the last item.
  private mutating func pack(_ items: [(prefix: String, value: SwiftExpression)], last: String) {
    var current = ""
    for (index, item) in items.enumerated() {
      let end = index == items.count - 1 ? last : ","
      // swift-format also keeps the column free when a comma follows the array, if the array
      // ends the line; whether it will is not known yet, so the column is always kept (a break
      // one item early is accepted, a line one column too long is not).
      let reserve = end.isEmpty || end == "," ? Self.reserve(after: item.value) : 0
      let length = item.prefix.utf8.count + item.value.flatLength + end.utf8.count + reserve
      if !current.isEmpty, fits(length: current.utf8.count + 1 + length) {
        current += " " + item.prefix + item.value.flat + end
        continue
      }
      if !current.isEmpty { line(current) }
      current = ""
      if fits(length: length) {
        current = item.prefix + item.value.flat + end
      } else {
        expression(item.prefix, item.value, end)
      }
    }
    if !current.isEmpty { line(current) }
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

  /// Appends `prefix expression {`, the body one level deeper, and `}`. A condition too long
  /// for its line is broken inside its brackets and `{` goes on a line of its own, as
  /// swift-format lays out an `if` whose condition spans lines.
  mutating func conditionBlock(
    _ prefix: String, _ expression: SwiftExpression, _ body: (inout SwiftWriter) -> Void
  ) {
    if fits(length: prefix.utf8.count + expression.flatLength + 2) {
      line(prefix + expression.flat + " {")
    } else {
      self.expression(prefix, expression)
      line("{")
    }
    indented(body)
    line("}")
  }

  /// Appends `guard prefix expression else {`, the body one level deeper, and `}`. A condition
  /// too long for its line goes one level deeper between `guard` and `else {`, each on a line of
  /// its own, and is broken inside its brackets if it must be, as swift-format lays it out.
  mutating func guardBlock(
    _ prefix: String, _ expression: SwiftExpression, _ body: (inout SwiftWriter) -> Void
  ) {
    let length =
      "guard ".utf8.count + prefix.utf8.count + expression.flatLength + " else {".utf8.count
    if fits(length: length) {
      line("guard " + prefix + expression.flat + " else {")
    } else {
      line("guard")
      indented { $0.expression(prefix, expression) }
      line("else {")
    }
    indented(body)
    line("}")
  }

  /// Appends a `case` with several patterns and its statements one level deeper. The patterns
  /// are packed onto as few lines as fit, continuation lines one level deeper, as swift-format
  /// packs them.
  mutating func caseClause(patterns: [String], _ body: (inout SwiftWriter) -> Void) {
    var current = "case "
    var continued = false
    for (index, pattern) in patterns.enumerated() {
      let piece = pattern + (index == patterns.count - 1 ? ":" : ",")
      let extra = continued ? 2 : 0
      if current == "case "
        || (!current.isEmpty && fits(length: extra + current.utf8.count + 1 + piece.utf8.count))
      {
        current += (current == "case " || current.isEmpty ? "" : " ") + piece
        continue
      }
      if continued { indented { $0.line(current) } } else { line(current) }
      continued = true
      current = piece
    }
    if continued { indented { $0.line(current) } } else { line(current) }
    indented(body)
  }

  /// Appends `if condition { … } else { … }`.
  mutating func ifElse(
    _ condition: String, _ then: (inout SwiftWriter) -> Void,
    else otherwise: (inout SwiftWriter) -> Void
  ) {
    line("if \(condition) {")
    indented(then)
    line("} else {")
    indented(otherwise)
    line("}")
  }

  /// Appends `access enum name: conformances { … }`.
  mutating func enumeration(
    _ access: String, _ name: String, _ conformances: [String] = [],
    _ body: (inout SwiftWriter) -> Void
  ) {
    typeDeclaration(access, "enum", name, conformances, body)
  }

  /// Appends `access struct name: conformances { … }`.
  mutating func structure(
    _ access: String, _ name: String, _ conformances: [String] = [],
    _ body: (inout SwiftWriter) -> Void
  ) {
    typeDeclaration(access, "struct", name, conformances, body)
  }

  /// Appends a type's declaration and body. A head without conformances too long for its line
  /// is laid out as swift-format lays it out: `access kind`, the name one level deeper, and `{`
  /// on a line of its own.
  private mutating func typeDeclaration(
    _ access: String, _ kind: String, _ name: String, _ conformances: [String],
    _ body: (inout SwiftWriter) -> Void
  ) {
    let head = Self.declaration(access, kind, name, conformances)
    guard !fits(head + " {"), conformances.isEmpty else { return block(head, body) }
    line(String(Self.declaration(access, kind, "", []).dropLast()))
    indented { $0.line(name) }
    line("{")
    indented(body)
    line("}")
  }

  /// Appends `extension name { … }`. A head too long for its line is laid out as swift-format
  /// lays it out: the name broken before its last component when what precedes it fits, else
  /// before its second (`extension A` / `.B.C`), the rest one level deeper and `{` on a line of
  /// its own.
  mutating func extensionOf(_ name: String, _ body: (inout SwiftWriter) -> Void) {
    guard !fits("extension " + name + " {"), let first = name.firstIndex(of: ".") else {
      return block("extension " + name, body)
    }
    let last = name.lastIndex(of: ".") ?? first
    let split = last != first && fits("extension " + name[..<last]) ? last : first
    line("extension " + name[..<split])
    indented { $0.line(String(name[split...])) }
    line("{")
    indented(body)
    line("}")
  }

  /// Appends `name = type`, broken before the type's last component (`A` / `.B`, one level
  /// deeper) when it does not fit, as swift-format breaks a member chain.
  mutating func typeAlias(_ name: String, _ type: String, access: String = "") {
    let head = (access.isEmpty ? "" : access + " ") + "typealias " + name + " = "
    guard !fits(head + type), let dot = type.lastIndex(of: ".") else { return line(head + type) }
    line(head + type[..<dot])
    indented { $0.line(String(type[dot...])) }
  }

  /// Appends an attribute with one argument (`@Suite("…")`): the argument one level deeper and
  /// `)` on a line of its own when it does not fit, as swift-format lays out an attribute.
  mutating func attribute(_ name: String, _ argument: String) {
    guard !fits(name + "(" + argument + ")") else { return line(name + "(" + argument + ")") }
    line(name + "(")
    indented { $0.line(argument) }
    line(")")
  }

  /// Appends `extension name: conformance {}`, laid out as swift-format lays it out: on one line
  /// when it fits; else `{` ending the line when that fits and `}` on the next; else `{}` on a
  /// line of its own, and the name broken before its second component (`A` / `.B.C: P`), one
  /// level deeper, when even the head does not fit.
  mutating func emptyExtension(_ name: String, conformingTo conformance: String) {
    let head = "extension \(name): \(conformance)"
    if fits(head + " {}") { return line(head + " {}") }
    if fits(head + " {") {
      line(head + " {")
      return line("}")
    }
    if let dot = name.firstIndex(of: "."), !fits(head) {
      line("extension " + name[..<dot])
      indented { $0.conformance(name[dot...] + ":", conformance) }
    } else {
      line(head)
    }
    line("{}")
  }

  /// Appends `head conformance`, laid out as swift-format lays out a conformance: on one line
  /// when it fits; else, when the conformance's first component still fits after `head`, broken
  /// before the conformance's last component two levels deeper; else broken after `head`, the
  /// conformance one level deeper.
  private mutating func conformance(_ head: String, _ conformance: String) {
    guard !fits(head + " " + conformance) else { return line(head + " " + conformance) }
    if let dot = conformance.lastIndex(of: "."), fits(head + " " + conformance[..<dot]) {
      line(head + " " + conformance[..<dot])
      indented { $0.indented { $0.line(String(conformance[dot...])) } }
    } else {
      line(head)
      indented { $0.line(conformance) }
    }
  }

  /// Appends a function, initializer or computed property and its body, with the signature laid
  /// out as swift-format lays it out: on one line when it fits; else the effects and result on a
  /// continuation line and `{` on its own when the parameters fit; else the parameters one level
  /// deeper, packed.
  mutating func function(_ signature: FunctionSignature, _ body: (inout SwiftWriter) -> Void) {
    let whole = signature.text
    guard !fits(whole + " {"), let parameters = signature.parameters, !parameters.isEmpty else {
      return block(whole, body)
    }
    let head = signature.head + "(" + parameters.joined(separator: ", ") + ")"
    let tail = signature.tail
    if !tail.isEmpty, fits(head) {
      line(head)
      indented { $0.line(tail) }
      line("{")
    } else {
      line(signature.head + "(")
      indented { $0.pack(parameters.map { ($0, .atom("")) }, last: "") }
      line(")" + (tail.isEmpty ? "" : " " + tail) + " {")
    }
    indented(body)
    line("}")
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
  /// `defaultClause`, at the depth of `switch` (swift-format's `indentSwitchCaseLabels: false`).
  mutating func switchOn(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
    line("switch " + subject + " {")
    body(&self)
    line("}")
  }

  /// Appends a case whose one statement follows the pattern on its line, or goes one level
  /// deeper when the line would be too long.
  mutating func caseClause(_ pattern: String, _ statement: String) {
    caseClause(pattern, "", .atom(statement))
  }

  /// Appends a case whose one statement is `prefix` and an expression: after the pattern when
  /// the line fits, else one level deeper (and broken in turn if it must be).
  mutating func caseClause(_ pattern: String, _ prefix: String, _ expression: SwiftExpression) {
    let head = "case \(pattern):"
    let length =
      head.utf8.count + 1 + prefix.utf8.count + expression.flatLength
      + Self.reserve(after: expression)
    if fits(length: length) { return line(head + " " + prefix + expression.flat) }
    line(head)
    indented { $0.expression(prefix, expression) }
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

  /// Appends `default:` with its statements one level deeper.
  mutating func defaultClause(_ body: (inout SwiftWriter) -> Void) {
    line("default:")
    indented(body)
  }

  // MARK: Conditional compilation

  /// Appends `#if` … `#elseif` … `#else` … `#endif`: one branch per entry, the first with a
  /// condition, a last one without a condition being the `#else`. The directives stay at the
  /// current depth and each branch's contents go one level deeper, as swift-format lays them out
  /// (`indentConditionalCompilationBlocks`).
  mutating func ifConfig(_ branches: [IfConfigBranch]) {
    for (index, branch) in branches.enumerated() {
      switch (index, branch.condition) {
      case (0, let condition?): line("#if " + condition)
      case (_, let condition?): line("#elseif " + condition)
      case (_, nil): line("#else")
      }
      indented(branch.body)
    }
    line("#endif")
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

  /// Modifiers and name: what precedes the parameters.
  var head: String { (modifiers.isEmpty ? "" : modifiers + " ") + name }

  /// Effects and result: what follows the parameters.
  var tail: String {
    [effects, result.map { "-> " + $0 } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
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
