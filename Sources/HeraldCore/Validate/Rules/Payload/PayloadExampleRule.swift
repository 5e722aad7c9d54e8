// Rule `payload-example`: every `example` is a value of its key's type, so samples, the schema's
// examples and the generated Swift's tests all hold values the app really decodes.

/// Checks each field's example with the same check `check-payload` runs on payloads.
struct PayloadExampleRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// Reports each problem of each example at the value, with a fix-it when the problem has an
  /// obvious repair (a close enum value, a number written for a string).
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let checker = PayloadValueChecker(types: context.payloadTypes)
    let resolvable = Self.resolvableTypes(context.payloadTypes)
    context.forEachPayloadFieldList { list in
      let states = list.category?.states?.value.map(\.name.value) ?? []
      let startKey = list.category?.startState?.value.userInfoKey.value
      for decl in list.fields {
        guard let example = decl.example, let type = decl.type?.value,
          type.namedType.map(resolvable.contains) ?? true
        else { continue }
        let isStart = decl.key.value == startKey && PayloadContract.isStartStateCompatible(decl)
        guard let field = PayloadField(decl, startStates: isStart ? states : nil) else { continue }
        for problem in checker.check(example, field: field, path: decl.key.value) {
          diagnostics.report(
            Self.description, "the example does not match: \(problem.message)",
            at: problem.range, fixIts: Self.fixIts(problem, example: example))
        }
      }
    }
  }

  /// The named types whose whole tree of types resolves and holds no cycle: examples of the
  /// others are left to `payload-unknown-type` and `payload-recursive-type`.
  static func resolvableTypes(_ table: PayloadTypeTable) -> Set<String> {
    // 1: being walked, 2: resolves, 3: does not. An explicit stack, as in
    // `PayloadRecursionRule`; a type that fails makes every type that uses it fail.
    var state: [String: Int] = [:]
    for root in table.names where state[root] == nil {
      var stack: [(name: String, field: Int, bad: Bool)] = [(root, 0, false)]
      state[root] = 1
      while let top = stack.last {
        let fields = table[top.name]?.declaration.fields ?? []
        guard top.field < fields.count else {
          stack.removeLast()
          state[top.name] = top.bad ? 3 : 2
          if top.bad, !stack.isEmpty { stack[stack.count - 1].bad = true }
          continue
        }
        stack[stack.count - 1].field += 1
        guard let next = fields[top.field].type?.value.namedType else { continue }
        switch table[next] == nil ? 3 : state[next] {
        case nil:
          state[next] = 1
          stack.append((next, 0, false))
        case 1, 3: stack[stack.count - 1].bad = true
        default: break
        }
      }
    }
    return Set(state.filter { $0.value == 2 }.keys)
  }

  /// The repair of a problem: the suggested enum value, a plain number or Boolean quoted where
  /// a string is expected, or a quoted number unquoted where a number is.
  static func fixIts(_ problem: PayloadValueProblem, example: JSONNode) -> [FixIt] {
    if problem.kind == .notInEnum || problem.kind == .unknownStartState,
      let suggestion = problem.suggestion
    {
      return [FixIt(range: problem.range, replacement: YAMLEscaping.scalar(suggestion))]
    }
    guard problem.kind == .wrongType, let node = find(problem.range, in: example) else {
      return []
    }
    let wantsString = problem.expected.hasSuffix("string") || problem.expected.hasPrefix("one of")
    let wantsNumber = problem.expected == "a number" || problem.expected == "an integer"
    switch node.value {
    case .number(_, let text) where wantsString:
      return [FixIt(range: problem.range, replacement: "\"\(text)\"")]
    case .bool(let value) where wantsString:
      return [FixIt(range: problem.range, replacement: "\"\(value)\"")]
    case .string(let text) where wantsNumber && SpecDecoder.decimal(text) != nil:
      return [FixIt(range: problem.range, replacement: text)]
    default: return []
    }
  }

  /// The node of `example` at `range`.
  static func find(_ range: SourceRange, in node: JSONNode) -> JSONNode? {
    if node.range == range { return node }
    switch node.value {
    case .array(let items): return items.lazy.compactMap { find(range, in: $0) }.first
    case .object(let members): return members.lazy.compactMap { find(range, in: $0.value) }.first
    default: return nil
    }
  }
}

extension RuleID {
  /// `payload-example`, described by `PayloadExampleRule.description`.
  public static let payloadExample = RuleID("payload-example")
}

extension PayloadExampleRule {
  /// The record of `payload-example`.
  static let description = RuleDescription(
    id: .payloadExample, severity: .error,
    summary: "A payload key's `example` is not a value of its type or enum.",
    scopes: [.file, .category],
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              fare: { type: number, example: ↓"12.5" }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: ride
            payload:
              fare: { type: number, example: 12.5 }
        """#))
}
