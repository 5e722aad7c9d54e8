// Decoding of the spec objects: the file and its settings blocks, categories (on every core
// when the list is long), actions and their parts, `onTap` blocks, content and service
// extensions.

import HeraldYAML

extension SpecDecoder {
  /// Decodes a whole file from its root node.
  mutating func decodeFile(_ root: YAMLNode) -> SpecFile {
    var spec = SpecFile(path: file)
    guard root.kind == .mapping else {
      diagnostics.report(
        Self.wrongType,
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
        diagnostics.report(
          Self.unsupportedVersion,
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
    if let node = keys["app"]?.value, let settings = appSettings(node) {
      spec.app = Located(settings, at: range(node))
    }
    if let node = keys["diagnostics"]?.value, let settings = diagnosticSettings(node) {
      spec.diagnostics = Located(settings, at: range(node))
    }
    if let node = keys["categories"]?.value {
      spec.categories = categoryList(node)
    }
    if let node = keys["extensions"]?.value {
      spec.extensions = list(node, what: "extensions") { $0.contentExtension($1) }
    }
    if let node = keys["serviceExtensions"]?.value {
      spec.serviceExtensions = list(node, what: "serviceExtensions") { $0.serviceExtension($1) }
    }
    if let node = keys["payloadTypes"]?.value {
      spec.payloadTypes = payloadTypes(node)
    }
    if let node = keys["payloadUnions"]?.value {
      spec.payloadTypes += payloadUnions(node)
    }
    if let node = keys["pushes"]?.value {
      spec.pushes = list(node, what: "pushes") { $0.pushKind($1) }
    }
    if let node = keys["liveActivities"]?.value {
      spec.liveActivities = list(node, what: "liveActivities") { $0.liveActivity($1) }
    }
    return spec
  }

  /// Decodes `diagnostics`.
  mutating func diagnosticSettings(_ node: YAMLNode) -> DiagnosticSettings? {
    guard let keys = object(node, SpecSchema.diagnostics) else { return nil }
    return DiagnosticSettings(ignore: keys["ignore"].map { strings($0.value) } ?? [])
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
        diagnostics.report(
          SpecDecoder.swiftName,
          "'\(name.value)' is not a valid Swift type name for the namespace",
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
        diagnostics.report(
          Self.invalidValue, "the localization table must be a non-empty name without '/'",
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

  /// Decodes `app`.
  mutating func appSettings(_ node: YAMLNode) -> AppSettings? {
    guard let keys = object(node, SpecSchema.app) else { return nil }
    var settings = AppSettings()
    if let value = keys["bundleIdentifier"]?.value, let identifier = string(value) {
      if AppSettings.isBundleIdentifier(identifier.value) {
        settings.bundleIdentifier = identifier.value
      } else {
        diagnostics.report(
          Self.invalidValue,
          "'bundleIdentifier' must be a bundle identifier: \(AppSettings.bundleIdentifierForm)",
          at: identifier.range)
      }
    }
    if let value = keys["samplePayloads"]?.value, let flag = boolean(value) {
      settings.samplePayloads = flag.value
    }
    return settings
  }

  /// Decodes a user-visible string: plain text or `{ key, default, comment, arguments }`.
  mutating func text(_ node: YAMLNode) -> LocalizedText? {
    if node.kind == .mapping {
      guard let keys = object(node, SpecSchema.localizedString),
        let text = keys["default"].flatMap({ string($0.value) })
      else { return nil }
      let key = keys["key"].flatMap { string($0.value) }
      let comment = keys["comment"].flatMap { string($0.value) }
      var arguments: Located<[LocatedFormatArgument]>?
      if let pair = keys["arguments"] {
        // Always a list, its broken entries filled in: a text dropped for one bad argument
        // would drop its action, and every rule that looks for the action would report it.
        arguments = formatArguments(pair.value, format: text.value)
      }
      return LocalizedText(
        text: text, key: key, comment: comment, range: range(node), arguments: arguments)
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
      register: keys["register"].flatMap { boolean($0.value) },
      states: keys["states"].flatMap { stateNames($0.value) },
      startState: keys["startState"].flatMap { startState($0.value) },
      ignore: keys["ignore"].map { strings($0.value) } ?? [],
      payload: keys["payload"].flatMap { payloadFields($0.value) },
      attachments: keys["attachments"].map { attachments($0.value) } ?? [])
  }

  /// Decodes `startState`.
  mutating func startState(_ node: YAMLNode) -> Located<StartStateDecl>? {
    guard let keys = object(node, SpecSchema.startState),
      let key = keys["userInfoKey"].flatMap({ string($0.value) })
    else { return nil }
    return Located(StartStateDecl(userInfoKey: key), at: range(node))
  }

  /// Decodes `states`: a mapping from state names to lists of action ids. The YAML reader
  /// already refuses a name given twice (`yaml-duplicate-key`); the rest is checked against the
  /// explored machine (`MachineStateNameRule`).
  mutating func stateNames(_ node: YAMLNode) -> Located<[StateNameDecl]>? {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of state names to lists of action ids")
      return nil
    }
    let entries = node.pairs.compactMap { pair -> StateNameDecl? in
      guard let name = string(pair.key) else { return nil }
      guard pair.value.kind == .sequence else {
        wrongType(pair.value, expected: "a list of the action ids state '\(name.value)' shows")
        return nil
      }
      return StateNameDecl(name: name, shows: Located(strings(pair.value), at: range(pair.value)))
    }
    return Located(entries, at: range(node))
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
      availability: availability(keys), ignore: keys["ignore"].map { strings($0.value) } ?? [])
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
        diagnostics.report(
          Self.missingKey, "an icon needs exactly one of 'system' and 'template'",
          at: startRange(node))
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

  /// Decodes the `onTap` of the action `tapped`, lowering `becomes` into `replace`; `set`
  /// together with another list key is an error.
  mutating func onTap(_ node: YAMLNode, tapped: Located<String>) -> OnTapDecl? {
    guard let keys = object(node, SpecSchema.onTap) else { return nil }
    var onTap = OnTapDecl(range: range(node))
    let becomes = keys["becomes"].flatMap { string($0.value) }
    if let value = keys["replace"]?.value { onTap.replace = replacePairs(value) }
    if let value = keys["remove"]?.value { onTap.remove = strings(value) }
    if let value = keys["append"]?.value { onTap.append = strings(value) }
    if let value = keys["set"]?.value { onTap.set = Located(strings(value), at: range(value)) }
    if let value = keys["response"]?.value {
      onTap.response = enumValue(value, ResponseOption.self, what: "response")
    }
    if let becomes { onTap.lowerBecomes(becomes, tapped: tapped) }
    if let set = keys["set"] {
      for other in ["becomes", "replace", "remove", "append"] {
        guard let pair = keys[other] else { continue }
        diagnostics.report(
          SpecDecoder.onTapConflict,
          "'set' gives the whole new list and cannot be combined with '\(other)'",
          at: range(pair.key),
          notes: [DiagnosticNote("'set' is here", at: range(set.key))])
      }
    }
    return onTap
  }

  /// Decodes the `replace` mapping of ids to ids.
  mutating func replacePairs(_ node: YAMLNode) -> [ReplacePair] {
    guard node.kind == .mapping else {
      wrongType(node, expected: "a mapping of action ids to action ids")
      return []
    }
    return node.pairs.compactMap { pair in
      guard let source = string(pair.key), let target = string(pair.value) else { return nil }
      return ReplacePair(source: source, target: target)
    }
  }

  /// Decodes one content extension.
  mutating func contentExtension(_ node: YAMLNode) -> ExtensionDecl? {
    guard let keys = object(node, SpecSchema.contentExtension),
      let target = keys["target"].flatMap({ string($0.value) })
    else { return nil }
    var decl = ExtensionDecl(target: target, range: range(node))
    if let value = keys["categories"]?.value {
      (decl.categories, decl.categoriesIsScalar) = servedCategories(value, target: target)
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
    decl.ignore = keys["ignore"].map { strings($0.value) } ?? []
    return decl
  }

  /// Decodes one service extension.
  mutating func serviceExtension(_ node: YAMLNode) -> ServiceExtensionDecl? {
    guard let keys = object(node, SpecSchema.serviceExtension),
      let target = keys["target"].flatMap({ string($0.value) })
    else { return nil }
    var decl = ServiceExtensionDecl(target: target, range: range(node))
    if let value = keys["categories"]?.value {
      (decl.categories, decl.categoriesIsScalar) = servedCategories(value, target: target)
    }
    if let value = keys["pushes"]?.value {
      decl.pushes = value.kind == .scalar ? (string(value).map { [$0] } ?? []) : strings(value)
    }
    if decl.categories.isEmpty, decl.pushes.isEmpty, keys["categories"] == nil {
      diagnostics.report(
        Self.missingKey,
        "service extension '\(target.value)' must serve at least one category ('categories') or push kind ('pushes')",
        at: target.range)
    }
    decl.principalClass = keys["principalClass"].flatMap { string($0.value) }
    if let value = keys["attachments"]?.value { decl.attachments = attachments(value) }
    if let mode = keys["mutableContent"].flatMap({ string($0.value) }) {
      if ServiceExtensionDecl.mutableContentModes.contains(mode.value) {
        decl.mutableContent = mode
      } else {
        let match = Suggestion.closest(to: mode.value, in: ServiceExtensionDecl.mutableContentModes)
        diagnostics.report(
          Self.invalidValue,
          "'\(mode.value)' is not a mutableContent mode (always or whenAttaching)\(Suggestion.didYouMean(match))",
          at: mode.range, fixIts: match.map { [FixIt(range: mode.range, replacement: $0)] } ?? [])
      }
    }
    decl.ignore = keys["ignore"].map { strings($0.value) } ?? []
    return decl
  }

  /// Decodes an extension's `categories`: one id or a non-empty list; whether it was one id.
  mutating func servedCategories(_ value: YAMLNode, target: Located<String>)
    -> ([Located<String>], Bool)
  {
    if value.kind == .scalar { return (string(value).map { [$0] } ?? [], true) }
    if value.kind == .sequence, value.count == 0 {
      diagnostics.report(
        Self.missingKey, "extension '\(target.value)' must serve at least one category",
        at: range(value))
    }
    return (strings(value), false)
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

  /// Decodes `categories`. A long list is decoded in consecutive chunks, each by its own
  /// decoder; results and diagnostics are joined in list order, so the outcome is the same as
  /// decoding one item after another.
  mutating func categoryList(_ node: YAMLNode) -> [CategoryDecl] {
    if !streamed.isEmpty && node.kind == .sequence { return streamedCategoryList(node) }
    let chunks = node.kind == .sequence ? Parallel.chunks(node.count) : []
    guard chunks.count > 1 else { return list(node, what: "categories") { $0.category($1) } }
    let file = self.file
    let parts = Parallel.map(chunks.count) { piece in
      var decoder = SpecDecoder(file: file)
      var categories: [CategoryDecl] = []
      categories.reserveCapacity(chunks[piece].count)
      for index in chunks[piece] {
        if let category = decoder.category(node.item(index)) { categories.append(category) }
      }
      return DecodedChunk(categories: categories, diagnostics: decoder.diagnostics)
    }
    var categories: [CategoryDecl] = []
    categories.reserveCapacity(node.count)
    for part in parts {
      categories.append(contentsOf: part.categories)
      diagnostics.merge(part.diagnostics)
    }
    return categories
  }
}

/// The categories one chunk decoded and what it reported.
private struct DecodedChunk: Sendable {
  /// The decoded categories, in list order.
  let categories: [CategoryDecl]
  /// The chunk's diagnostics, in report order.
  let diagnostics: DiagnosticsEngine
}
