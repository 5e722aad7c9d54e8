/// The parse stage: bytes of one file → YAML nodes → `SpecFile`, with every problem located.

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
  public static func load(
    _ input: InputFile, into diagnostics: inout DiagnosticsEngine
  ) -> SpecFile? {
    let parsed = YAMLParser.parse(input.bytes)
    var decoder = SpecDecoder(file: input.path)
    for problem in parsed.problems {
      decoder.report(problem, message: SyntaxHints.message(for: problem, in: input.bytes))
    }
    guard let root = parsed.root else {
      if parsed.problems.isEmpty {
        diagnostics.error(
          .emptySpec, "the spec is empty; it must start with 'version: 1'",
          at: .fileStart(input.path))
      }
      diagnostics.merge(decoder.diagnostics)
      return nil
    }
    let spec = decoder.decodeFile(root)
    diagnostics.merge(decoder.diagnostics)
    return spec
  }
}

extension SpecDecoder {
  /// Turns a YAML problem into a diagnostic with the same id.
  mutating func report(_ problem: YAMLProblem, message: String) {
    let notes = problem.notes.map { DiagnosticNote($0.message, at: range($0.range)) }
    diagnostics.report(
      Diagnostic(
        id: problem.kind.rawValue, severity: .error, message: message,
        range: range(problem.range), notes: notes))
  }
}
