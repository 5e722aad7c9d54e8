// Hostile YAML: budgets, huge and malformed inputs all end quickly with a located error.

import Foundation
import Testing

/// Bad-input tests through the CLI, one input each, run one at a time so timings are fair.
@Suite(.serialized) struct BadYAMLTests {
  /// Aliases nested nine deep, ten to a level: 10^9 nodes if expanded.
  @Test func aliasBomb() throws {
    var text = "version: 1\na0: &a0 [" + Array(repeating: "x", count: 10).joined(separator: ", ")
    text += "]\n"
    for level in 1...8 {
      let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      text += "a\(level): &a\(level) [\(items)]\n"
    }
    let result = try BadInput.check(
      "alias-bomb.yml", BadInput.utf8(text), rule: "yaml-alias-budget")
    #expect((3...10).contains(result.line))
  }

  /// 100,000 levels of `[`.
  @Test func deepFlowSequences() throws {
    let text = "version: 1\ncategories: " + String(repeating: "[", count: 100_000) + "\n"
    let result = try BadInput.check("deep-flow.yml", BadInput.utf8(text), rule: "yaml-depth-budget")
    #expect(result.line == 2)
  }

  /// 3,000 levels of nested block sequences, each `-` one column deeper than the last.
  @Test func deepBlockSequences() throws {
    var text = "version: 1\ncategories:\n"
    for level in 0..<3_000 { text += String(repeating: " ", count: level) + "-\n" }
    let result = try BadInput.check(
      "deep-block.yml", BadInput.utf8(text), rule: "yaml-depth-budget")
    #expect(result.line < 100)
  }

  /// A 50 MB scalar.
  @Test func hugeScalar() throws {
    var bytes = BadInput.utf8("version: 1\ncategories:\n  - id: ")
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 50 << 20))
    bytes.append(UInt8(ascii: "\n"))
    let result = try BadInput.check("huge-scalar.yml", bytes, rule: "yaml-scalar-too-long")
    #expect(result.line == 3 && result.column == 9)
  }

  /// Bytes that are not UTF-8.
  @Test func invalidUTF8() throws {
    let bytes = BadInput.utf8("version: 1\ncategories:\n  - id: caf") + [0xC3, 0x28, 0x0A]
    let result = try BadInput.check("latin.yml", bytes, rule: "yaml-syntax")
    #expect(result.line == 3)
  }

  /// A NUL byte inside a value.
  @Test func nulByte() throws {
    let bytes = BadInput.utf8("version: 1\ncategories:\n  - id: a") + [0x00] + BadInput.utf8("b\n")
    let result = try BadInput.check("nul.yml", bytes, rule: "yaml-syntax")
    #expect(result.line == 3)
  }

  /// A tab used as indentation.
  @Test func tabIndentation() throws {
    let text = "version: 1\ncategories:\n\t- id: a\n"
    let result = try BadInput.check("tab.yml", BadInput.utf8(text), rule: "yaml-syntax")
    #expect(result.line == 3 && result.column == 1)
  }

  /// An empty file.
  @Test func emptyFile() throws {
    let result = try BadInput.check("empty.yml", [], rule: "empty-spec")
    #expect(result.line == 1 && result.column == 1)
  }

  /// A root that is a list, not a mapping.
  @Test func rootNotAMapping() throws {
    let result = try BadInput.check("list.yml", BadInput.utf8("- version: 1\n"), rule: "wrong-type")
    #expect(result.run.stderr.contains("must be a mapping"))
  }

  /// An unclosed flow sequence is reported at its '[', not at the end of the file where libyaml
  /// noticed.
  @Test func syntaxError() throws {
    let text = "version: 1\ncategories: [a, b\n"
    let result = try BadInput.check("syntax.yml", BadInput.utf8(text), rule: "yaml-syntax")
    #expect(result.line == 2 && result.column == 13)
    #expect(result.run.stderr.contains("this '[' is never closed"))
  }

  /// An unknown spec version names the versions understood.
  @Test func unknownVersion() throws {
    let result = try BadInput.check(
      "v2.yml", BadInput.utf8("version: 2\n"), rule: "unsupported-version")
    #expect(result.line == 1 && result.column == 10)
    #expect(result.run.stderr.contains("version 1"))
  }
}
