// The sample values of a payload contract: each key's example, or a placeholder of its type.

extension PayloadContract {
  /// The custom keys of a sample payload: every key with its example (the first state for the
  /// start-state key, a placeholder of its type where no example is given) and one element per
  /// array. A named type that reaches itself (`payload-recursive-type`) stops as an empty object.
  public var sampleMembers: [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for field in fields where members[field.key] == nil {
      var visiting: Set<String> = []
      members[field.key] = sample(of: field, visiting: &visiting)
    }
    return members
  }

  /// The sample value of one field.
  func sample(of field: PayloadField, visiting: inout Set<String>) -> JSONValue {
    if let example = field.example { return JSONValue(example) }
    if let first = field.startStates?.first { return .string(first) }
    return sample(of: field.type, enumValues: field.enumValues, visiting: &visiting)
  }

  /// A placeholder value of a type.
  func sample(of type: PayloadType, enumValues: [String]?, visiting: inout Set<String>)
    -> JSONValue
  {
    WorkMeter.add(1)
    switch type {
    case .string: return .string(enumValues?.first ?? "text")
    case .integer: return .int(1)
    case .number: return .double(1.5)
    case .boolean: return .bool(true)
    case .date: return .string("2026-01-01T12:00:00Z")
    case .url: return .string("https://example.com/")
    case .array(let element):
      return .array([sample(of: element, enumValues: enumValues, visiting: &visiting)])
    case .named(let name):
      guard let object = types[name], visiting.insert(name).inserted else { return .object([:]) }
      defer { visiting.remove(name) }
      var members: [String: JSONValue] = [:]
      for field in object.fields where members[field.key] == nil {
        members[field.key] = sample(of: field, visiting: &visiting)
      }
      return .object(members)
    }
  }
}

extension PayloadContract {
  /// Sizes past this are all "too large"; sums saturate here, so no shape of types overflows.
  static let sizeCap = 1 << 32

  /// The bytes the custom keys add to a minified sample payload (`"key":value` and a comma each),
  /// computed without building it: each named type's size once, so types that nest each other
  /// many times over cost their declarations, not the exponential sample.
  public var sampleSize: Int {
    var memo: [String: Int] = [:]
    var visiting: Set<String> = []
    var total = 0
    var seen = Set<String>()
    for field in fields where seen.insert(field.key).inserted {
      let member = quotedSize(field.key) + 1 + size(of: field, memo: &memo, visiting: &visiting) + 1
      total = min(total + member, Self.sizeCap)
    }
    return total
  }

  /// The minified size of one field's sample value.
  func size(of field: PayloadField, memo: inout [String: Int], visiting: inout Set<String>) -> Int {
    if let example = field.example { return JSONValue(example).serialized.utf8.count }
    if let first = field.startStates?.first { return quotedSize(first) }
    return size(of: field.type, enumValues: field.enumValues, memo: &memo, visiting: &visiting)
  }

  /// The minified size of a type's placeholder.
  func size(
    of type: PayloadType, enumValues: [String]?, memo: inout [String: Int],
    visiting: inout Set<String>
  ) -> Int {
    WorkMeter.add(1)
    switch type {
    case .array(let element):
      return min(
        2 + size(of: element, enumValues: enumValues, memo: &memo, visiting: &visiting),
        Self.sizeCap)
    case .named(let name):
      if let known = memo[name] { return known }
      guard let object = types[name], visiting.insert(name).inserted else { return 2 }
      defer { visiting.remove(name) }
      var total = 2
      var seen = Set<String>()
      for field in object.fields where seen.insert(field.key).inserted {
        let member =
          quotedSize(field.key) + 1 + size(of: field, memo: &memo, visiting: &visiting) + 1
        total = min(total + member, Self.sizeCap)
      }
      let size = seen.isEmpty ? 2 : total - 1
      memo[name] = size
      return size
    default:
      var visiting: Set<String> = []
      return sample(of: type, enumValues: enumValues, visiting: &visiting).serialized.utf8.count
    }
  }

  /// The size of a string written as a JSON string.
  func quotedSize(_ text: String) -> Int {
    var output = ""
    JSONEscaping.quote(text, into: &output)
    return output.utf8.count
  }
}
