// Prints diagnostics as JSON or GitHub annotations; the text form is in
// DiagnosticPrinter+Text.swift, the SARIF form in DiagnosticPrinter+SARIF.swift.

import HeraldCore

/// The printed forms of diagnostics.
enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:col: severity: message [id]`, the source excerpt, help lines and notes, on
  /// standard error.
  case text
  /// A stable JSON array, on standard output.
  case json
  /// GitHub Actions workflow commands, on standard output.
  case github
  /// One SARIF 2.1.0 log, on standard output.
  case sarif
}

/// Formats diagnostics.
struct DiagnosticPrinter {
  /// Whether to colour severities (text only).
  let color: Bool
  /// The lines the text form shows under each diagnostic; nil prints only the located lines
  /// (`--no-excerpts`), as Herald did before excerpts.
  var source: ExcerptSource? = nil

  /// The JSON form: an array of objects with every field.
  func json(_ diagnostics: [Diagnostic]) -> String {
    JSONValue.array(diagnostics.map(Self.object)).rendered()
  }

  /// One diagnostic as a JSON object.
  static func object(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      "id": .string(diagnostic.id.rawValue),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
      "range": range(diagnostic.range),
      "notes": .array(
        diagnostic.notes.map { note in
          .object(["message": .string(note.message), "range": note.range.map(range) ?? .null])
        }),
      "fixIts": .array(
        diagnostic.fixIts.map { fix in
          .object(["range": range(fix.range), "replacement": .string(fix.replacement)])
        }),
    ])
  }

  /// A range as `{file, start: {line, column}, end: {line, column}}`.
  static func range(_ range: SourceRange) -> JSONValue {
    .object([
      "file": .string(range.file),
      "start": .object(["line": .int(range.start.line), "column": .int(range.start.column)]),
      "end": .object(["line": .int(range.end.line), "column": .int(range.end.column)]),
    ])
  }

  /// The GitHub form: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
  /// A workflow command has no field for an edit, so each fix-it becomes a `help:` line of the
  /// message, before the notes, worded as in the text form. Each line is made visible as the
  /// text form makes it (controls and bidirectional controls as `\u{…}`) before the runner's
  /// escapes, so the log shows spec text and never obeys it.
  func github(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
      let kind = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
      let range = diagnostic.range
      let properties = [
        "file=\(WorkflowCommandEscaping.visibleProperty(range.file))", "line=\(range.start.line)",
        "col=\(range.start.column)", "endLine=\(range.end.line)", "endColumn=\(range.end.column)",
        "title=\(WorkflowCommandEscaping.visibleProperty(diagnostic.id.rawValue))",
      ].joined(separator: ",")
      var lines = [diagnostic.message]
      for fix in diagnostic.fixIts {
        let place = place(fix.range, besides: diagnostic.range)
        lines.append("help: " + FixItHelp.text(fix, original: original(fix.range), place: place))
      }
      for note in diagnostic.notes {
        let place = note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
        lines.append("\(place)note: \(note.message)")
      }
      return "::\(kind) \(properties)::\(WorkflowCommandEscaping.visibleData(lines: lines))\n"
    }.joined()
  }
}
