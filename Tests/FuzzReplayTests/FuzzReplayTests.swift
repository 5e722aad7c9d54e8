// Replays every committed fuzz input in-process and keeps the fuzz dictionary in step with the
// spec schema, so a fixed fuzz finding stays fixed without a sanitizer build.

import Foundation
import HeraldCore
import Testing

@testable import FuzzChecks

/// The fuzz inputs in Fuzz/ checked against the fuzz targets' invariants.
@Suite struct FuzzReplayTests {
  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every regular file below `folder` (relative to the root), sorted; none when it is missing.
  static func files(under folder: String) -> [String] {
    let base = root.appending(path: folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }
      .filter {
        (try? base.appending(path: $0).resourceValues(forKeys: [.isRegularFileKey]))?
          .isRegularFile == true
      }
      .map { folder + "/" + $0 }.sorted()
  }

  /// The folders whose inputs are replayed: crash reproducers and hand-written seeds (the corpus
  /// a local fuzz run grows stays out of the repository).
  static let folders = ["Fuzz/regressions", "Fuzz/seeds"]

  /// FuzzEscape's oracle holds for every scalar up to U+3000 alone and after a backslash and
  /// `u`, for the syntax of every sink, and for the hostile corpus, so it reports no false
  /// finding.
  @Test func escapeChecksHoldForEveryControlAndSyntax() throws {
    var texts = (0...0x3000).compactMap(Unicode.Scalar.init).flatMap { scalar in
      [String(Character(scalar)), "\\u" + String(Character(scalar)) + "-"]
    }
    texts += [
      "\r\n", "x\r\n::warning file=README.md,line=1::injected", "\u{FEFF}\u{FFFE}\u{FFFF}",
      "--->", "]]>", "\\u{41}", "#58;&amp;%0A%25", "e\u{301}`|`", "👨‍👩‍👧",
    ]
    let corpus = Self.files(under: "Tests/Corpus/hostile")
    #expect(!corpus.isEmpty)
    for path in corpus {
      texts.append(
        String(decoding: try Data(contentsOf: Self.root.appending(path: path)), as: UTF8.self))
    }
    for text in texts {
      let problems = EscapeChecks.problems(Array(text.utf8))
      #expect(problems.isEmpty, "\(text.unicodeScalars.map(\.value)): \(problems)")
    }
  }

  /// Every input of a folder passes both targets' checks (the generate one renders valid specs).
  @Test(arguments: folders)
  func replay(folder: String) throws {
    let inputs = Self.files(under: folder)
    if folder == "Fuzz/seeds" { #expect(inputs.count >= 10) }
    for path in inputs {
      let bytes = Array(try Data(contentsOf: Self.root.appending(path: path)))
      let problems =
        FuzzOracle.check(bytes, generate: false).problems
        + FuzzOracle.check(bytes, generate: true).problems + EscapeChecks.problems(bytes)
      #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
    }
  }

  /// FuzzPayload's checks hold for every payload and request file of the corpus and every
  /// committed input, and for the corpus's files cut short at every byte (a request file's
  /// first 600).
  @Test func payloadChecksHold() throws {
    let corpus = Self.files(under: "Tests/Corpus/payloads").filter {
      $0.hasSuffix(".json") || $0.hasSuffix(".http")
    }
    let paths = corpus + Self.folders.flatMap(Self.files(under:))
    #expect(paths.count >= 25)
    for path in paths {
      let bytes = Array(try Data(contentsOf: Self.root.appending(path: path)))
      // A request file's head is what its prefixes add; its long bodies are the payloads'.
      let cuts = path.hasSuffix(".http") ? min(bytes.count, 600) : bytes.count
      let variants =
        corpus.contains(path) ? (0...cuts).map { Array(bytes[..<$0]) } + [bytes] : [bytes]
      for variant in variants {
        let problems = PayloadChecks.problems(variant)
        #expect(problems.isEmpty, "\(path) (\(variant.count) bytes): \(problems)")
      }
    }
  }

  /// Fixed issue `stream-end-past-last-line`: the syntax error at the end of a file without a
  /// final line break (`version: 1\nx`) is at the end of its last line, 2:2, not at 3:1 past
  /// it, and the oracle, which no longer tolerates 3:1, finds nothing. Herald now reports the
  /// line's key without a ':' at its start, 2:1; libyaml's place, 2:2, is its `libyaml:` note.
  @Test func streamEndStaysOnTheLastLine() throws {
    let path = "Fuzz/regressions/stream-end-past-last-line.yml"
    let bytes = Array(try Data(contentsOf: Self.root.appending(path: path)))
    #expect(bytes.last != UInt8(ascii: "\n"))
    let outcome = Compiler.check(FuzzOracle.inputs(bytes))
    let error = try #require(outcome.diagnostics.diagnostics.first)
    #expect(error.id == .yamlSyntax)
    #expect(error.range.start == SourcePosition(line: 2, column: 1))
    let note = try #require(error.notes.first { $0.message.hasPrefix("libyaml: ") })
    #expect(note.range?.start == SourcePosition(line: 2, column: 2))
    #expect(FuzzOracle.check(bytes, generate: false) == FuzzFindings())
  }

  /// Fixed issue `hint-quote-nel-breaks` (with `hint-quote-ls-ps-breaks` and
  /// `hint-quote-inside-ps-break`): the syntax hints broke lines at LF and CR only, so in a file
  /// that also breaks lines with NEL, LS or PS they read another line than libyaml's, named
  /// whatever byte stood there ("the l that starts this value") and pointed past its line. They
  /// now break lines as libyaml does and name only a quote.
  @Test func quoteHintCountsNELAsALineBreak() throws {
    let path = "Fuzz/regressions/hint-quote-nel-breaks.yml"
    let bytes = Array(try Data(contentsOf: Self.root.appending(path: path)))
    #expect(bytes.contains(0x85))
    let outcome = Compiler.check(FuzzOracle.inputs(bytes))
    let error = try #require(outcome.diagnostics.diagnostics.first)
    #expect(error.id == .yamlSyntax)
    #expect(
      error.message.hasPrefix(
        "the ' that starts this value is never closed on its line, so YAML reads on to the ' on"
          + " line 2"))
    #expect(error.range.start == SourcePosition(line: 1, column: 10))
    #expect(FuzzOracle.check(bytes, generate: false) == FuzzFindings())
  }

  /// Fixed issue `utf16-with-byte-order-mark`: the hints read a UTF-16 file's raw bytes, not the
  /// text libyaml decoded ("the \u{0} that starts this value"). A spec file is UTF-8: a UTF-16
  /// file is refused at its first byte with one located error, before anything reads it.
  @Test func utf16IsRefusedAtItsFirstByte() throws {
    let path = "Fuzz/regressions/utf16-with-byte-order-mark.yml"
    let bytes = Array(try Data(contentsOf: Self.root.appending(path: path)))
    #expect(bytes.starts(with: [0xFF, 0xFE]))
    let outcome = Compiler.check(FuzzOracle.inputs(bytes))
    #expect(outcome.spec == nil)
    let error = try #require(outcome.diagnostics.diagnostics.first)
    #expect(outcome.diagnostics.diagnostics.count == 1)
    #expect(error.id == .yamlSyntax)
    #expect(error.severity == .error)
    #expect(error.range.start == SourcePosition(line: 1, column: 1))
    #expect(error.message.contains("UTF-16") && error.message.hasSuffix("save it as UTF-8"))
  }

  /// The example specs, joined into one multi-file input, still validate and generate cleanly:
  /// the oracle's file splitting gives the spec set the fuzzer starts from.
  @Test func joinedSpecsFormOneValidSet() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appending(path: "Specs").path
    )
    .filter { $0.hasSuffix(".yml") }.sorted()
    let parts = try names.map {
      Array(try Data(contentsOf: Self.root.appending(path: "Specs/\($0)")))
    }
    let joined = Array(parts.joined(separator: FuzzOracle.fileSeparator))
    let inputs = FuzzOracle.inputs(joined)
    #expect(inputs.count == min(parts.count, FuzzOracle.maxFiles))
    #expect(inputs.first?.bytes == parts.first)
    #expect(FuzzOracle.check(joined, generate: true) == FuzzFindings())
  }

  /// A diagnostic at `line`:`column` of `f0.yml`.
  static func diagnostic(line: Int, column: Int) -> Diagnostic {
    let position = SourcePosition(line: line, column: column)
    return Diagnostic(
      id: .yamlSyntax, severity: .error, message: "x",
      range: SourceRange(file: "f0.yml", start: position, end: position))
  }

  /// The oracle itself tells a diagnostic inside its file from one past the last line, with or
  /// without a final line break (libyaml's old stream end, now a problem too).
  @Test func oracleLocatesDiagnostics() {
    let ended = [InputFile(path: "f0.yml", bytes: Array("a: 1\nb: 2\n".utf8))]
    let unended = [InputFile(path: "f0.yml", bytes: Array("a: 1\nb: 2".utf8))]
    let inside = FuzzOracle.diagnosticFindings([Self.diagnostic(line: 3, column: 1)], inputs: ended)
    #expect(inside == FuzzFindings())
    let past = FuzzOracle.diagnosticFindings([Self.diagnostic(line: 4, column: 1)], inputs: ended)
    #expect(past.problems.count == 1)
    let wide = FuzzOracle.diagnosticFindings([Self.diagnostic(line: 2, column: 6)], inputs: ended)
    #expect(wide.problems.count == 1)
    let streamEnd = FuzzOracle.diagnosticFindings(
      [Self.diagnostic(line: 3, column: 1)], inputs: unended)
    #expect(streamEnd.problems.count == 1)
    let lineEnd = FuzzOracle.diagnosticFindings(
      [Self.diagnostic(line: 2, column: 5)], inputs: unended)
    #expect(lineEnd == FuzzFindings())
  }

  /// The oracle finds a hint that names a letter, a NUL or another byte as a quote or bracket
  /// (what the hints did when they read the wrong line), and accepts real quotes and brackets.
  @Test func oracleChecksNamedDelimiters() {
    let inputs = [InputFile(path: "f0.yml", bytes: Array("a: 1\n".utf8))]
    func problems(_ message: String) -> Int {
      let position = SourcePosition(line: 1, column: 1)
      let diagnostic = Diagnostic(
        id: .yamlSyntax, severity: .error, message: message,
        range: SourceRange(file: "f0.yml", start: position, end: position))
      return FuzzOracle.diagnosticFindings([diagnostic], inputs: inputs).problems.count
    }
    let runsOn = "that starts this value is never closed on its line, so YAML reads on to the"
    #expect(problems("the ' \(runsOn) ' on line 2; end the value with '") == 0)
    #expect(problems("the \" that starts this value is never closed; end the value with \"") == 0)
    #expect(problems("this '[' is never closed; end the list with ']'") == 0)
    #expect(problems("the l \(runsOn) l on line 8; end the value with l") == 1)
    #expect(
      problems("the \u{0} that starts this value is never closed; end the value with \u{0}") == 1)
    #expect(problems("text follows the closing © of a quoted value") == 1)
    #expect(problems("this 'x' does not match the '[' at line 1, column 1") == 1)
  }

  /// Fuzz/yaml.dict lists every key of every spec object (as `"key: "`) and every value of every
  /// closed vocabulary, so the fuzzer can spell the whole language.
  @Test func dictionaryCoversTheSchema() throws {
    let dictionary = try String(
      contentsOf: Self.root.appending(path: "Fuzz/yaml.dict"), encoding: .utf8)
    var missing: [String] = []
    for schema in SpecSchema.all {
      for key in schema.keys {
        if !dictionary.contains("\"\(key.name): \"") { missing.append(key.name) }
        for value in Self.spellings(key.shape) where !dictionary.contains("\"\(value)\"") {
          missing.append(value)
        }
      }
    }
    #expect(missing.isEmpty, "not in Fuzz/yaml.dict: \(Set(missing).sorted())")
  }

  /// The closed-vocabulary values a shape accepts, at any depth (map keys included).
  static func spellings(_ shape: ValueShape) -> [String] {
    switch shape {
    case .oneOf(let values): return values
    case .list(let inner): return spellings(inner)
    case .map(let keys, let value): return keys + spellings(value)
    case .either(let shapes): return shapes.flatMap(spellings)
    case .string, .boolean, .number, .integer, .version, .object, .any: return []
    }
  }
}
