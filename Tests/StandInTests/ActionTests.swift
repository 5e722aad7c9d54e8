// Action, text-input action and icon initializers, written exactly as app code calls them.
import Testing
import UserNotifications

@Suite struct ActionTests {
  @Test func shortInitializerDefaultsOptionsToEmpty() {
    let action = UNNotificationAction(identifier: "like", title: "Like")
    #expect(action.identifier == "like")
    #expect(action.title == "Like")
    #expect(action.options == [])
    #expect(action.icon == nil)
  }

  @Test func shortInitializerKeepsOptions() {
    let action = UNNotificationAction(
      identifier: "delete", title: "Delete", options: [.destructive, .authenticationRequired])
    #expect(action.options == [.destructive, .authenticationRequired])
  }

  @Test func iconInitializerNeedsExplicitIcon() {
    let heart = UNNotificationActionIcon(systemImageName: "heart.fill")
    let withIcon = UNNotificationAction(
      identifier: "fav", title: "Favorite", options: [.foreground], icon: heart)
    let nilIcon = UNNotificationAction(identifier: "plain", title: "Plain", icon: nil)
    #expect(withIcon.icon === heart)
    #expect(withIcon.options == .foreground)
    #expect(nilIcon.icon == nil)
    #expect(nilIcon.options == [])
  }

  @Test func iconsRecordTheirImageNames() {
    let system = UNNotificationActionIcon(systemImageName: "trash")
    let template = UNNotificationActionIcon(templateImageName: "Reply")
    #expect(system.standInSystemImageName == "trash")
    #expect(system.standInTemplateImageName == nil)
    #expect(template.standInTemplateImageName == "Reply")
    #expect(template.standInSystemImageName == nil)
    #expect(system != UNNotificationActionIcon(templateImageName: "trash"))
  }

  @Test func textInputInitializers() {
    let reply = UNTextInputNotificationAction(
      identifier: "reply", title: "Reply", textInputButtonTitle: "Send",
      textInputPlaceholder: "Message")
    let icon = UNNotificationActionIcon(templateImageName: "bubble")
    let iconReply = UNTextInputNotificationAction(
      identifier: "reply2", title: "Reply", options: [.authenticationRequired], icon: icon,
      textInputButtonTitle: "Go", textInputPlaceholder: "")
    #expect(reply.textInputButtonTitle == "Send")
    #expect(reply.textInputPlaceholder == "Message")
    #expect(reply.options == [])
    #expect(reply.icon == nil)
    #expect(!reply.standInUsesSystemDefaults)
    #expect(iconReply.icon === icon)
    #expect(iconReply.textInputPlaceholder == "")
    #expect(!iconReply.standInUsesSystemDefaults)
  }

  @Test func textInputInheritsShortInitializer() {
    let reply = UNTextInputNotificationAction(identifier: "r", title: "Reply", options: [])
    let bare = UNTextInputNotificationAction(identifier: "r2", title: "Reply")
    #expect(reply.standInUsesSystemDefaults)
    #expect(reply.textInputButtonTitle == "")
    #expect(reply.textInputPlaceholder == "")
    #expect(bare.standInUsesSystemDefaults)
    let actions: [UNNotificationAction] = [reply, bare]
    #expect(actions.allSatisfy { $0 is UNTextInputNotificationAction })
  }

  @Test func equalityComparesValuesAndClass() {
    let plain = UNNotificationAction(identifier: "a", title: "A")
    #expect(plain == UNNotificationAction(identifier: "a", title: "A", options: []))
    #expect(plain != UNNotificationAction(identifier: "a", title: "B"))
    #expect(plain != UNTextInputNotificationAction(identifier: "a", title: "A"))
    let explicitEmpty = UNTextInputNotificationAction(
      identifier: "a", title: "A", textInputButtonTitle: "", textInputPlaceholder: "")
    #expect(explicitEmpty != UNTextInputNotificationAction(identifier: "a", title: "A"))
  }
}
