// The manifest's extension entries: exactly the NSExtension dictionary each Info.plist gets.

import Foundation
import Testing

@testable import TestSupport

/// Field-by-field tests of the manifest's extensions.
struct ManifestExtensionTests {
  /// The extension point every content extension declares.
  static let point = "com.apple.usernotifications.content-extension"

  /// The manifest's extensions, in printed order.
  static func extensions() throws -> [JSONObject] {
    try ManifestTests.manifest().objects("extensions")
  }

  /// The `NSExtension` dictionary of `target`.
  static func nsExtension(_ target: String) throws -> JSONObject {
    (try extensions().first { $0.string("target") == target } ?? [:]).object("NSExtension")
  }

  /// Extensions sorted by target, each exactly `NSExtension` and `target`.
  @Test func sortedByTarget() throws {
    let extensions = try Self.extensions()
    #expect(extensions.compactMap { $0.string("target") } == ["InviteUI", "MapUI", "PodcastUI"])
    for entry in extensions { #expect(entry.sortedKeys == ["NSExtension", "target"]) }
  }

  /// One category is a string; ratio, the set booleans only; a plain principal class gets the
  /// module prefix.
  @Test func principalClassExtension() throws {
    let map = try Self.nsExtension("MapUI")
    #expect(
      map.sortedKeys == [
        "NSExtensionAttributes", "NSExtensionPointIdentifier", "NSExtensionPrincipalClass",
      ])
    #expect(map.string("NSExtensionPointIdentifier") == Self.point)
    #expect(
      map.string("NSExtensionPrincipalClass") == "$(PRODUCT_MODULE_NAME).NotificationViewController"
    )
    let attributes = map.object("NSExtensionAttributes")
    #expect(
      attributes.sortedKeys == [
        "UNNotificationExtensionCategory", "UNNotificationExtensionDefaultContentHidden",
        "UNNotificationExtensionInitialContentSizeRatio",
        "UNNotificationExtensionUserInteractionEnabled",
      ])
    #expect(attributes.string("UNNotificationExtensionCategory") == "ShowMap")
    #expect(attributes["UNNotificationExtensionInitialContentSizeRatio"] as? Double == 0.5)
    #expect(attributes["UNNotificationExtensionDefaultContentHidden"] as? Bool == true)
    #expect(attributes["UNNotificationExtensionUserInteractionEnabled"] as? Bool == true)
  }

  /// A class name with a dot is kept as is; a one-item list is still a string; no booleans
  /// when the spec sets none.
  @Test func dottedPrincipalClass() throws {
    let invite = try Self.nsExtension("InviteUI")
    #expect(invite.string("NSExtensionPrincipalClass") == "InviteKit.InviteViewController")
    let attributes = invite.object("NSExtensionAttributes")
    #expect(
      attributes.sortedKeys == [
        "UNNotificationExtensionCategory", "UNNotificationExtensionInitialContentSizeRatio",
      ])
    #expect(attributes.string("UNNotificationExtensionCategory") == "event-invite")
    #expect(attributes["UNNotificationExtensionInitialContentSizeRatio"] as? Double == 0.0001)
  }

  /// A storyboard instead of a class; two categories as an array in spec order (including
  /// one that is not registered); booleans set to false are still written.
  @Test func storyboardExtension() throws {
    let podcast = try Self.nsExtension("PodcastUI")
    #expect(
      podcast.sortedKeys == [
        "NSExtensionAttributes", "NSExtensionMainStoryboard", "NSExtensionPointIdentifier",
      ])
    #expect(podcast.string("NSExtensionMainStoryboard") == "MainInterface")
    #expect(podcast.string("NSExtensionPointIdentifier") == Self.point)
    let attributes = podcast.object("NSExtensionAttributes")
    #expect(
      attributes.strings("UNNotificationExtensionCategory") == ["podcast", "podcast-preview"])
    #expect(attributes["UNNotificationExtensionInitialContentSizeRatio"] as? Double == 1)
    #expect(attributes["UNNotificationExtensionOverridesDefaultTitle"] as? Bool == false)
    #expect(attributes["UNNotificationExtensionUserInteractionEnabled"] as? Bool == false)
    #expect(attributes["UNNotificationExtensionDefaultContentHidden"] == nil)
  }
}
