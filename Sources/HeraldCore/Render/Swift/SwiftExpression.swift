// Expressions of generated Swift in parts, so that the writer can break a long one across lines
// the way swift-format does.

/// A Swift expression: text that never breaks, a call, or an array literal.
enum SwiftExpression {
  /// Text written as is (an identifier, a literal, a short expression).
  case atom(String)
  /// `callee(arguments)`.
  case call(String, [SwiftArgument])
  /// `[elements]`.
  case array([SwiftExpression])

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): text
    case .call(let callee, let arguments):
      callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
    case .array(let elements): "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    }
  }

  /// The length in UTF-8 bytes of `flat`, counted without building it: the writer asks it of
  /// every expression it might break, and builds the text only of what fits on a line.
  var flatLength: Int {
    switch self {
    case .atom(let text): text.utf8.count
    case .call(let callee, let arguments):
      callee.utf8.count + 2 + arguments.reduce(0) { $0 + $1.flatLength }
        + 2 * max(0, arguments.count - 1)
    case .array(let elements):
      2 + elements.reduce(0) { $0 + $1.flatLength } + 2 * max(0, elements.count - 1)
    }
  }

  /// A call with labelled arguments, in order (`nil` label for an unlabelled one).
  static func call(_ callee: String, _ arguments: KeyValuePairs<String?, SwiftExpression>)
    -> SwiftExpression
  {
    .call(callee, arguments.map { SwiftArgument(label: $0.key, value: $0.value) })
  }
}

/// One argument of a call: `label: value`, or `value` alone.
struct SwiftArgument {
  /// The label; nil for none.
  let label: String?
  /// The value.
  let value: SwiftExpression

  /// What precedes the value: `label: `, or nothing.
  var prefix: String { label.map { $0 + ": " } ?? "" }

  /// The argument on one line.
  var flat: String { prefix + value.flat }

  /// The length in UTF-8 bytes of `flat`, counted without building it.
  var flatLength: Int { (label.map { $0.utf8.count + 2 } ?? 0) + value.flatLength }
}
