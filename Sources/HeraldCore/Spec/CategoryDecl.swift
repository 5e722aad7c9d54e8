// The located declaration of one category, its scenarios and its toggle pairs.

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
    availability: Availability = Availability(), register: Located<Bool>? = nil,
    states: Located<[StateNameDecl]>? = nil, startState: Located<StartStateDecl>? = nil,
    ignore: [Located<String>] = [], payload: Located<[PayloadFieldDecl]>? = nil,
    attachments: [AttachmentDecl] = []
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
      availability: availability, register: register, states: states, startState: startState,
      ignore: ignore, payload: payload, attachments: attachments)
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
  /// `states`: names for reachable states, located at the mapping.
  public var states: Located<[StateNameDecl]>? { rare?.value.states }
  /// `startState`: where a notification's payload names the state to start in.
  public var startState: Located<StartStateDecl>? { rare?.value.startState }
  /// `ignore`: the rule ids silenced in this category, its actions and its alternates.
  public var ignore: [Located<String>] { rare?.value.ignore ?? [] }
  /// `payload`: the custom keys beside `aps`, in source order, located at the mapping.
  public var payload: Located<[PayloadFieldDecl]>? { rare?.value.payload }
  /// `attachments`: what a service extension serving this category attaches.
  public var attachments: [AttachmentDecl] { rare?.value.attachments ?? [] }

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
    /// `states`.
    let states: Located<[StateNameDecl]>?
    /// `startState`.
    let startState: Located<StartStateDecl>?
    /// `ignore`.
    let ignore: [Located<String>]
    /// `payload`.
    let payload: Located<[PayloadFieldDecl]>?
    /// `attachments`.
    let attachments: [AttachmentDecl]

    /// Whether none of them was written.
    var isEmpty: Bool {
      swiftName == nil && intentIdentifiers.isEmpty && hiddenPreviewsBodyPlaceholder == nil
        && categorySummaryFormat == nil && scenarios.isEmpty && availability.isEmpty
        && register == nil && states == nil && startState == nil && ignore.isEmpty
        && payload == nil && attachments.isEmpty
    }
  }

  /// Whether the category is handed to `setNotificationCategories`.
  public var isRegistered: Bool { register?.value ?? true }
}

/// One entry of `states`: a name for the reachable state that shows exactly `shows`, in order.
public struct StateNameDecl: Sendable, Hashable {
  /// The state's Swift case name, located at the key.
  public let name: Located<String>
  /// The action ids the state shows, in shown order, located at the list.
  public let shows: Located<[Located<String>]>

  /// Creates an entry.
  public init(name: Located<String>, shows: Located<[Located<String>]>) {
    self.name = name
    self.shows = shows
  }
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

extension CategoryDecl {
  /// Every toggle pair, sorted by its first action, each located at the `becomes` value of its
  /// first action (where `machine-toggle-round-trip` points). Of a duplicated action id (an
  /// error of its own) the first declaration with `becomes` counts.
  public var togglePairs: [Located<TogglePair>] {
    var becomes: [String: Located<String>] = [:]
    for action in allActions where action.hasOnTap {
      guard let target = action.onTap?.becomes?.target, becomes[action.id.value] == nil else {
        continue
      }
      becomes[action.id.value] = target
    }
    return becomes.sorted { $0.key < $1.key }.compactMap { first, second in
      guard becomes[second.value]?.value == first else { return nil }
      return Located(TogglePair(first: first, second: second.value), at: second.range)
    }
  }
}

/// `startState`: the `userInfo` key whose value, in a notification's payload, names the state
/// (one of `states`) its content extension starts in.
public struct StartStateDecl: Sendable, Hashable {
  /// `userInfoKey`.
  public let userInfoKey: Located<String>

  /// Creates the declaration.
  public init(userInfoKey: Located<String>) {
    self.userInfoKey = userInfoKey
  }
}
