// Marked sources: inline YAML with keycap markers stripped and located, compiled as a set.

import Testing

@testable import HeraldCore

/// Inline YAML whose location markers (`1️⃣` … `9️⃣`, `0️⃣`) were removed, with where each stood.
struct MarkedSource {
  /// The path the file is compiled under.
  let path: String
  /// The YAML without its markers.
  let text: String
  /// Each marker's 1-based line and column (in code points of `text`, as libyaml counts them).
  let positions: [String: SourcePosition]

  /// Strips the markers of `marked`; a marker used twice in one file is a test-writing error.
  init(_ marked: String, path: String = "spec.yml") {
    let scalars = Array(marked.unicodeScalars)
    var output = String.UnicodeScalarView()
    var positions: [String: SourcePosition] = [:]
    var line = 1
    var column = 1
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar), index + 2 < scalars.count,
        scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
      {
        let marker = String(String.UnicodeScalarView(scalars[index...(index + 2)]))
        if positions[marker] != nil { Issue.record("marker \(marker) used twice in \(path)") }
        positions[marker] = SourcePosition(line: line, column: column)
        index += 3
        continue
      }
      output.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else if scalar != "\r" || index + 1 >= scalars.count || scalars[index + 1] != "\n" {
        column += 1
      }
      index += 1
    }
    self.path = path
    self.text = String(output)
    self.positions = positions
  }

  /// The input file the compiler reads.
  var input: InputFile { InputFile(path: path, bytes: Array(text.utf8)) }
}

/// The outcome of compiling one or more marked sources together.
struct MarkedCheck {
  /// The sources, in the order given to the compiler.
  let sources: [MarkedSource]
  /// What `Compiler.check` returned.
  let outcome: Compiler.Outcome

  /// Every diagnostic, in report order.
  var diagnostics: [Diagnostic] { outcome.diagnostics.diagnostics }

  /// The diagnostics with one id.
  func diagnostics(_ id: RuleID) -> [Diagnostic] {
    diagnostics.filter { $0.id == id }
  }

  /// The position of `marker` in the file at `path`, if that file has the marker.
  func position(_ marker: String, in path: String) -> SourcePosition? {
    sources.first { $0.path == path }?.positions[marker]
  }

  /// Every diagnostic and note on its own line, `file:line:col: severity: message [id]`.
  var listing: String {
    guard !diagnostics.isEmpty else { return "(no diagnostics)" }
    return diagnostics.map { diagnostic in
      let head = "\(Self.place(diagnostic.range)) \(diagnostic.severity.rawValue): "
      let notes = diagnostic.notes.map { note in
        "\n    \(note.range.map(Self.place) ?? "-") note: \(note.message)"
      }
      return head + "\(diagnostic.message) [\(diagnostic.id)]" + notes.joined()
    }.joined(separator: "\n")
  }

  /// `file:line:col:` for a range.
  static func place(_ range: SourceRange) -> String {
    "\(range.file):\(range.start.line):\(range.start.column):"
  }
}

/// Compiles one marked YAML file, `spec.yml`.
func check(_ yaml: String) -> MarkedCheck {
  check(files: [("spec.yml", yaml)])
}

/// Compiles marked YAML files together as one spec set, in the order given.
func check(files: [(path: String, yaml: String)]) -> MarkedCheck {
  let sources = files.map { MarkedSource($0.yaml, path: $0.path) }
  return MarkedCheck(sources: sources, outcome: Compiler.check(sources.map(\.input)))
}
