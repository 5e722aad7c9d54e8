// Every symbol the headers gate with API_AVAILABLE sits under #available/@available in generated
// code and in the docs' compiled snippets, unless the deployment target already has it. The Linux
// stand-ins cannot enforce availability (Swift ignores iOS availability when compiling for
// Linux), so this test checks the text instead (docs/decisions.md).

import Foundation
import Testing

@testable import TestSupport

/// The iOS availability of the symbols generated code and the docs use, from the headers.
@Suite struct AvailabilityGateTests {
  /// A gated symbol: how it is spelled in Swift and the iOS version its header gives.
  struct Gate: Sendable {
    /// Text that marks a use.
    let spelling: String
    /// The iOS major version of its `API_AVAILABLE`.
    let iOS: Int
  }

  /// The gates: UNNotificationActionIcon.h lines 12-13 (`ios(15.0)`); UNNotificationCategory.h
  /// lines 65-69 (`ios(11.0)`) and 71-76 (`ios(12.0)`); UNNotificationContentExtension.h (iOS
  /// 18.3 SDK) lines 234-239 (`ios(12.0)`); UNUserNotificationCenter.h (macOS 12.3 SDK)
  /// `UNNotificationPresentationOptionList`/`Banner` (`ios(14.0)`).
  static let gates = [
    Gate(spelling: "UNNotificationActionIcon(", iOS: 15),
    Gate(spelling: "hiddenPreviewsBodyPlaceholder:", iOS: 11),
    Gate(spelling: "categorySummaryFormat:", iOS: 12),
    Gate(spelling: ".notificationActions", iOS: 12),
    Gate(spelling: "performNotificationDefaultAction()", iOS: 12),
    Gate(spelling: "dismissNotificationContentExtension()", iOS: 12),
  ]

  /// The iOS deployment target a spec folder's `platforms` gives (15 when it names none, as
  /// Herald's default).
  static func deploymentTarget(_ texts: [String]) -> Int {
    for text in texts {
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() where line.hasPrefix("platforms:") {
        let scope =
          line.contains("{") ? [line] : Array(lines[(index + 1)...].prefix { $0.hasPrefix(" ") })
        for entry in scope {
          if let match = entry.firstMatch(of: /iOS: "?(\d+)/), let major = Int(match.1) {
            return major
          }
        }
      }
    }
    return 15
  }

  /// The lines of `source` that use a gate above `target` outside an `if #available(iOS N` or
  /// `@available(iOS N` scope with N at least the gate's. Scopes are read from indentation,
  /// which generated code and the docs' snippets keep (swift-format).
  static func ungated(_ source: String, target: Int) -> [String] {
    let lines = source.components(separatedBy: "\n")
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    var found: [String] = []
    for (index, line) in lines.enumerated() {
      for gate in gates where gate.iOS > target && line.contains(gate.spelling) {
        var level = indent(line)
        var covered = false
        for previous in lines[..<index].reversed()
        where !previous.trimmingCharacters(in: .whitespaces).isEmpty && indent(previous) < level {
          level = indent(previous)
          if let match = previous.firstMatch(of: /(#|@)available\(iOS (\d+)/),
            let major = Int(match.2), major >= gate.iOS
          {
            covered = true
            break
          }
          if level == 0 { break }
        }
        if !covered { found.append("\(index + 1): \(line)") }
      }
    }
    return found
  }

  /// The checker itself: an icon outside `#available` on an iOS 13 target is found; inside, or
  /// on an iOS 15 target, it is not.
  @Test func checkerFindsAnUngatedIcon() {
    let bare = "func f() {\n  let icon = UNNotificationActionIcon(systemImageName: \"x\")\n}\n"
    #expect(Self.ungated(bare, target: 13).count == 1)
    #expect(Self.ungated(bare, target: 15).isEmpty)
    let gated =
      "func f() {\n  if #available(iOS 15.0, *) {\n    _ = UNNotificationActionIcon(systemImageName: \"x\")\n  }\n}\n"
    #expect(Self.ungated(gated, target: 13).isEmpty)
  }

  /// Generated code of every valid corpus folder and of Specs/ gates what its target lacks.
  @Test(arguments: [
    "Specs", "Tests/Corpus/valid/legacy", "Tests/Corpus/valid/multiplatform",
    "Tests/Corpus/valid/lean-app", "Tests/Corpus/valid/case-variants",
  ])
  func generatedCodeIsGated(_ specs: String) throws {
    let root = Herald.packageRoot.appending(path: specs)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
    let target = Self.deploymentTarget(
      try names.map { try String(contentsOf: root.appending(path: $0), encoding: .utf8) })
    try withTemporaryFolder { folder in
      let run = try Herald.run(["generate", root.path, "--output", folder.url.path])
      #expect(run.status == 0, "\(run.stderr)")
      let enumerator = FileManager.default.enumerator(atPath: folder.url.path)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift"), !path.hasPrefix("Tests/") else { continue }
        let source = try String(contentsOf: folder.url.appending(path: path), encoding: .utf8)
        #expect(Self.ungated(source, target: target).isEmpty, "\(specs) \(path) iOS \(target)")
      }
    }
  }

  /// The docs' compiled Swift snippets use no gated symbol their spec's target lacks.
  @Test func docSnippetsAreGated() throws {
    let blocks = try DocWalkthroughTests.scan().blocks
    for block in blocks where block.name.hasSuffix(".swift") {
      let spec = try DocWalkthroughTests.specText(block.spec, in: blocks)
      let target = Self.deploymentTarget([spec])
      #expect(Self.ungated(block.text, target: target).isEmpty, "\(block.name)")
    }
  }
}
