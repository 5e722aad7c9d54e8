// The shape of a payload rule, and what it reads: the payload's located JSON and the spec set.

/// A check of one APNs payload file against the spec set. Each rule lives in its own file under
/// `Payload/Rules` with its ids and records; `PayloadChecker.rules` lists them, and
/// `RuleRegistry.all` collects their records from that list.
protocol PayloadRule: RecordedRule {
  /// Runs the check.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine)
}

/// One payload that read as a JSON object with an `aps` object, and the set it is checked
/// against.
struct PayloadContext: Sendable {
  /// The top-level object.
  let root: JSONNode
  /// The `aps` member.
  let aps: JSONNodeMember
  /// The `aps` members.
  let apsMembers: [JSONNodeMember]
  /// The spec set's lookups, shared by every payload of the run.
  let spec: PayloadSpec
  /// The spec set.
  let set: SpecSet
  /// The ids of the categories a content extension serves, with the extension's target.
  let served: [String: String]
  /// The ids of the categories a service extension serves, with the extension's target.
  var serviceServed: [String: String] { spec.serviceServed }
  /// The push type given, or `.auto`.
  let pushType: PushType
  /// The payload's bytes as written.
  let writtenSize: Int
  /// The payload's bytes without the whitespace between tokens: what a JSON encoder sends.
  let minifiedSize: Int
  /// What chose the contract the custom keys are held to: the category's, a push kind's, or
  /// none (`PayloadContracts.match`).
  let match: PushMatch

  /// The `aps` member named `key`.
  func aps(_ key: String) -> JSONNodeMember? {
    apsMembers.first { $0.key == key }
  }

  /// The `aps.category` member and its id when it names a category: a string that is not
  /// empty. An empty string names none: it is the default of `categoryIdentifier`, and what
  /// senders such as Expo's write for a push without a category.
  var category: (member: JSONNodeMember, id: String)? {
    guard let member = aps("category"), let id = member.value.string, !id.isEmpty else {
      return nil
    }
    return (member, id)
  }

  /// Whether the payload is a Live Activity's (`aps.event` or `aps.content-state`), whose
  /// `relevance-score` orders activities and is any number rather than 0 to 1.
  var isLiveActivity: Bool { PushType.isLiveActivity(apsMembers) }

  /// Whether `aps` holds `content-available: 1`.
  var isContentAvailable: Bool {
    aps("content-available")?.value.number == 1
  }

  /// The push type: the one given, or the one the payload's shape implies.
  var effectivePushType: PushType {
    pushType != .auto ? pushType : PushType.implied(by: apsMembers)
  }

  /// Whether the payload is checked as a Live Activity push: sent as one, or, with `auto`, an
  /// `aps` with `event` or `content-state`.
  var isLiveActivityPush: Bool { effectivePushType == .liveactivity }
}
