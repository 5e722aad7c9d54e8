// Decoding the `arguments` of a visible string written as a localized format.

import HeraldYAML

extension SpecDecoder {
  /// Decodes `arguments`: a list of fixed values and `{ app: }` / `{ payload: }` mappings, for
  /// the format `format`. An entry that does not decode is reported once and replaced by a value
  /// that fits its placeholder (a list that is not a list by one per placeholder), so the title
  /// and its action are kept and no later rule reports the same mistake again: neither the
  /// count and type checks of `format-arguments` nor the rules that look for the action.
  mutating func formatArguments(_ node: YAMLNode, format: String) -> Located<
    [LocatedFormatArgument]
  > {
    let placeholders = LocalizedFormat(format)
    let at = range(node)
    guard node.kind == .sequence else {
      wrongType(node, expected: "a list of format arguments")
      let fillers = (0..<placeholders.argumentCount).map {
        LocatedFormatArgument(.fixed(Self.filler(placeholders, position: $0 + 1, at: at)), at: at)
      }
      return Located(fillers, at: at)
    }
    var arguments: [LocatedFormatArgument] = []
    arguments.reserveCapacity(node.count)
    for (index, item) in node.items.enumerated() {
      let filler = Self.filler(placeholders, position: index + 1, at: range(item))
      arguments.append(
        formatArgument(item, filler: filler)
          ?? LocatedFormatArgument(.fixed(filler), at: filler.range))
    }
    return Located(arguments, at: at)
  }

  /// A value that fits the placeholder of argument `position`, standing in for an argument that
  /// did not decode: only specs with errors hold one, and nothing is generated from them.
  static func filler(_ format: LocalizedFormat, position: Int, at range: SourceRange) -> Located<
    FormatValue
  > {
    switch format.type(ofArgument: position) {
    case .integer: Located(.integer(0), at: range)
    case .number: Located(.number(0, text: "0"), at: range)
    case .string, nil: Located(.string(""), at: range)
    }
  }

  /// Decodes one argument; nil after reporting why it does not decode. A payload argument
  /// without its `fallback` keeps its key, with `filler` as the fallback, so the key is still
  /// checked against the payload.
  mutating func formatArgument(_ node: YAMLNode, filler: Located<FormatValue>)
    -> LocatedFormatArgument?
  {
    guard node.kind == .mapping else {
      guard let value = formatValue(node) else { return nil }
      return LocatedFormatArgument(.fixed(value), at: value.range)
    }
    // A payload argument requires `fallback`: a near miss (`fallbak`) is read as it.
    let isPayload = node.pairs.contains { $0.key.scalar == "payload" }
    guard
      let keys = object(node, SpecSchema.formatArgument, expecting: isPayload ? ["fallback"] : [])
    else { return nil }
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
        return LocatedFormatArgument(.payload(key: key, fallback: filler), at: range(node))
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
