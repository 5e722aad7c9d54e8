// Raw values of the stand-in option sets and enums, and the two reserved identifiers.
import Testing
import UserNotifications
import UserNotificationsUI

/// Reads deprecated members through a protocol witness so the test builds without warnings.
private protocol DeprecatedRawValues {
  var allowAnnouncement: UInt { get }
  var alert: UInt { get }
}

private struct DeprecatedProbe: DeprecatedRawValues {
  @available(*, deprecated)
  var allowAnnouncement: UInt { UNNotificationCategoryOptions.allowAnnouncement.rawValue }
  @available(*, deprecated)
  var alert: UInt { UNNotificationPresentationOptions.alert.rawValue }
}

@Suite struct OptionTests {
  @Test func actionOptionRawValues() {
    #expect(UNNotificationActionOptions.authenticationRequired.rawValue == 1)
    #expect(UNNotificationActionOptions.destructive.rawValue == 2)
    #expect(UNNotificationActionOptions.foreground.rawValue == 4)
    let none: UNNotificationActionOptions = []
    #expect(none.rawValue == 0)
    #expect(UNNotificationActionOptions([.destructive, .foreground]).rawValue == 6)
  }

  @Test func categoryOptionRawValues() {
    #expect(UNNotificationCategoryOptions.customDismissAction.rawValue == 1)
    #expect(UNNotificationCategoryOptions.allowInCarPlay.rawValue == 2)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowTitle.rawValue == 4)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle.rawValue == 8)
    #expect((DeprecatedProbe() as any DeprecatedRawValues).allowAnnouncement == 16)
  }

  @Test func presentationOptionRawValues() {
    #expect(UNNotificationPresentationOptions.badge.rawValue == 1)
    #expect(UNNotificationPresentationOptions.sound.rawValue == 2)
    #expect((DeprecatedProbe() as any DeprecatedRawValues).alert == 4)
    #expect(UNNotificationPresentationOptions.list.rawValue == 8)
    #expect(UNNotificationPresentationOptions.banner.rawValue == 16)
  }

  @Test func contentExtensionEnumRawValues() {
    #expect(UNNotificationContentExtensionResponseOption.doNotDismiss.rawValue == 0)
    #expect(UNNotificationContentExtensionResponseOption.dismiss.rawValue == 1)
    #expect(UNNotificationContentExtensionResponseOption.dismissAndForwardAction.rawValue == 2)
    #expect(UNNotificationContentExtensionMediaPlayPauseButtonType.none.rawValue == 0)
    #expect(UNNotificationContentExtensionMediaPlayPauseButtonType.default.rawValue == 1)
    #expect(UNNotificationContentExtensionMediaPlayPauseButtonType.overlay.rawValue == 2)
  }

  @Test func reservedActionIdentifiers() {
    #expect(
      UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(
      UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
  }
}
