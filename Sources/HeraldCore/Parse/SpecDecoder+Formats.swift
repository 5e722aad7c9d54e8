// Decoding the `arguments` of a visible string written as a localized format.

import HeraldYAML

extension SpecDecoder {
  /// Decodes `arguments`: a list of fixed values and `{ app: }` / `{ payload: }` mappings. An
  /// entry that does not decode is dropped after its error, and the list keeps its range, so the
  /// count check of `format-arguments` does not add a second error for the same entry.
  mutating func formatArguments(_ node: YAMLNode) -> Located<[LocatedFormatArgument]>? {
    guard node.kind == .sequence else {
      wrongType(node, expected: "a list of format arguments")
      return nil
    }
    var complete = true
    let arguments = list(node, what: "format arguments") { decoder, item in
      let argument = decoder.formatArgument(item)
      if argument == nil { complete = false }
      return argument
    }
    // An incomplete list would be miscounted: the placeholders are checked against whole lists.
    return complete ? Located(arguments, at: range(node)) : nil
  }

  /// Decodes one argument.
  mutating func formatArgument(_ node: YAMLNode) -> LocatedFormatArgument? {
    guard node.kind == .mapping else {
      guard let value = formatValue(node) else { return nil }
      return LocatedFormatArgument(.fixed(value), at: value.range)
    }
    guard let keys = object(node, SpecSchema.formatArgument) else { return nil }
    let app = keys["app"].flatMap { string($0.value) }
    let payload = keys["payload"].flatMap { string($0.value) }
    switch (app, payload) {
    case (let name?, nil):
      if let fallback = keys["fallback"] {
        diagnostics.report(
          Self.invalidValue,
          "'fallback' belongs to a 'payload' argument; the app always passes its value",
          at: range(fallback.key))
      }
      let type = keys["type"].flatMap {
        enumValue($0.value, FormatValueType.self, what: "argument type")
      }
      if keys["type"] != nil, type == nil { return nil }
      return LocatedFormatArgument(.app(name: name, type: type), at: range(node))
    case (nil, let key?):
      if let type = keys["type"] {
        diagnostics.report(
          Self.invalidValue,
          "'type' belongs to an 'app' argument; a 'payload' argument has its key's type",
          at: range(type.key))
      }
      guard let pair = keys["fallback"] else {
        diagnostics.report(
          Self.missingKey,
          "payload argument '\(key.value)' needs a 'fallback': the registered action and a notification without the key show it",
          at: range(node),
          fixIts: missingKeyFixIts("fallback", in: SpecSchema.formatArgument, node))
        return nil
      }
      guard let fallback = formatValue(pair.value) else { return nil }
      return LocatedFormatArgument(.payload(key: key, fallback: fallback), at: range(node))
    default:
      if app != nil || payload != nil || keys["app"] == nil && keys["payload"] == nil {
        diagnostics.report(
          Self.missingKey, "a format argument needs exactly one of 'app' and 'payload'",
          at: startRange(node))
      }
      return nil
    }
  }

  /// A fixed value: a quoted scalar is a string; a plain one an integer, a decimal number or a
  /// string, as YAML reads it.
  mutating func formatValue(_ node: YAMLNode) -> Located<FormatValue>? {
    guard node.kind == .scalar, !node.isPlainNull, let text = node.scalar else {
      wrongType(node, expected: "a string or a number")
      return nil
    }
    let at = range(node)
    guard node.style == .plain, node.tag != "tag:yaml.org,2002:str" else {
      return Located(.string(text), at: at)
    }
    if let value = Int(text) { return Located(.integer(value), at: at) }
    if let value = Self.decimal(text) { return Located(.number(value, text: text), at: at) }
    switch text {
    case "true", "True", "TRUE", "false", "False", "FALSE":
      diagnostics.report(
        Self.invalidValue,
        "'\(text)' is a boolean, which no placeholder formats; quote it to show it as text",
        at: at, fixIts: [FixIt(range: at, replacement: "\"\(text)\"")])
      return nil
    default:
      return Located(.string(text), at: at)
    }
  }
}
