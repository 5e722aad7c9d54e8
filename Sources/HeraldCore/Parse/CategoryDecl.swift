/// The located declaration of one category and its actions.

/// One entry of `categories`. A class, so that rules pass it around without copying its parts.
public final class CategoryDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the `UNNotificationCategory` identifier.
  public let id: Located<String>
  /// `actions`, in display order.
  public let actions: [ActionDecl]
  /// `alternates`: actions only a content extension swaps in.
  public let alternates: [ActionDecl]
  /// Actions and alternates together, actions first.
  public let allActions: [ActionDecl]
  /// `options`, as written.
  public let options: [Located<CategoryOption>]
  /// `foregroundPresentation`, as written.
  public let foregroundPresentation: [Located<PresentationOption>]
  /// The keys most categories leave out, boxed together.
  private let rare: Box<RareParts>?

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
    self.actions = actions
    self.alternates = alternates
    // Without alternates this shares the storage of `actions` instead of allocating a copy.
    self.allActions = alternates.isEmpty ? actions : actions + alternates
    self.options = options
    self.foregroundPresentation = foregroundPresentation
    let rare = RareParts(
      swiftName: swiftName, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
      categorySummaryFormat: categorySummaryFormat, scenarios: scenarios,
      availability: availability, register: register)
    self.rare = rare.isEmpty ? nil : Box(rare)
  }

  /// `swiftName`, if given.
  public var swiftName: Located<String>? { rare?.value.swiftName }
  /// `intentIdentifiers`.
  public var intentIdentifiers: [Located<String>] { rare?.value.intentIdentifiers ?? [] }
  /// `hiddenPreviewsBodyPlaceholder`.
  public var hiddenPreviewsBodyPlaceholder: LocalizedText? {
    rare?.value.hiddenPreviewsBodyPlaceholder
  }
  /// `categorySummaryFormat`.
  public var categorySummaryFormat: LocalizedText? { rare?.value.categorySummaryFormat }
  /// `scenarios`.
  public var scenarios: [ScenarioDecl] { rare?.value.scenarios ?? [] }
  /// `availability` and `unavailable`.
  public var availability: Availability { rare?.value.availability ?? Availability() }
  /// `register` (default true).
  public var register: Located<Bool>? { rare?.value.register }

  /// The parts of a category most specs leave out.
  struct RareParts: Sendable {
    /// `swiftName`.
    let swiftName: Located<String>?
    /// `intentIdentifiers`.
    let intentIdentifiers: [Located<String>]
    /// `hiddenPreviewsBodyPlaceholder`.
    let hiddenPreviewsBodyPlaceholder: LocalizedText?
    /// `categorySummaryFormat`.
    let categorySummaryFormat: LocalizedText?
    /// `scenarios`.
    let scenarios: [ScenarioDecl]
    /// `availability` and `unavailable`.
    let availability: Availability
    /// `register`.
    let register: Located<Bool>?

    /// Whether none of them was written.
    var isEmpty: Bool {
      swiftName == nil && intentIdentifiers.isEmpty && hiddenPreviewsBodyPlaceholder == nil
        && categorySummaryFormat == nil && scenarios.isEmpty && availability.isEmpty
        && register == nil
    }
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
    onTap: OnTapDecl? = nil, availability: Availability = Availability()
  ) {
    self.id = id
    self.title = title
    self.range = range
    self.options = options
    self.icon = icon
    self.boxedOnTap = onTap.map(Box.init)
    let plain = swiftName == nil && textInput == nil && availability.isEmpty
    self.rare =
      plain
      ? nil
      : Box(RareParts(swiftName: swiftName, textInput: textInput, availability: availability))
  }

  /// `swiftName`, if given.
  public var swiftName: Located<String>? { rare?.value.swiftName }
  /// `textInput`, if any.
  public var textInput: Located<TextInputDecl>? { rare?.value.textInput }
  /// `availability` and `unavailable`.
  public var availability: Availability { rare?.value.availability ?? Availability() }

  /// The parts of an action most specs leave out.
  struct RareParts: Sendable {
    /// `swiftName`.
    let swiftName: Located<String>?
    /// `textInput`.
    let textInput: Located<TextInputDecl>?
    /// `availability` and `unavailable`.
    let availability: Availability
  }
  /// `onTap`, if any.
  public var onTap: OnTapDecl? { boxedOnTap?.value }
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
