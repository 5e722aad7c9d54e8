/// Decoding of categories, actions, icons, text input and scenarios.

import HeraldYAML

extension SpecDecoder {
  /// Decodes one category.
  mutating func category(_ node: YAMLNode) -> CategoryDecl? {
    guard let keys = object(node, SpecSchema.category),
      let id = keys["id"].flatMap({ string($0.value) })
    else { return nil }
    return CategoryDecl(
      id: id, range: range(node),
      swiftName: keys["swiftName"].flatMap { string($0.value) },
      actions: keys["actions"].map { list($0.value, what: "actions") { $0.action($1) } } ?? [],
      alternates: keys["alternates"].map { list($0.value, what: "actions") { $0.action($1) } }
        ?? [],
      intentIdentifiers: keys["intentIdentifiers"].map { strings($0.value) } ?? [],
      options: keys["options"].map {
        enumList($0.value, CategoryOption.self, what: "category option")
      } ?? [],
      hiddenPreviewsBodyPlaceholder: keys["hiddenPreviewsBodyPlaceholder"].flatMap {
        text($0.value)
      },
      categorySummaryFormat: keys["categorySummaryFormat"].flatMap { text($0.value) },
      foregroundPresentation: keys["foregroundPresentation"].map {
        enumList($0.value, PresentationOption.self, what: "presentation option")
      } ?? [],
      scenarios: keys["scenarios"].map { list($0.value, what: "scenarios") { $0.scenario($1) } }
        ?? [],
      availability: availability(keys),
      register: keys["register"].flatMap { boolean($0.value) })
  }

  /// Decodes one action or alternate.
  mutating func action(_ node: YAMLNode) -> ActionDecl? {
    guard let keys = object(node, SpecSchema.action) else { return nil }
    let id = keys["id"].flatMap { string($0.value) }
    let title = keys["title"].flatMap { text($0.value) }
    guard let id, let title else { return nil }
    return ActionDecl(
      id: id, title: title, range: range(node),
      swiftName: keys["swiftName"].flatMap { string($0.value) },
      options: keys["options"].map { enumList($0.value, ActionOption.self, what: "action option") }
        ?? [],
      icon: keys["icon"].flatMap { icon($0.value) },
      textInput: keys["textInput"].flatMap { textInput($0.value) },
      onTap: keys["onTap"].flatMap { onTap($0.value, tapped: id) },
      availability: availability(keys))
  }

  /// Decodes `icon`: exactly one of `system` and `template`.
  mutating func icon(_ node: YAMLNode) -> Located<ActionIcon>? {
    guard let keys = object(node, SpecSchema.icon) else { return nil }
    let system = keys["system"].flatMap { sharedString($0.value) }
    let template = keys["template"].flatMap { sharedString($0.value) }
    switch (system, template) {
    case (let name?, nil): return Located(.system(name.value), at: range(node))
    case (nil, let name?): return Located(.template(name.value), at: range(node))
    default:
      if keys.count != 1 {
        diagnostics.error(
          .missingKey, "an icon needs exactly one of 'system' and 'template'", at: startRange(node))
      }
      return nil
    }
  }

  /// Decodes `textInput`: `true`, `false`, or both strings.
  mutating func textInput(_ node: YAMLNode) -> Located<TextInputDecl>? {
    if node.kind == .scalar {
      guard let flag = boolean(node), flag.value else { return nil }
      return Located(TextInputDecl(), at: flag.range)
    }
    guard let keys = object(node, SpecSchema.textInput) else { return nil }
    let button = keys["buttonTitle"].flatMap { text($0.value) }
    let placeholder = keys["placeholder"].flatMap { text($0.value) }
    guard let button, let placeholder else { return nil }
    return Located(TextInputDecl(buttonTitle: button, placeholder: placeholder), at: range(node))
  }

  /// Decodes one scenario.
  mutating func scenario(_ node: YAMLNode) -> ScenarioDecl? {
    guard let keys = object(node, SpecSchema.scenario) else { return nil }
    let name = keys["name"].flatMap { string($0.value) }
    let taps = keys["taps"].map { strings($0.value) }
    let expectNode = keys["expect"]?.value
    let expect = expectNode.map { strings($0) }
    guard let name, let taps, let expectNode, let expect else { return nil }
    return ScenarioDecl(
      range: range(node), name: name, taps: taps, expect: Located(expect, at: range(expectNode)))
  }
}
