// Rules `swift-name` and `swift-name-collision`: generated Swift names are valid and distinct.

/// Checks explicit Swift names and collisions among derived ones.
struct SwiftNameRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.swiftNameCollision] }
  /// The records of the ids this rule also reports, owned by an earlier stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.swiftName] }

  /// Checks category type names across the set and action case names per category: the names
  /// `SwiftNames` computes, which the translator generates.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    checkTargets(context, &diagnostics)
    let names = SwiftNames.categories(context.set.categories)
    var types: [String: Located<String>] = [:]
    var caseNames: [String: Located<String>] = [:]
    types.reserveCapacity(context.set.categories.count)
    caseNames.reserveCapacity(context.set.categories.count)
    var typeNames: [(name: String, caseName: String, category: CategoryDecl)] = []
    // The typed payloads name the namespace's payload types and Swift's own types from inside
    // the namespace, where a category's type would hide them.
    let payloads = context.set.categories.contains { $0.payload != nil }
    let serviceCategories = context.set.serviceServedCategories
    for (category, names) in zip(context.set.categories, names) {
      let name = resolve(category.swiftName, final: names.typeName, &diagnostics)
      let served = context.served.contains(category.id.value)
      let serviceServed = serviceCategories.contains(category.id.value)
      if Self.reservedTypeNames.contains(name)
        || (served && Self.reservedExtensionTypeNames.contains(name))
        || (serviceServed && Self.reservedServiceTypeNames.contains(name))
        || (payloads && PayloadNames.reservedTypeNames.contains(name))
      {
        diagnostics.report(
          Self.swiftNameCollision,
          "category '\(category.id.value)' becomes the Swift type '\(name)', which the generated code declares itself; set 'swiftName'",
          at: category.id.range)
      }
      var reported = false
      if let other = types[name], other.value != category.id.value {
        collision(name, category.id, other, &diagnostics)
        reported = true
      } else if types[name] == nil {
        types[name] = category.id
      }
      let caseName = names.caseName
      typeNames.append((name, caseName, category))
      if served, caseName == GeneratedNames.unmatchedCase {
        diagnostics.report(
          Self.swiftNameCollision,
          "category '\(category.id.value)' becomes the case '\(caseName)' of its content extension's 'Tap', which the generated code uses for taps no machine can place; set 'swiftName'",
          at: category.id.range)
      }
      if category.payload != nil, caseName == GeneratedNames.otherPayloadCase {
        diagnostics.report(
          Self.swiftNameCollision,
          "category '\(category.id.value)' becomes the case '\(caseName)' of the generated 'Payload' enum, which the generated code uses for categories without a payload; set 'swiftName'",
          at: category.id.range)
      }
      if let other = caseNames[caseName], other.value != category.id.value {
        if !reported { collision(caseName, category.id, other, &diagnostics) }
      } else if caseNames[caseName] == nil {
        caseNames[caseName] = category.id
      }
      var cases: [(name: String, id: Located<String>)] = []
      let actionNames = SwiftNames.actions(category.allActions)
      for (action, caseName) in zip(category.allActions, actionNames) {
        resolve(action.swiftName, final: caseName, &diagnostics)
        if let other = cases.first(where: { $0.name == caseName }) {
          if other.id.value != action.id.value {
            collision(caseName, action.id, other.id, &diagnostics)
          }
        } else {
          cases.append((caseName, action.id))
        }
        checkResponseCase(caseName, of: action, in: category, taken: actionNames, &diagnostics)
        if caseName == name {
          // Inside the category's `Action` and `Response`, the bare name would mean the case,
          // and the generated `<Category>.identifier` there would not compile.
          diagnostics.report(
            Self.swiftNameCollision,
            "action '\(action.id.value)' becomes the case '\(caseName)', the name of its category's Swift type, which the case would hide inside the category's 'Action' and 'Response'; set 'swiftName'",
            at: (action.swiftName ?? action.id).range)
        }
      }
    }
    checkTypesAgainstCases(typeNames, caseNames, &diagnostics)
  }

  /// Reports an action whose case name is one of the fixed cases of the category's generated
  /// `Response` (`opened`, and `dismissed` when the category has `customDismissAction`), with a
  /// fix-it that sets a `swiftName` no other action of the category uses.
  func checkResponseCase(
    _ caseName: String, of action: ActionDecl, in category: CategoryDecl, taken: [String],
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let dismissable = category.options.contains { $0.value == .customDismissAction }
    let fixed =
      dismissable
      ? [GeneratedNames.openedCase, GeneratedNames.dismissedCase] : [GeneratedNames.openedCase]
    guard fixed.contains(caseName) else { return }
    let taken = Set(taken)
    var suggestion = caseName + "Action"
    var number = 2
    while taken.contains(suggestion) || fixed.contains(suggestion) {
      suggestion = "\(caseName)Action\(number)"
      number += 1
    }
    let fixIt =
      action.swiftName.map { FixIt(range: $0.range, replacement: suggestion) }
      ?? FixIt.newKey(
        "swiftName", suggestion, after: action.id.range, anchorKey: "id", in: action.range)
    let reason =
      caseName == GeneratedNames.openedCase
      ? "the default action" : "a dismissal (the category has 'customDismissAction')"
    diagnostics.report(
      Self.swiftNameCollision,
      "action '\(action.id.value)' becomes the response case '\(caseName)', which the generated code uses for \(reason); set 'swiftName', for example '\(suggestion)'",
      at: (action.swiftName ?? action.id).range, fixIts: [fixIt])
  }

  /// Reports a category type name that is also a category case name: inside the generated
  /// `Response` enum, the name would mean the case, and the code would not compile. Derived
  /// names never meet (a type name starts with a capital, a case name does not); an explicit
  /// `swiftName` can. Another category's case is reported only when this category's own case
  /// differs, since the same case twice is already a collision of case names.
  func checkTypesAgainstCases(
    _ types: [(name: String, caseName: String, category: CategoryDecl)],
    _ cases: [String: Located<String>], _ diagnostics: inout DiagnosticsEngine
  ) {
    for (name, caseName, category) in types {
      if caseName == name {
        diagnostics.report(
          Self.swiftNameCollision,
          "category '\(category.id.value)' becomes both the Swift type and the case '\(name)'; set a 'swiftName' that starts with a capital letter",
          at: (category.swiftName ?? category.id).range)
      } else if let other = cases[name], other.value != category.id.value {
        collision(name, category.id, other, &diagnostics)
      }
    }
  }

  /// Reports two extension targets whose generated type names are the same.
  func checkTargets(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var names: [String: Located<String>] = [:]
    let namespace = context.set.swift.namespace
    for decl in context.set.extensions {
      let name = Naming.extensionTypeName(decl.target.value)
      if name == namespace {
        // The build plugin compiles the app code and the extension code into one module.
        diagnostics.report(
          Self.swiftNameCollision,
          "extension '\(decl.target.value)' becomes the Swift type '\(name)', which is also the namespace of the app code; set another 'swift.namespace'",
          at: decl.target.range)
      }
      if let other = names[name], other.value != decl.target.value {
        collision(name, decl.target, other, &diagnostics)
      } else if names[name] == nil {
        names[name] = decl.target
      }
    }
  }

  /// Type names the generated namespace declares next to the category types.
  static let reservedTypeNames: Set<String> = [
    "Category", "Response", GeneratedNames.registrationQueueType, GeneratedNames.formatArgumentType,
    GeneratedNames.formatScannerType,
  ]
  /// Type names a content extension's enum declares next to the types of the categories it
  /// serves.
  static let reservedExtensionTypeNames: Set<String> = [
    GeneratedNames.tapType, GeneratedNames.decisionType, GeneratedNames.formatArgumentType,
    GeneratedNames.formatScannerType,
  ]
  /// Type names a service extension's enum declares next to the types of the categories it
  /// serves.
  static let reservedServiceTypeNames: Set<String> = [
    GeneratedNames.servedType, GeneratedNames.modifierType,
  ]

  /// The final Swift name (`SwiftNames`), reporting an explicit one that is not an identifier.
  @discardableResult
  func resolve(
    _ explicit: Located<String>?, final: String, _ diagnostics: inout DiagnosticsEngine
  ) -> String {
    if let explicit, !Naming.isIdentifier(explicit.value) {
      diagnostics.report(
        SpecDecoder.swiftName,
        "'\(explicit.value)' is not a valid Swift identifier (letters, digits and '_', not a keyword)",
        at: explicit.range)
    }
    return final
  }

  /// Reports two ids that map to the same Swift name.
  func collision(
    _ name: String, _ id: Located<String>, _ other: Located<String>,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    diagnostics.report(
      Self.swiftNameCollision,
      "'\(id.value)' and '\(other.value)' both become the Swift name '\(name)'; set 'swiftName' on one of them",
      at: id.range, notes: [DiagnosticNote("'\(other.value)' is declared here", at: other.range)])
  }
}

extension RuleID {
  /// `swift-name-collision`, described by `SwiftNameRule.swiftNameCollision`.
  public static let swiftNameCollision = RuleID("swift-name-collision")
}

extension SwiftNameRule {
  /// The record of `swift-name-collision`.
  static let swiftNameCollision = RuleDescription(
    id: .swiftNameCollision, severity: .error,
    summary: "Two ids, or a state name and a derived one, that become the same Swift name.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: mark-read, title: Read }
              - { id: ↓mark_read, title: Read too }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: mark-read, title: Read }
              - { id: mark_unread, title: Unread }
        """#))
}
