// What a random spec set uses: every schema key it writes and every feature, for coverage.

import HeraldCore

/// The keys and features one random spec set exercises.
struct SpecFeatures {
  /// The schema object each mapping role stands for (`SpecSchema` names).
  static let schemaNames: [NodeRole: String] = [
    .file: "spec file", .swift: "swift", .localization: "localization", .app: "app",
    .diagnostics: "diagnostics", .category: "category",
    .action: "action", .icon: "icon", .textInput: "textInput", .localizedString: "localizedString",
    .formatArgument: "formatArgument",
    .onTap: "onTap", .scenario: "scenario", .contentExtension: "extension",
    .mediaButton: "mediaPlayPauseButton", .startState: "startState",
    .payloadField: "payloadField", .serviceExtension: "serviceExtension",
    .attachment: "attachment", .push: "push", .payloadUnion: "payloadUnion",
  ]
  /// Every key of every schema object, as `object.key`.
  static let allKeys = Set(
    SpecSchema.all.flatMap { schema in schema.keys.map { "\(schema.name).\($0.name)" } })
  /// Every feature the generator is meant to produce (see `features`).
  static let allFeatures: Set<String> = [
    "several files", "one file", "no platforms block", "platform iOS", "platform macOS",
    "platform macCatalyst", "platform watchOS", "platform visionOS", "localization",
    "no localization", "anchor", "alias", "merge key", "textInput true", "textInput strings",
    "empty placeholder", "response doNotDismiss", "response dismiss",
    "response dismissAndForwardAction",
    "register false", "several categories served", "format %u", "format %@", "format %1$u",
    "format %%", "empty category", "toggle pair", "byte order mark", "CRLF", "document start",
    "flow mapping", "keyword category id", "keyword action id", "action spelled like its category",
    "long id", "argument fixed", "argument app", "argument payload", "format without key",
    "format positional", "format %lld", "format %.2f", "format %u with arguments",
  ]

  /// `object.key` for every key written.
  var keys: Set<String> = []
  /// The features used.
  var features: Set<String> = []

  /// Scans `spec`.
  init(_ spec: RandomSpec) {
    features.insert(spec.files.count > 1 ? "several files" : "one file")
    for file in spec.files {
      if file.bom { features.insert("byte order mark") }
      if file.crlf { features.insert("CRLF") }
      if file.header.contains("---") { features.insert("document start") }
      file.root.walk { _, node, key in scan(node, key) }
    }
    if !keys.contains("spec file.platforms") { features.insert("no platforms block") }
    features.insert(keys.contains("spec file.localization") ? "localization" : "no localization")
  }

  /// Records one node.
  mutating func scan(_ node: YNode, _ key: String?) {
    if node.anchor != nil { features.insert("anchor") }
    if case .alias = node.kind, key != "<<" { features.insert("alias") }
    if node.flow, case .map = node.kind { features.insert("flow mapping") }
    if let role = node.role, let name = Self.schemaNames[role] {
      for entry in node.entries where entry.key != "<<" { keys.insert("\(name).\(entry.key)") }
    }
    if node["<<"] != nil { features.insert("merge key") }
    if node.role == .textInput { features.insert("textInput strings") }
    if node.role == .localizedString, node["key"] == nil { features.insert("format without key") }
    if node.role == .localizedString, node["arguments"] != nil { scanFormat(node, key) }
    if node.role == .formatArgument {
      features.insert(node["payload"] != nil ? "argument payload" : "argument app")
    }
    if node.role == .platforms {
      for entry in node.entries { features.insert("platform \(entry.key)") }
    }
    if node.role == .category, node["actions"] == nil { features.insert("empty category") }
    if node.role == .category, hasTogglePair(node) { features.insert("toggle pair") }
    if node.role == .category { scanNames(node) }
    if node.role == .contentExtension, case .list(let items)? = node["categories"]?.kind,
      items.count > 1
    {
      features.insert("several categories served")
    }
    guard let text = node.scalar else { return }
    switch key {
    case "textInput" where text == "true": features.insert("textInput true")
    case "placeholder" where text.isEmpty: features.insert("empty placeholder")
    case "response": features.insert("response \(text)")
    case "register" where text.lowercased() == "false": features.insert("register false")
    case "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "default":
      for specifier in ["%u", "%@", "%1$u", "%%"] where text.contains(specifier) {
        features.insert("format \(specifier)")
      }
    default: break
    }
  }

  /// Records the placeholders and fixed arguments of a format with `arguments`.
  mutating func scanFormat(_ node: YNode, _ key: String?) {
    if case .list(let arguments)? = node["arguments"]?.kind,
      arguments.contains(where: { $0.scalar != nil })
    {
      features.insert("argument fixed")
    }
    guard let text = node["default"]?.scalar else { return }
    if text.contains("$") { features.insert("format positional") }
    for specifier in ["%lld", "%.2f"] where text.contains(specifier) {
      features.insert("format \(specifier)")
    }
    if key == "hiddenPreviewsBodyPlaceholder", text.contains("%u") {
      features.insert("format %u with arguments")
    }
  }

  /// Records keyword ids and actions spelled like their category (`SpecBuilder.identifier`).
  mutating func scanNames(_ category: YNode) {
    guard let id = category["id"]?.scalar else { return }
    if id.count >= 40 { features.insert("long id") }
    if SpecBuilder.keywords.contains(id) { features.insert("keyword category id") }
    for list in ["actions", "alternates"] {
      guard case .list(let actions)? = category[list]?.kind else { continue }
      for action in actions {
        guard let actionID = action["id"]?.scalar else { continue }
        if SpecBuilder.keywords.contains(actionID) { features.insert("keyword action id") }
        if actionID.lowercased() == id.lowercased() {
          features.insert("action spelled like its category")
        }
      }
    }
  }

  /// Whether two actions of a category become each other.
  func hasTogglePair(_ category: YNode) -> Bool {
    var becomes: [String: String] = [:]
    for list in ["actions", "alternates"] {
      guard case .list(let actions)? = category[list]?.kind else { continue }
      for action in actions {
        guard let id = action["id"]?.scalar, let next = action["onTap"]?["becomes"]?.scalar
        else { continue }
        becomes[id] = next
      }
    }
    return becomes.contains { becomes[$0.value] == $0.key }
  }
}
