// The located declaration of one content extension and its media button.

/// One entry of `extensions`: a Notification Content Extension target.
public struct ExtensionDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `target`: the extension target's name.
  public var target: Located<String>
  /// `categories`: the category ids it serves, in spec order.
  public var categories: [Located<String>] = []
  /// Whether `categories` was written as a single string.
  public var categoriesIsScalar = false
  /// `principalClass`, if given.
  public var principalClass: Located<String>?
  /// `mainStoryboard`, if given.
  public var mainStoryboard: Located<String>?
  /// `initialContentSizeRatio`.
  public var initialContentSizeRatio: Located<Double>?
  /// `defaultContentHidden`, if given.
  public var defaultContentHidden: Located<Bool>?
  /// `overridesDefaultTitle`, if given.
  public var overridesDefaultTitle: Located<Bool>?
  /// `userInteractionEnabled`, if given.
  public var userInteractionEnabled: Located<Bool>?
  /// `mediaPlayPauseButton`, if given.
  public var mediaPlayPauseButton: Located<MediaButtonDecl>?
  /// `ignore`: the rule ids silenced in this extension.
  public var ignore: [Located<String>] = []

  /// Creates an extension with only its target.
  public init(target: Located<String>, range: SourceRange) {
    self.target = target
    self.range = range
  }
}

/// `mediaPlayPauseButton`.
public struct MediaButtonDecl: Sendable, Hashable {
  /// `type`.
  public var type: Located<MediaButtonType>
  /// `frame`: x, y, width, height.
  public var frame: Located<[Double]>
  /// `tint`: `#RRGGBB` or `#RRGGBBAA`, if given.
  public var tint: Located<String>?
}
