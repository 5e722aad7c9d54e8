// Prints diagnostics as text (`path:line:col: error: message [id]`), JSON or GitHub annotations;
// the SARIF form is in DiagnosticPrinter+SARIF.swift.

import HeraldCore

/// The printed forms of diagnostics.
enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// One line per diagnostic and note, on standard error.
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

  /// The text form: each diagnostic, then its notes, one line each.
  func text(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      output += line(
        diagnostic.range, diagnostic.severity, diagnostic.message + " [\(diagnostic.id)]")
      for note in diagnostic.notes {
        output += line(note.range ?? diagnostic.range, .note, note.message)
      }
    }
    return output
  }

  /// One `path:line:col: severity: message` line. The path and message may hold spec text, so
  /// they go through `TerminalEscaping.visible`: no escape sequence reaches the terminal and no
  /// line break can forge another diagnostic. The colour codes are added afterwards.
  func line(_ range: SourceRange, _ severity: Severity, _ message: String) -> String {
    let file = TerminalEscaping.visible(range.file)
    let message = TerminalEscaping.visible(message)
    let place = "\(file):\(range.start.line):\(range.start.column):"
    guard color else { return "\(place) \(severity.rawValue): \(message)\n" }
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;35"
      case .note: "1;36"
      }
    return "\u{1B}[1m\(place)\u{1B}[0m \u{1B}[\(code)m\(severity.rawValue):\u{1B}[0m \(message)\n"
  }

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
  func github(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
      let kind = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
      let range = diagnostic.range
      let properties = [
        "file=\(WorkflowCommandEscaping.property(range.file))", "line=\(range.start.line)",
        "col=\(range.start.column)", "endLine=\(range.end.line)", "endColumn=\(range.end.column)",
        "title=\(WorkflowCommandEscaping.property(diagnostic.id.rawValue))",
      ].joined(separator: ",")
      var message = diagnostic.message
      for note in diagnostic.notes {
        let place = note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? ""
        message += "\n\(place)note: \(note.message)"
      }
      return "::\(kind) \(properties)::\(WorkflowCommandEscaping.data(message))\n"
    }.joined()
  }
}
