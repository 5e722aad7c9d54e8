// Checks JSON values against a payload contract: the one check that spec examples,
// `check-payload` and the tests share, with the same rules as the generated Swift's decoding.

/// One way a value breaks its contract, at a key path such as `pickup.lat` or `stops[1].lat`.
public struct PayloadValueProblem: Sendable, Hashable {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// A required key is absent (or null).
    case missingKey
    /// The value has another JSON type than declared.
    case wrongType
    /// A string outside the field's `enum`.
    case notInEnum
    /// A string that is not an RFC 3339 date-time where a `date` is declared.
    case malformedDate
    /// A string that is not an absolute URL where a `url` is declared.
    case malformedURL
    /// A number with a fraction where an `integer` is declared.
    case fractionalInteger
    /// An integral number beyond ±(2^53 − 1) where an `integer` is declared (±(2^31 − 1) in a
    /// set that targets watchOS).
    case integerOutOfRange
    /// A number that no double holds (`1e400`) where a `number` is declared: JSON readers turn
    /// it into infinity or refuse it, so it never decodes.
    case numberOutOfRange
    /// A key the contract does not declare (decoding ignores it; `check-payload` warns).
    case undeclaredKey
    /// A start-state value that names no state (decoding keeps it; `check-payload` warns).
    case unknownStartState
    /// A string that does not spell the scalar a `wire: string` or `wire: either` key carries
    /// (`"4x"` for an integer), or an element of a separated list that does not.
    case malformedText
    /// A string that is not JSON text where a `wire: string` key carries JSON text.
    case malformedJSONText
  }

  /// What is wrong.
  public let kind: Kind
  /// The key path (`pickup.lat`, `stops[0]`).
  public let path: String
  /// Where the value (or, for a missing key, its object; for an undeclared key, the key) is.
  public let range: SourceRange
  /// What the contract expects there (`a number`, `one of car, xl, bike`).
  public let expected: String
  /// What was found (`a string`, `"bik"`).
  public let found: String
  /// A close declared key or enum value, for "did you mean".
  public let suggestion: String?
  /// Whether the problem is in the value of a lenient key: decoding gives nil there and goes
  /// on, so `check-payload` warns.
  public var isLenient = false

  /// Whether decoding with the generated Swift fails on this problem.
  public var failsDecoding: Bool {
    kind != .undeclaredKey && kind != .unknownStartState && !isLenient
  }

  /// The problem as one sentence, in the words the generated Swift's errors use: `pickup.lat:
  /// expected a number, found a string`.
  public var message: String {
    switch kind {
    case .missingKey: "\(path): missing required key, expected \(expected)"
    case .undeclaredKey:
      "\(path): the contract declares no such key\(Suggestion.didYouMean(suggestion))"
    default: "\(path): expected \(expected), found \(found)\(Suggestion.didYouMean(suggestion))"
    }
  }
}

/// Checks values against the types of one set.
public struct PayloadValueChecker: Sendable {
  /// The set's named types.
  public let types: PayloadTypeTable

  /// Creates a checker over `types`.
  public init(types: PayloadTypeTable) {
    self.types = types
  }

  /// Checks a whole payload's custom keys (every top-level member but `aps`) against a
  /// contract. `root` that is not an object is one `wrongType` problem.
  public func check(payload root: JSONNode, against contract: PayloadContract)
    -> [PayloadValueProblem]
  {
    var problems: [PayloadValueProblem] = []
    checkObject(root, fields: contract.fields, path: "", skipping: "aps", into: &problems)
    return problems
  }

  /// Checks one value against a field's type and enum, reporting at `path`.
  public func check(_ node: JSONNode, field: PayloadField, path: String) -> [PayloadValueProblem] {
    var problems: [PayloadValueProblem] = []
    check(node, field: field, path: path, into: &problems)
    return problems
  }

  /// Checks one value of `field`; null is fine for an optional field.
  func check(
    _ node: JSONNode, field: PayloadField, path: String, into problems: inout [PayloadValueProblem]
  ) {
    if case .null = node.value, field.isOptional { return }
    if field.isLenient {
      // A lenient key's problems are the same, marked: decoding gives nil and goes on.
      var found: [PayloadValueProblem] = []
      checkShaped(node, field: field, path: path, into: &found)
      for var problem in found {
        problem.isLenient = true
        problems.append(problem)
      }
      return
    }
    checkShaped(node, field: field, path: path, into: &problems)
  }

  /// Checks a value against a type: arrays element by element, named types member by member.
  func check(
    _ node: JSONNode, type: PayloadType, enumValues: [String]?, startStates: [String]?,
    path: String, into problems: inout [PayloadValueProblem]
  ) {
    WorkMeter.add(1)
    func problem(_ kind: PayloadValueProblem.Kind, _ found: String, suggestion: String? = nil) {
      problems.append(
        PayloadValueProblem(
          kind: kind, path: path, range: node.range, expected: Self.expected(type, enumValues),
          found: found, suggestion: suggestion))
    }
    switch (type, node.value) {
    case (.array(let element), .array(let items)):
      for (index, item) in items.enumerated() {
        check(
          item, type: element, enumValues: enumValues, startStates: startStates,
          path: "\(path)[\(index)]", into: &problems)
      }
    case (.named(let name), .object):
      guard let object = types[name] else { return }
      if let union = object.union {
        return checkUnion(node, union, path: path, into: &problems)
      }
      checkObject(node, fields: object.fields, path: path, skipping: nil, into: &problems)
    case (.string, .string(let text)):
      if let enumValues, !enumValues.contains(where: { $0.utf8.elementsEqual(text.utf8) }) {
        // Canonically equivalent text looks the same: say why it is refused.
        let found =
          enumValues.contains(text)
          ? Self.quoted(text) + PayloadWire.otherScalarsNote : Self.quoted(text)
        problem(.notInEnum, found, suggestion: Suggestion.closest(to: text, in: enumValues))
      } else if let startStates, !startStates.contains(text) {
        problems.append(
          PayloadValueProblem(
            kind: .unknownStartState, path: path, range: node.range,
            expected: "one of the states " + startStates.joined(separator: ", "),
            found: Self.quoted(text), suggestion: Suggestion.closest(to: text, in: startStates)))
      }
    case (.date, .string(let text)):
      if PayloadWire.parseDate(text) == nil { problem(.malformedDate, Self.quoted(text)) }
    case (.url, .string(let text)):
      if !PayloadWire.isAbsoluteURL(text) { problem(.malformedURL, Self.quoted(text)) }
    case (.integer, .number(let value, let text)):
      switch PayloadWire.integerProblem(value, limit: types.integerLimit) {
      case .fractional: problem(.fractionalInteger, "the fractional number \(text)")
      case .outOfRange:
        problem(
          .integerOutOfRange, "\(text), beyond \(PayloadWire.describe(limit: types.integerLimit))")
      case nil: break
      }
    case (.number, .number(let value, let text)):
      if !value.isFinite { problem(.numberOutOfRange, "\(text), beyond what a double holds") }
    case (.boolean, .bool): break
    case (.map(let value), .object(let members)):
      for member in members {
        check(
          member.value, type: value, enumValues: enumValues, startStates: nil,
          path: path.isEmpty ? member.key : path + "." + member.key, into: &problems)
      }
    case (.json, .object), (.json, .array), (.json, .string), (.json, .number), (.json, .bool):
      break
    default:
      problem(.wrongType, node.kindName)
    }
  }

  /// Checks an object's members against fields: missing required keys at the object, each
  /// declared member's value, and undeclared members (except `skipping`) at their keys.
  func checkObject(
    _ node: JSONNode, fields: [PayloadField], path: String, skipping: String?,
    into problems: inout [PayloadValueProblem]
  ) {
    guard let members = node.members else {
      problems.append(
        PayloadValueProblem(
          kind: .wrongType, path: path.isEmpty ? "the payload" : path, range: node.range,
          expected: "an object", found: node.kindName, suggestion: nil))
      return
    }
    // Keys are compared by their bytes (their Unicode scalars), as JSON Schema validators and
    // servers compare them: Swift's `==` would also match a decomposed `é` to a composed one.
    var byKey: [[UInt8]: JSONNode] = [:]
    for member in members where byKey[Array(member.key.utf8)] == nil {
      byKey[Array(member.key.utf8)] = member.value
    }
    var declared = Set<[UInt8]>()
    var index: SuggestionIndex?
    for field in fields {
      declared.insert(Array(field.key.utf8))
      let fieldPath = path.isEmpty ? field.key : path + "." + field.key
      if let value = byKey[Array(field.key.utf8)] {
        check(value, field: field, path: fieldPath, into: &problems)
      } else if !field.isOptional {
        problems.append(
          PayloadValueProblem(
            kind: .missingKey, path: fieldPath, range: node.range,
            expected: Self.expected(field), found: "nothing",
            suggestion: nil))
      }
    }
    let skipped = skipping.map { Array($0.utf8) }
    for member in members
    where !declared.contains(Array(member.key.utf8)) && Array(member.key.utf8) != skipped {
      if index == nil { index = SuggestionIndex(fields.map(\.key)) }
      problems.append(
        PayloadValueProblem(
          kind: .undeclaredKey, path: path.isEmpty ? member.key : path + "." + member.key,
          range: member.keyRange, expected: "a declared key", found: Self.quoted(member.key),
          suggestion: index!.closest(to: member.key)))
    }
  }

  /// Checks an object of a union: its discriminator names a case, and its members keep that
  /// case's type (the discriminator itself is not an undeclared key there).
  func checkUnion(
    _ node: JSONNode, _ union: PayloadUnion, path: String,
    into problems: inout [PayloadValueProblem]
  ) {
    let keyPath = path.isEmpty ? union.discriminator : path + "." + union.discriminator
    let members = node.members ?? []
    guard
      let member = members.first(where: {
        $0.key.unicodeScalars.elementsEqual(union.discriminator.unicodeScalars)
      })
    else {
      problems.append(
        PayloadValueProblem(
          kind: .missingKey, path: keyPath, range: node.range, expected: union.described,
          found: "nothing", suggestion: nil))
      return
    }
    guard let text = member.value.string else {
      problems.append(
        PayloadValueProblem(
          kind: .wrongType, path: keyPath, range: member.value.range, expected: union.described,
          found: member.value.kindName, suggestion: nil))
      return
    }
    guard let type = union.caseType(text), let object = types[type] else {
      let values = union.cases.map(\.value)
      let found =
        values.contains(text) ? Self.quoted(text) + PayloadWire.otherScalarsNote : Self.quoted(text)
      problems.append(
        PayloadValueProblem(
          kind: .notInEnum, path: keyPath, range: member.value.range, expected: union.described,
          found: found, suggestion: Suggestion.closest(to: text, in: values)))
      return
    }
    checkObject(
      node, fields: object.fields, path: path, skipping: union.discriminator, into: &problems)
  }

  /// What a type with an optional enum expects, for messages: the enum's values for a string,
  /// the type for an array (its elements name the values), as the generated Swift says it.
  static func expected(_ type: PayloadType, _ enumValues: [String]?) -> String {
    guard let enumValues, type == .string else { return type.described }
    return "one of " + enumValues.joined(separator: ", ")
  }

  /// A found string as messages show it: quoted, shortened past 40 characters.
  static func quoted(_ text: String) -> String {
    "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
  }
}
