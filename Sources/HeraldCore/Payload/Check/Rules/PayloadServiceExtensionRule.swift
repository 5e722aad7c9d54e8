// Rules `payload-mutable-content` and `payload-service-alert`: a payload whose category a
// service extension serves must let the system run it.

/// Reports a payload for a category a service extension serves that the system would deliver
/// without running the extension: it runs only for a payload with `"mutable-content": 1` and an
/// alert with a title, subtitle or body (Apple's "Modifying content in newly delivered
/// notifications").
struct PayloadServiceExtensionRule: PayloadRule {
  /// The records of the ids this rule owns, declared below.
  var records: [RuleDescription] { [Self.mutableContent, Self.alert] }

  /// The alert keys that show text: one of them makes the alert visible.
  static let visibleAlertKeys: Set<String> = [
    "title", "subtitle", "body", "title-loc-key", "subtitle-loc-key", "loc-key",
  ]

  /// Checks a served category's payload for both conditions.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    guard let (member, what, id, target) = Self.served(payload) else { return }
    if let service = payload.spec.services[target], service.runsOnlyToAttach,
      !Self.holdsAttachment(payload, service: service, what: what, id: id)
    {
      // `mutableContent: whenAttaching`: nothing to attach, nothing for the extension to do.
      return
    }
    if let mutable = payload.aps("mutable-content") {
      // A value of another type is `payload-aps-value`'s to report.
      if let number = mutable.value.number, number != 1 {
        diagnostics.report(
          Self.mutableContent,
          "service extension '\(target)' serves \(what) '\(id)', which runs only when 'mutable-content' is the number 1",
          at: mutable.value.range,
          fixIts: [FixIt(range: mutable.value.range, replacement: "1")])
      }
    } else {
      diagnostics.report(
        Self.mutableContent,
        "service extension '\(target)' serves \(what) '\(id)', but this payload has no \"mutable-content\": 1, so the extension never runs and its attachments and changes are lost",
        at: member.value.range,
        fixIts: [
          what == "category"
            ? Self.addingMutableContent(after: member.value.range)
            : Self.addingMutableContent(into: payload.aps.value)
        ])
    }
    guard let alert = payload.aps("alert") else {
      return diagnostics.report(
        Self.alert,
        "service extension '\(target)' serves \(what) '\(id)', but this payload has no 'alert'; the system runs a service extension only for a notification it shows",
        at: member.value.range)
    }
    if let members = alert.value.members,
      !members.contains(where: { Self.visibleAlertKeys.contains($0.key) })
    {
      diagnostics.report(
        Self.alert,
        "service extension '\(target)' serves \(what) '\(id)', but this 'alert' has no title, subtitle or body, so the system does not run the extension",
        at: alert.value.range)
    }
  }
}

extension PayloadServiceExtensionRule {
  /// What a service extension serves in this payload: the category `aps.category` names, or the
  /// push kind the payload is; `member` is where a diagnostic points (`aps.category`, else the
  /// `aps` object), and `id` how messages name what is served.
  static func served(_ payload: PayloadContext) -> (
    member: JSONNodeMember, what: String, id: String, target: String
  )? {
    if let (member, id) = payload.category, let target = payload.serviceServed[id] {
      return (member, "category", id, target)
    }
    guard case .push(let kind) = payload.match, let target = payload.spec.pushServed[kind.id]
    else { return nil }
    return (payload.aps, "push kind", kind.id, target)
  }

  /// Whether the payload holds a value (not null) at the path of one of the attachments that
  /// apply to it: the extension's, then the category's or push kind's own.
  static func holdsAttachment(
    _ payload: PayloadContext, service: ServiceExtensionDecl, what: String, id: String
  ) -> Bool {
    let own =
      what == "category"
      ? payload.spec.category(id)?.attachments ?? []
      : payload.spec.contracts.push(id)?.declaration.attachments ?? []
    return (service.attachments + own).contains { attachment in
      var node: JSONNode? = payload.root
      // A dotted `from` that is itself a top-level key means that key (`AttachmentPath`).
      let dotted = payload.root.members?.contains { $0.key == attachment.from.value } ?? false
      for key in dotted ? [attachment.from.value] : attachment.path {
        node = node?.members?.first { $0.key == key }?.value
      }
      if let node, case .null = node.value { return false }
      return node != nil
    }
  }

  /// A fix-it that writes `"mutable-content": 1` first in the `aps` object, for a payload with
  /// no `aps.category` to write it after.
  static func addingMutableContent(into aps: JSONNode) -> FixIt {
    let start = aps.range.start
    let after = SourcePosition(line: start.line, column: start.column + 1)
    let isEmpty = aps.members?.isEmpty ?? true
    return FixIt(
      range: SourceRange(fileID: aps.range.fileID, start: after, end: after),
      replacement: #""mutable-content": 1"# + (isEmpty ? "" : ", "))
  }

  /// A fix-it that writes `"mutable-content": 1` into `aps` right after the category's value:
  /// a member follows it either way (`, "alert": …` or the closing brace), so the result is
  /// JSON whatever the layout.
  static func addingMutableContent(after value: SourceRange) -> FixIt {
    FixIt(
      range: SourceRange(fileID: value.fileID, start: value.end, end: value.end),
      replacement: #", "mutable-content": 1"#)
  }
}

extension RuleID {
  /// `payload-mutable-content`, described by `PayloadServiceExtensionRule.mutableContent`.
  public static let payloadMutableContent = RuleID("payload-mutable-content")
  /// `payload-service-alert`, described by `PayloadServiceExtensionRule.alert`.
  public static let payloadServiceAlert = RuleID("payload-service-alert")
}

extension PayloadServiceExtensionRule {
  /// The record of `payload-mutable-content`.
  static let mutableContent = RuleDescription(
    id: .payloadMutableContent, severity: .error,
    summary:
      "A payload names a category a service extension serves without `\"mutable-content\": 1`.",
    examples: .payloads(
      spec: PayloadExamples.serviceSpec,
      triggering: #"{"aps": {"alert": "Your receipt", "category": ↓"receipt"}}"#,
      nonTriggering:
        #"{"aps": {"alert": "Your receipt", "category": "receipt", "mutable-content": 1}}"#
    ))

  /// The record of `payload-service-alert`.
  static let alert = RuleDescription(
    id: .payloadServiceAlert, severity: .error,
    summary:
      "A payload names a category a service extension serves without an alert that shows text.",
    examples: .payloads(
      spec: PayloadExamples.serviceSpec,
      triggering: #"{"aps": {"category": ↓"receipt", "mutable-content": 1, "sound": "default"}}"#,
      nonTriggering:
        #"{"aps": {"alert": {"title": "Receipt"}, "category": "receipt", "mutable-content": 1}}"#
    ))
}
