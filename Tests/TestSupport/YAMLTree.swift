// A small YAML document model that the random spec generator builds, mutates and writes out.

/// How a scalar is written.
enum ScalarStyle: Equatable {
  /// As is: numbers, booleans, vocabulary words.
  case raw
  /// Plain when that reads back as the same string, else double-quoted.
  case text
  /// Single-quoted (double-quoted when the text holds a line break or a non-printable character).
  case single
  /// Double-quoted, with escapes.
  case double
}

/// The spec-language object a mapping stands for, so that mutations know what they change.
enum NodeRole: String, Equatable {
  /// A spec file's top level.
  case file
  /// `swift`.
  case swift
  /// `localization`.
  case localization
  /// `app`.
  case app
  /// `diagnostics`.
  case diagnostics
  /// `platforms` (platform → version).
  case platforms
  /// A category.
  case category
  /// An action or alternate.
  case action
  /// `icon`.
  case icon
  /// `textInput` in its mapping form.
  case textInput
  /// `{ key, default, comment, arguments }`.
  case localizedString
  /// An `arguments` entry in its mapping form (`{ app }`, `{ payload, fallback }`).
  case formatArgument
  /// `onTap`.
  case onTap
  /// `onTap.replace` (id → id).
  case replace
  /// A scenario.
  case scenario
  /// `category.states` (state name → list of ids).
  case states
  /// `category.startState`.
  case startState
  /// A payload key in its long form (`{ type, optional, example, … }`).
  case payloadField
  /// A content extension.
  case contentExtension
  /// `mediaPlayPauseButton`.
  case mediaButton
  /// A service extension.
  case serviceExtension
  /// An `attachments` entry (of a service extension, a category or a push kind).
  case attachment
  /// A `pushes` entry.
  case push
  /// A `payloadUnions` entry.
  case payloadUnion
  /// `availability` (platform → version).
  case availability
}

/// One step from a node to one of its children.
enum NodeStep: Equatable {
  /// The value of a mapping's entry at this index.
  case entry(Int)
  /// A list's item at this index.
  case item(Int)
}

/// One YAML node: a scalar, a mapping, a list or an alias, maybe anchored.
struct YNode: Equatable {
  /// What the node holds.
  enum Kind: Equatable {
    /// Text and how to write it.
    case scalar(String, ScalarStyle)
    /// Entries in order.
    case map([YEntry])
    /// Items in order.
    case list([YNode])
    /// `*name`.
    case alias(String)
  }

  /// What the node holds.
  var kind: Kind
  /// `&name` written before the node.
  var anchor: String? = nil
  /// Whether a collection is written in flow style (`{ … }`, `[ … ]`).
  var flow = false
  /// The schema object a mapping stands for.
  var role: NodeRole? = nil

  /// A string scalar.
  static func text(_ value: String, _ style: ScalarStyle = .text) -> YNode {
    YNode(kind: .scalar(value, style))
  }

  /// A scalar written as is.
  static func raw(_ value: String) -> YNode { YNode(kind: .scalar(value, .raw)) }

  /// A mapping of `role`.
  static func map(_ role: NodeRole?, _ entries: [(String, YNode)], flow: Bool = false) -> YNode {
    YNode(kind: .map(entries.map { YEntry(key: $0.0, value: $0.1) }), flow: flow, role: role)
  }

  /// A list.
  static func list(_ items: [YNode], flow: Bool = false) -> YNode {
    YNode(kind: .list(items), flow: flow)
  }

  /// The entries of a mapping (empty for other nodes).
  var entries: [YEntry] {
    if case .map(let entries) = kind { return entries }
    return []
  }

  /// The value of `key` in a mapping.
  subscript(key: String) -> YNode? { entries.first { $0.key == key }?.value }

  /// The text of a scalar.
  var scalar: String? {
    if case .scalar(let text, _) = kind { return text }
    return nil
  }

  /// Calls `visit` with the path, the node and the key it is the value of, for this node and
  /// every node below it, parents first.
  func walk(
    _ path: [NodeStep] = [], key: String? = nil, _ visit: ([NodeStep], YNode, String?) -> Void
  ) {
    visit(path, self, key)
    switch kind {
    case .map(let entries):
      for (index, entry) in entries.enumerated() {
        entry.value.walk(path + [.entry(index)], key: entry.key, visit)
      }
    case .list(let items):
      for (index, item) in items.enumerated() { item.walk(path + [.item(index)], key: key, visit) }
    case .scalar, .alias: break
    }
  }

  /// Changes the node at `path` with `change`.
  mutating func update(at path: ArraySlice<NodeStep>, _ change: (inout YNode) -> Void) {
    guard let step = path.first else { return change(&self) }
    switch (kind, step) {
    case (.map(var entries), .entry(let index)):
      entries[index].value.update(at: path.dropFirst(), change)
      kind = .map(entries)
    case (.list(var items), .item(let index)):
      items[index].update(at: path.dropFirst(), change)
      kind = .list(items)
    default: preconditionFailure("no node at this path")
    }
  }
}

/// One `key: value` entry of a mapping.
struct YEntry: Equatable {
  /// The key (`<<` is a merge key).
  var key: String
  var value: YNode
}
