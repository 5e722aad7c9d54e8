// The values of the `apns-push-type` header, and what each asks of the request's topic.
//
// Source: Apple, "Sending notification requests to APNs" (the apns-push-type and apns-topic
// header fields); WidgetKit, "Updating widgets with WidgetKit push notifications" (`widgets`).

/// An `apns-push-type` value APNs accepts; another is rejected with `InvalidPushType`.
public enum APNsPushTypeHeader: String, Sendable, CaseIterable {
  case alert, background, location, voip, complication, fileprovider, mdm, liveactivity
  case pushtotalk, widgets

  /// The push as messages name it, with its article: "an alert", "a Live Activity push".
  public var phrase: String {
    switch self {
    case .alert: "an alert"
    case .background: "a background update"
    case .location: "a location query"
    case .voip: "a VoIP push"
    case .complication: "a complication push"
    case .fileprovider: "a file provider push"
    case .mdm: "an MDM push"
    case .liveactivity: "a Live Activity push"
    case .pushtotalk: "a push-to-talk push"
    case .widgets: "a widget push"
    }
  }

  /// The push type `check-payload` checks the payload as, or nil for a push type whose payload
  /// is not a notification's (a location query, a file provider's or MDM's signal, a push to
  /// talk, a widget reload): Herald checks only its JSON and its size.
  public var checkedAs: PushType? {
    switch self {
    case .alert: .alert
    case .background: .background
    case .voip: .voip
    case .liveactivity: .liveactivity
    case .location, .complication, .fileprovider, .mdm, .pushtotalk, .widgets: nil
    }
  }

  /// What the topic appends to the app's bundle identifier for this push type, or nil when the
  /// topic is no function of it that Apple documents (MDM's comes from the MDM certificate; the
  /// widgets push type's topic is not stated on the page that introduces it).
  public var topicSuffix: String? {
    switch self {
    case .alert, .background: ""
    case .voip: ".voip"
    case .complication: ".complication"
    case .fileprovider: ".pushkit.fileprovider"
    case .location: ".location-query"
    case .liveactivity: ".push-type.liveactivity"
    case .pushtotalk: ".voip-ptt"
    case .mdm, .widgets: nil
    }
  }

  /// The suffixes of every push type that has one, longest first, so that a topic is matched
  /// by the most specific (`.voip-ptt` before `.voip`).
  static let suffixes: [(suffix: String, type: APNsPushTypeHeader)] =
    allCases.compactMap { type in
      type.topicSuffix.flatMap { $0.isEmpty ? nil : ($0, type) }
    }
    .sorted { $0.suffix.count > $1.suffix.count }

  /// The push type whose suffix `topic` ends with, and the bundle identifier before it.
  static func suffixed(_ topic: String) -> (type: APNsPushTypeHeader, bundle: String)? {
    for (suffix, type) in suffixes where topic.hasSuffix(suffix) && topic.count > suffix.count {
      return (type, String(topic.dropLast(suffix.count)))
    }
    return nil
  }
}
