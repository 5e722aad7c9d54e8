// The categories the generated code builds: initializers, options, text input, icons.

import GeneratedApp
import Testing
import UserNotifications

/// What `makeCategory()` produces for the example specs.
@Suite struct CategoryShapeTests {
  /// The registered category with an id.
  func category(_ id: String) -> UNNotificationCategory? {
    AppNotifications.registeredCategories().first { $0.identifier == id }
  }

  /// An explicit empty placeholder uses the iOS 11 initializer and stays distinct from none.
  @Test func emptyPlaceholderDiffersFromNone() throws {
    let invite = try #require(category("AcceptOrReject"))
    #expect(invite.standInInitializer == .hiddenPreviewsBodyPlaceholder)
    #expect(invite.standInHiddenPreviewsBodyPlaceholder == "")
    let map = try #require(category("ShowMap"))
    #expect(map.standInInitializer == .identifierActionsIntentIdentifiersOptions)
    #expect(map.standInHiddenPreviewsBodyPlaceholder == nil)
  }

  /// A summary format selects the iOS 12 initializer.
  @Test func summaryFormatUsesTheIOS12Initializer() throws {
    let podcast = try #require(category("podcast"))
    #expect(podcast.standInInitializer == .hiddenPreviewsBodyPlaceholderCategorySummaryFormat)
    #expect(podcast.standInCategorySummaryFormat != nil)
  }

  /// Options come through with Apple's raw values.
  @Test func optionsMatchTheSpec() throws {
    let invite = try #require(category("AcceptOrReject"))
    #expect(invite.options.contains(.customDismissAction))
    let accept = try #require(invite.actions.first)
    #expect(accept.identifier == "accept" && accept.options == [.foreground])
    #expect(invite.actions.last?.options == [.destructive])
  }

  /// Text-input actions are `UNTextInputNotificationAction`; `textInput: true` keeps the system's
  /// defaults.
  @Test func textInputActions() throws {
    let map = try #require(category("ShowMap"))
    let comment = try #require(map.actions.first { $0.identifier == "comment" })
    let input = try #require(comment as? UNTextInputNotificationAction)
    #expect(input.standInUsesSystemDefaults)
    let message = try #require(category("message"))
    let reply = try #require(message.actions.first { $0.identifier == "reply" })
    let typed = try #require(reply as? UNTextInputNotificationAction)
    #expect(!typed.standInUsesSystemDefaults)
    #expect(!typed.textInputButtonTitle.isEmpty)
  }

  /// Icons are attached on systems that have them.
  @Test func iconsAreAttached() throws {
    let message = try #require(category("message"))
    let icons = message.actions.compactMap(\.icon)
    #expect(!icons.isEmpty)
    #expect(
      icons.contains { $0.standInSystemImageName != nil || $0.standInTemplateImageName != nil })
  }
}
