// The sample values of a payload contract: each key's example, or a placeholder of its type.

extension PayloadContract {
  /// The custom keys of a sample payload: every key with its example (the first state for the
  /// start-state key, a placeholder of its type where no example is given) and one element per
  /// array. A named type that reaches itself (`payload-recursive-type`) stops as an empty object.
  /// Built in full, so call it on a validated set, where `payload-size` bounds it to 4 KB.
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
    return Self.shapedPlaceholder(field, types: types, visiting: &visiting)
  }

  /// A placeholder value of a type.
  func sample(of type: PayloadType, enumValues: [String]?, visiting: inout Set<String>)
    -> JSONValue
  {
    Self.placeholder(type, enumValues: enumValues, types: types, visiting: &visiting)
  }

  /// A placeholder value of a type; a named type is `{}` without `types`, or where it recurs.
  static func placeholder(
    _ type: PayloadType, enumValues: [String]?, types: PayloadTypeTable?,
    visiting: inout Set<String>
  ) -> JSONValue {
    WorkMeter.add(1)
    switch type {
    case .string: return .string(enumValues?.first ?? "text")
    case .integer: return .int(1)
    case .number: return .double(1.5)
    case .boolean: return .bool(true)
    case .date: return .string("2026-01-01T12:00:00Z")
    case .url: return .string("https://example.com/")
    case .array(let element):
      return .array([
        placeholder(element, enumValues: enumValues, types: types, visiting: &visiting)
      ])
    case .named(let name):
      guard let types, let object = types[name], visiting.insert(name).inserted else {
        return .object([:])
      }
      defer { visiting.remove(name) }
      if let union = object.union, let first = union.cases.first {
        // The first case, marked by its value.
        var sample = placeholder(
          .named(first.type), enumValues: nil, types: types, visiting: &visiting)
        if case .object(var members) = sample {
          members[union.discriminator] = .string(first.value)
          sample = .object(members)
        }
        return sample
      }
      var members: [String: JSONValue] = [:]
      for field in object.fields where members[field.key] == nil {
        if let example = field.example {
          members[field.key] = JSONValue(example)
        } else if let first = field.startStates?.first {
          members[field.key] = .string(first)
        } else {
          members[field.key] = shapedPlaceholder(field, types: types, visiting: &visiting)
        }
      }
      return .object(members)
    case .map(let value):
      return .object([
        "key": placeholder(value, enumValues: enumValues, types: types, visiting: &visiting)
      ])
    case .json: return .object(["any": .string("JSON")])
    }
  }
}

extension PayloadContract {
  /// Sizes past this are all "too large"; sums saturate here, so no shape of types overflows.
  static let sizeCap = 1 << 32

  /// The bytes the custom keys add to a minified sample payload (`"key":value` and a comma
  /// each), computed without building it, from the sizes of the named types (`typeSizes`).
  public func sampleSize(typeSizes: [String: Int]) -> Int {
    var total = 0
    var seen = Set<String>()
    for field in fields where seen.insert(field.key).inserted {
      let value = Self.size(of: field, typeSizes: typeSizes)
      total = min(total + Self.quotedSize(field.key) + 1 + value + 1, Self.sizeCap)
    }
    return total
  }

  /// The minified size of each named type's sample, computed once per type in one walk with
  /// its own stack (a chain of thousands of types stays off the call stack), so a set of types
  /// that use each other many times over costs its declarations, not its exponential sample.
  /// A type that reaches itself counts as `{}` where it recurs.
  public static func typeSizes(_ types: PayloadTypeTable) -> [String: Int] {
    var sizes: [String: Int] = [:]
    for root in types.names where sizes[root] == nil {
      var stack: [(name: String, field: Int, total: Int, seen: Set<String>)] = [(root, 0, 2, [])]
      var walking: Set<String> = [root]
      while let top = stack.last {
        // A union's sample is its first case (`placeholder`): its size is that case's, and
        // the discriminator's bytes stand where the case's key would.
        let fields =
          types[top.name].map { $0.union == nil ? $0.fields : Array($0.fields.prefix(1)) } ?? []
        guard top.field < fields.count else {
          stack.removeLast()
          walking.remove(top.name)
          sizes[top.name] = top.seen.isEmpty ? 2 : top.total - 1
          continue
        }
        let field = fields[top.field]
        WorkMeter.add(1)
        if field.example == nil, let name = field.type.namedType, sizes[name] == nil,
          !walking.contains(name), types[name] != nil
        {
          walking.insert(name)
          stack.append((name, 0, 2, []))
          continue
        }
        stack[stack.count - 1].field += 1
        guard !top.seen.contains(field.key) else { continue }
        let value = size(of: field, typeSizes: sizes)
        stack[stack.count - 1].seen.insert(field.key)
        stack[stack.count - 1].total = min(
          top.total + quotedSize(field.key) + 1 + value + 1, sizeCap)
      }
    }
    return sizes
  }

  /// The minified size of one field's sample value; a named type missing from `typeSizes` (one
  /// that recurs) counts as `{}`.
  static func size(of field: PayloadField, typeSizes: [String: Int]) -> Int {
    if let example = field.example { return JSONValue(example).serialized.utf8.count }
    if let first = field.startStates?.first { return quotedSize(first) }
    if let size = shapedSize(of: field, typeSizes: typeSizes) { return size }
    let element: Int
    if let name = field.type.namedType {
      element = typeSizes[name] ?? 2
    } else {
      var visiting: Set<String> = []
      let placeholder = PayloadContract.placeholder(
        field.type.element, enumValues: field.enumValues, types: nil, visiting: &visiting)
      element = placeholder.serialized.utf8.count
    }
    return min(field.type.wrapperSize + element, sizeCap)
  }

  /// The size of a string written as a JSON string.
  static func quotedSize(_ text: String) -> Int {
    var output = ""
    JSONEscaping.quote(text, into: &output)
    return output.utf8.count
  }
}
