// Decoding of push kinds (`pushes`) and of the `attachments` lists that categories, push kinds
// and service extensions share. Names are resolved across the set by the rules.

import HeraldYAML

extension SpecDecoder {
  /// Decodes one entry of `pushes`.
  mutating func pushKind(_ node: YAMLNode) -> PushKindDecl? {
    guard let keys = object(node, SpecSchema.push),
      let id = keys["id"].flatMap({ string($0.value) })
    else { return nil }
    var decl = PushKindDecl(id: id, range: range(node))
    decl.when = keys["when"].flatMap { pushMatch($0.value) }
    decl.category = keys["category"].flatMap { string($0.value) }
    decl.payload = keys["payload"].flatMap { payloadFields($0.value) }
    decl.attachments = keys["attachments"].map { attachments($0.value) } ?? []
    decl.swiftName = keys["swiftName"].flatMap { string($0.value) }
    if let name = decl.swiftName, !Naming.isIdentifier(name.value) {
      diagnostics.report(
        SpecDecoder.swiftName,
        "'\(name.value)' is not a valid Swift type name for push kind '\(id.value)'",
        at: name.range)
      decl.swiftName = nil
    }
    decl.description = keys["description"].flatMap { string($0.value) }
    return decl
  }

  /// Decodes `when`: `always`, or a mapping from top-level keys to a value or a list of values.
  mutating func pushMatch(_ node: YAMLNode) -> Located<PushMatchDecl>? {
    if node.kind == .scalar {
      guard node.scalar == "always" else {
        wrongType(
          node, expected: "'always' or a mapping of payload keys to the values that select the kind"
        )
        return nil
      }
      return Located(.always, at: range(node))
    }
    guard node.kind == .mapping, node.count > 0 else {
      wrongType(
        node, expected: "'always' or a mapping of payload keys to the values that select the kind")
      return nil
    }
    var conditions: [PushConditionDecl] = []
    for pair in node.pairs {
      guard let key = string(pair.key) else { continue }
      let items = pair.value.kind == .sequence ? Array(pair.value.items) : [pair.value]
      if items.isEmpty {
        diagnostics.report(
          Self.invalidValue, "'when' lists no value for key '\(key.value)'",
          at: range(pair.value))
        continue
      }
      let values = items.compactMap { pushValue($0, key: key.value) }
      guard values.count == items.count else { continue }
      conditions.append(PushConditionDecl(key: key, values: values, range: range(pair.value)))
    }
    guard conditions.count == node.count else { return nil }
    return Located(.keys(conditions), at: range(node))
  }

  /// One value of `when`: a string, an integer or a Boolean, read as an `example` is.
  mutating func pushValue(_ node: YAMLNode, key: String) -> Located<PushValue>? {
    let value = exampleValue(node)
    switch value.value {
    case .string(let text): return Located(.string(text), at: value.range)
    case .bool(let flag): return Located(.boolean(flag), at: value.range)
    case .number(let number, _):
      if number == number.rounded(), abs(number) <= Double(PayloadWire.maximumInteger) {
        return Located(.integer(Int64(number)), at: value.range)
      }
    default: break
    }
    diagnostics.report(
      Self.invalidValue,
      "'when' compares '\(key)' with a string, an integer or a Boolean, not \(value.kindName)",
      at: value.range)
    return nil
  }

  /// Decodes an `attachments` list.
  mutating func attachments(_ node: YAMLNode) -> [AttachmentDecl] {
    list(node, what: "attachments") { decoder, item in
      guard let keys = decoder.object(item, SpecSchema.attachment),
        let fromPair = keys["from"],
        let kind = keys["kind"].flatMap({ decoder.string($0.value) }),
        let (from, path) = decoder.attachmentPath(fromPair.value)
      else { return nil }
      return AttachmentDecl(
        range: decoder.range(item), from: from, kind: kind, path: path,
        base: keys["base"].flatMap { decoder.string($0.value) })
    }
  }

  /// Decodes `from`: a key, a dotted path (`media.url`), or a list of keys (`[media, url]`,
  /// for a key that holds a dot). `from` is located at what was written.
  mutating func attachmentPath(_ node: YAMLNode) -> (Located<String>, [String])? {
    if node.kind == .sequence {
      let keys = strings(node)
      guard !keys.isEmpty, keys.count == node.count else {
        if node.count == 0 {
          diagnostics.report(
            Self.invalidValue, "'from' lists no key; name the payload key that holds the URL",
            at: range(node))
        }
        return nil
      }
      let path = keys.map(\.value)
      return (Located(path.joined(separator: "."), at: range(node)), path)
    }
    guard let text = string(node) else { return nil }
    let path = text.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !path.contains(where: \.isEmpty) else {
      diagnostics.report(
        Self.invalidValue,
        "'\(text.value)' is no key path: keys are joined by single dots (media.url); for a key that holds a dot, write the list form [key, …]",
        at: text.range)
      return nil
    }
    return (text, path)
  }
}
