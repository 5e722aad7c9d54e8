// The value shapes of issue 38 in the value check: scalars and lists carried as strings, JSON
// text inside a string, a scalar or its text, and an integer's enum. The words are the
// generated Swift's (`PayloadShapeSupportSource`), which embeds the same `expected` texts.

import HeraldRuntime

extension PayloadValueChecker {
  /// Checks one present value of `field` by its wire shape, then its integer enum.
  func checkShaped(
    _ node: JSONNode, field: PayloadField, path: String,
    into problems: inout [PayloadValueProblem]
  ) {
    let expected = Self.expected(field)
    func problem(_ kind: PayloadValueProblem.Kind, _ found: String, at path: String = path) {
      problems.append(
        PayloadValueProblem(
          kind: kind, path: path, range: node.range, expected: expected, found: found,
          suggestion: nil))
    }
    var integer: Int64?
    switch field.wireShape {
    case .plain:
      let before = problems.count
      check(
        node, type: field.type, enumValues: field.enumValues, startStates: field.startStates,
        path: path, into: &problems)
      if problems.count == before, field.type == .integer, case .number(let value, _) = node.value {
        integer = field.type == .integer ? Int64(exactly: value) : nil
      }
    case .scalarText, .either:
      if case .string(let text) = node.value {
        guard field.type != .string else { return }
        integer = checkText(
          text, type: field.type, node: node, path: path, expected: expected, into: &problems)
      } else if field.wireShape == .either, field.type == .string, case .number = node.value {
        let before = problems.count
        check(node, type: .number, enumValues: nil, startStates: nil, path: path, into: &problems)
        for index in before..<problems.count {
          problems[index] = problems[index].expecting(expected)
        }
      } else if field.wireShape == .either, field.type != .string {
        let before = problems.count
        check(
          node, type: field.type, enumValues: nil, startStates: nil, path: path, into: &problems)
        for index in before..<problems.count {
          problems[index] = problems[index].expecting(expected)
        }
        if problems.count == before, case .number(let value, _) = node.value {
          integer = field.type == .integer ? Int64(exactly: value) : nil
        }
      } else {
        problem(.wrongType, node.kindName)
      }
    case .separated(let separator):
      guard case .string(let text) = node.value, case .array(let element) = field.type else {
        problem(.wrongType, node.kindName)
        return
      }
      for (index, piece) in PayloadTextRules.split(text, separator: separator).enumerated() {
        _ = checkText(
          piece, type: element, node: node, path: "\(path)[\(index)]",
          expected: element.described, into: &problems)
      }
    case .jsonText:
      guard case .string(let text) = node.value else {
        problem(.wrongType, node.kindName)
        return
      }
      var reader = JSONReader(Array(text.utf8), path: "")
      guard let inner = try? reader.read() else {
        problem(.malformedJSONText, Self.quoted(text))
        return
      }
      // The inner value's problems are reported at the string that holds it.
      var found: [PayloadValueProblem] = []
      check(
        inner, type: field.type, enumValues: field.enumValues, startStates: nil,
        path: Self.jsonTextPath(path), into: &found)
      problems += found.map { $0.placed(at: node.range) }
    }
    if let integer, let cases = field.integerEnum, !cases.contains(where: { $0.value == integer }) {
      problems.append(
        PayloadValueProblem(
          kind: .notInEnum, path: path, range: node.range,
          expected: Self.integerEnumExpected(cases),
          found: String(integer), suggestion: nil))
    }
  }

  /// Checks a scalar's text (`"42"`, `"true"`); the integer it spells, if it is one.
  func checkText(
    _ text: String, type: PayloadType, node: JSONNode, path: String, expected: String,
    into problems: inout [PayloadValueProblem]
  ) -> Int64? {
    func problem(_ kind: PayloadValueProblem.Kind, _ found: String) {
      problems.append(
        PayloadValueProblem(
          kind: kind, path: path, range: node.range, expected: expected, found: found,
          suggestion: nil))
    }
    switch type {
    case .integer:
      guard let value = PayloadTextRules.integer(text) else {
        problem(.malformedText, Self.quoted(text))
        return nil
      }
      guard value.magnitude <= types.integerLimit.magnitude else {
        problem(
          .integerOutOfRange,
          Self.quoted(text) + ", beyond " + PayloadWire.describe(limit: types.integerLimit))
        return nil
      }
      return value
    case .number:
      if PayloadTextRules.number(text) == nil { problem(.malformedText, Self.quoted(text)) }
    case .boolean:
      if PayloadTextRules.boolean(text) == nil { problem(.malformedText, Self.quoted(text)) }
    default: break
    }
    return nil
  }

  /// The key path of the value JSON text holds: the string's path and `(json)`, so that
  /// `order(json).items[0]` names a value inside the text of `order`.
  public static func jsonTextPath(_ path: String) -> String { path + "(json)" }

  /// What a field expects at its key, as the generated Swift's readers say it: the wire
  /// shape's words, the integer enum's values, or the type's (`expected(_:_:)`).
  public static func expected(_ field: PayloadField) -> String {
    switch field.wireShape {
    case .plain: return expected(field.type, field.enumValues)
    case .scalarText: return "a string holding " + field.type.described
    case .separated(let separator):
      return "a string of \(field.type.element.spelling) values separated by \"\(separator)\""
    case .jsonText: return "a string holding JSON text of " + field.type.described
    case .either:
      return field.type == .string
        ? "a string or a number" : field.type.described + " or a string holding one"
    }
  }

  /// What an integer enum's value is outside its cases: `one of 1, 2, 3`.
  public static func integerEnumExpected(_ cases: [(name: String, value: Int64)]) -> String {
    "one of " + cases.map { String($0.value) }.joined(separator: ", ")
  }
}

extension PayloadValueProblem {
  /// The same problem with another `expected`: a scalar's problem in a shape's words.
  func expecting(_ expected: String) -> PayloadValueProblem {
    var copy = PayloadValueProblem(
      kind: kind, path: path, range: range, expected: expected, found: found,
      suggestion: suggestion)
    copy.isLenient = isLenient
    return copy
  }

  /// The same problem at another place: inside JSON text, the string that holds it.
  func placed(at range: SourceRange) -> PayloadValueProblem {
    var copy = PayloadValueProblem(
      kind: kind, path: path, range: range, expected: expected, found: found,
      suggestion: suggestion)
    copy.isLenient = isLenient
    return copy
  }
}

extension PayloadWire {
  /// The text `wire: string` writes for a number (`PayloadTextRules.text(of:)`).
  public static func text(of value: Double) -> String { PayloadTextRules.text(of: value) }

  /// The integer a string spells under `wire: string` (`PayloadTextRules.integer`).
  public static func integerText(_ text: String) -> Int64? { PayloadTextRules.integer(text) }

  /// The number a string spells under `wire: string` (`PayloadTextRules.number`).
  public static func numberText(_ text: String) -> Double? { PayloadTextRules.number(text) }
}
