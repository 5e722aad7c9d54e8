// Reading libyaml's events on a second thread composes exactly what reading them in turn does.

import Foundation
import Testing

@testable import HeraldYAML

/// Every input parsed both ways must give the same nodes, marks and problems.
@Suite struct PipelineTests {
  /// The repository root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The committed fuzz inputs and the example specs.
  static func corpus() throws -> [(String, [UInt8])] {
    var files: [(String, [UInt8])] = []
    for folder in ["Fuzz/seeds", "Fuzz/regressions", "Specs"] {
      let url = root.appending(path: folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
        files.append((name, Array(try Data(contentsOf: url.appending(path: name)))))
      }
    }
    return files
  }

  /// Long inputs that span many event batches, ending well, badly, or stopped by a budget.
  static let long: [(String, String, YAMLBudget)] = {
    let items = (0..<6000).map { "  - { id: item-\($0), title: \"Title \($0)\", n: [1, 2] }\n" }
    let body = "version: 1\nlist:\n" + items.joined()
    return [
      ("long valid", body, .spec),
      ("long syntax error at the end", body + "  - [unclosed\n", .spec),
      ("long without final newline", body + "  - x: [1", .spec),
      ("long second document", body + "---\nother: 1\n", .spec),
      ("long depth stop early", "a: " + String(repeating: "[", count: 80) + "\n" + body, .spec),
      (
        "long scalar stop", body + "  - " + String(repeating: "z", count: 300) + "\n",
        YAMLBudget(scalarBytes: 200)
      ),
      ("long aliases", "base: &b [1, 2, 3]\n" + body + "more: [*b, *b, *nope]\n", .spec),
    ]
  }()

  /// A node, its location and its subtree as text, to compare two parses.
  static func outline(_ node: YAMLNode) -> String {
    let head = "\(node.kind) \(node.range) \(node.tag ?? "-") \(node.size) \(node.height)"
    switch node.content {
    case .scalar(let text, let style): return head + " \(style) \(text.debugDescription)"
    case .sequence(let items): return head + " [" + items.map(outline).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      let entries = pairs.map { outline($0.key) + ": " + outline($0.value) }
      return head + " {" + entries.joined(separator: ", ") + "}"
    }
  }

  /// Parses `bytes` in turn and through the pipe and expects identical results.
  static func expectSame(_ name: String, _ bytes: [UInt8], budget: YAMLBudget = .spec) {
    let serial = YAMLParser.parse(bytes, budget: budget, pipelineFrom: .max)
    let piped = YAMLParser.parse(bytes, budget: budget, pipelineFrom: 0)
    #expect(piped.problems == serial.problems, "\(name)")
    #expect(piped.root.map(outline) == serial.root.map(outline), "\(name)")
  }

  /// The committed corpus.
  @Test func corpusParsesTheSameBothWays() throws {
    let files = try Self.corpus()
    #expect(files.count >= 20)
    for (name, bytes) in files { Self.expectSame(name, bytes) }
  }

  /// Inputs longer than many batches, including every way composing can stop early.
  @Test func longInputsParseTheSameBothWays() {
    for (name, text, budget) in Self.long {
      Self.expectSame(name, Array(text.utf8), budget: budget)
      let result = YAMLParser.parse(Array(text.utf8), budget: budget, pipelineFrom: 0)
      #expect((name == "long valid") == result.problems.isEmpty, "\(name)")
    }
  }

  /// The public entry point, which pipes files from 256 KiB up, agrees with reading in turn on
  /// a file past that size.
  @Test func publicEntryPointAgreesOnALargeFile() {
    let text = Self.long[0].1 + String(repeating: "# padding to pass one mebibyte\n", count: 30_000)
    let bytes = Array(text.utf8)
    #expect(bytes.count > YAMLParser.pipelineBytes)
    let serial = YAMLParser.parse(bytes, budget: .spec, pipelineFrom: .max)
    let piped = YAMLParser.parse(bytes)
    #expect(piped.problems == serial.problems)
    #expect(piped.root.map(Self.outline) == serial.root.map(Self.outline))
  }
}
