// Payload positions count lines as every other Herald position does, so excerpts line up.

import Testing

@testable import HeraldCore

/// Where the JSON reader puts a line break: LF, CR LF, a lone CR, and NEL, LS or PS inside a
/// string (found by FuzzPayload: a NEL inside a string put a later error past its line's end).
@Suite struct JSONReaderLineTests {
  /// The first diagnostic of `text` checked as a payload against a one-category set.
  static func first(_ bytes: [UInt8]) throws -> Diagnostic {
    let spec = InputFile(
      path: "spec.yml", bytes: Array("version: 1\ncategories:\n  - id: chat\n".utf8))
    let set = try #require(Compiler.check([spec]).spec?.set)
    var diagnostics = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: "p.json", against: set, into: &diagnostics)
    return try #require(diagnostics.diagnostics.first)
  }

  /// A NEL (C2 85) inside a string ends the line: the unclosed string's end is on line 2.
  @Test func nelInsideAStringBreaksTheLine() throws {
    let bytes: [UInt8] =
      Array("{\"aps\": {\"version:".utf8) + [0xC3, 0x82, 0xC2, 0x85] + Array("}\n".utf8)
    let diagnostic = try Self.first(bytes)
    #expect(diagnostic.id == .payloadJSON)
    #expect(diagnostic.range.start == SourcePosition(line: 2, column: 2))
    #expect(diagnostic.range.end == SourcePosition(line: 2, column: 2))
  }

  /// LS (E2 80 A8) inside a string and a lone CR each end a line; CR LF ends one line.
  @Test func lsAndCRBreakLines() throws {
    let ls = Array("{\"aps\": {\"alert\": \"a".utf8) + [0xE2, 0x80, 0xA8] + Array("b\"}}\r{}".utf8)
    #expect(try Self.first(ls).range.start == SourcePosition(line: 3, column: 1))
    let crlf = Array("{\"aps\": {\"alert\": \"a\"}}\r\n{}".utf8)
    #expect(try Self.first(crlf).range.start == SourcePosition(line: 2, column: 1))
  }
}
