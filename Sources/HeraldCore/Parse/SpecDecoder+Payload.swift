// Decoding of the payload language: a category's `payload` and the file's `payloadTypes`. Only
// the spelling of each type is checked here; names are resolved across the set by the rules.

import HeraldRuntime
import HeraldYAML

extension SpecDecoder {
  /// Decodes a category's `payload`: a mapping from custom keys to fields.
  mutating func payloadFields(_ node: YAMLNode) -> Located<[PayloadFieldDecl]>? {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of payload keys to types")
      return nil
    }
    var fields: [PayloadFieldDecl] = []
    fields.reserveCapacity(node.count)
    for pair in node.pairs {
      if let field = payloadField(pair) { fields.append(field) }
    }
    return Located(fields, at: range(node))
  }

  /// Decodes one field: the short form `key: Type` or the long form checked against
  /// `SpecSchema.payloadField`.
  mutating func payloadField(_ pair: YAMLPair) -> PayloadFieldDecl? {
    guard let key = string(pair.key) else { return nil }
    let node = pair.value
    guard node.kind == .mapping else {
      guard let type = payloadType(node) else { return nil }
      return PayloadFieldDecl(key: key, type: type, range: range(node))
    }
    guard let keys = object(node, SpecSchema.payloadField) else { return nil }
    var swiftName = keys["swiftName"].flatMap { string($0.value) }
    if let name = swiftName, !Naming.isIdentifier(name.value) {
      diagnostics.report(
        SpecDecoder.swiftName,
        "'\(name.value)' is not a valid Swift property name for payload key '\(key.value)'",
        at: name.range)
      swiftName = nil
    }
    // `enum` as a mapping names an integer enum's cases; as a list it holds strings.
    let enumNode = keys["enum"]?.value
    let isIntegerEnum = enumNode?.kind == .mapping
    var field = PayloadFieldDecl(
      key: key, type: keys["type"].flatMap { payloadType($0.value) },
      optional: keys["optional"].flatMap { boolean($0.value) },
      example: keys["example"].map { exampleValue($0.value) },
      description: keys["description"].flatMap { string($0.value) },
      swiftName: swiftName,
      enumValues: isIntegerEnum
        ? nil : keys["enum"].map { Located(strings($0.value), at: range($0.value)) },
      range: range(node))
    field.wire = keys["wire"].flatMap {
      enumValue($0.value, PayloadWireForm.self, what: "wire form")
    }
    field.separator = keys["separator"].flatMap { string($0.value) }
    func entry(_ pair: YAMLPair?) -> SourceRange? {
      guard let pair else { return nil }
      let key = range(pair.key)
      return SourceRange(fileID: key.fileID, start: key.start, end: range(pair.value).end)
    }
    field.wireEntry = entry(keys["wire"])
    field.separatorEntry = entry(keys["separator"])
    field.lenient = keys["lenient"].flatMap { boolean($0.value) }
    if let enumNode, isIntegerEnum { field.integerEnum = integerEnumCases(enumNode) }
    return field
  }

  /// Decodes an integer `enum`: a mapping from Swift case names to whole numbers.
  mutating func integerEnumCases(_ node: YAMLNode) -> Located<[PayloadIntegerCase]> {
    var cases: [PayloadIntegerCase] = []
    for pair in node.pairs {
      guard let name = string(pair.key) else { continue }
      guard let value = integerEnumValue(pair.value) else { continue }
      cases.append(PayloadIntegerCase(name: name, value: value))
    }
    return Located(cases, at: range(node))
  }

  /// A whole number written plain (`-3`, `42`), as an `Int64`.
  mutating func integerEnumValue(_ node: YAMLNode) -> Located<Int64>? {
    if node.kind == .scalar, node.style == .plain, let text = node.scalar,
      let value = PayloadTextRules.integer(text)
    {
      return Located(value, at: range(node))
    }
    wrongType(node, expected: "a whole number within ±(2^53 − 1)", type: .integer)
    return nil
  }

  /// Decodes a type: its spelling (`[Place]` quoted or plain), or YAML's flow list of one item,
  /// which is how `[Place]` reads unquoted.
  mutating func payloadType(_ node: YAMLNode, depth: Int = 0) -> Located<PayloadType>? {
    if node.kind == .sequence, node.count == 1, node.item(0).kind == .mapping,
      node.item(0).count == 1, node.item(0).key(0).scalar == "string",
      depth < PayloadType.maximumArrayDepth
    {
      // `[string: Place]` unquoted: YAML's flow list holding a one-pair mapping.
      guard let value = payloadType(node.item(0).value(0), depth: depth + 1) else {
        return nil
      }
      return Located(.map(value.value), at: range(node))
    }
    if node.kind == .sequence {
      guard node.count == 1, depth < PayloadType.maximumArrayDepth else {
        diagnostics.report(
          Self.invalidValue,
          "a payload array type lists exactly one element type, as in [Place] (at most \(PayloadType.maximumArrayDepth) levels deep)",
          at: range(node))
        return nil
      }
      guard let element = payloadType(node.item(0), depth: depth + 1) else { return nil }
      return Located(.array(element.value), at: range(node))
    }
    guard let text = string(node) else { return nil }
    guard let type = PayloadType.parse(text.value),
      type.nestingDepth + depth <= PayloadType.maximumArrayDepth
    else {
      if let correction = PayloadTypeSpelling.correction(text.value, isDeclared: { _ in false }) {
        // A spelling from another language (`double`, `OrderItem[]`): one error with its fix,
        // and the field keeps the corrected type, so nothing else follows from it.
        let corrected = correction.spelling.flatMap(PayloadType.parse)
        diagnostics.report(
          Self.invalidValue, "'\(text.value)' is not a payload type\(correction.hint)",
          at: text.range,
          fixIts: correction.spelling.map {
            [FixIt(range: text.range, replacement: YAMLEscaping.scalar($0))]
          } ?? [])
        return corrected.map { Located($0, at: text.range) }
      }
      let hint = Suggestion.didYouMean(text.value, in: PayloadType.builtinNames)
      diagnostics.report(
        Self.invalidValue,
        "'\(text.value)' is not a payload type\(hint) (expected string, integer, number, boolean, date, url, json, a name from 'payloadTypes', [T], or [string: T])",
        at: text.range)
      return nil
    }
    return Located(type, at: text.range)
  }

  /// An `example` as the JSON value it stands for: quoted scalars and `!!str` are strings; plain
  /// scalars read as JSON reads them (null, true/false, numbers, else a string); lists are
  /// arrays and mappings objects.
  func exampleValue(_ node: YAMLNode) -> JSONNode {
    let at = range(node)
    switch node.kind {
    case .sequence:
      return JSONNode(.array(node.items.map { exampleValue($0) }), at: at)
    case .mapping:
      let members = node.pairs.map { pair in
        JSONNodeMember(
          key: pair.key.scalar ?? "", keyRange: range(pair.key), value: exampleValue(pair.value))
      }
      return JSONNode(.object(members), at: at)
    case .scalar:
      let text = node.scalar ?? ""
      guard node.style == .plain, node.tag != "tag:yaml.org,2002:str" else {
        return JSONNode(.string(text), at: at)
      }
      if node.isPlainNull { return JSONNode(.null, at: at) }
      switch text {
      case "true", "True", "TRUE": return JSONNode(.bool(true), at: at)
      case "false", "False", "FALSE": return JSONNode(.bool(false), at: at)
      default: break
      }
      if let number = Self.decimal(text) { return JSONNode(.number(number, text: text), at: at) }
      return JSONNode(.string(text), at: at)
    }
  }

  /// Decodes `payloadTypes`: a mapping from type names to mappings of fields.
  mutating func payloadTypes(_ node: YAMLNode) -> [PayloadTypeDecl] {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of type names to their keys")
      return []
    }
    var types: [PayloadTypeDecl] = []
    for pair in node.pairs {
      guard let name = string(pair.key) else { continue }
      if let problem = PayloadNames.typeNameProblem(name.value) {
        diagnostics.report(
          SpecDecoder.swiftName, "'\(name.value)' cannot name a payload type: \(problem)",
          at: name.range)
        continue
      }
      guard pair.value.kind == .mapping else {
        wrongType(pair.value, expected: "a mapping of the keys of '\(name.value)' to their types")
        continue
      }
      guard let fields = payloadFields(pair.value) else { continue }
      types.append(PayloadTypeDecl(name: name, fields: fields.value, range: fields.range))
    }
    return types
  }

  /// Decodes `payloadUnions`: a mapping from union names to their discriminator and cases. Each
  /// becomes a named type whose fields are its cases (`PayloadTypeDecl.union`).
  mutating func payloadUnions(_ node: YAMLNode) -> [PayloadTypeDecl] {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of union names to their discriminator and cases")
      return []
    }
    var unions: [PayloadTypeDecl] = []
    for pair in node.pairs {
      guard let name = string(pair.key) else { continue }
      if let problem = PayloadNames.typeNameProblem(name.value) {
        diagnostics.report(
          SpecDecoder.swiftName, "'\(name.value)' cannot name a payload union: \(problem)",
          at: name.range)
        continue
      }
      guard let keys = object(pair.value, SpecSchema.payloadUnion),
        let discriminator = keys["discriminator"].flatMap({ string($0.value) }),
        let casesNode = keys["cases"]?.value
      else { continue }
      guard casesNode.kind == .mapping, casesNode.count > 0 else {
        if casesNode.kind == .mapping {
          diagnostics.report(
            Self.missingKey, "union '\(name.value)' lists no cases", at: range(casesNode))
        } else {
          wrongType(casesNode, expected: "a mapping of discriminator values to payload types")
        }
        continue
      }
      var cases: [(value: Located<String>, type: Located<String>)] = []
      var fields: [PayloadFieldDecl] = []
      for casePair in casesNode.pairs {
        guard let value = string(casePair.key), let type = string(casePair.value) else {
          continue
        }
        guard case .named = PayloadType.parse(type.value) else {
          diagnostics.report(
            Self.invalidValue,
            "case '\(value.value)' of union '\(name.value)' is '\(type.value)', but each case is an object: name a type from 'payloadTypes'",
            at: type.range)
          continue
        }
        cases.append((value, type))
        fields.append(
          PayloadFieldDecl(
            key: value, type: Located(.named(type.value), at: type.range),
            range: range(casePair.value)))
      }
      var decl = PayloadTypeDecl(name: name, fields: fields, range: range(pair.value))
      decl.union = PayloadUnionDecl(discriminator: discriminator, cases: cases)
      unions.append(decl)
    }
    return unions
  }
}
