// Rule `payload-recursive-type`: no named payload type contains itself, directly, through other
// types or through arrays. A payload is a finite tree of at most 4 KB; a recursive type has no
// finite sample, and its generated struct could not hold itself.

/// Finds cycles among the named payload types.
struct PayloadRecursionRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Walks the types depth first, each once; a field that leads back to a type still being
  /// walked closes a cycle and is reported with the cycle's path.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let table = context.payloadTypes
    var done = Set<String>()
    for name in table.names where !done.contains(name) {
      // An explicit stack (type, next field index) keeps deep chains of types off the call stack.
      var stack: [(name: String, field: Int)] = [(name, 0)]
      var onStack: Set<String> = [name]
      while let top = stack.last {
        let fields = table[top.name]?.declaration.fields ?? []
        guard top.field < fields.count else {
          stack.removeLast()
          onStack.remove(top.name)
          done.insert(top.name)
          continue
        }
        stack[stack.count - 1].field += 1
        let field = fields[top.field]
        WorkMeter.add(1)
        guard let type = field.type, let next = type.value.namedType, table[next] != nil,
          !done.contains(next)
        else { continue }
        if onStack.contains(next) {
          let start = stack.firstIndex { $0.name == next } ?? 0
          let path = (stack[start...].map(\.name) + [next]).joined(separator: " → ")
          diagnostics.report(
            Self.description,
            "payload type '\(next)' contains itself (\(path)); a payload is a finite tree, so break the cycle, for example with a key holding an id",
            at: type.range)
          continue
        }
        stack.append((next, 0))
        onStack.insert(next)
      }
    }
  }
}

extension RuleID {
  /// `payload-recursive-type`, described by `PayloadRecursionRule.description`.
  public static let payloadRecursiveType = RuleID("payload-recursive-type")
}

extension PayloadRecursionRule {
  /// The record of `payload-recursive-type`.
  static let description = RuleDescription(
    id: .payloadRecursiveType, severity: .error,
    summary: "A named payload type contains itself, directly or through other types or arrays.",
    scopes: .file,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: thread
            payload: { root: Comment }
        payloadTypes:
          Comment: { text: string, replies: ↓"[Comment]" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: thread
            payload: { root: Comment }
        payloadTypes:
          Comment: { text: string, replyIds: "[string]" }
        """#))
}
