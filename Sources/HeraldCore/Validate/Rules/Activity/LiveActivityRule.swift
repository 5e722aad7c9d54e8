// Rules `live-activity-duplicate`, `live-activity-name` and `live-activity-field`: each Live
// Activity has its own id and Swift type, and every field of its attributes and content state
// is one the generated `ActivityAttributes` carries the way ActivityKit decodes it.

/// Checks the set's `liveActivities`. The payload rules (unknown types, enums, examples, Swift
/// name collisions) check their fields as they check a category's `payload`
/// (`ValidationContext.forEachPayloadFieldList`).
struct LiveActivityRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.duplicate, Self.name, Self.field] }

  /// Checks every activity.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let activities = context.set.liveActivities
    guard !activities.isEmpty else { return }
    var ids: [String: Located<String>] = [:]
    var types: [String: Located<String>] = [:]
    for activity in activities {
      if let first = ids[activity.id.value] {
        diagnostics.report(
          Self.duplicate,
          "live activity '\(activity.id.value)' is declared twice; rename one or remove it",
          at: activity.id.range, notes: [DiagnosticNote("first declared here", at: first.range)])
        continue
      }
      ids[activity.id.value] = activity.id
      let typeName = LiveActivityNames.typeName(activity)
      if let other = types[typeName] {
        diagnostics.report(
          Self.name,
          "live activity '\(activity.id.value)' becomes the Swift type '\(typeName)', which live activity '\(other.value)' already takes; set 'swiftName'",
          at: activity.swiftName?.range ?? activity.id.range,
          notes: [DiagnosticNote("'\(other.value)' is declared here", at: other.range)])
      } else {
        types[typeName] = activity.id
      }
      for (part, fields) in [
        ("attributes", activity.attributes), ("contentState", activity.contentState),
      ] {
        for field in fields?.value ?? [] { checkField(field, part, activity, &diagnostics) }
      }
    }
  }

  /// Reports a field the generated `ActivityAttributes` does not carry: a named type, a map or
  /// `json` (their generated Codable reads a date as the payload contract's RFC 3339 string,
  /// not in the activity's `dates` form), a `wire` form, `lenient`, or an integer `enum`.
  func checkField(
    _ field: PayloadFieldDecl, _ part: String, _ activity: LiveActivityDecl,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let owner = "'\(field.key.value)' in the \(part) of live activity '\(activity.id.value)'"
    if let type = field.type, !LiveActivityNames.isCarried(type.value) {
      diagnostics.report(
        Self.field,
        "\(owner) is \(type.value.described); an activity's fields are string, integer, number, boolean, date and url values or lists of them, which its generated Codable reads as ActivityKit's default JSONDecoder does",
        at: type.range)
    }
    if let wire = field.wire {
      diagnostics.report(
        Self.field, "\(owner) says 'wire'; an activity's values are carried as their own JSON",
        at: wire.range)
    }
    if let lenient = field.lenient, lenient.value {
      diagnostics.report(
        Self.field,
        "\(owner) is lenient; ActivityKit decodes content-state with Codable, which fails on a malformed value, so say what the value is",
        at: lenient.range)
    }
    if let integerEnum = field.integerEnum {
      diagnostics.report(
        Self.field,
        "\(owner) has an integer enum; an activity's enum is a list of strings",
        at: integerEnum.range)
    }
  }
}

/// The Swift names of Live Activities.
public enum LiveActivityNames {
  /// The generated `ActivityAttributes` type of an activity: `swiftName` (or the id in
  /// UpperCamelCase) followed by `Attributes`. It is a top-level type, so this is also the
  /// `attributes-type` of a push-to-start payload.
  public static func typeName(_ activity: LiveActivityDecl) -> String {
    (activity.swiftName?.value ?? Naming.typeName(activity.id.value)) + "Attributes"
  }

  /// Whether the generated `ActivityAttributes` carries a field of this type.
  public static func isCarried(_ type: PayloadType) -> Bool {
    switch type {
    case .string, .integer, .number, .boolean, .date, .url: true
    case .array(let element): isCarried(element)
    case .named, .map, .json: false
    }
  }
}

extension RuleID {
  /// `live-activity-duplicate`, described by `LiveActivityRule.duplicate`.
  public static let liveActivityDuplicate = RuleID("live-activity-duplicate")
  /// `live-activity-name`, described by `LiveActivityRule.name`.
  public static let liveActivityName = RuleID("live-activity-name")
  /// `live-activity-field`, described by `LiveActivityRule.field`.
  public static let liveActivityField = RuleID("live-activity-field")
}

extension LiveActivityRule {
  /// The record of `live-activity-duplicate`.
  static let duplicate = RuleDescription(
    id: .liveActivityDuplicate, severity: .error,
    summary: "Two Live Activities have one id.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\nliveActivities:\n  - { id: delivery, contentState: { eta: date } }\n  - { id: ↓delivery, contentState: { step: integer } }\n",
      nonTriggering:
        "version: 1\nliveActivities:\n  - { id: delivery, contentState: { eta: date } }\n  - { id: pickup, contentState: { step: integer } }\n"
    ))

  /// The record of `live-activity-name`.
  static let name = RuleDescription(
    id: .liveActivityName, severity: .error,
    summary: "Two Live Activities become one Swift `ActivityAttributes` type.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\nliveActivities:\n  - { id: delivery, contentState: { eta: date } }\n  - { id: delivery-2, swiftName: ↓Delivery, contentState: { step: integer } }\n",
      nonTriggering:
        "version: 1\nliveActivities:\n  - { id: delivery, contentState: { eta: date } }\n  - { id: delivery-2, swiftName: Pickup, contentState: { step: integer } }\n"
    ))

  /// The record of `live-activity-field`.
  static let field = RuleDescription(
    id: .liveActivityField, severity: .error,
    summary:
      "A Live Activity's field has a type, `wire` form, `lenient` or integer `enum` its generated Codable does not carry.",
    scopes: .file,
    examples: .specs(
      triggering:
        "version: 1\nliveActivities:\n  - id: delivery\n    contentState: { extra: ↓json }\n",
      nonTriggering:
        "version: 1\nliveActivities:\n  - id: delivery\n    contentState: { extra: \"[string]\" }\n"
    ))
}
