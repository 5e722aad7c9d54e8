// Every `#if` platform branch of generated Swift compiles in Swift 6 mode on its platform, not
// only the Linux one, against stand-ins that lack what that platform lacks.

import Foundation
import Testing

@testable import TestSupport

/// The stand-ins of every platform, looked up or built once per test process (building them
/// takes about 15 s of swiftc).
private let builtStandIns: Result<[ApplePlatform: URL], any Error> = Result {
  var folders: [ApplePlatform: URL] = [:]
  for platform in ApplePlatform.allCases {
    folders[platform] = try PlatformBranches.standIns(for: platform)
  }
  return folders
}

/// The generated code of real spec sets, and deliberate misuses that must fail.
@Suite struct PlatformBranchTests {
  /// The stand-in folder of `platform`.
  func standIns(_ platform: ApplePlatform) throws -> URL {
    try #require(try builtStandIns.get()[platform])
  }

  /// Generates `specs`, rewrites the platform conditions of the app and extension files, and
  /// compiles them once per platform.
  @Test(arguments: [
    "Specs", "Tests/Corpus/valid/legacy", "Tests/Corpus/valid/multiplatform",
    "Tests/Corpus/valid/case-variants", "Tests/Corpus/valid/lean-app", "Tests/Corpus/machines",
  ])
  func everyBranchCompilesOnItsPlatform(_ specs: String) throws {
    try withTemporaryFolder { folder in
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", specs, "--output", output.path])
      #expect(run.status == 0, "\(run.stderr)")
      // The harnesses (Tests/) are test code that imports the extension modules; the shipped
      // files are the app file and each extension's DynamicActions.swift.
      let files = try FolderSnapshot(output).files.filter {
        $0.hasSuffix(".swift") && !$0.hasPrefix("Tests/")
      }
      #expect(files.contains("App/NotificationCategories.swift"))
      var rewritten: [URL] = []
      for file in files {
        let source = try String(contentsOf: output.appending(path: file), encoding: .utf8)
        // One module, so one name per file: `InviteUI/DynamicActions.swift` and
        // `MapUI/DynamicActions.swift` become `InviteUI-DynamicActions.swift`, ….
        let name = file.replacingOccurrences(of: "/", with: "-")
        let copy = PlatformBranches.rewrite(source)
        #expect(PlatformBranches.unmappedConditions(copy).isEmpty, "\(file)")
        rewritten.append(URL(fileURLWithPath: try folder.write(name, text: copy)))
      }
      for platform in ApplePlatform.allCases {
        let check = try PlatformBranches.compile(
          rewritten, for: platform, standIns: try standIns(platform))
        #expect(check.status == 0, "\(specs) on \(platform)\n\(check.summary)")
      }
    }
  }

  /// The rewrite touches only directives, and the flags decide what the conditions decided.
  @Test func rewriteReplacesConditionsOnly() {
    let source = """
      #if os(macOS)
        let text = "os(macOS)"
      #elseif (os(iOS) && !targetEnvironment(macCatalyst)) || os(watchOS)
      #endif
      #if canImport(UserNotificationsUI) && (canImport(UIKit) || os(Linux))
      #endif
      """
    #expect(
      PlatformBranches.rewrite(source) == """
        #if HERALD_OS_MACOS
          let text = "os(macOS)"
        #elseif (HERALD_OS_IOS && !HERALD_TARGET_MACCATALYST) || HERALD_OS_WATCHOS
        #endif
        #if HERALD_CAN_IMPORT_USERNOTIFICATIONSUI && (HERALD_CAN_IMPORT_UIKIT || HERALD_OS_LINUX)
        #endif
        """)
    #expect(PlatformBranches.unmappedConditions("#if arch(arm64)\n#endif") == ["#if arch(arm64)"])
  }

  /// A branch that uses what its platform lacks fails, and only on that platform: the proof that
  /// the stand-ins' flags mark the header's `API_UNAVAILABLE` members. Each case compiles on iOS.
  @Test(arguments: [
    (
      ApplePlatform.macOS, "allowInCarPlay",
      """
      #if os(macOS)
        func misuse() -> UNNotificationCategoryOptions { [.allowInCarPlay] }
      #endif
      """
    ),
    (
      ApplePlatform.watchOS, "hiddenPreviewsBodyPlaceholder:",
      """
      #if os(watchOS)
        func misuse() -> UNNotificationCategory {
          UNNotificationCategory(
            identifier: "c", actions: [], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "", options: [])
        }
      #endif
      """
    ),
    (
      ApplePlatform.watchOS, "hiddenPreviewsShowTitle",
      """
      #if os(watchOS)
        func misuse() -> UNNotificationCategoryOptions { [.hiddenPreviewsShowTitle] }
      #endif
      """
    ),
    (
      ApplePlatform.watchOS, "UNNotificationContentExtensionResponseOption",
      """
      #if os(watchOS)
        import UserNotificationsUI
        func misuse() -> UNNotificationContentExtensionResponseOption { .dismiss }
      #endif
      """
    ),
    (
      ApplePlatform.macOS, "UIColor",
      """
      #if os(macOS)
        import UserNotificationsUI
        func misuse() -> UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
      #endif
      """
    ),
  ])
  func unavailableUseFails(_ platform: ApplePlatform, _ name: String, _ body: String) throws {
    try withTemporaryFolder { folder in
      let file = URL(
        fileURLWithPath: try folder.write(
          "Misuse.swift", text: PlatformBranches.rewrite("import UserNotifications\n\(body)\n")))
      let failing = try PlatformBranches.compile(
        [file], for: platform, standIns: try standIns(platform))
      #expect(failing.status != 0, "\(failing.summary)")
      let unavailable = failing.output.split(separator: "\n").filter {
        $0.contains("error: ") && $0.contains("is unavailable")
      }
      #expect(unavailable.contains { $0.contains(name) }, "\(failing.summary)")
      let passing = try PlatformBranches.compile(
        [file], for: .iOS, standIns: try standIns(.iOS))
      #expect(passing.status == 0, "\(passing.summary)")
    }
  }

  /// Real generated code with its macOS branch switched off: macOS then takes the iOS options,
  /// `.allowInCarPlay` included, and the check must reject it.
  @Test func generatedCodeMissingItsMacOSBranchFails() throws {
    try withTemporaryFolder { folder in
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", "Specs", "--output", output.path])
      #expect(run.status == 0, "\(run.stderr)")
      let source = try String(
        contentsOf: output.appending(path: "App/NotificationCategories.swift"), encoding: .utf8)
      #expect(source.contains("#if os(macOS)\n"))
      let broken = PlatformBranches.rewrite(
        source.replacingOccurrences(of: "#if os(macOS)\n", with: "#if os(macOS) && false\n"))
      let file = URL(fileURLWithPath: try folder.write("App.swift", text: broken))
      let check = try PlatformBranches.compile(
        [file], for: .macOS, standIns: try standIns(.macOS))
      #expect(check.status != 0)
      #expect(check.output.contains("'allowInCarPlay' is unavailable"), "\(check.summary)")
    }
  }

  /// How an app and a content extension call the generated API of `Specs/` in Swift 6 mode: a
  /// main-actor view controller hands its `extensionContext` and the response to the binding
  /// (both forms), and registration runs from a completion handler and from a task.
  static let usage = """
    import UserNotifications
    import UserNotificationsUI

    @MainActor final class ExtensionViewController {
      let extensionContext: NSExtensionContext? = NSExtensionContext()

      func didReceive(
        _ response: UNNotificationResponse,
        completionHandler completion:
          @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void
      ) {
        PodcastUIDynamicActions.handle(
          response, in: extensionContext, completionHandler: completion)
      }

      func didReceive(_ response: UNNotificationResponse) async
        -> UNNotificationContentExtensionResponseOption
      {
        await PodcastUIDynamicActions.handle(response, in: extensionContext)
      }
    }

    @MainActor func launch() {
      AppNotifications.register { print("registered") }
      Task { await AppNotifications.register(on: UNUserNotificationCenter.current()) }
    }

    """

  /// The generated files of `Specs/` (the checked-in `Generated/`), rewritten, in `folder`.
  func rewrittenSpecsOutput(in folder: TemporaryFolder) throws -> [URL] {
    try [
      "App/NotificationCategories.swift", "InviteUI/DynamicActions.swift",
      "MapUI/DynamicActions.swift", "PodcastUI/DynamicActions.swift",
    ].map { file in
      let source = try String(
        contentsOf: Herald.packageRoot.appending(path: "Generated/\(file)"), encoding: .utf8)
      return URL(
        fileURLWithPath: try folder.write(
          file.replacingOccurrences(of: "/", with: "-"), text: PlatformBranches.rewrite(source)))
    }
  }

  /// The Swift 6 usage compiles on iOS with no opt-out: nothing non-`Sendable` is captured by a
  /// `@Sendable` closure or sent across isolation.
  @Test func swift6UsageCompiles() throws {
    try withTemporaryFolder { folder in
      let files = try rewrittenSpecsOutput(in: folder)
      let usage = URL(fileURLWithPath: try folder.write("Usage.swift", text: Self.usage))
      let check = try PlatformBranches.compile(
        files + [usage], for: .iOS, standIns: try standIns(.iOS))
      #expect(check.status == 0, "\(check.summary)")
    }
  }

  /// The same usage against a binding that is not `@MainActor` (the binding before this
  /// decision) fails: its async form would send the response and the context off the main actor.
  @Test func nonisolatedBindingFailsTheUsage() throws {
    try withTemporaryFolder { folder in
      let all = try rewrittenSpecsOutput(in: folder)
      let files = all.filter { !$0.lastPathComponent.hasPrefix("PodcastUI") }
      let podcast = try #require(all.first { $0.lastPathComponent.hasPrefix("PodcastUI") })
      let source = try String(contentsOf: podcast, encoding: .utf8)
      #expect(source.contains("@MainActor\n"))
      let nonisolated = URL(
        fileURLWithPath: try folder.write(
          "PodcastUI-Nonisolated.swift",
          text: source.replacingOccurrences(of: "@MainActor\n", with: "\n")))
      let usage = URL(fileURLWithPath: try folder.write("Usage.swift", text: Self.usage))
      let check = try PlatformBranches.compile(
        files + [nonisolated, usage], for: .iOS, standIns: try standIns(.iOS))
      #expect(check.status != 0)
      #expect(check.output.contains("risks causing data races"), "\(check.summary)")
    }
  }

  /// Capturing a center in the `@Sendable` completion handler of `getNotificationCategories`
  /// (what `register(on:completionHandler:)` did) fails against the stand-in, as against the SDK.
  @Test func capturingACenterFails() throws {
    try withTemporaryFolder { folder in
      let capture = """
        import UserNotifications

        func register(on center: UNUserNotificationCenter) {
          center.getNotificationCategories { existing in
            center.setNotificationCategories(existing)
          }
        }

        """
      let file = URL(fileURLWithPath: try folder.write("Capture.swift", text: capture))
      let check = try PlatformBranches.compile([file], for: .iOS, standIns: try standIns(.iOS))
      #expect(check.status != 0)
      #expect(
        check.output.contains("non-Sendable type 'UNUserNotificationCenter'"), "\(check.summary)")
    }
  }
}
