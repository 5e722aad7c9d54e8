// Completion: the keys valid at the cursor and the values a key takes, from the same schema
// tables the decoder checks and `herald schema` prints, and the ids a reference may name.

import HeraldCore

/// Answers `textDocument/completion`.
enum CompletionProvider {
  /// The most items one answer carries; a larger list is marked incomplete.
  static let maxItems = 1_000

  /// The protocol's completion item kinds used here.
  enum Kind: Int {
    case keyword = 14
    case property = 10
    case reference = 18
    case enumMember = 20
  }

  /// One proposal.
  struct Item: Hashable {
    let label: String
    let kind: Kind
    let detail: String?
    let insert: String
  }

  /// The completion list for the cursor at `position` of a document's current text. `set` is
  /// the last analysis's set, where ids of other files come from; `current`, when given,
  /// analyses the set as it is now, for the one list made of uses rather than declarations
  /// (app arguments): a set up to a debounce old would still offer a name whose last use was
  /// just deleted. Declared ids keep the last analysis, so typing costs no analysis per key.
  static func complete(
    text: [UInt8], at position: LSPPosition, set: SpecSet?, current: (() -> SpecSet?)? = nil
  ) -> JSON {
    let lines = DocumentLines(text)
    guard
      let context = CursorContext.at(
        line: position.line, character: position.character, in: lines)
    else { return ["isIncomplete": false, "items": []] }
    var items = schemaItems(context)
    items += idItems(context, lines: lines, set: set, current: current)
    items += ruleItems(context)
    items += payloadTypeItems(context, set: set)
    var seen = Set<String>()
    items = items.filter { seen.insert($0.label).inserted }
    let range = LSPRange(
      start: LSPPosition(line: position.line, character: context.prefixStart), end: position)
    let json: [JSON] = items.prefix(maxItems).map { item in
      var entry: [String: JSON] = [
        "label": .string(item.label), "kind": .int(item.kind.rawValue),
        "textEdit": ["range": range.json, "newText": .string(item.insert)],
        "filterText": .string(item.label),
      ]
      if let detail = item.detail { entry["detail"] = .string(detail) }
      return .object(entry)
    }
    return ["isIncomplete": .bool(items.count > maxItems), "items": .array(json)]
  }

  // MARK: From the schema

  /// Keys or values the schema allows at the cursor.
  static func schemaItems(_ context: CursorContext) -> [Item] {
    guard let container = shape(at: context.path) else { return [] }
    switch context.slot {
    case .key: return keys(of: container).filter { !context.siblingKeys.contains($0.label) }
    case .value(let key):
      guard let value = child(of: container, .key(key)) else { return [] }
      return values(of: value)
    case .item:
      guard let element = child(of: container, .item) else { return [] }
      let objectKeys = keys(of: element)
      return objectKeys.isEmpty ? values(of: element) : objectKeys
    }
  }

  /// The shape of the container at a path from the top level.
  static func shape(at path: [CursorContext.Step]) -> ValueShape? {
    var shape = ValueShape.object(SpecSchema.file.name)
    for step in path {
      guard let next = child(of: shape, step) else { return nil }
      shape = next
    }
    return shape
  }

  /// The shape one step into a shape.
  static func child(of shape: ValueShape, _ step: CursorContext.Step) -> ValueShape? {
    switch (shape, step) {
    case (.object(let name), .key(let key)):
      SpecSchema.named(name)?.keys.first { $0.name == key }?.shape
    case (.map(_, let value), .key): value
    case (.list(let element), .item): element
    case (.either(let options), _): options.lazy.compactMap { child(of: $0, step) }.first
    default: nil
    }
  }

  /// The keys of an object shape (or of a mapping with fixed keys, such as `platforms`).
  static func keys(of shape: ValueShape) -> [Item] {
    switch shape {
    case .object(let name):
      guard let schema = SpecSchema.named(name) else { return [] }
      return schema.keys.map { key in
        Item(
          label: key.name, kind: .property,
          detail: (key.required ? "required: " : "") + key.summary, insert: key.name + ": ")
      }
    case .map(let keys, _):
      return keys.map { Item(label: $0, kind: .property, detail: nil, insert: $0 + ": ") }
    case .either(let options): return options.flatMap(keys)
    default: return []
    }
  }

  /// The values of a closed vocabulary or a Boolean.
  static func values(of shape: ValueShape) -> [Item] {
    switch shape {
    case .oneOf(let spellings):
      return spellings.map { Item(label: $0, kind: .enumMember, detail: nil, insert: $0) }
    case .boolean:
      return ["true", "false"].map { Item(label: $0, kind: .keyword, detail: nil, insert: $0) }
    case .either(let options): return options.flatMap(values)
    default: return []
    }
  }

  // MARK: Rule ids

  /// The places an `ignore` list at the cursor silences in, if the cursor is on its items.
  static func ignoreScopes(_ context: CursorContext) -> RuleScopes? {
    guard context.slot == .item, context.path.last == .key("ignore") else { return nil }
    switch Array(context.path.dropLast()) {
    case [.key("diagnostics")]: return .anywhere
    case [.key("categories"), .item]: return .categoryItem
    case [.key("categories"), .item, .key("actions"), .item]: return .action
    case [.key("categories"), .item, .key("alternates"), .item]: return .alternate
    case [.key("extensions"), .item], [.key("serviceExtensions"), .item]: return .extension
    default: return nil
    }
  }

  /// The rule ids an `ignore` list at the cursor accepts, with their summaries.
  static func ruleItems(_ context: CursorContext) -> [Item] {
    guard let scopes = ignoreScopes(context) else { return [] }
    return RuleRegistry.silenceable(in: scopes).map { record in
      Item(
        label: record.id.rawValue, kind: .enumMember, detail: record.summary,
        insert: record.id.rawValue)
    }
  }

  // MARK: Payload types

  /// What declares the payload type at the cursor.
  enum PayloadTypeOwner {
    /// A category's or push kind's `payload`, a named type or a union's case.
    case payload
    /// A Live Activity's `attributes` or `contentState`, which carry only the built-in
    /// scalars and lists of them (`live-activity-field`).
    case liveActivity
  }

  /// Whether the cursor is where a payload type is written, and for what: the value of a key in
  /// a category's or push kind's `payload`, a named type or a Live Activity's `attributes` or
  /// `contentState` (the short form `key: Type`), the `type` of a key's long form, or a union's
  /// case.
  static func payloadTypeOwner(_ context: CursorContext) -> PayloadTypeOwner? {
    let path = context.path
    let owner: [CursorContext.Step]
    switch context.slot {
    case .value("type"): owner = Array(path.dropLast())
    case .value: owner = path
    default: return nil
    }
    if owner.count == 3, owner[0] == .key("categories") || owner[0] == .key("pushes"),
      owner[1] == .item
    {
      return owner[2] == .key("payload") ? .payload : nil
    }
    if owner.count == 3, owner[0] == .key("liveActivities"), owner[1] == .item,
      owner[2] == .key("attributes") || owner[2] == .key("contentState")
    {
      return .liveActivity
    }
    if owner.count == 2, owner[0] == .key("payloadTypes"), case .key = owner[1] { return .payload }
    if owner.count == 3, owner[0] == .key("payloadUnions"), case .key = owner[1],
      owner[2] == .key("cases"), case .value = context.slot
    {
      return .payload
    }
    return nil
  }

  /// The payload types that fit the cursor: the built-in ones, with the Swift type each
  /// decodes to, then the set's named types; in a Live Activity, the built-in types it carries
  /// alone.
  static func payloadTypeItems(_ context: CursorContext, set: SpecSet?) -> [Item] {
    guard let owner = payloadTypeOwner(context) else { return [] }
    var items = PayloadType.builtinNames.compactMap { name -> Item? in
      guard let type = PayloadType.builtin(name),
        owner == .payload || LiveActivityNames.isCarried(type)
      else { return nil }
      return Item(
        label: name, kind: .keyword, detail: "payload type (Swift \(type.swiftType()))",
        insert: name)
    }
    guard owner == .payload else { return items }
    for decl in set?.payloadTypes ?? [] {
      items.append(
        Item(
          label: decl.name.value, kind: .reference,
          detail: "payload type in \(fileName(decl.range.file))", insert: decl.name.value))
    }
    return items
  }

  // MARK: Ids

  /// Where the cursor expects an id, which kind.
  enum Expected {
    case actionID
    case categoryID
    /// A `url` key of a payload: what a service extension attaches.
    case urlKey
    /// A key of the enclosing category's payload that a placeholder shows: a `payload`
    /// argument's value.
    case formatPayloadKey
    /// The name of an app argument: a registration parameter other strings may already use.
    case appArgument
  }

  /// The kind of id the cursor's place expects, if any.
  static func expected(_ context: CursorContext) -> Expected? {
    let path = context.path
    let keys = path.compactMap { step -> String? in
      if case .key(let key) = step { return key }
      return nil
    }
    if path == [.key("extensions"), .item], context.slot == .value("categories") {
      return .categoryID
    }
    if path == [.key("extensions"), .item, .key("categories")], context.slot == .item {
      return .categoryID
    }
    if path == [.key("serviceExtensions"), .item], context.slot == .value("categories") {
      return .categoryID
    }
    if path == [.key("serviceExtensions"), .item, .key("categories")], context.slot == .item {
      return .categoryID
    }
    if path == [.key("serviceExtensions"), .item, .key("attachments"), .item],
      context.slot == .value("from")
    {
      return .urlKey
    }
    guard keys.first == "categories" else { return nil }
    let last = path.last
    let parent = path.dropLast().last
    // An entry of a visible string's `arguments`: `- { payload: ‸` or `- app: ‸`.
    if last == .item, parent == .key("arguments") {
      switch context.slot {
      case .value("payload"): return .formatPayloadKey
      case .value("app"): return .appArgument
      default: return nil
      }
    }
    switch context.slot {
    case .value("becomes") where last == .key("onTap"): return .actionID
    case .key where last == .key("replace") && parent == .key("onTap"): return .actionID
    case .value where last == .key("replace") && parent == .key("onTap"): return .actionID
    case .item where parent == .key("onTap"):
      return ["remove", "append", "set"].contains(keys.last ?? "") ? .actionID : nil
    case .item where keys.last == "taps" || keys.last == "expect":
      return keys.dropLast().last == "scenarios" ? .actionID : nil
    case .item where keys.dropLast().last == "states" && path.dropLast().last != .item:
      return .actionID
    default: return nil
    }
  }

  /// The ids that fit the cursor's place: the enclosing category's actions and alternates, or
  /// every category of the set.
  static func idItems(
    _ context: CursorContext, lines: DocumentLines, set: SpecSet?,
    current: (() -> SpecSet?)? = nil
  ) -> [Item] {
    guard let expected = expected(context), let set else { return [] }
    switch expected {
    case .categoryID:
      return set.categories.map { category in
        Item(
          label: category.id.value, kind: .reference,
          detail: "category in \(fileName(category.id.range.file))",
          insert: YAMLScalarText.scalar(category.id.value))
      }
    case .urlKey:
      // Every `url` key of a category payload, once: which categories the extension serves is
      // for `service-attachment-key` to check.
      var seen = Set<String>()
      return set.categories.flatMap { category in
        (category.payload?.value ?? []).filter { $0.type?.value == .url }.compactMap { field in
          guard seen.insert(field.key.value).inserted else { return nil }
          return Item(
            label: field.key.value, kind: .reference,
            detail: "url key of \(category.id.value)'s payload",
            insert: YAMLScalarText.scalar(field.key.value))
        }
      }
    case .formatPayloadKey:
      guard let line = context.categoryLine, let id = categoryID(at: line, in: lines) else {
        return []
      }
      return formatPayloadKeyItems(set.categories.filter { $0.id.value == id })
    case .appArgument:
      return appArgumentItems(current?() ?? set)
    case .actionID:
      guard let line = context.categoryLine, let id = categoryID(at: line, in: lines) else {
        return []
      }
      return set.categories.filter { $0.id.value == id }.flatMap(\.allActions).map { action in
        Item(
          label: action.id.value, kind: .reference,
          detail: "action '\(action.title.text.value)' of \(id)",
          insert: YAMLScalarText.scalar(action.id.value))
      }
    }
  }

  /// The `id` of the category list item that starts at `line`: on the dash's line (block or
  /// flow style) or on a later line of the item at the key column.
  static func categoryID(at line: Int, in lines: DocumentLines) -> String? {
    let first = lines[line]
    let dash = lines.indentation(line)
    let content = first.dropFirst(dash + 1).drop { $0 == " " }
    if let id = idValue(in: content) { return id }
    let column = first.count - content.count
    var index = line + 1
    while index < lines.count {
      defer { index += 1 }
      if lines.isBlankOrComment(index) { continue }
      let indentation = lines.indentation(index)
      if indentation <= dash { return nil }
      if indentation == column, let id = idValue(in: lines[index].dropFirst(indentation)) {
        return id
      }
    }
    return nil
  }

  /// The value of an `id:` key at the start of a block line or anywhere in a flow mapping.
  static func idValue(in text: Substring) -> String? {
    var rest = text
    if rest.hasPrefix("{") {
      // The first `id:` that starts a key: after the brace, a space or a comma.
      var found: Substring?
      var index = rest.startIndex
      while index < rest.endIndex {
        let tail = rest[index...]
        let before = index == rest.startIndex ? nil : rest[rest.index(before: index)]
        if tail.hasPrefix("id:"), before == "{" || before == " " || before == "," {
          found = tail.dropFirst(3)
          break
        }
        index = rest.index(after: index)
      }
      guard let found else { return nil }
      rest = found
    } else {
      guard rest.hasPrefix("id:") else { return nil }
      rest = rest.dropFirst(3)
    }
    rest = rest.drop { $0 == " " }
    if let quote = rest.first, quote == "\"" || quote == "'" {
      let body = rest.dropFirst().prefix { $0 != quote }
      return String(body)
    }
    let value = rest.prefix { $0 != "," && $0 != "}" && $0 != "#" }
    let trimmed = String(value).trimmingCharacters(" ")
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The last component of a path.
  static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
