// A scenario as the generated harness replays it.

/// One `scenarios` entry, without source locations: the harness needs only its values.
public struct PlannedScenario: Sendable, Hashable {
  /// The scenario's name.
  public let name: String
  /// The tapped action ids, in order.
  public let taps: [String]
  /// The shown action ids expected after the taps.
  public let expect: [String]
}
