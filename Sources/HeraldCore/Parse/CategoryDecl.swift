/// The located declaration of one category and its actions.

/// One entry of `categories`.
public struct CategoryDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationCategory` identifier.
  public var id: Located<String>
  /// `swiftName`, if given.
  public var swiftName: Located<String>?
  /// `actions`, in display order.
  public var actions: [ActionDecl] = []
  /// `alternates`: actions only a content extension swaps in.
  public var alternates: [ActionDecl] = []
  /// `intentIdentifiers`.
  public var intentIdentifiers: [Located<String>] = []
  /// `options`, as written.
  public var options: [Located<CategoryOption>] = []
  /// `hiddenPreviewsBodyPlaceholder`.
  public var hiddenPreviewsBodyPlaceholder: LocalizedText?
  /// `categorySummaryFormat`.
  public var categorySummaryFormat: LocalizedText?
  /// `foregroundPresentation`, as written.
  public var foregroundPresentation: [Located<PresentationOption>] = []
  /// `scenarios`.
  public var scenarios: [ScenarioDecl] = []
  /// `availability` and `unavailable`.
  public var availability = Availability()
  /// `register` (default true).
  public var register: Located<Bool>?

  /// Creates a category with only its id.
  public init(id: Located<String>, range: SourceRange) {
    self.id = id
    self.range = range
  }

  /// Actions and alternates together, actions first.
  public var allActions: [ActionDecl] { actions + alternates }

  /// Whether the category is handed to `setNotificationCategories`.
  public var isRegistered: Bool { register?.value ?? true }
}

/// One action (or alternate).
public struct ActionDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationAction` identifier.
  public var id: Located<String>
  /// `swiftName`, if given.
  public var swiftName: Located<String>?
  /// `title`.
  public var title: LocalizedText
  /// `options`, as written.
  public var options: [Located<ActionOption>] = []
  /// `icon`, if any.
  public var icon: Located<ActionIcon>?
  /// `textInput`, if any.
  public var textInput: Located<TextInputDecl>?
  /// `onTap`, if any.
  public var onTap: OnTapDecl?
  /// `availability` and `unavailable`.
  public var availability = Availability()

  /// Creates an action.
  public init(id: Located<String>, title: LocalizedText, range: SourceRange) {
    self.id = id
    self.title = title
    self.range = range
  }
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
