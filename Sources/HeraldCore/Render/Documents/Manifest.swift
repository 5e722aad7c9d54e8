// The registration manifest (`herald export --format json`): what `register(on:)` hands over.

/// Builds the manifest from the generation plan, the one `register(on:)` is generated from, so
/// the two agree by construction: the same registered categories, actions, options and texts.
public enum Manifest {
  /// The manifest as a JSON value.
  public static func json(_ plan: GenerationPlan) -> JSONValue {
    let categories = plan.categories.lazy.filter { $0.registered && $0.isIncluded(in: plan) }
      .map { category($0, plan: plan) }
    let extensions = plan.extensions.map { planned in
      JSONValue.object([
        "target": .string(planned.target), "NSExtension": .object(planned.nsExtension),
      ])
    }
    var object: [String: JSONValue] = [
      "categories": .array(Array(categories)), "extensions": .array(extensions),
    ]
    // Only when the set has some, so that the manifests of other sets keep their bytes.
    if !plan.serviceExtensions.isEmpty {
      object["serviceExtensions"] = .array(plan.serviceExtensions.map(serviceExtension))
    }
    return .object(object)
  }

  /// One service extension: its target, `NSExtension`, served categories and attachments.
  static func serviceExtension(_ planned: PlannedServiceExtension) -> JSONValue {
    .object([
      "target": .string(planned.target), "NSExtension": .object(planned.nsExtension),
      "categories": .array(planned.categories.map { .string($0.id) }),
      "attachments": .array(
        planned.attachments.map {
          .object(["from": .string($0.key), "kind": .string($0.kind.rawValue)])
        }),
    ])
  }

  /// One category; texts are the development-language text, never a localization key.
  static func category(_ category: PlannedCategory, plan: GenerationPlan) -> JSONValue {
    var object: [String: JSONValue] = [
      "identifier": .string(category.id),
      "actions": .array(
        Array(category.actions.lazy.filter { $0.isIncluded(in: plan) }.map(action))),
      "intentIdentifiers": .array(category.intentIdentifiers.map(JSONValue.string)),
      "options": .array(category.options.map { .string($0.rawValue) }),
      "hiddenPreviewsBodyPlaceholder": .optional(category.placeholder?.text),
      "categorySummaryFormat": .optional(category.summaryFormat?.text),
    ]
    addArguments(["hiddenPreviewsBodyPlaceholder": category.placeholder], to: &object)
    addAvailability(category.availability, category.unavailable, to: &object)
    return .object(object)
  }

  /// One action.
  static func action(_ action: PlannedAction) -> JSONValue {
    var object: [String: JSONValue] = [
      "identifier": .string(action.id),
      "title": .string(action.title.text),
      "options": .array(action.options.map { .string($0.rawValue) }),
      "icon": action.icon.map { icon in
        switch icon {
        case .system(let name): .object(["system": .string(name)])
        case .template(let name): .object(["template": .string(name)])
        }
      } ?? .null,
      "textInput": action.textInput.map {
        .object([
          "buttonTitle": .optional($0.buttonTitle?.text),
          "placeholder": .optional($0.placeholder?.text),
        ])
      } ?? .null,
    ]
    addArguments(
      [
        "title": action.title, "buttonTitle": action.textInput?.buttonTitle,
        "placeholder": action.textInput?.placeholder,
      ], to: &object)
    addAvailability(action.availability, action.unavailable, to: &object)
    return .object(object)
  }

  /// Adds `availability` and `unavailable` keys when the spec gives them; `unavailable` is
  /// deduplicated, in Apple's declaration order.
  static func addAvailability(
    _ availability: [PlannedPlatform], _ unavailable: [Platform],
    to object: inout [String: JSONValue]
  ) {
    if !availability.isEmpty {
      object["availability"] = .object(
        Dictionary(
          availability.map { ($0.platform.rawValue, .string($0.minimum.description)) },
          uniquingKeysWith: { first, _ in first }))
    }
    if !unavailable.isEmpty {
      object["unavailable"] = .array(
        Platform.allCases.filter(unavailable.contains).map { .string($0.rawValue) })
    }
  }

  /// Adds `arguments` when some of `texts` (by the key that holds the text) is a format: the
  /// arguments of each such text, so that a reader of the manifest knows the text is filled.
  static func addArguments(_ texts: [String: PlannedText?], to object: inout [String: JSONValue]) {
    var arguments: [String: JSONValue] = [:]
    for (key, text) in texts {
      guard let text, text.isFormat else { continue }
      arguments[key] = .array(text.arguments.map(argument))
    }
    if !arguments.isEmpty { object["arguments"] = .object(arguments) }
  }

  /// One argument: `{"fixed": 5}`, `{"app": name, "type": type}` or
  /// `{"payload": key, "fallback": value}`.
  static func argument(_ argument: PlannedArgument) -> JSONValue {
    switch argument {
    case .fixed(let value): .object(["fixed": value.json])
    case .app(let name, let type): .object(["app": .string(name), "type": .string(type.rawValue)])
    case .payload(let key, _, let fallback):
      .object(["payload": .string(key), "fallback": fallback.json])
    }
  }
}

extension FormatValue {
  /// The value as JSON: a string or a number.
  var json: JSONValue {
    switch self {
    case .string(let text): .string(text)
    case .integer(let number): .int(number)
    case .number(let number, _): .double(number)
    }
  }
}
