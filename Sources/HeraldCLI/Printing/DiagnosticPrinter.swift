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

  /// The JSON form: an array of objects with every field; when an `ignore` entry silenced
  /// any, one last element `{"silenced": {id: count}}` counts them by id.
  func json(_ diagnostics: [Diagnostic], silenced: [SilencedDiagnostic] = []) -> String {
    var elements = diagnostics.map(Self.object)
    if !silenced.isEmpty {
      var counts: [String: Int] = [:]
      for item in silenced { counts[item.diagnostic.id.rawValue, default: 0] += 1 }
      elements.append(.object(["silenced": .object(counts.mapValues { .int($0) })]))
    }
    return JSONValue.array(elements).rendered()
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
      "fixIts": .array(diagnostic.fixIts.map(fixIt)),
    ])
  }

  /// A fix-it as `{edits: [{range, replacement}], summary?}`; a fix-it of one edit also keeps
  /// that edit's `range` and `replacement` at its top, as before fix-its had several edits. A
  /// fix-it of several has only `edits`, so a reader of one edit never applies half of it.
  static func fixIt(_ fix: FixIt) -> JSONValue {
    var members: [String: JSONValue] = [
      "edits": .array(
        fix.edits.map {
          .object(["range": range($0.range), "replacement": .string($0.replacement)])
        })
    ]
    if fix.edits.count == 1 {
      members["range"] = range(fix.range)
      members["replacement"] = .string(fix.replacement)
    }
    if let summary = fix.summary { members["summary"] = .string(summary) }
    return .object(members)
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
        let wording = FixItHelp.text(
          fix, original: original, place: { place($0, besides: diagnostic.range) })
        lines.append("help: " + wording)
      }
      for note in diagnostic.notes {
        let place = note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
        lines.append("\(place)note: \(note.message)")
      }
      return "::\(kind) \(properties)::\(WorkflowCommandEscaping.visibleData(lines: lines))\n"
    }.joined()
  }
}
