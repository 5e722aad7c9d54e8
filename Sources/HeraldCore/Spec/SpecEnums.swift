// The closed vocabularies of the spec language, with Apple's spelling and declaration order.

/// A string enum of the spec language: decoded with "did you mean" and listed in the schema.
public protocol SpecEnum: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == String {}

extension SpecEnum {
  /// Every spelling, in declaration order.
  public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// A platform key under `platforms`, `availability` or `unavailable`.
public enum Platform: String, SpecEnum, Comparable {
  case iOS, macOS, macCatalyst, watchOS, visionOS, tvOS

  /// Orders platforms by declaration order.
  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// `swift.accessLevel`.
public enum AccessLevel: String, SpecEnum {
  case `internal`, `public`, `package`
}

/// `localization.bundle`.
public enum LocalizationBundle: String, SpecEnum {
  case main, module
}

/// `UNNotificationCategoryOptions` members, in Apple's declaration order.
public enum CategoryOption: String, SpecEnum {
  case customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle
  case allowAnnouncement
}

/// `UNNotificationActionOptions` members, in the manifest's order.
public enum ActionOption: String, SpecEnum {
  case authenticationRequired, destructive, foreground
}

/// `UNNotificationPresentationOptions` members used by `foregroundPresentation`.
public enum PresentationOption: String, SpecEnum {
  case badge, sound, list, banner
}

/// `UNNotificationContentExtensionResponseOption` cases.
public enum ResponseOption: String, SpecEnum {
  case doNotDismiss, dismiss, dismissAndForwardAction

  /// Whether the tap closes the interface.
  public var isTerminal: Bool { self != .doNotDismiss }
}

/// `UNNotificationContentExtensionMediaPlayPauseButtonType` cases.
public enum MediaButtonType: String, SpecEnum {
  case none, `default`, overlay
}
