// The vocabulary of `herald diff`: every kind of change between two spec sets, its stable id and
// how much it matters to payloads in flight and to installed apps.

/// How much a change matters, from least to most; `--fail-on` compares against this order.
public enum ChangeClass: String, Sendable, CaseIterable, Comparable {
  /// Something new that nothing sent or installed can depend on yet.
  case additive
  /// What users see or what a tap does changes, but every payload and response still matches.
  case behavioural
  /// A payload in flight or an installed app no longer matches: an id it names is gone.
  case breaking

  /// Orders classes by severity.
  public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// One kind of change: a stable id (`diff-…`), documented in docs/diff.md, and its class. These
/// are not diagnostics: a change is neither an error nor a warning of one spec, so they keep
/// their own vocabulary instead of entries in `RuleRegistry.all` (docs/decisions.md).
public struct ChangeKind: Sendable, Hashable {
  /// The stable id.
  public let id: String
  /// How much it matters.
  public let changeClass: ChangeClass

  /// Creates a kind.
  init(_ id: String, _ changeClass: ChangeClass) {
    self.id = id
    self.changeClass = changeClass
  }
}

extension ChangeKind {
  /// A category id is gone and nothing like it was added.
  public static let categoryRemoved = ChangeKind("diff-category-removed", .breaking)
  /// A category id is gone and a new one has the same actions: most likely renamed.
  public static let categoryRenamed = ChangeKind("diff-category-renamed", .breaking)
  /// A category that `register` keeps out of `setNotificationCategories` now.
  public static let categoryUnregistered = ChangeKind("diff-category-unregistered", .breaking)
  /// An action id is gone from its category.
  public static let actionRemoved = ChangeKind("diff-action-removed", .breaking)
  /// An action id is gone and a new one in the same category has its title and shape.
  public static let actionRenamed = ChangeKind("diff-action-renamed", .breaking)
  /// An action id left its category for another one.
  public static let actionMoved = ChangeKind("diff-action-moved", .breaking)
  /// A text-input action became a plain one: its responses carry no text any more.
  public static let textInputRemoved = ChangeKind("diff-text-input-removed", .breaking)
  /// `foreground` was removed from an action: its responses no longer open the app.
  public static let foregroundRemoved = ChangeKind("diff-foreground-removed", .breaking)
  /// A content extension no longer serves a category (or is gone).
  public static let extensionCategoryDropped = ChangeKind(
    "diff-extension-category-dropped", .breaking)
  /// A state named in `states` has another name there: the generated `State` case and the
  /// value a payload's start state gives change.
  public static let stateRenamed = ChangeKind("diff-state-renamed", .breaking)
  /// A state's generated `State` case changes: its derived name changed, or `states` names it
  /// now or no longer does.
  public static let stateNameChanged = ChangeKind("diff-state-name-changed", .breaking)
  /// The generated Swift name (type or case) of a category or action changed.
  public static let swiftNameChanged = ChangeKind("diff-swift-name-changed", .breaking)
  /// A category or action is left out on a platform, or exists from a later version only.
  public static let availabilityNarrowed = ChangeKind("diff-availability-narrowed", .breaking)
  /// `swift.namespace` changed: every generated type moves.
  public static let swiftNamespaceChanged = ChangeKind("diff-swift-namespace-changed", .breaking)
  /// `swift.accessLevel` is narrower: code outside the module loses the generated API.
  public static let accessLevelNarrowed = ChangeKind("diff-access-level-narrowed", .breaking)
  /// `startState` was removed or reads another `userInfo` key: payloads naming a state under
  /// the old key start at the registered actions.
  public static let startStateChanged = ChangeKind("diff-start-state-changed", .breaking)

  /// A category's `options`, `foregroundPresentation` or `intentIdentifiers` changed.
  public static let categoryOptionsChanged = ChangeKind(
    "diff-category-options-changed", .behavioural)
  /// A category's `hiddenPreviewsBodyPlaceholder` or `categorySummaryFormat` changed.
  public static let categoryTextChanged = ChangeKind("diff-category-text-changed", .behavioural)
  /// The registered actions of a category are shown in another order.
  public static let actionsReordered = ChangeKind("diff-actions-reordered", .behavioural)
  /// An action's `options` changed (other than `foreground` removed).
  public static let actionOptionsChanged = ChangeKind("diff-action-options-changed", .behavioural)
  /// An action's title changed.
  public static let actionTitleChanged = ChangeKind("diff-action-title-changed", .behavioural)
  /// An action's icon changed.
  public static let actionIconChanged = ChangeKind("diff-action-icon-changed", .behavioural)
  /// A plain action became a text-input one, or its button title or placeholder changed.
  public static let textInputChanged = ChangeKind("diff-text-input-changed", .behavioural)
  /// A content extension's attributes (class, storyboard, size ratio, flags) changed.
  public static let extensionChanged = ChangeKind("diff-extension-changed", .behavioural)
  /// A state of a machine is no longer reachable.
  public static let stateRemoved = ChangeKind("diff-state-removed", .behavioural)
  /// A (state, tap) cell appeared in a machine.
  public static let transitionAdded = ChangeKind("diff-transition-added", .behavioural)
  /// A (state, tap) cell disappeared from a machine.
  public static let transitionRemoved = ChangeKind("diff-transition-removed", .behavioural)
  /// A (state, tap) cell leads elsewhere or responds differently.
  public static let transitionChanged = ChangeKind("diff-transition-changed", .behavioural)
  /// An explicit localization key of a string changed: its translations are no longer found.
  public static let localizationKeyChanged = ChangeKind(
    "diff-localization-key-changed", .behavioural)
  /// Localization was turned on or off, or its table or bundle changed.
  public static let localizationChanged = ChangeKind("diff-localization-changed", .behavioural)
  /// `app.bundleIdentifier` or `app.samplePayloads` changed.
  public static let appChanged = ChangeKind("diff-app-changed", .behavioural)
  /// A platform's deployment target was raised, or the platform is no longer targeted.
  public static let deploymentTargetRaised = ChangeKind(
    "diff-deployment-target-raised", .behavioural)
  /// A scenario of a category is gone.
  public static let scenarioRemoved = ChangeKind("diff-scenario-removed", .behavioural)
  /// A scenario's taps or expected actions changed.
  public static let scenarioChanged = ChangeKind("diff-scenario-changed", .behavioural)

  /// A new category.
  public static let categoryAdded = ChangeKind("diff-category-added", .additive)
  /// A new action in a category that existed.
  public static let actionAdded = ChangeKind("diff-action-added", .additive)
  /// A new reachable state of a machine.
  public static let stateAdded = ChangeKind("diff-state-added", .additive)
  /// A content extension serves a category it did not.
  public static let extensionCategoryAdded = ChangeKind("diff-extension-category-added", .additive)
  /// A category or action exists on a platform it was left out on, or from an earlier version.
  public static let availabilityWidened = ChangeKind("diff-availability-widened", .additive)
  /// `swift.accessLevel` is wider.
  public static let accessLevelWidened = ChangeKind("diff-access-level-widened", .additive)
  /// A platform's deployment target was lowered, or a platform is targeted newly.
  public static let deploymentTargetLowered = ChangeKind(
    "diff-deployment-target-lowered", .additive)
  /// A category has a new scenario.
  public static let scenarioAdded = ChangeKind("diff-scenario-added", .additive)
  /// A category has a `startState` now.
  public static let startStateAdded = ChangeKind("diff-start-state-added", .additive)

  /// Every kind, most severe class first; docs/diff.md lists exactly these (a test checks).
  public static let all: [ChangeKind] = [
    categoryRemoved, categoryRenamed, categoryUnregistered, actionRemoved, actionRenamed,
    actionMoved, textInputRemoved, foregroundRemoved, extensionCategoryDropped, stateRenamed,
    stateNameChanged, swiftNameChanged, availabilityNarrowed, swiftNamespaceChanged,
    accessLevelNarrowed, startStateChanged, payloadKeyRemoved, payloadRequiredKeyAdded,
    payloadKeyNowRequired, payloadKeyNowOptional, payloadKeyRetyped, payloadEnumNarrowed,
    payloadEnumWidened, payloadSwiftNameChanged, payloadDeclared, payloadDropped,
    payloadWireChanged, payloadLenientDropped,
    serviceCategoryDropped, serviceAttachmentRemoved, registrationParameterAdded,
    registrationParameterRemoved, registrationParameterChanged,
    categoryOptionsChanged, categoryTextChanged, actionsReordered, actionOptionsChanged,
    actionTitleChanged, actionIconChanged, textInputChanged, extensionChanged,
    serviceExtensionChanged,
    stateRemoved,
    transitionAdded, transitionRemoved, transitionChanged, localizationKeyChanged,
    localizationChanged, appChanged, deploymentTargetRaised, scenarioRemoved, scenarioChanged,
    categoryAdded, actionAdded, stateAdded, extensionCategoryAdded, availabilityWidened,
    accessLevelWidened, deploymentTargetLowered, scenarioAdded, startStateAdded, payloadKeyAdded,
    serviceCategoryAdded, serviceAttachmentAdded, payloadLenientAdded, pushKindRemoved,
    pushKindRebound, pushKindWidened, pushKindsReordered, pushKindAdded, payloadUnionWidened,
    payloadUnionChanged,
  ]
}
