// The complete app that docs/generation.md and docs/dynamic-actions.md walk through compiles, in
// Swift 6 mode, against the code Herald generates from the spec the docs show.

import Foundation
import Testing

@testable import TestSupport

/// Compiles the blocks the docs mark `<!-- compiled: NAME -->`.
@Suite struct DocWalkthroughTests {
  /// The docs that hold the walkthrough.
  static let docs = ["docs/generation.md", "docs/dynamic-actions.md"]

  /// The part of UIKit the walkthrough uses, declared for the Linux compile only (Herald's
  /// stand-ins cover UserNotifications, not UIKit). `@main` needs a `main()`, which UIKit gives
  /// an application delegate.
  static let uiKit = """
    import Foundation
    import UserNotificationsUI

    @MainActor open class UIResponder: NSObject {}

    @MainActor open class UIApplication: UIResponder {
      public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
      }
    }

    @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

    extension UIApplicationDelegate {
      public static func main() {}
    }

    @MainActor open class UIViewController: UIResponder {
      open var extensionContext: NSExtensionContext? { nil }
    }

    """

  /// Each marked block of the docs by its name: the fenced block right after the marker line.
  static func blocks() throws -> [String: String] {
    var blocks: [String: String] = [:]
    for doc in docs {
      let text = try String(
        contentsOf: Herald.packageRoot.appending(path: doc), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() where line.hasPrefix("<!-- compiled: ") {
        let name = String(line.dropFirst("<!-- compiled: ".count).dropLast(" -->".count))
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
          let end = lines[(index + 2)...].firstIndex(of: "```")
        else {
          Issue.record("\(doc): the marker of \(name) is not followed by a fenced block")
          continue
        }
        #expect(blocks[name] == nil, "\(name) is marked twice")
        blocks[name] = lines[(index + 2)..<end].joined(separator: "\n") + "\n"
      }
    }
    return blocks
  }

  /// The walkthrough in `folder`: the spec validated and generated as the build plugin does,
  /// the docs' Swift beside it without `import UIKit`, and the UIKit declarations. `edit`
  /// changes the docs' Swift first, for the negative checks. Returns the files to compile.
  static func prepare(in folder: TemporaryFolder, edit: (String) -> String = { $0 }) throws
    -> [URL]
  {
    let blocks = try Self.blocks()
    let spec = try #require(blocks["notifications.herald.yml"])
    _ = try folder.write("notifications.herald.yml", text: spec)
    let validate = try Herald.run(["validate", "notifications.herald.yml"], directory: folder.url)
    #expect(validate.status == 0 && validate.stderr.isEmpty, "\(validate.stderr)")
    let generate = try Herald.run(
      [
        "plugin-generate", "notifications.herald.yml", "--app-output", "Generated/App.swift",
        "--extensions-output", "Generated/Extensions.swift",
      ], directory: folder.url)
    #expect(generate.status == 0, "\(generate.stderr)")
    var files: [URL] = []
    for name in ["App.swift", "Extensions.swift"] {
      let source = try String(
        contentsOf: folder.url.appending(path: "Generated/\(name)"), encoding: .utf8)
      files.append(
        URL(fileURLWithPath: try folder.write(name, text: PlatformBranches.rewrite(source))))
    }
    let swift = blocks.keys.filter { $0.hasSuffix(".swift") }.sorted()
    #expect(swift == ["AppDelegate.swift", "RideOfferViewController.swift"])
    for name in swift {
      let source = edit(blocks[name]!).replacingOccurrences(of: "import UIKit\n", with: "")
      files.append(URL(fileURLWithPath: try folder.write(name, text: source)))
    }
    files.append(URL(fileURLWithPath: try folder.write("UIKit.swift", text: Self.uiKit)))
    return files
  }

  /// The walkthrough compiles for iOS with no warnings: the app delegate, the router's
  /// exhaustive switches, and the content extension with its handler and start state.
  @Test func walkthroughCompiles() throws {
    try withTemporaryFolder { folder in
      let files = try Self.prepare(in: folder)
      let check = try PlatformBranches.compile(
        files, for: .iOS, standIns: try PlatformBranches.standIns(for: .iOS))
      #expect(check.status == 0, "\(check.summary)")
      #expect(!check.output.contains("warning:"), "\(check.summary)")
    }
  }

  /// The compile checks what the docs claim: a switch that misses a case, a case the category
  /// does not have, or a handler that touches the context off the main actor does not compile.
  @Test(arguments: [
    ("case .markRead: log.append(\"mark read\")\n", "", "must be exhaustive"),
    (
      "case .rideOffer(.opened):",
      "case .rideOffer(.dismissed): break\n    case .rideOffer(.opened):",
      "dismissed"
    ),
    (
      "static let shared = Router()",
      "static let shared = Router()\n  nonisolated func stray(_ center: UNUserNotificationCenter) { Task { @MainActor in _ = center } }",
      "risks causing data races"
    ),
  ])
  func mistakesDoNotCompile(_ find: String, _ replace: String, _ expected: String) throws {
    try withTemporaryFolder { folder in
      let files = try Self.prepare(in: folder) { source in
        source.replacingOccurrences(of: find, with: replace)
      }
      let check = try PlatformBranches.compile(
        files, for: .iOS, standIns: try PlatformBranches.standIns(for: .iOS))
      #expect(check.status != 0, "\(find)")
      #expect(check.output.contains(expected), "\(check.summary)")
    }
  }
}
