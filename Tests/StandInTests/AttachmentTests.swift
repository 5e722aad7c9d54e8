// The attachment and service-extension stand-ins: what they record and the little they check.
import Foundation
import Testing
import UserNotifications

@Suite struct AttachmentTests {
  /// A new empty file in the temporary folder.
  private func makeFile(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(UUID().uuidString + "-" + name)
    try Data("x".utf8).write(to: url)
    return url
  }

  @Test func recordsIdentifierURLOptionsAndTheTypeHint() throws {
    let file = try makeFile("photo.png")
    defer { try? FileManager.default.removeItem(at: file) }
    let attachment = try UNNotificationAttachment(
      identifier: "photo", url: file,
      options: [
        UNNotificationAttachmentOptionsTypeHintKey: "public.png",
        UNNotificationAttachmentOptionsThumbnailHiddenKey: true,
      ])
    #expect(attachment.identifier == "photo")
    #expect(attachment.url == file)
    #expect(attachment.type == "public.png")
    #expect(attachment.standInOptions?.count == 2)
    let plain = try UNNotificationAttachment(identifier: "plain", url: file)
    #expect(plain.type == "")
    #expect(plain.standInOptions == nil)
  }

  @Test func refusesAURLThatIsNoFileOrNamesNone() throws {
    let remote = try #require(URL(string: "https://example.com/photo.png"))
    #expect(throws: (any Error).self) {
      try UNNotificationAttachment(identifier: "a", url: remote)
    }
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent(UUID().uuidString + ".png")
    do {
      _ = try UNNotificationAttachment(identifier: "b", url: missing)
      Issue.record("a missing file was accepted")
    } catch let error as NSError {
      #expect(error.domain == UNErrorDomain && error.code == 100)
    }
    #expect(throws: (any Error).self) {
      try UNNotificationAttachment(
        identifier: "c", url: FileManager.default.temporaryDirectory)
    }
  }

  @Test func contentCopiesKeepAttachments() throws {
    let file = try makeFile("voice.mp3")
    defer { try? FileManager.default.removeItem(at: file) }
    let content = UNMutableNotificationContent()
    content.attachments = [try UNNotificationAttachment(identifier: "voice", url: file)]
    let frozen = try #require(content.copy() as? UNNotificationContent)
    let again = try #require(frozen.mutableCopy() as? UNMutableNotificationContent)
    again.attachments = []
    #expect(frozen.attachments.map(\.identifier) == ["voice"])
    #expect(again.attachments.isEmpty)
    #expect(UNNotificationContent().attachments.isEmpty)
  }

  @Test func serviceExtensionBaseDoesNothing() {
    let service = UNNotificationServiceExtension()
    let request = UNNotificationRequest(
      identifier: "r", content: UNMutableNotificationContent(), trigger: nil)
    var calls = 0
    service.didReceive(request) { _ in calls += 1 }
    service.serviceExtensionTimeWillExpire()
    #expect(calls == 0)
  }
}
