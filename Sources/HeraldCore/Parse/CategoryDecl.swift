/// The located declaration of one category and its actions.

/// One entry of `categories`. A class, so that rules pass it around without copying its parts.
public final class CategoryDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationCategory` identifier.
  public let id: Located<String>
  /// `swiftName`, if given.
  public let swiftName: Located<String>?
  /// `actions`, in display order.
  public let actions: [ActionDecl]
  /// `alternates`: actions only a content extension swaps in.
  public let alternates: [ActionDecl]
  /// Actions and alternates together, actions first.
  public let allActions: [ActionDecl]
  /// `intentIdentifiers`.
  public let intentIdentifiers: [Located<String>]
  /// `options`, as written.
  public let options: [Located<CategoryOption>]
  /// `hiddenPreviewsBodyPlaceholder`.
  public let hiddenPreviewsBodyPlaceholder: LocalizedText?
  /// `categorySummaryFormat`.
  public let categorySummaryFormat: LocalizedText?
  /// `foregroundPresentation`, as written.
  public let foregroundPresentation: [Located<PresentationOption>]
  /// `scenarios`.
  public let scenarios: [ScenarioDecl]
  /// `availability` and `unavailable`.
  public let availability: Availability
  /// `register` (default true).
  public let register: Located<Bool>?

  /// Creates a category; only the id is required.
  public init(
    id: Located<String>, range: SourceRange, swiftName: Located<String>? = nil,
    actions: [ActionDecl] = [], alternates: [ActionDecl] = [],
    intentIdentifiers: [Located<String>] = [], options: [Located<CategoryOption>] = [],
    hiddenPreviewsBodyPlaceholder: LocalizedText? = nil,
    categorySummaryFormat: LocalizedText? = nil,
    foregroundPresentation: [Located<PresentationOption>] = [], scenarios: [ScenarioDecl] = [],
    availability: Availability = Availability(), register: Located<Bool>? = nil
  ) {
    self.id = id
    self.range = range
    self.swiftName = swiftName
    self.actions = actions
    self.alternates = alternates
    self.allActions = actions + alternates
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    self.categorySummaryFormat = categorySummaryFormat
    self.foregroundPresentation = foregroundPresentation
    self.scenarios = scenarios
    self.availability = availability
    self.register = register
  }

  /// Whether the category is handed to `setNotificationCategories`.
  public var isRegistered: Bool { register?.value ?? true }
}

/// One action (or alternate). A class, so that rules pass it around without copying its parts.
public final class ActionDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationAction` identifier.
  public let id: Located<String>
  /// `swiftName`, boxed: rarely given.
  private let boxedSwiftName: Box<Located<String>>?
  /// `title`.
  public let title: LocalizedText
  /// `options`, as written.
  public let options: [Located<ActionOption>]
  /// `icon`, if any.
  public let icon: Located<ActionIcon>?
  /// `textInput`, boxed: most actions are plain buttons.
  private let boxedTextInput: Box<Located<TextInputDecl>>?
  /// `onTap`, boxed: only dynamic actions have it.
  private let boxedOnTap: Box<OnTapDecl>?
  /// `availability` and `unavailable`.
  public let availability: Availability

  /// Creates an action; only the id and title are required.
  public init(
    id: Located<String>, title: LocalizedText, range: SourceRange,
    swiftName: Located<String>? = nil, options: [Located<ActionOption>] = [],
    icon: Located<ActionIcon>? = nil, textInput: Located<TextInputDecl>? = nil,
    onTap: OnTapDecl? = nil, availability: Availability = Availability()
  ) {
    self.id = id
    self.title = title
    self.range = range
    self.boxedSwiftName = Box.wrap(swiftName)
    self.options = options
    self.icon = icon
    self.boxedTextInput = Box.wrap(textInput)
    self.boxedOnTap = Box.wrap(onTap)
    self.availability = availability
  }

  /// `swiftName`, if given.
  public var swiftName: Located<String>? { boxedSwiftName?.value }
  /// `textInput`, if any.
  public var textInput: Located<TextInputDecl>? { boxedTextInput?.value }
  /// `onTap`, if any.
  public var onTap: OnTapDecl? { boxedOnTap?.value }
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

/// One entry of `scenarios`.
public struct ScenarioDecl: Sendable, Hashable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `name`.
  public var name: Located<String>
  /// `taps`, in order.
  public var taps: [Located<String>]
  /// `expect`: the shown actions after the taps.
  public var expect: Located<[Located<String>]>
}
