// Every position Herald reports agrees with libyaml's lines whichever line breaks a spec uses,
// and a syntax hint names only a real delimiter: the class of the fuzz findings
// `hint-quote-*-breaks` (Fuzz/README.md).

import HeraldCore
import Testing

@testable import FuzzChecks

/// Random specs built from lines that provoke each syntax hint, joined with the line breaks
/// libyaml knows.
@Suite struct LineBreakPropertyTests {
  /// Every line break libyaml reads: LF, CR, CR LF, NEL, LS and PS.
  static let breaks = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]

  /// Lines that make valid specs and every kind of syntax error a hint explains: quotes left
  /// open or followed by text, brackets, missing colons, bad indentation, tabs, block scalars,
  /// characters YAML reserves, and letters outside ASCII (one character, several bytes).
  static let lines = [
    "version: 1", "categories:", "  - id: reply", "    title: 'It''s here'", "    title: \"open",
    "    body: close\" more", "    actions: [a, b", "    actions: [a b]", "  - id: x",
    "      misplaced: 1", "    text", "   key: v", "    note: |", "      block", "    x: 'a' b",
    "    y: \"a\" b", "  }", "    z: {a: 1", "    k:v", "- item", "    title: [Urgent] Reply",
    "    q: a: b", "# comment", "", "    body: 'l", "    l' tail", "    lol: 'l", "  ll: l' l",
    "    t: \"ll", "l\" l", "    é: 'ü", "  ©: ü' →", "\tkey: v", "    w: @at", "    e: \"a\\q\"",
    "    a: *", "    m: {a: 1]", "  - id: 'é' ©",
  ]

  /// A deterministic generator (SplitMix64) with its own range arithmetic rather than the
  /// standard library's `random(in:using:)`, whose algorithm may change between toolchains: a
  /// failure names a case that reproduces everywhere.
  struct SplitMix {
    /// The state.
    var state: UInt64

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// True or false, even odds.
    mutating func coin() -> Bool { next() >> 63 == 1 }
  }

  /// Three to twelve random lines.
  static func randomLines(_ random: inout SplitMix) -> [String] {
    (0..<random.int(3...12)).map { _ in random.pick(lines) }
  }

  /// `lines` joined with `separator(index)` after each, the last one dropped half the time.
  static func join(_ lines: [String], dropLast: Bool, separator: (Int) -> String) -> [UInt8] {
    var text = ""
    for (index, line) in lines.enumerated() {
      text += line
      if index < lines.count - 1 || !dropLast { text += separator(index) }
    }
    return Array(text.utf8)
  }

  /// Random specs whose lines end with breaks drawn at random from all six, with or without a
  /// final break and a byte order mark: every diagnostic, note and fix-it is inside its file as
  /// libyaml counts lines and characters, and every delimiter a hint names is one (the fuzz
  /// oracle checks both).
  @Test func mixedBreaksKeepEveryPositionInsideTheText() {
    var random = SplitMix(state: 23)
    var hinted = 0
    for _ in 0..<3000 {
      let lines = Self.randomLines(&random)
      let separators = lines.map { _ in random.pick(Self.breaks) }
      var bytes = Self.join(lines, dropLast: random.coin()) { separators[$0] }
      if random.int(0...7) == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
      let inputs = FuzzOracle.inputs(bytes)
      let diagnostics = Compiler.check(inputs).diagnostics.diagnostics
      let findings = FuzzOracle.diagnosticFindings(diagnostics, inputs: inputs)
      let breaks = separators.map { $0.unicodeScalars.map(\.value) }
      #expect(findings.problems.isEmpty, "\(lines) with breaks \(breaks): \(findings.problems)")
      hinted += diagnostics.filter { !HintDelimiters.named(in: $0.message).isEmpty }.count
    }
    // The lines do provoke the hints that name delimiters, so the check above is not vacuous.
    #expect(hinted > 300)
  }

  /// The same lines read the same with any one kind of break: each break gives exactly the
  /// syntax diagnostics (message, place, notes' places) that LF gives, so Herald's hints count
  /// lines as libyaml does for every break.
  @Test func everyBreakReadsLikeLineFeed() {
    var random = SplitMix(state: 10)
    var differing: [String] = []
    var withErrors = 0
    for _ in 0..<500 {
      let lines = Self.randomLines(&random)
      let dropLast = random.coin()
      let reference = Self.syntaxDiagnostics(Self.join(lines, dropLast: dropLast) { _ in "\n" })
      if !reference.isEmpty { withErrors += 1 }
      for lineBreak in Self.breaks.dropFirst() {
        let other = Self.syntaxDiagnostics(Self.join(lines, dropLast: dropLast) { _ in lineBreak })
        if other != reference {
          differing.append("\(lines) with \(lineBreak.unicodeScalars.first!.value): \(other)")
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(3))")
    // Most random files have a syntax error, so the comparison covers the hints.
    #expect(withErrors > 250)
  }

  /// The `yaml-syntax` diagnostics of one file: message, range and the ranges of its notes.
  static func syntaxDiagnostics(_ bytes: [UInt8]) -> [String] {
    Compiler.check(FuzzOracle.inputs(bytes)).diagnostics.diagnostics
      .filter { $0.id == .yamlSyntax }
      .map { diagnostic in
        let notes = diagnostic.notes.compactMap(\.range).map(Self.place)
        return "\(Self.place(diagnostic.range)) \(diagnostic.message) \(notes)"
      }
  }

  /// `line:column-line:column` of a range.
  static func place(_ range: SourceRange) -> String {
    "\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
  }
}
