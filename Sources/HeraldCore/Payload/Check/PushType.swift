// The APNs push types `check-payload` models: they decide the size limit and which kind of
// payload is expected.

/// The `apns-push-type` a payload is sent with, as far as Herald checks it.
public enum PushType: String, Sendable, CaseIterable {
  /// Inferred from the payload: `background` when `aps` holds `content-available: 1` and
  /// nothing to show, `alert` otherwise.
  case auto
  /// A notification that shows an alert, plays a sound or sets a badge.
  case alert
  /// A background update: only `content-available: 1` in `aps`.
  case background
  /// A VoIP call notification (PushKit), whose payloads may be larger.
  case voip
  /// A Live Activity's start, update or end (`apns-push-type: liveactivity`, sent to the topic
  /// `<bundle id>.push-type.liveactivity`). `auto` takes a payload whose `aps` has `event` or
  /// `content-state` for one.
  case liveactivity

  /// The most bytes APNs accepts for this push type: 5120 for VoIP, 4096 otherwise.
  public var sizeLimit: Int { self == .voip ? APNs.voipPayloadLimit : APNs.payloadLimit }
}

extension PushType {
  /// Whether an `aps` with these members is a Live Activity's: it has `event` or
  /// `content-state`.
  static func isLiveActivity(_ aps: [JSONNodeMember]) -> Bool {
    aps.contains { $0.key == "event" || $0.key == "content-state" }
  }

  /// The push type `auto` takes for an `aps` with these members: `liveactivity` for a Live
  /// Activity's, `background` for `content-available: 1` with no alert, sound or badge, `alert`
  /// otherwise. Never `auto`.
  static func implied(by aps: [JSONNodeMember]) -> PushType {
    if isLiveActivity(aps) { return .liveactivity }
    let shows = aps.contains { ["alert", "sound", "badge"].contains($0.key) }
    let contentAvailable = aps.first { $0.key == "content-available" }?.value.number == 1
    return contentAvailable && !shows ? .background : .alert
  }
}
