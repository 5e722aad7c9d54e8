// Expressions of generated Swift in parts, so that the writer can break a long one across lines
// the way swift-format does.

/// A Swift expression: text that never breaks, a call, or an array literal.
indirect enum SwiftExpression {
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
}
