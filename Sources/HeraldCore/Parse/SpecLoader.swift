// The parse stage: bytes of one file → YAML nodes → `SpecFile`, with every problem located.

import HeraldYAML

/// One spec file's bytes and the path it is shown under.
public struct InputFile: Sendable {
  /// The path as the user gave it (`<stdin>` for standard input).
  public let path: String
  /// The raw bytes.
  public let bytes: [UInt8]

  /// Creates an input file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Parses spec files into the AST.
public enum SpecLoader {
  /// Parses one file. The result is nil when nothing could be decoded.
  ///
  /// Categories are decoded while the parser composes them (`CategoryStream`), so a large file
  /// never holds all of its nodes at once; `streaming: false` decodes the whole document after
  /// parsing instead, which tests use as the reference.
  public static func load(
    _ input: InputFile, into diagnostics: inout DiagnosticsEngine
  ) -> SpecFile? {
    load(input, into: &diagnostics, streaming: true)
  }

  /// `load(_:into:)`, with or without streaming.
  static func load(
    _ input: InputFile, into diagnostics: inout DiagnosticsEngine, streaming: Bool
  ) -> SpecFile? {
    WorkMeter.add(input.bytes.count)
    let stream = streaming ? CategoryStream(file: input.path) : nil
    let parsed = YAMLParser.parse(input.bytes, stream: stream?.yamlStream)
    var decoder = SpecDecoder(file: input.path)
    decoder.streamed = stream?.items ?? []
    for problem in parsed.problems {
      decoder.report(problem, in: input.bytes)
    }
    guard let root = parsed.root else {
      if parsed.problems.isEmpty {
        diagnostics.report(
          SpecLoader.emptySpec, "the spec is empty; it must start with 'version: 1'",
          at: .fileStart(input.path))
      }
      diagnostics.merge(decoder.diagnostics)
      return nil
    }
    var spec = decoder.decodeFile(root)
    diagnostics.merge(decoder.diagnostics)
    spec.ignoreLayout = IgnoreLayout(spec, bytes: input.bytes)
    return spec
  }
}

extension SpecDecoder {
  /// Turns a YAML problem into a diagnostic under the id and severity of its kind's record. A
  /// syntax problem that `SyntaxHints` explains gets Herald's message at the place to fix, with
  /// libyaml's message kept as the first note, at libyaml's mark.
  mutating func report(_ problem: YAMLProblem, in bytes: [UInt8]) {
    var notes = problem.notes.map { DiagnosticNote($0.message, at: range($0.range)) }
    var message = problem.message
    var location = problem.range
    if let explanation = SyntaxHints.explain(problem, in: bytes) {
      notes.insert(DiagnosticNote("libyaml: " + problem.message, at: range(problem.range)), at: 0)
      message = explanation.message
      location = YAMLRange(start: explanation.mark, end: explanation.mark)
    }
    diagnostics.report(
      SpecLoader.rule(for: problem.kind), message, at: range(location), notes: notes)
  }
}
