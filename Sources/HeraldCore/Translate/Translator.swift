// The translate stage: `ValidatedSpec` → `GenerationPlan`.

/// Derives the generation plan from a validated spec set.
public enum Translator {
  /// Plans the output of a validated set.
  public static func plan(_ spec: ValidatedSpec) -> GenerationPlan {
    let set = spec.set
    let localized = set.localization != nil
    // Names are computed for the whole set before sorting: case variants depend on each other.
    let names = SwiftNames.categories(set.categories)
    let types = spec.payload.types
    let contracts = spec.payload.byCategory
    let categories = zip(set.categories, names).sorted { $0.0.id.value < $1.0.id.value }.map {
      var planned = category($0.0, names: $0.1, localized: localized)
      planned.parameters = parameters($0.0)
      if $0.0.payload != nil, let contract = contracts[$0.0.id.value] {
        planned.payload = PlannedPayload(contract)
      }
      planned.attachments = $0.0.attachments.compactMap(PlannedAttachment.init)
      return planned
    }
    var plan = GenerationPlan(
      sources: set.paths.sorted(),
      platforms: planned(set.platforms),
      namespace: set.swift.namespace,
      access: set.swift.accessLevel.rawValue,
      localization: set.localization,
      bundleIdentifier: set.app.bundleIdentifier,
      samplePayloads: set.app.samplePayloads,
      categories: categories,
      extensions: set.extensions.sorted { $0.target.value < $1.target.value }.map {
        PlannedExtension(
          target: $0.target.value, source: $0.range.file,
          nsExtension: ExtensionAttributes.nsExtension($0),
          categories: $0.categories.map(\.value))
      },
      extensionCode: extensionCode(spec, categories: categories))
    let pushes = Self.pushes(spec)
    if categories.contains(where: { $0.payload != nil }) || !pushes.isEmpty {
      // By name, as categories are by id: the output must not depend on the order of the files.
      plan.payloadTypes = types.names.sorted().compactMap { name in
        types[name].map {
          PlannedPayloadType(
            name: name, source: $0.declaration.range.file, payload: PlannedPayload($0),
            union: $0.union)
        }
      }
    }
    plan.pushes = pushes
    plan.pushKinds = spec.payload.pushes
    if pushes.contains(where: { $0.binding == .undeclaredCategory }) {
      plan.categoryIDs = Set(set.categories.map(\.id.value)).sorted()
    }
    plan.payloadTypeTable = types
    plan.serviceExtensions = serviceExtensions(set, categories: categories, pushes: pushes)
    plan.payloadContracts = contracts
    if !contracts.isEmpty { plan.payloadTypeSizes = spec.payload.typeSizes }
    return plan
  }

  /// Plans the Swift file of each extension that serves a dynamic category or has a media button.
  static func extensionCode(_ spec: ValidatedSpec, categories: [PlannedCategory])
    -> [ExtensionCodePlan]
  {
    let machines = Dictionary(
      spec.machines.map { ($0.category, $0) }, uniquingKeysWith: { a, _ in a })
    let planned = Dictionary(
      categories.indices.map { (categories[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
    let decls = Dictionary(
      spec.set.categories.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
    return spec.set.extensions.sorted { $0.target.value < $1.target.value }.compactMap { decl in
      let served = Set(decl.categories.map(\.value)).sorted().compactMap { id -> MachinePlan? in
        guard let machine = machines[id], let index = planned[id], let decl = decls[id] else {
          return nil
        }
        return MachinePlan(
          category: categories[index], machine: machine,
          toggles: decl.togglePairs.map(\.value), scenarios: decl.scenarios.map(scenario),
          specNames: Set(decl.states?.value.map(\.name.value) ?? []),
          startStateKey: decl.startState?.value.userInfoKey.value)
      }
      let media = decl.mediaPlayPauseButton.map { mediaButton($0.value) }
      let payloads = Set(decl.categories.map(\.value)).sorted().compactMap { id in
        planned[id].map { categories[$0] }.flatMap { $0.payload == nil ? nil : $0 }
      }
      guard !served.isEmpty || media != nil || !payloads.isEmpty else { return nil }
      return ExtensionCodePlan(
        target: decl.target.value, typeName: Naming.extensionTypeName(decl.target.value),
        machines: served, mediaButton: media, payloadCategories: payloads)
    }
  }

  /// Plans each service extension: its plist, and its served categories with their payloads.
  static func serviceExtensions(
    _ set: SpecSet, categories: [PlannedCategory], pushes: [PlannedPush]
  ) -> [PlannedServiceExtension] {
    guard !set.serviceExtensions.isEmpty else { return [] }
    let planned = Dictionary(
      categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return set.serviceExtensions.sorted { $0.target.value < $1.target.value }.map { decl in
      let served = Set(decl.pushes.map(\.value))
      var planned = PlannedServiceExtension(
        target: decl.target.value, source: decl.range.file,
        nsExtension: ExtensionAttributes.nsExtension(decl),
        typeName: Naming.serviceTypeName(decl.target.value),
        categories: Set(decl.categories.map(\.value)).sorted().compactMap { planned[$0] },
        attachments: decl.attachments.compactMap(PlannedAttachment.init))
      planned.pushes = pushes.filter { served.contains($0.id) }
      return planned
    }
  }

  /// Plans the push kinds in declaration order, each id once, with their Swift names.
  static func pushes(_ spec: ValidatedSpec) -> [PlannedPush] {
    let kinds = spec.payload.pushes
    let decls = kinds.map(\.declaration)
    return zip(kinds, SwiftNames.pushes(decls)).map { kind, names in
      PlannedPush(
        id: kind.id, source: kind.declaration.range.file, typeName: names.typeName,
        caseName: names.caseName, binding: kind.binding,
        description: kind.declaration.description?.value,
        payload: PlannedPayload(kind.contract),
        attachments: kind.declaration.attachments.compactMap(PlannedAttachment.init))
    }
  }

  /// Plans a scenario: its values only.
  static func scenario(_ decl: ScenarioDecl) -> PlannedScenario {
    PlannedScenario(
      name: decl.name.value, taps: decl.taps.map(\.value), expect: decl.expect.value.map(\.value))
  }

  /// Plans a media button: its values only.
  static func mediaButton(_ decl: MediaButtonDecl) -> PlannedMediaButton {
    PlannedMediaButton(type: decl.type.value, frame: decl.frame.value, tint: decl.tint?.value)
  }

  /// Minimum versions as planned platforms, sorted by platform.
  static func planned(_ targets: [PlatformTarget]) -> [PlannedPlatform] {
    targets.map { PlannedPlatform(platform: $0.platform.value, minimum: $0.version.value) }
      .sorted { $0.platform < $1.platform }
  }

  /// Plans one category with its Swift names (`SwiftNames`).
  static func category(
    _ decl: CategoryDecl, names: SwiftNames.CategoryNames, localized: Bool
  ) -> PlannedCategory {
    let id = decl.id.value
    let caseNames = SwiftNames.actions(decl.allActions)
    let actions = decl.actions.indices.map {
      action(decl.actions[$0], caseName: caseNames[$0], category: id, localized: localized)
    }
    let alternates = decl.alternates.indices.map {
      action(
        decl.alternates[$0], caseName: caseNames[decl.actions.count + $0], category: id,
        localized: localized)
    }
    return PlannedCategory(
      id: id,
      source: decl.range.file,
      typeName: names.typeName,
      caseName: names.caseName,
      registered: decl.isRegistered,
      actions: actions,
      alternates: alternates,
      intentIdentifiers: decl.intentIdentifiers.map(\.value),
      options: CategoryOption.allCases.filter { option in
        decl.options.contains { $0.value == option }
      },
      placeholder: decl.hiddenPreviewsBodyPlaceholder.map {
        text(
          $0, key: "\(id).hiddenPreviewsBodyPlaceholder", localized: localized, forSystem: true)
      },
      summaryFormat: decl.categorySummaryFormat.map {
        text($0, key: "\(id).categorySummaryFormat", localized: localized)
      },
      foregroundPresentation: PresentationOption.allCases.filter { option in
        decl.foregroundPresentation.contains { $0.value == option }
      },
      availability: planned(decl.availability.minimum),
      unavailable: decl.availability.unavailable.map(\.value))
  }

  /// Plans one action with its case name (`SwiftNames`).
  static func action(_ decl: ActionDecl, caseName: String, category: String, localized: Bool)
    -> PlannedAction
  {
    let prefix = "\(category).\(decl.id.value)"
    return PlannedAction(
      id: decl.id.value,
      caseName: caseName,
      title: text(decl.title, key: "\(prefix).title", localized: localized),
      options: ActionOption.allCases.filter { option in decl.options.contains { $0.value == option }
      },
      icon: decl.icon?.value,
      textInput: decl.textInput.map { input in
        PlannedTextInput(
          buttonTitle: input.value.buttonTitle.map {
            text($0, key: "\(prefix).buttonTitle", localized: localized)
          },
          placeholder: input.value.placeholder.map {
            text($0, key: "\(prefix).placeholder", localized: localized)
          })
      },
      availability: planned(decl.availability.minimum),
      unavailable: decl.availability.unavailable.map(\.value))
  }

  /// Plans a string: its key is the explicit one or the default key, when localized.
  /// `forSystem` marks the string the system fills again (`hiddenPreviewsBodyPlaceholder`).
  static func text(_ text: LocalizedText, key: String, localized: Bool, forSystem: Bool = false)
    -> PlannedText
  {
    var planned = PlannedText(
      text: text.text.value, key: localized ? (text.key?.value ?? key) : nil,
      comment: localized ? text.comment?.value : nil)
    guard let arguments = text.arguments else { return planned }
    planned.forSystem = forSystem
    let format = LocalizedFormat(text.text.value, systemCount: planned.forSystem)
    WorkMeter.add(arguments.value.count)
    planned.arguments = arguments.value.enumerated().map { index, argument in
      let type = format.type(ofArgument: index + 1) ?? .string
      switch argument.argument {
      case .fixed(let value):
        // A whole number that fills a number placeholder is planned as the number it shows.
        guard type == .number, case .integer(let whole) = value.value else {
          return .fixed(value.value)
        }
        return .fixed(.number(Double(whole), text: String(whole)))
      case .app(let name, let written): return .app(name: name.value, type: written?.value ?? type)
      case .payload(let key, let fallback):
        return .payload(key: key.value, type: type, fallback: fallback.value)
      }
    }
    return planned
  }

  /// The registration parameters of a category's app arguments, each once, by name (the
  /// validator made every use of a name agree on its type).
  static func parameters(_ decl: CategoryDecl) -> [RegistrationParameter] {
    var types: [String: FormatValueType] = [:]
    decl.forEachAppArgument { use in
      if types[use.name.value] == nil { types[use.name.value] = use.type ?? .string }
    }
    return types.map { RegistrationParameter(name: $0.key, type: $0.value) }.sorted()
  }
}
