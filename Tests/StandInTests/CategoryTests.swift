// The three category initializers, recorded distinctly, and empty versus nil placeholders.
import Testing
import UserNotifications

@Suite struct CategoryTests {
  private let actions = [
    UNNotificationAction(identifier: "accept", title: "Accept", options: [.foreground]),
    UNNotificationAction(identifier: "decline", title: "Decline", options: [.destructive]),
  ]

  @Test func initializerOneDefaultsOptionsAndReportsEmptyStrings() {
    let category = UNNotificationCategory(
      identifier: "invite", actions: actions, intentIdentifiers: [])
    #expect(category.identifier == "invite")
    #expect(category.actions.map(\.identifier) == ["accept", "decline"])
    #expect(category.intentIdentifiers == [])
    #expect(category.options == [])
    #expect(category.hiddenPreviewsBodyPlaceholder == "")
    #expect(category.categorySummaryFormat == "")
    #expect(category.standInInitializer == .identifierActionsIntentIdentifiersOptions)
    #expect(category.standInHiddenPreviewsBodyPlaceholder == nil)
    #expect(category.standInCategorySummaryFormat == nil)
  }

  @Test func initializerTwoTakesNonOptionalPlaceholder() {
    let category = UNNotificationCategory(
      identifier: "msg", actions: [], intentIdentifiers: ["INSendMessageIntent"],
      hiddenPreviewsBodyPlaceholder: "%u messages", options: [.customDismissAction])
    #expect(category.standInInitializer == .hiddenPreviewsBodyPlaceholder)
    #expect(category.hiddenPreviewsBodyPlaceholder == "%u messages")
    #expect(category.intentIdentifiers == ["INSendMessageIntent"])
    #expect(category.options == .customDismissAction)
    #expect(category.standInCategorySummaryFormat == nil)
  }

  @Test func initializerThreeTakesOptionalStrings() {
    let both = UNNotificationCategory(
      identifier: "ep", actions: actions, intentIdentifiers: [],
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: "%u new episodes",
      options: [.hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle])
    #expect(both.standInInitializer == .hiddenPreviewsBodyPlaceholderCategorySummaryFormat)
    #expect(both.standInHiddenPreviewsBodyPlaceholder == nil)
    #expect(both.hiddenPreviewsBodyPlaceholder == "")
    #expect(both.categorySummaryFormat == "%u new episodes")
    #expect(both.options.rawValue == 12)
    let noOptions = UNNotificationCategory(
      identifier: "ep2", actions: [], intentIdentifiers: [],
      hiddenPreviewsBodyPlaceholder: "x", categorySummaryFormat: nil)
    #expect(noOptions.options == [])
    #expect(noOptions.standInCategorySummaryFormat == nil)
  }

  @Test func emptyPlaceholderDiffersFromNone() {
    let empty = UNNotificationCategory(
      identifier: "c", actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "")
    let none = UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [])
    #expect(empty.hiddenPreviewsBodyPlaceholder == none.hiddenPreviewsBodyPlaceholder)
    #expect(empty.standInHiddenPreviewsBodyPlaceholder == "")
    #expect(none.standInHiddenPreviewsBodyPlaceholder == nil)
    #expect(empty.standInInitializer != none.standInInitializer)
  }

  @Test func setUsesValueEqualityOverPublicProperties() {
    let first = UNNotificationCategory(identifier: "a", actions: actions, intentIdentifiers: [])
    let rebuilt = UNNotificationCategory(identifier: "a", actions: actions, intentIdentifiers: [])
    let different = UNNotificationCategory(identifier: "a", actions: [], intentIdentifiers: [])
    #expect(first == rebuilt)
    #expect(first != different)
    #expect(Set([first, rebuilt, different]).count == 2)
  }
}
