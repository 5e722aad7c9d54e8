// The media play/pause button of a content extension, as the generated code returns it.

/// `mediaPlayPauseButton` without source locations, so that rendering needs no spec tree.
public struct PlannedMediaButton: Sendable, Hashable {
  /// The button type.
  public let type: MediaButtonType
  /// x, y, width, height.
  public let frame: [Double]
  /// `#RRGGBB` or `#RRGGBBAA`, if given.
  public let tint: String?
}
