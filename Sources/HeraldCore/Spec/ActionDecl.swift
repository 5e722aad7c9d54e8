// The located declaration of one action, its icon and its text input.

/// One action (or alternate). A class, so that rules pass it around without copying its parts.
public final class ActionDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationAction` identifier.
  public let id: Located<String>
  /// `title`.
  public let title: LocalizedText
  /// `options`, as written.
  public let options: [Located<ActionOption>]
  /// `icon`, if any.
  public let icon: Located<ActionIcon>?
  /// `onTap`, boxed: only dynamic actions have it.
  private let boxedOnTap: Box<OnTapDecl>?
  /// `swiftName`, `textInput` and availability, boxed together: most actions have none.
  private let rare: Box<RareParts>?

  /// Creates an action; only the id and title are required.
  public init(
    id: Located<String>, title: LocalizedText, range: SourceRange,
    swiftName: Located<String>? = nil, options: [Located<ActionOption>] = [],
    icon: Located<ActionIcon>? = nil, textInput: Located<TextInputDecl>? = nil,
    onTap: OnTapDecl? = nil, availability: Availability = Availability(),
    ignore: [Located<String>] = []
  ) {
    self.id = id
    self.title = title
    self.range = range
    self.options = options
    self.icon = icon
    self.boxedOnTap = onTap.map(Box.init)
    let plain = swiftName == nil && textInput == nil && availability.isEmpty && ignore.isEmpty
    self.rare =
      plain
      ? nil
      : Box(
        RareParts(
          swiftName: swiftName, textInput: textInput, availability: availability, ignore: ignore))
  }

  /// `swiftName`, if given.
  public var swiftName: Located<String>? { rare?.value.swiftName }
  /// `textInput`, if any.
  public var textInput: Located<TextInputDecl>? { rare?.value.textInput }
  /// `availability` and `unavailable`.
  public var availability: Availability { rare?.value.availability ?? Availability() }
  /// `ignore`: the rule ids silenced in this action.
  public var ignore: [Located<String>] { rare?.value.ignore ?? [] }

  /// The parts of an action most specs leave out.
  struct RareParts: Sendable {
    /// `swiftName`.
    let swiftName: Located<String>?
    /// `textInput`.
    let textInput: Located<TextInputDecl>?
    /// `availability` and `unavailable`.
    let availability: Availability
    /// `ignore`.
    let ignore: [Located<String>]
  }
  /// `onTap`, if any.
  public var onTap: OnTapDecl? { boxedOnTap?.value }
  /// Whether a visible string of the action has a `payload` argument.
  public var hasPayloadArguments: Bool {
    [title, textInput?.value.buttonTitle, textInput?.value.placeholder].contains { text in
      text?.arguments?.value.contains { if case .payload = $0.argument { true } else { false } }
        ?? false
    }
  }
  /// Whether `onTap` was written, without copying it out.
  public var hasOnTap: Bool { boxedOnTap != nil }
}

/// An action icon: an SF Symbol or an asset-catalog template image.
public enum ActionIcon: Sendable, Hashable {
  /// `{ system: name }`.
  case system(String)
  /// `{ template: name }`.
  case template(String)
}

/// `textInput`: `true` for the system's defaults, or both strings.
public struct TextInputDecl: Sendable, Hashable {
  /// The send button's title; nil with `textInput: true`.
  public var buttonTitle: LocalizedText?
  /// The field's placeholder; nil with `textInput: true`.
  public var placeholder: LocalizedText?
}
