// Rules `push-kind-binding`, `push-kind-duplicate`, `push-kind-category`, `push-kind-unreachable`,
// `push-kind-match-value` and `push-kind-name`: each push kind says how its payloads are
// recognized, and every kind can be told apart from the categories and the kinds before it.

/// Checks the set's `pushes` in declaration order, the order `check-payload` and the generated
/// dispatch try them in.
struct PushKindRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] {
    [Self.binding, Self.duplicate, Self.category, Self.unreachable, Self.matchValue, Self.name]
  }

  /// Checks every kind.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let pushes = context.set.pushes
    guard !pushes.isEmpty else { return }
    var ids: [String: Located<String>] = [:]
    var shadow = Shadowing()
    for push in pushes {
      if let first = ids[push.id.value] {
        diagnostics.report(
          Self.duplicate, "push kind '\(push.id.value)' is declared twice; rename one or remove it",
          at: push.id.range, notes: [DiagnosticNote("first declared here", at: first.range)])
        continue
      }
      ids[push.id.value] = push.id
      guard checkBinding(push, context, &diagnostics) else { continue }
      if let earlier = shadow.shadowing(push) {
        diagnostics.report(
          Self.unreachable,
          "push kind '\(push.id.value)' is never chosen: every payload it matches is taken first by push kind '\(earlier.id.value)' (kinds are tried in order); move it up, or narrow '\(earlier.id.value)'",
          at: push.when?.range ?? push.category?.range ?? push.id.range,
          notes: [DiagnosticNote("'\(earlier.id.value)' is declared here", at: earlier.id.range)])
      }
      shadow.add(push)
      checkMatchValues(push, context, &diagnostics)
    }
    checkNames(context, &diagnostics)
  }

  /// Reports a kind with neither or both of `when` and `category`, and a `category` the set
  /// declares; true when the binding can be used.
  func checkBinding(
    _ push: PushKindDecl, _ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine
  ) -> Bool {
    switch (push.when, push.category) {
    case (nil, nil):
      diagnostics.report(
        Self.binding,
        "push kind '\(push.id.value)' says neither 'when' (the key values that select it, or always) nor 'category' (the aps.category that selects it), so no payload is one",
        at: push.id.range)
      return false
    case (let when?, let category?):
      diagnostics.report(
        Self.binding,
        "push kind '\(push.id.value)' has both 'when' and 'category'; a kind is selected by one of them",
        at: category.range, notes: [DiagnosticNote("'when' is here", at: when.range)])
      return false
    case (nil, let category?):
      guard !push.bindsUndeclaredCategories, let declared = context.set.category(category.value)
      else { return true }
      diagnostics.report(
        Self.category,
        "push kind '\(push.id.value)' is selected by category '\(category.value)', which 'categories' declares: its payloads are held to that category's contract; declare 'payload' on the category instead",
        at: category.range, notes: [DiagnosticNote("declared here", at: declared.id.range)])
      return false
    case (_?, nil):
      return true
    }
  }

  /// Reports a `when` value the kind's own declaration of the key refuses: a key declared with
  /// a type `when` cannot compare, or a value not of its type or `enum`.
  func checkMatchValues(
    _ push: PushKindDecl, _ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine
  ) {
    guard case .keys(let conditions)? = push.when?.value else { return }
    var fields: [String: PayloadFieldDecl] = [:]
    for field in push.payload?.value ?? [] where fields[field.key.value] == nil {
      fields[field.key.value] = field
    }
    for condition in conditions {
      guard let field = fields[condition.key.value], let type = field.type?.value else {
        continue
      }
      for value in condition.values {
        let problem: String? =
          switch (type, value.value) {
          case (.string, .string(let text)):
            field.enumValues.flatMap { list in
              list.value.contains { $0.value.unicodeScalars.elementsEqual(text.unicodeScalars) }
                ? nil : "is none of the key's enum values"
            }
          case (.integer, .integer), (.boolean, .boolean): nil
          case (.string, _), (.integer, _), (.boolean, _):
            "is not \(type.described), as the payload declares '\(condition.key.value)'"
          default:
            "cannot select a kind: 'when' compares strings, integers and Booleans, and the payload declares '\(condition.key.value)' as \(type.described)"
          }
        guard let problem else { continue }
        diagnostics.report(
          Self.matchValue,
          "'when' value \(value.value.json) for push kind '\(push.id.value)' \(problem)",
          at: value.range,
          notes: [DiagnosticNote("'\(condition.key.value)' is declared here", at: field.range)])
      }
    }
  }

  /// Reports kinds whose Swift names collide with each other, with a category's case in
  /// `Payload`, or with a name the generated code uses.
  func checkNames(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let pushes = context.set.pushes
    let names = SwiftNames.pushes(pushes)
    var categoryCases: [String: Located<String>] = [:]
    let categories = context.set.categories
    for (category, names) in zip(categories, SwiftNames.categories(categories))
    where category.payload != nil && categoryCases[names.caseName] == nil {
      categoryCases[names.caseName] = category.id
    }
    if let clash = zip(categories, SwiftNames.categories(categories)).first(where: {
      $0.1.typeName == GeneratedNames.pushesType
    }) {
      diagnostics.report(
        Self.name,
        "category '\(clash.0.id.value)' becomes the Swift type '\(GeneratedNames.pushesType)', which holds the push kinds' payloads in a set with 'pushes'; set its 'swiftName'",
        at: clash.0.id.range)
    }
    var types: [String: Located<String>] = [:]
    var cases: [String: Located<String>] = [:]
    for (push, names) in zip(pushes, names) {
      // A second kind of one id is `push-kind-duplicate`'s.
      let kind = (types[names.typeName] ?? cases[names.caseName]).flatMap {
        $0.value == push.id.value ? nil : $0
      }
      if let other = kind ?? categoryCases[names.caseName] {
        diagnostics.report(
          Self.name,
          "push kind '\(push.id.value)' becomes the Swift name '\(names.caseName)' ('\(names.typeName)'), which '\(other.value)' already takes in the generated 'Payload'; set 'swiftName'",
          at: push.swiftName?.range ?? push.id.range,
          notes: [DiagnosticNote("'\(other.value)' is declared here", at: other.range)])
        continue
      }
      if names.caseName == GeneratedNames.otherPayloadCase
        || PayloadNames.reservedTypeNames.contains(names.typeName)
        || names.typeName == GeneratedNames.pushesType
      {
        diagnostics.report(
          Self.name,
          "push kind '\(push.id.value)' becomes the Swift name '\(names.caseName)' ('\(names.typeName)'), which the generated code uses itself; set 'swiftName'",
          at: push.swiftName?.range ?? push.id.range)
        continue
      }
      types[names.typeName] = push.id
      cases[names.caseName] = push.id
    }
  }
}

/// What the kinds declared so far take, for finding a kind no payload can reach: after
/// `always`, every kind; after `category: "*"`, every kind bound to a category; after a kind
/// bound by one key, every kind that requires one of that key's values, or whose every value of
/// some key an earlier one-key kind takes; after a kind, one with the same keys and values.
/// Each lookup is a table lookup, so the check costs the kinds' values, not their pairs.
struct Shadowing {
  /// The first `always` kind.
  var always: PushKindDecl?
  /// The first `category: "*"` kind.
  var anyCategory: PushKindDecl?
  /// The first kind of each category.
  var categories: [String: PushKindDecl] = [:]
  /// The first one-key kind taking each key and value.
  var singles: [String: [PushValue: PushKindDecl]] = [:]
  /// The first kind of each whole set of conditions.
  var exact: [Set<PushCondition>: PushKindDecl] = [:]

  /// The earlier kind that takes every payload `push` matches, if any.
  func shadowing(_ push: PushKindDecl) -> PushKindDecl? {
    if let always { return always }
    if let category = push.category {
      if push.bindsUndeclaredCategories { return nil }
      return anyCategory ?? categories[category.value]
    }
    guard case .keys(let conditions)? = push.when?.value else { return nil }
    let resolved = Set(conditions.map(\.resolved))
    if let earlier = exact[resolved] { return earlier }
    for condition in conditions {
      let taken = condition.values.map { singles[condition.key.value]?[$0.value] }
      if let first = taken.first, let first, taken.allSatisfy({ $0 != nil }) { return first }
    }
    return nil
  }

  /// Files `push` as taken.
  mutating func add(_ push: PushKindDecl) {
    if let category = push.category {
      if push.bindsUndeclaredCategories {
        if anyCategory == nil { anyCategory = push }
      } else if categories[category.value] == nil {
        categories[category.value] = push
      }
      return
    }
    switch push.when?.value {
    case .always?: if always == nil { always = push }
    case .keys(let conditions)?:
      let resolved = Set(conditions.map(\.resolved))
      if exact[resolved] == nil { exact[resolved] = push }
      if conditions.count == 1, let condition = conditions.first {
        for value in condition.values where singles[condition.key.value]?[value.value] == nil {
          singles[condition.key.value, default: [:]][value.value] = push
        }
      }
    case nil: break
    }
  }
}

extension PushConditionDecl {
  /// The condition without locations.
  var resolved: PushCondition {
    PushCondition(key: key.value, values: values.map(\.value).sorted { $0.json < $1.json })
  }
}

extension GeneratedNames {
  /// The namespace's enum holding each push kind's payload struct.
  public static let pushesType = "Pushes"
}

extension RuleID {
  /// `push-kind-binding`, described by `PushKindRule.binding`.
  public static let pushKindBinding = RuleID("push-kind-binding")
  /// `push-kind-duplicate`, described by `PushKindRule.duplicate`.
  public static let pushKindDuplicate = RuleID("push-kind-duplicate")
  /// `push-kind-category`, described by `PushKindRule.category`.
  public static let pushKindCategory = RuleID("push-kind-category")
  /// `push-kind-unreachable`, described by `PushKindRule.unreachable`.
  public static let pushKindUnreachable = RuleID("push-kind-unreachable")
  /// `push-kind-match-value`, described by `PushKindRule.matchValue`.
  public static let pushKindMatchValue = RuleID("push-kind-match-value")
  /// `push-kind-name`, described by `PushKindRule.name`.
  public static let pushKindName = RuleID("push-kind-name")
}

extension PushKindRule {
  /// The record of `push-kind-binding`.
  static let binding = RuleDescription(
    id: .pushKindBinding, severity: .error,
    summary: "A push kind says neither or both of `when` and `category`.",
    scopes: .file,
    examples: .specs(
      triggering: "version: 1\npushes:\n  - id: ↓clear\n    payload: { ids: \"[string]\" }\n",
      nonTriggering:
        "version: 1\npushes:\n  - id: clear\n    when: { type: clear }\n    payload: { ids: \"[string]\" }\n"
    ))

  /// The record of `push-kind-duplicate`.
  static let duplicate = RuleDescription(
    id: .pushKindDuplicate, severity: .error,
    summary: "Two push kinds have one id.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\npushes:\n  - { id: clear, when: { type: clear } }\n  - { id: ↓clear, when: { type: reset } }\n",
      nonTriggering:
        "version: 1\npushes:\n  - { id: clear, when: { type: clear } }\n  - { id: reset, when: { type: reset } }\n"
    ))

  /// The record of `push-kind-category`.
  static let category = RuleDescription(
    id: .pushKindCategory, severity: .error,
    summary: "A push kind is selected by a category that `categories` declares.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\ncategories: [{ id: chat }]\npushes:\n  - { id: message, category: ↓chat }\n",
      nonTriggering:
        "version: 1\ncategories: [{ id: chat }]\npushes:\n  - { id: message, category: chat-message }\n"
    ))

  /// The record of `push-kind-unreachable`.
  static let unreachable = RuleDescription(
    id: .pushKindUnreachable, severity: .warning,
    summary: "A push kind is never chosen, since an earlier kind takes every payload it matches.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\npushes:\n  - { id: any, when: always }\n  - { id: clear, when: ↓{ type: clear } }\n",
      nonTriggering:
        "version: 1\npushes:\n  - { id: clear, when: { type: clear } }\n  - { id: any, when: always }\n"
    ))

  /// The record of `push-kind-match-value`.
  static let matchValue = RuleDescription(
    id: .pushKindMatchValue, severity: .error,
    summary: "A `when` value is not a value the kind's payload declares for its key.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\npushes:\n  - id: clear\n    when: { type: ↓clera }\n    payload: { type: { type: string, enum: [clear, reset] } }\n",
      nonTriggering:
        "version: 1\npushes:\n  - id: clear\n    when: { type: clear }\n    payload: { type: { type: string, enum: [clear, reset] } }\n"
    ))

  /// The record of `push-kind-name`.
  static let name = RuleDescription(
    id: .pushKindName, severity: .error,
    summary:
      "A push kind's Swift name is another kind's or a category's in `Payload`, or one the generated code uses.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\ncategories: [{ id: chat, payload: { id: string } }]\npushes:\n  - { id: ↓chat, when: { type: chat } }\n",
      nonTriggering:
        "version: 1\ncategories: [{ id: chat, payload: { id: string } }]\npushes:\n  - { id: chat-data, when: { type: chat } }\n"
    ))
}
