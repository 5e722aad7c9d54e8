/// Decoding of a spec file's top level and its settings blocks.

import HeraldYAML

extension SpecDecoder {
  /// Decodes a whole file from its root node.
  mutating func decodeFile(_ root: YAMLNode) -> SpecFile {
    var spec = SpecFile(path: file)
    guard root.kind == .mapping else {
      diagnostics.error(
        .wrongType,
        "the top level of a spec must be a mapping starting with 'version: 1', found \(describe(root))",
        at: startRange(root))
      return spec
    }
    guard let keys = object(root, SpecSchema.file) else { return spec }
    if let node = keys["version"]?.value, let version = integer(node) {
      if SpecSchema.supportedVersions.contains(version.value) {
        spec.version = version
      } else {
        let known = SpecSchema.supportedVersions.map(String.init).joined(separator: ", ")
        diagnostics.error(
          .unsupportedVersion,
          "unsupported spec version \(version.value); this herald understands version \(known)",
          at: version.range)
        return spec
      }
    }
    if let node = keys["platforms"]?.value {
      spec.platforms = Located(platformTargets(node), at: range(node))
    }
    if let node = keys["swift"]?.value, let settings = swiftSettings(node) {
      spec.swift = Located(settings, at: range(node))
    }
    if let node = keys["localization"]?.value, let settings = localizationSettings(node) {
      spec.localization = Located(settings, at: range(node))
    }
    if let node = keys["categories"]?.value {
      spec.categories = categoryList(node)
    }
    if let node = keys["extensions"]?.value {
      spec.extensions = list(node, what: "extensions") { $0.contentExtension($1) }
    }
    return spec
  }

  /// Decodes `swift`.
  mutating func swiftSettings(_ node: YAMLNode) -> SwiftSettings? {
    guard let keys = object(node, SpecSchema.swift) else { return nil }
    var settings = SwiftSettings()
    if let value = keys["accessLevel"]?.value,
      let level = enumValue(value, AccessLevel.self, what: "access level")
    {
      settings.accessLevel = level.value
    }
    if let value = keys["namespace"]?.value, let name = string(value) {
      if Naming.isIdentifier(name.value) {
        settings.namespace = name.value
      } else {
        diagnostics.error(
          .swiftName, "'\(name.value)' is not a valid Swift type name for the namespace",
          at: name.range)
      }
    }
    return settings
  }

  /// Decodes `localization`.
  mutating func localizationSettings(_ node: YAMLNode) -> LocalizationSettings? {
    guard let keys = object(node, SpecSchema.localization) else { return nil }
    var settings = LocalizationSettings()
    if let value = keys["table"]?.value, let table = string(value) {
      if table.value.isEmpty || table.value.contains("/") {
        diagnostics.error(
          .invalidValue, "the localization table must be a non-empty name without '/'",
          at: table.range)
      } else {
        settings.table = table.value
      }
    }
    if let value = keys["bundle"]?.value,
      let bundle = enumValue(value, LocalizationBundle.self, what: "bundle")
    {
      settings.bundle = bundle.value
    }
    return settings
  }

  /// Decodes a user-visible string: plain text or `{ key, default, comment }`.
  mutating func text(_ node: YAMLNode) -> LocalizedText? {
    if node.kind == .mapping {
      guard let keys = object(node, SpecSchema.localizedString),
        let key = keys["key"].flatMap({ string($0.value) }),
        let text = keys["default"].flatMap({ string($0.value) })
      else { return nil }
      let comment = keys["comment"].flatMap { string($0.value) }
      return LocalizedText(text: text, key: key, comment: comment, range: range(node))
    }
    guard let text = sharedString(node) else { return nil }
    return LocalizedText(text: text, key: nil, comment: nil, range: text.range)
  }

  /// Decodes `availability` and `unavailable` from an object's keys.
  mutating func availability(_ keys: KnownPairs) -> Availability {
    var result = Availability()
    if let node = keys["availability"]?.value { result.minimum = platformTargets(node) }
    if let node = keys["unavailable"]?.value {
      result.unavailable = enumList(node, Platform.self, what: "platform")
    }
    return result
  }
}
