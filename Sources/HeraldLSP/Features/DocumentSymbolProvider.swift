// The outline of one spec file: its categories (with their actions, alternates and named
// states) and its extensions.

import HeraldCore

/// Answers `textDocument/documentSymbol`.
enum DocumentSymbolProvider {
  /// The protocol's symbol kinds used here.
  enum Kind: Int {
    case module = 2
    case `class` = 5
    case method = 6
    case event = 24
    case enumMember = 22
  }

  /// The hierarchical symbols of a file.
  static func symbols(in file: AnalyzedFile) -> [JSON] {
    guard let spec = file.spec else { return [] }
    let lines = file.lines
    func symbol(
      _ name: String, _ detail: String, _ kind: Kind, range: SourceRange, selection: SourceRange,
      children: [JSON] = []
    ) -> JSON {
      let outer = lines.lspRange(of: range)
      var inner = lines.lspRange(of: selection)
      // The protocol requires the selection inside the range; an alias can break that.
      if inner.start < outer.start || outer.end < inner.end { inner = outer }
      return [
        "name": .string(name.isEmpty ? "(empty)" : name), "detail": .string(detail),
        "kind": .int(kind.rawValue), "range": outer.json, "selectionRange": inner.json,
        "children": .array(children),
      ]
    }
    var result: [JSON] = []
    for category in spec.categories {
      var children: [JSON] = []
      for action in category.actions {
        children.append(
          symbol(
            action.id.value, "action", .method, range: action.range, selection: action.id.range))
      }
      for action in category.alternates {
        children.append(
          symbol(
            action.id.value, "alternate", .event, range: action.range, selection: action.id.range))
      }
      for entry in category.states?.value ?? [] {
        children.append(
          symbol(
            entry.name.value, "state", .enumMember, range: entry.name.range,
            selection: entry.name.range))
      }
      result.append(
        symbol(
          category.id.value, "category", .class, range: category.range,
          selection: category.id.range, children: children))
    }
    for decl in spec.extensions {
      result.append(
        symbol(
          decl.target.value, "extension", .module, range: decl.range, selection: decl.target.range))
    }
    for decl in spec.serviceExtensions {
      result.append(
        symbol(
          decl.target.value, "service extension", .module, range: decl.range,
          selection: decl.target.range))
    }
    return result
  }
}
