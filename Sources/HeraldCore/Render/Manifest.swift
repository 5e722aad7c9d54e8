/// The registration manifest (`herald export --format json`): what `register(on:)` hands over.

/// Builds the manifest of a validated spec set.
public enum Manifest {
  /// The manifest as a JSON value.
  public static func json(_ spec: ValidatedSpec) -> JSONValue {
    let categories = spec.set.categories.filter(\.isRegistered)
      .sorted { $0.id.value < $1.id.value }
      .filter { isIncluded($0.availability, in: spec.set) }
      .map { category($0, set: spec.set) }
    let extensions = spec.set.extensions.sorted { $0.target.value < $1.target.value }
      .map { ExtensionAttributes.json($0) }
    return .object(["categories": .array(categories), "extensions": .array(extensions)])
  }

  /// One category.
  static func category(_ category: CategoryDecl, set: SpecSet) -> JSONValue {
    var object: [String: JSONValue] = [
      "identifier": .string(category.id.value),
      "actions": .array(
        category.actions.filter { isIncluded($0.availability, in: set) }.map(action)),
      "intentIdentifiers": .array(category.intentIdentifiers.map { .string($0.value) }),
      "options": ordered(category.options.map(\.value)),
      "hiddenPreviewsBodyPlaceholder": .optional(
        category.hiddenPreviewsBodyPlaceholder?.text.value),
      "categorySummaryFormat": .optional(category.categorySummaryFormat?.text.value),
    ]
    addAvailability(category.availability, to: &object)
    return .object(object)
  }

  /// One action.
  static func action(_ action: ActionDecl) -> JSONValue {
    var object: [String: JSONValue] = [
      "identifier": .string(action.id.value),
      "title": .string(action.title.text.value),
      "options": ordered(action.options.map(\.value)),
      "icon": action.icon.map { icon in
        switch icon.value {
        case .system(let name): .object(["system": .string(name)])
        case .template(let name): .object(["template": .string(name)])
        }
      } ?? .null,
      "textInput": action.textInput.map {
        .object([
          "buttonTitle": .optional($0.value.buttonTitle?.text.value),
          "placeholder": .optional($0.value.placeholder?.text.value),
        ])
      } ?? .null,
    ]
    addAvailability(action.availability, to: &object)
    return .object(object)
  }

  /// Options deduplicated, in Apple's declaration order.
  static func ordered<E: SpecEnum>(_ options: [E]) -> JSONValue {
    .array(E.allCases.filter(options.contains).map { .string($0.rawValue) })
  }

  /// Adds `availability` and `unavailable` keys when the spec gives them.
  static func addAvailability(_ availability: Availability, to object: inout [String: JSONValue]) {
    if !availability.minimum.isEmpty {
      object["availability"] = .object(
        Dictionary(
          availability.minimum.map {
            ($0.platform.value.rawValue, .string($0.version.value.description))
          },
          uniquingKeysWith: { first, _ in first }))
    }
    if !availability.unavailable.isEmpty {
      object["unavailable"] = ordered(availability.unavailable.map(\.value))
    }
  }

  /// Whether an item is registered on at least one of the set's platforms.
  static func isIncluded(_ availability: Availability, in set: SpecSet) -> Bool {
    let excluded = Set(availability.unavailable.map(\.value))
    return set.platforms.contains { !excluded.contains($0.platform.value) }
  }
}
