// The spec set as `check-payload` reads it, prepared once for every payload of a run.

/// The lookups every payload needs, built once per run so that checking many payloads against a
/// large set costs the payloads plus the set, not their product: each category by id, the
/// extension serving each id, and the suggestion index for unknown `aps.category` values (built
/// at the first one, with its search limit over the whole run). Used by one thread at a time.
public final class PayloadSpec: @unchecked Sendable {
  /// The spec set.
  public let set: SpecSet
  /// The first category of each id.
  let categories: [String: CategoryDecl]
  /// The ids of the categories a content extension serves, with the first extension's target.
  let served: [String: String]
  /// The ids of the categories a service extension serves, with the first extension's target.
  let serviceServed: [String: String]
  /// The ids of the push kinds a service extension serves, with the first extension's target.
  let pushServed: [String: String]
  /// Each service extension by target (the first of a target).
  let services: [String: ServiceExtensionDecl]
  /// Suggestions for unknown categories, once one is needed.
  private var suggestions: SuggestionIndex?
  /// The checker of custom keys, over the set's named types.
  let valueChecker: PayloadValueChecker
  /// The set's contracts, resolved once by validation.
  let contracts: PayloadContracts

  /// Prepares a validated set, reading the contracts validation resolved.
  public convenience init(_ spec: ValidatedSpec) {
    self.init(spec.set, contracts: spec.payload)
  }

  /// Prepares `set`; its contracts are resolved here unless given.
  public init(_ set: SpecSet, contracts: PayloadContracts? = nil) {
    self.set = set
    categories = Dictionary(set.categories.map { ($0.id.value, $0) }) { first, _ in first }
    var served: [String: String] = [:]
    for decl in set.extensions {
      for category in decl.categories where served[category.value] == nil {
        served[category.value] = decl.target.value
      }
    }
    self.served = served
    var serviceServed: [String: String] = [:]
    for decl in set.serviceExtensions {
      for category in decl.categories where serviceServed[category.value] == nil {
        serviceServed[category.value] = decl.target.value
      }
    }
    self.serviceServed = serviceServed
    var pushServed: [String: String] = [:]
    for decl in set.serviceExtensions {
      for push in decl.pushes where pushServed[push.value] == nil {
        pushServed[push.value] = decl.target.value
      }
    }
    self.pushServed = pushServed
    services = Dictionary(set.serviceExtensions.map { ($0.target.value, $0) }) { first, _ in
      first
    }
    let contracts = contracts ?? PayloadContracts(set)
    self.contracts = contracts
    valueChecker = PayloadValueChecker(types: contracts.types)
    WorkMeter.add(set.categories.count)
  }

  /// The payload contract of the category with this id, if it has one.
  func contract(_ id: String) -> PayloadContract? { contracts[id] }

  /// The category with this id, if any.
  func category(_ id: String) -> CategoryDecl? { categories[id] }

  /// The closest category id to `id`, and the note on the first id the search limit leaves out.
  func suggest(_ id: String) -> (match: String?, notes: [DiagnosticNote]) {
    if suggestions == nil { suggestions = SuggestionIndex(set.categories.map(\.id.value)) }
    return suggestions!.suggest(id, among: nil)
  }
}
