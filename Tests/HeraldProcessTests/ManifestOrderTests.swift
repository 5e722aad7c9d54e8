// The manifest puts things in its own stable order, whatever order the spec wrote them in.

import Foundation
import Testing

@testable import TestSupport

/// Tests of the manifest's ordering rules on a spec written in scrambled order.
struct ManifestOrderTests {
  /// A spec whose categories, options and extensions are all out of the manifest's order.
  static let scrambled = """
    version: 1
    categories:
      - id: zeta
        actions:
          - id: z1
            title: Z1
            options: [foreground, destructive, authenticationRequired]
          - { id: a1, title: A1, options: [foreground, authenticationRequired] }
        options:
          - allowAnnouncement
          - hiddenPreviewsShowSubtitle
          - hiddenPreviewsShowTitle
          - allowInCarPlay
          - customDismissAction
      - id: alpha
      - id: Mid
    extensions:
      - { target: Zed, categories: [zeta, alpha], principalClass: A.B, initialContentSizeRatio: 0 }
      - { target: Able, categories: [Mid], mainStoryboard: M, initialContentSizeRatio: 1.5 }

    """

  /// The manifest of the scrambled spec (its deprecation warning does not stop it).
  static func manifest() throws -> JSONObject {
    let run = try Herald.run(["export", "-"], stdin: Data(scrambled.utf8))
    #expect(run.status == 0)
    #expect(run.stderr.contains("[deprecated-option]"))
    return parseJSON(run.stdout) as? JSONObject ?? [:]
  }

  /// Categories by id (code-point order), extensions by target.
  @Test func collectionsAreSorted() throws {
    let manifest = try Self.manifest()
    let ids = manifest.objects("categories").compactMap { $0.string("identifier") }
    #expect(ids == ["Mid", "alpha", "zeta"])
    let targets = manifest.objects("extensions").compactMap { $0.string("target") }
    #expect(targets == ["Able", "Zed"])
  }

  /// Options in Apple's declaration order; actions stay in display order.
  @Test func optionsInDeclarationOrder() throws {
    let zeta = try Self.manifest().objects("categories").last ?? [:]
    #expect(
      zeta.strings("options") == [
        "customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle",
        "hiddenPreviewsShowSubtitle", "allowAnnouncement",
      ])
    let actions = zeta.objects("actions")
    #expect(actions.compactMap { $0.string("identifier") } == ["z1", "a1"])
    #expect(
      actions.first?.strings("options") == ["authenticationRequired", "destructive", "foreground"])
    #expect(actions.last?.strings("options") == ["authenticationRequired", "foreground"])
  }

  /// An extension's categories stay in spec order; ratios 0 and 1.5 are kept as numbers.
  @Test func extensionCategoriesInSpecOrder() throws {
    let extensions = try Self.manifest().objects("extensions")
    let zed = extensions.last?.object("NSExtension").object("NSExtensionAttributes") ?? [:]
    #expect(zed.strings("UNNotificationExtensionCategory") == ["zeta", "alpha"])
    #expect(zed["UNNotificationExtensionInitialContentSizeRatio"] as? Double == 0)
    let able = extensions.first?.object("NSExtension").object("NSExtensionAttributes") ?? [:]
    #expect(able.string("UNNotificationExtensionCategory") == "Mid")
    #expect(able["UNNotificationExtensionInitialContentSizeRatio"] as? Double == 1.5)
  }
}
