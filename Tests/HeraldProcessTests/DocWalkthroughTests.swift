// Every Swift block of the docs and the README compiles, in Swift 6 mode, against the code Herald
// generates from the spec it names, with the SDK imported as Swift 6.2 imports it and as Xcode 16
// does; a block that is deliberately not Swift to compile says so.

import Foundation
import Testing

@testable import TestSupport

/// Compiles the blocks the docs mark. The marker is an HTML comment on the line before the
/// opening fence (indented as the fence is):
///
/// - `<!-- compiled: NAME.yml -->` on a YAML block: a spec the docs show, named NAME.yml; a NAME
///   with a `/` is a repository path, and the block must be that file's text.
/// - `<!-- compiled: NAME.swift[, spec: SPEC][, in: function] -->` on a Swift block: compiled as
///   the file NAME.swift with the code generated from SPEC (a spec block's name, or a
///   repository path such as `Specs/podcast.yml`; generation.md's walkthrough spec,
///   `notifications.herald.yml`, when left out). `in: function` compiles statements as the body
///   of a main-actor `async throws` function.
/// - `<!-- not compiled: WHY -->` on a Swift block that is no Swift to compile (a manifest, an
///   excerpt of generated code, a removed API).
///
/// A Swift block without a marker fails the scan.
@Suite struct DocWalkthroughTests {
  /// A marked block of the docs.
  struct Block: Sendable {
    /// The file name in the marker: `NAME.swift`, or a spec's `NAME.yml` or repository path.
    let name: String
    /// The spec a Swift block is compiled with: a spec block's name or a repository path.
    let spec: String
    /// Whether the block holds statements, compiled inside a function.
    let statements: Bool
    /// The block's text, without the fence's indentation.
    let text: String
    /// Where the block starts: `doc:line`.
    let location: String
  }

  /// What a scan of the docs found.
  struct Scan: Sendable {
    /// The compiled blocks: specs and Swift.
    var blocks: [Block] = []
    /// Swift blocks marked `not compiled`, with their reasons (`doc:line: why`).
    var notCompiled: [String] = []
    /// Problems: unmarked Swift blocks, markers that mark no block or cannot be read.
    var problems: [String] = []
  }

  /// The walkthrough spec of generation.md, the spec of a Swift block that names none.
  static let walkthrough = "notifications.herald.yml"

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

  /// Reads a marker's fields: the name, then `key: value` pairs.
  static func fields(_ marker: String) -> (name: String, options: [String: String])? {
    var parts = marker.components(separatedBy: ", ")
    guard !parts.isEmpty, !parts[0].isEmpty else { return nil }
    let name = parts.removeFirst()
    var options: [String: String] = [:]
    for part in parts {
      let pair = part.components(separatedBy: ": ")
      guard pair.count == 2, ["spec", "in"].contains(pair[0]), options[pair[0]] == nil else {
        return nil
      }
      options[pair[0]] = pair[1]
    }
    guard options["in"] == nil || options["in"] == "function" else { return nil }
    return (name, options)
  }

  /// Every marked block of the docs, the blocks marked as not compiled, and every problem.
  static func scan() throws -> Scan {
    var scan = Scan()
    for doc in try docs() {
      let text = try String(contentsOf: Herald.packageRoot.appending(path: doc), encoding: .utf8)
      scan.add(doc, lines: text.components(separatedBy: "\n"))
    }
    return scan
  }

  /// The specs the Swift blocks are compiled with, sorted.
  static func groups() throws -> [String] {
    Set(try scan().blocks.filter { $0.name.hasSuffix(".swift") }.map(\.spec)).sorted()
  }

  /// The text of `spec`: the docs' spec block of that name, else the repository file.
  static func specText(_ spec: String, in blocks: [Block]) throws -> String {
    if let block = blocks.first(where: { $0.name == spec && !$0.name.hasSuffix(".swift") }) {
      return block.text
    }
    return try String(contentsOf: Herald.packageRoot.appending(path: spec), encoding: .utf8)
  }

  /// What a `statements` block compiles as: the block inside a main-actor function named after
  /// the file.
  static func wrapped(_ block: Block) -> String {
    guard block.statements else { return block.text }
    let name = block.name.dropLast(".swift".count).filter { $0.isLetter || $0.isNumber }
    let body = block.text.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "  " + $0 }
    return "import Foundation\nimport UserNotifications\n\n"
      + "@MainActor func snippet\(name)() async throws {\n"
      + body.joined(separator: "\n") + "}\n"
  }

  /// The files of one group in `folder`: the spec's generated app and extension code, rewritten
  /// for the platform flags, and the group's Swift blocks, `edit`ed first for the negative
  /// checks.
  static func prepare(
    _ spec: String, in folder: TemporaryFolder, edit: (String) -> String = { $0 }
  ) throws -> [URL] {
    let blocks = try scan().blocks
    let specPath: String
    if let shown = blocks.first(where: { $0.name == spec }), !spec.contains("/") {
      _ = try folder.write(spec, text: shown.text)
      let validate = try Herald.run(["validate", spec], directory: folder.url)
      #expect(validate.status == 0 && validate.stderr.isEmpty, "\(spec): \(validate.stderr)")
      specPath = spec
    } else {
      specPath = Herald.packageRoot.appending(path: spec).path
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
      files.append(
        URL(fileURLWithPath: try folder.write(block.name, text: edit(wrapped(block)))))
    }
    return files
  }

  /// Compiles one group for iOS against the stand-ins built for `sdkImport`.
  static func compile(_ files: [URL], _ sdkImport: SDKImport) throws -> ToolRun {
    try PlatformBranches.compile(
      files, for: .iOS, standIns: try PlatformBranches.standIns(for: .iOS, import: sdkImport))
  }

  /// Every Swift block of the docs is marked, every marker marks a block, every spec a Swift
  /// block names is shown or in the repository, and the walkthrough's blocks are there.
  @Test func everySwiftBlockIsMarked() throws {
    let scan = try Self.scan()
    #expect(scan.problems.isEmpty, "\(scan.problems)")
    let names = scan.blocks.map(\.name)
    #expect(Set(names).count == names.count, "a name is marked twice: \(names)")
    for name in [
      "notifications.herald.yml", "AppDelegate.swift", "RideOfferViewController.swift",
      "NotificationViewController.swift", "PlayerViewController.swift",
      "InviteViewController.swift", "NotificationService.swift", "ReceiptService.swift",
      "RegisterWithUserName.swift", "OrderViewController.swift",
    ] {
      #expect(names.contains(name), "\(name) is not marked")
    }
    for block in scan.blocks {
      if block.name.hasSuffix(".swift") {
        let shown = scan.blocks.contains { $0.name == block.spec && !$0.name.hasSuffix(".swift") }
        #expect(
          shown
            || FileManager.default.fileExists(
              atPath: Herald.packageRoot.appending(path: block.spec).path),
          "\(block.location): \(block.spec) is neither shown nor in the repository")
      } else if block.name.contains("/") {
        let file = try String(
          contentsOf: Herald.packageRoot.appending(path: block.name), encoding: .utf8)
        #expect(block.text == file, "\(block.location) differs from \(block.name)")
      }
    }
  }

  /// The scan refuses what would let a block escape the compile: an unmarked Swift block, a
  /// marker away from its fence or on another language, a Swift block without a name, and a
  /// `not compiled` view controller.
  @Test func scanRefusesUnmarkedBlocks() {
    let cases: [(String, String)] = [
      ("```swift\nlet a = 1\n```", "not marked"),
      ("  ```swift\n  let a = 1\n  ```", "not marked"),
      ("<!-- compiled: A.swift -->\n\n```swift\nlet a = 1\n```", "right before"),
      ("<!-- compiled: A.swift -->\n```sh\nls\n```", "Swift or YAML"),
      ("<!-- compiled: A.yml, spec: B.yml -->\n```yaml\nversion: 1\n```", "cannot be read"),
      ("<!-- compiled: A -->\n```swift\nlet a = 1\n```", "cannot be read"),
      ("<!-- compiled: A.swift, in: class -->\n```swift\nlet a = 1\n```", "cannot be read"),
      (
        "<!-- not compiled: a sketch -->\n```swift\nfinal class V: UNNotificationContentExtension {}\n```",
        "must be compiled"
      ),
      ("<!-- not compiled:  -->\n```swift\nlet a = 1\n```", "cannot be read"),
      ("```swift\nlet a = 1\n", "no closing fence"),
    ]
    for (text, problem) in cases {
      var scan = Scan()
      scan.add("doc.md", lines: text.components(separatedBy: "\n"))
      #expect(scan.blocks.isEmpty && scan.notCompiled.isEmpty, "\(text)")
      #expect(scan.problems.contains { $0.contains(problem) }, "\(text): \(scan.problems)")
    }
    var scan = Scan()
    scan.add(
      "doc.md",
      lines: [
        "  <!-- compiled: S.swift, spec: Specs/podcast.yml, in: function -->", "  ```swift",
        "  _ = 1", "", "  ```", "```", "```swift", "```", "<!-- not compiled: a manifest -->",
        "```Swift", "let package = 1", "```",
      ])
    #expect(scan.problems.isEmpty, "\(scan.problems)")
    #expect(scan.blocks.map(\.text) == ["_ = 1\n\n"])
    #expect(scan.blocks.map(\.spec) == ["Specs/podcast.yml"] && scan.blocks[0].statements)
    #expect(scan.notCompiled == ["doc.md:10: a manifest"])
  }

  /// Each group compiles for iOS with no warnings, with either import of the SDK: the app
  /// delegate, the router's exhaustive switches, and the content extensions with their
  /// handlers, start state and media members. A block of statements may leave a value unused.
  @Test(arguments: SDKImport.allCases)
  func snippetsCompile(_ sdkImport: SDKImport) throws {
    let statements = try Self.scan().blocks.filter(\.statements).map(\.name)
    for spec in try Self.groups() {
      try withTemporaryFolder { folder in
        let files = try Self.prepare(spec, in: folder)
        let check = try Self.compile(files, sdkImport)
        #expect(check.status == 0, "\(spec) \(sdkImport): \(check.summary)")
        let warnings = check.output.components(separatedBy: "\n").filter { line in
          line.contains(": warning:")
            && !(statements.contains { line.contains("/\($0):") } && line.contains("unused"))
        }
        #expect(warnings.isEmpty, "\(spec) \(sdkImport): \(check.summary)")
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
        "notifications.herald.yml", SDKImport.swift62,
        "case .markRead: log.append(\"mark read\")\n", "",
        "must be exhaustive"
      ),
      (
        "notifications.herald.yml", .swift62, "case .rideOffer(.opened, .success(let offer)):",
        "case .rideOffer(.dismissed, _): break\n    case .rideOffer(.opened, .success(let offer)):",
        "dismissed"
      ),
      (
        "notifications.herald.yml", .swift62, "static let shared = Router()",
        "static let shared = Router()\n  nonisolated func stray(_ center: UNUserNotificationCenter) { Task { @MainActor in _ = center } }",
        "risks causing data races"
      ),
      (
        "notifications.herald.yml", SDKImport.swift62, "    case .other:\n      break\n", "",
        "must be exhaustive"
      ),
      (
        "notifications.herald.yml", .xcode16, "@preconcurrency UNNotificationContentExtension",
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
    ] as [(String, SDKImport, String, String, String)])
  func mistakesDoNotCompile(
    _ spec: String, _ sdkImport: SDKImport, _ find: String, _ replace: String,
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

extension DocWalkthroughTests.Scan {
  /// Adds the fenced blocks of `doc`, whose text is `lines`.
  mutating func add(_ doc: String, lines: [String]) {
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indent = String(line.prefix { $0 == " " })
      let trimmed = line.dropFirst(indent.count)
      if trimmed.hasPrefix("<!-- compiled:") || trimmed.hasPrefix("<!-- not compiled:") {
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        if !next.hasPrefix(indent + "```") || next.count == indent.count + 3 {
          problems.append("\(doc):\(index + 1): a marker stands right before a block's fence")
        }
      }
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      guard let end = lines[(index + 1)...].firstIndex(of: indent + "```") else {
        problems.append("\(doc):\(index + 1): a block with no closing fence")
        return
      }
      let body =
        lines[(index + 1)..<end].map {
          $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0
        }
        .joined(separator: "\n") + "\n"
      let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
      let previous = index > 0 ? lines[index - 1] : ""
      let marker =
        previous.hasPrefix(indent) && previous.hasSuffix(" -->")
        ? String(previous.dropFirst(indent.count).dropLast(" -->".count)) : ""
      add("\(doc):\(index + 1)", language: language, marker: marker, body: body)
      index = end + 1
    }
  }

  /// Adds one block at `location`, in `language`, after `marker` (the comment without `-->`).
  private mutating func add(_ location: String, language: String, marker: String, body: String) {
    let swift = language.hasPrefix("swift")
    if marker.hasPrefix("<!-- not compiled:") {
      let why = marker.dropFirst("<!-- not compiled:".count).trimmingCharacters(in: .whitespaces)
      if !swift || why.isEmpty {
        problems.append("\(location): a not-compiled marker cannot be read: \(marker)")
      } else if DocWalkthroughTests.declaresExtensionOrDelegate(body) {
        problems.append("\(location): a view controller or delegate must be compiled")
      } else {
        notCompiled.append("\(location): \(why)")
      }
    } else if marker.hasPrefix("<!-- compiled: ") {
      let yaml = language == "yaml" || language == "yml"
      guard swift || yaml else {
        problems.append("\(location): a compiled block is Swift or YAML")
        return
      }
      let fields = DocWalkthroughTests.fields(String(marker.dropFirst("<!-- compiled: ".count)))
      guard let fields,
        swift
          ? fields.name.hasSuffix(".swift") && !fields.name.contains("/")
          : (fields.name.hasSuffix(".yml") || fields.name.hasSuffix(".yaml"))
            && fields.options.isEmpty
      else {
        problems.append("\(location): the marker cannot be read: \(marker)")
        return
      }
      blocks.append(
        DocWalkthroughTests.Block(
          name: fields.name,
          spec: swift ? fields.options["spec"] ?? DocWalkthroughTests.walkthrough : fields.name,
          statements: fields.options["in"] == "function", text: body, location: location))
    } else if swift {
      problems.append("\(location): a Swift block is not marked (compiled or not compiled)")
    }
  }
}
