// The invariants both fuzz targets check on every input, shared with the replay test.

import HeraldCore

/// What one input broke: the invariants that stop a fuzz target. The oracle tolerates no known
/// issue (Fuzz/README.md says how one was tracked).
public struct FuzzFindings: Sendable, Equatable {
  /// Broken invariants that stop a fuzz target.
  public var problems: [String] = []
}

/// Runs the front end (and, on request, every renderer) on one fuzz input and checks it.
public enum FuzzOracle {
  /// The line that splits one fuzz input into several spec files of one set (a YAML comment).
  public static let fileSeparator: [UInt8] = Array("\n#file\n".utf8)
  /// The most spec files one input becomes; further separators stay in the last file.
  public static let maxFiles = 8

  /// Splits a fuzz input at `fileSeparator` into spec files named `f0.yml`, `f1.yml`, ….
  public static func inputs(_ data: [UInt8]) -> [InputFile] {
    var files: [InputFile] = []
    var start = 0
    var index = 0
    let separator = fileSeparator
    while index + separator.count <= data.count, files.count < maxFiles - 1 {
      if data[index] == separator[0], data[index..<index + separator.count].elementsEqual(separator)
      {
        files.append(InputFile(path: "f\(files.count).yml", bytes: Array(data[start..<index])))
        index += separator.count
        start = index
      } else {
        index += 1
      }
    }
    files.append(InputFile(path: "f\(files.count).yml", bytes: Array(data[start...])))
    return files
  }

  /// Checks `data`: diagnostics inside their files with known ids, errors exactly when there is
  /// no validated spec; without `generate`, the same diagnostics from a second check (of every
  /// eighth input); with `generate`, deterministic, safe and recognisable output files and
  /// renderings (see `GeneratedChecks`).
  public static func check(_ data: [UInt8], generate: Bool) -> FuzzFindings {
    let inputs = inputs(data)
    let outcome = Compiler.check(inputs)
    var findings = diagnosticFindings(outcome.diagnostics.diagnostics, inputs: inputs)
    if outcome.diagnostics.hasErrors != (outcome.spec == nil) {
      findings.problems.append(
        "hasErrors is \(outcome.diagnostics.hasErrors) but the spec is "
          + (outcome.spec == nil ? "nil" : "set"))
    }
    if generate {
      if let spec = outcome.spec { findings.problems += GeneratedChecks.problems(spec) }
    } else if data.count % 8 == 0,  // every eighth input by length, to keep the target fast
      Compiler.check(inputs).diagnostics.diagnostics != outcome.diagnostics.diagnostics
    {
      findings.problems.append("a second check of the same bytes gave other diagnostics")
    }
    return findings
  }

  /// The ids a diagnostic may carry: those of the published records.
  static let knownIDs = Set(RuleRegistry.all.map(\.id))

  /// What is wrong with the diagnostics: unknown ids or files, empty messages, a hint naming
  /// something other than a quote or bracket as one, ranges of the diagnostic, its notes or its
  /// fix-its outside the file.
  /// A leading byte order mark is a character of the files in `payloads` (JSON), not of specs.
  static func diagnosticFindings(
    _ diagnostics: [Diagnostic], inputs: [InputFile], payloads: Set<String> = []
  ) -> FuzzFindings {
    var lines: [String: SourceLines] = [:]
    for input in inputs {
      lines[input.path] = SourceLines(
        input.bytes, skipsByteOrderMark: !payloads.contains(input.path))
    }
    var findings = FuzzFindings()
    for diagnostic in diagnostics {
      let label = "[\(diagnostic.id)] \(diagnostic.message)"
      if !knownIDs.contains(diagnostic.id) {
        findings.problems.append("unknown id: \(label)")
      }
      if diagnostic.message.isEmpty { findings.problems.append("empty message: \(label)") }
      if let problem = HintDelimiters.problem(diagnostic.message) {
        findings.problems.append("\(problem): \(label)")
      }
      let ranges =
        [diagnostic.range] + diagnostic.notes.compactMap(\.range)
        + diagnostic.fixIts.flatMap { $0.edits.map(\.range) }
      for range in ranges {
        guard let file = lines[range.file] else {
          findings.problems.append("range in unknown file '\(range.file)': \(label)")
          continue
        }
        guard let problem = file.problem(range) else { continue }
        findings.problems.append("\(range.file): \(problem): \(label)")
      }
    }
    return findings
  }
}
