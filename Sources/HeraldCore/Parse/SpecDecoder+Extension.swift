/// Decoding of content extensions and their media button.

import HeraldYAML

extension SpecDecoder {
  /// Decodes one content extension.
  mutating func contentExtension(_ node: YAMLNode) -> ExtensionDecl? {
    guard let keys = object(node, SpecSchema.contentExtension),
      let target = keys["target"].flatMap({ string($0.value) })
    else { return nil }
    var decl = ExtensionDecl(target: target, range: range(node))
    if let value = keys["categories"]?.value {
      if value.kind == .scalar {
        decl.categories = string(value).map { [$0] } ?? []
        decl.categoriesIsScalar = true
      } else {
        decl.categories = strings(value)
        if value.kind == .sequence, value.count == 0 {
          diagnostics.error(
            .missingKey, "extension '\(target.value)' must serve at least one category",
            at: range(value))
        }
      }
    }
    decl.principalClass = keys["principalClass"].flatMap { string($0.value) }
    decl.mainStoryboard = keys["mainStoryboard"].flatMap { string($0.value) }
    decl.initialContentSizeRatio = keys["initialContentSizeRatio"].flatMap { number($0.value) }
    decl.defaultContentHidden = keys["defaultContentHidden"].flatMap { boolean($0.value) }
    decl.overridesDefaultTitle = keys["overridesDefaultTitle"].flatMap { boolean($0.value) }
    decl.userInteractionEnabled = keys["userInteractionEnabled"].flatMap { boolean($0.value) }
    if let value = keys["mediaPlayPauseButton"]?.value {
      decl.mediaPlayPauseButton = mediaButton(value)
    }
    return decl
  }

  /// Decodes `mediaPlayPauseButton`.
  mutating func mediaButton(_ node: YAMLNode) -> Located<MediaButtonDecl>? {
    guard let keys = object(node, SpecSchema.mediaButton) else { return nil }
    let type = keys["type"].flatMap {
      enumValue($0.value, MediaButtonType.self, what: "button type")
    }
    var frame: Located<[Double]>?
    if let value = keys["frame"]?.value {
      let numbers = list(value, what: "numbers") { $0.number($1)?.value }
      frame = Located(numbers, at: range(value))
    }
    let tint = keys["tint"].flatMap { string($0.value) }
    guard let type, let frame else { return nil }
    return Located(MediaButtonDecl(type: type, frame: frame, tint: tint), at: range(node))
  }
}
