/// The located `onTap` block and the content-extension declarations.

/// What tapping an action does to the shown list (`onTap`), with `becomes` already lowered.
public struct OnTapDecl: Sendable, Hashable {
  /// Where the whole block is.
  public let range: SourceRange
  /// `replace`: in-place substitutions, in source order, then the lowered `becomes`, if any.
  public var replace: [ReplacePair] = []
  /// `remove`.
  public var remove: [Located<String>] = []
  /// `append`.
  public var append: [Located<String>] = []
  /// `set`: the whole new list.
  public var set: Located<[Located<String>]>?
  /// `response`, if written.
  public var response: Located<ResponseOption>?

  /// Creates an empty block.
  public init(range: SourceRange) {
    self.range = range
  }
}

/// One `replace` entry: a shown id and what takes its place.
public struct ReplacePair: Sendable, Hashable {
  /// How an entry came to be in the table.
  public enum Origin: Sendable, Hashable {
    /// Written under `replace`.
    case replace
    /// Lowered from `becomes: <target>` on the tapped action (the source).
    case becomes
  }

  /// The id to replace.
  public let source: Located<String>
  /// The id that takes its place.
  public let target: Located<String>
  /// Where the entry came from; only diagnostics that name `becomes` ask.
  public let origin: Origin

  /// Creates an entry.
  public init(source: Located<String>, target: Located<String>, origin: Origin = .replace) {
    self.source = source
    self.target = target
    self.origin = origin
  }
}

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
