// Rule `payload-kind`: an alert payload and a background payload are each what APNs expects.

/// Checks that the payload is consistently one kind. A background update carries only
/// `content-available: 1` in `aps` (no alert, sound or badge); an alert push shows, plays or
/// badges something. A payload that does neither reaches nobody.
struct PayloadKindRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the kind against the push type.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    // A Live Activity push is `PayloadLiveActivityRule`'s.
    guard !payload.isLiveActivityPush else { return }
    let range = payload.aps.keyRange
    let shown = ["alert", "sound", "badge"].filter { payload.aps($0) != nil }
    switch payload.pushType {
    case .voip, .liveactivity:
      return
    case .background:
      if !payload.isContentAvailable {
        diagnostics.report(
          Self.description, as: .error,
          "a background push needs 'content-available': 1 in 'aps'; add it", at: range)
      }
      if !shown.isEmpty {
        diagnostics.report(
          Self.description, as: .error,
          "a background push carries only 'content-available' in 'aps'; remove \(list(shown)) or send it as an alert push",
          at: range)
      }
    case .alert, .auto:
      if shown.isEmpty && !payload.isContentAvailable {
        diagnostics.report(
          Self.description, as: .warning,
          "'aps' has no alert, sound or badge and no 'content-available': 1, so the notification shows nothing and wakes no app",
          at: range)
      } else if payload.pushType == .alert && shown.isEmpty {
        diagnostics.report(
          Self.description, as: .warning,
          "an alert push with only 'content-available' shows nothing; send it as --push-type background",
          at: range)
      }
    }
  }

  /// `'alert'`, `'alert' and 'sound'`, ….
  func list(_ keys: [String]) -> String {
    let quoted = keys.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }
}

extension RuleID {
  /// `payload-kind`, described by `PayloadKindRule.description`.
  public static let payloadKind = RuleID("payload-kind")
}

extension PayloadKindRule {
  /// The record of `payload-kind`.
  static let description = RuleDescription(
    id: .payloadKind, severities: [.warning, .error],
    summary:
      "A payload is neither an alert (alert, sound or badge) nor a background update (only `content-available: 1`).",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: #"{↓"aps": {"thread-id": "t1"}}"#,
      nonTriggering: #"{"aps": {"content-available": 1}}"#))
}
