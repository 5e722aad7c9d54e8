// Every content-extension and app-delegate snippet of the docs compiles, in Swift 6 mode, against
// the code Herald generates from the spec it names, with the SDK imported as Swift 6.2 imports
// it and as Xcode 16 does.

import Foundation
import Testing

@testable import TestSupport

/// Compiles the blocks the docs mark `<!-- compiled: NAME -->` (with the walkthrough spec) or
/// `<!-- compiled: NAME, spec: PATH -->` (with a spec of the repository).
@Suite struct DocWalkthroughTests {
  /// A marked block of the docs.
  struct Block: Sendable {
    /// The file name in the marker.
    let name: String
    /// The repository spec it is compiled with; nil for the walkthrough spec of generation.md.
    let spec: String?
    /// The block's text.
    let text: String
  }

  /// The docs read for snippets: every page of docs/ and the README.
  static func docs() throws -> [String] {
    let folder = Herald.packageRoot.appending(path: "docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    return ["README.md"] + pages
  }

  /// Swift that declares a content extension's view controller or an app delegate: the docs must
  /// compile every such block.
  static func declaresExtensionOrDelegate(_ text: String) -> Bool {
    ["UNNotificationContentExtension", "UIApplicationDelegate", "UNUserNotificationCenterDelegate"]
      .contains { text.contains($0) } || text.contains("func didReceive(")
  }

  /// Every marked block, and the names of unmarked Swift blocks that declare an extension or a
  /// delegate (`doc:line`).
  static func scan() throws -> (blocks: [Block], unmarked: [String]) {
    var blocks: [Block] = []
    var unmarked: [String] = []
    for doc in try docs() {
      let text = try String(contentsOf: Herald.packageRoot.appending(path: doc), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      var index = 0
      while index < lines.count {
        let line = lines[index]
        guard line.hasPrefix("```"), line.count > 3,
          let end = lines[(index + 1)...].firstIndex(of: "```")
        else {
          index += 1
          continue
        }
        let body = lines[(index + 1)..<end].joined(separator: "\n") + "\n"
        let marker = index > 0 ? lines[index - 1] : ""
        if marker.hasPrefix("<!-- compiled: "), marker.hasSuffix(" -->") {
          let fields = marker.dropFirst("<!-- compiled: ".count).dropLast(" -->".count)
            .components(separatedBy: ", spec: ")
          blocks.append(
            Block(name: fields[0], spec: fields.count > 1 ? fields[1] : nil, text: body))
        } else if line == "```swift", declaresExtensionOrDelegate(body) {
          unmarked.append("\(doc):\(index + 1)")
        }
        index = end + 1
      }
    }
    return (blocks, unmarked)
  }

  /// The specs the marked Swift blocks are compiled with: nil is the walkthrough spec.
  static func groups() throws -> [String?] {
    let specs = Set(try scan().blocks.filter { $0.name.hasSuffix(".swift") }.map(\.spec))
    return specs.sorted { ($0 ?? "") < ($1 ?? "") }
  }

  /// The files of one group in `folder`: the spec's generated app and extension code, rewritten
  /// for the platform flags, and the group's Swift blocks, `edit`ed first for the negative
  /// checks.
  static func prepare(
    _ spec: String?, in folder: TemporaryFolder, edit: (String) -> String = { $0 }
  ) throws -> [URL] {
    let blocks = try scan().blocks
    let specPath: String
    if let spec {
      specPath = Herald.packageRoot.appending(path: spec).path
    } else {
      let walkthrough = try #require(blocks.first { $0.name == "notifications.herald.yml" })
      _ = try folder.write("notifications.herald.yml", text: walkthrough.text)
      let validate = try Herald.run(
        ["validate", "notifications.herald.yml"], directory: folder.url)
      #expect(validate.status == 0 && validate.stderr.isEmpty, "\(validate.stderr)")
      specPath = "notifications.herald.yml"
    }
    let generate = try Herald.run(
      [
        "plugin-generate", specPath, "--app-output", "Generated/App.swift",
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
    for block in blocks where block.spec == spec && block.name.hasSuffix(".swift") {
      files.append(URL(fileURLWithPath: try folder.write(block.name, text: edit(block.text))))
    }
    return files
  }

  /// Compiles one group for iOS against the stand-ins built for `sdkImport`.
  static func compile(_ files: [URL], _ sdkImport: SDKImport) throws -> ToolRun {
    try PlatformBranches.compile(
      files, for: .iOS, standIns: try PlatformBranches.standIns(for: .iOS, import: sdkImport))
  }

  /// Every Swift block of the docs that declares a content extension's view controller or an
  /// app delegate is marked, so the compile below sees it; the walkthrough's blocks are there.
  @Test func everyExtensionAndDelegateSnippetIsCompiled() throws {
    let (blocks, unmarked) = try Self.scan()
    #expect(unmarked.isEmpty, "not compiled: \(unmarked)")
    let names = Set(blocks.map(\.name))
    for name in [
      "notifications.herald.yml", "AppDelegate.swift", "RideOfferViewController.swift",
      "NotificationViewController.swift", "PlayerViewController.swift",
      "InviteViewController.swift",
    ] {
      #expect(names.contains(name), "\(name) is not marked")
    }
  }

  /// Each group compiles for iOS with no warnings, with either import of the SDK: the app
  /// delegate, the router's exhaustive switches, and the content extensions with their
  /// handlers, start state and media members.
  @Test(arguments: SDKImport.allCases)
  func snippetsCompile(_ sdkImport: SDKImport) throws {
    for spec in try Self.groups() {
      try withTemporaryFolder { folder in
        let files = try Self.prepare(spec, in: folder)
        let check = try Self.compile(files, sdkImport)
        #expect(check.status == 0, "\(spec ?? "walkthrough") \(sdkImport): \(check.summary)")
        #expect(!check.output.contains("warning:"), "\(check.summary)")
      }
    }
  }

  /// The compile checks what the docs claim: a switch that misses a case, a case the category
  /// does not have, a handler that touches the context off the main actor, a conformance
  /// without `@preconcurrency`, a `nonisolated` witness, and (on Xcode 16's import) a witness
  /// that spells `@Sendable` do not compile.
  @Test(
    arguments: [
      (
        nil, SDKImport.swift62, "case .markRead: log.append(\"mark read\")\n", "",
        "must be exhaustive"
      ),
      (
        nil, .swift62, "case .rideOffer(.opened, .success(let offer)):",
        "case .rideOffer(.dismissed, _): break\n    case .rideOffer(.opened, .success(let offer)):",
        "dismissed"
      ),
      (
        nil, .swift62, "static let shared = Router()",
        "static let shared = Router()\n  nonisolated func stray(_ center: UNUserNotificationCenter) { Task { @MainActor in _ = center } }",
        "risks causing data races"
      ),
      (nil, SDKImport.swift62, "    case .other:\n      break\n", "", "must be exhaustive"),
      (
        nil, .xcode16, "@preconcurrency UNNotificationContentExtension",
        "UNNotificationContentExtension",
        "non-Sendable parameter type 'UNNotificationResponse' cannot be sent"
      ),
      (
        "Specs/podcast.yml", .swift62, "@preconcurrency UNNotificationContentExtension\n{",
        "UNNotificationContentExtension\n{", "crosses into main actor-isolated code"
      ),
      (
        "Specs/podcast.yml", .xcode16, "@escaping (UNNotificationContentExtensionResponseOption)",
        "@escaping @Sendable (UNNotificationContentExtensionResponseOption)",
        "sendability of function types"
      ),
      (
        "Specs/podcast.yml", .swift62, "  func didReceive(\n    _ response",
        "  nonisolated func didReceive(\n    _ response", "extensionContext"
      ),
    ] as [(String?, SDKImport, String, String, String)])
  func mistakesDoNotCompile(
    _ spec: String?, _ sdkImport: SDKImport, _ find: String, _ replace: String,
    _ expected: String
  ) throws {
    try withTemporaryFolder { folder in
      var found = false
      let files = try Self.prepare(spec, in: folder) { source in
        found = found || source.contains(find)
        return source.replacingOccurrences(of: find, with: replace)
      }
      #expect(found, "\(find) is in no block")
      let check = try Self.compile(files, sdkImport)
      #expect(check.status != 0, "\(find)")
      #expect(check.output.contains(expected), "\(check.summary)")
    }
  }
}
