// Location-marker assertions: a diagnostic (and its notes) at a marker, a clean spec, an absent id.

import Testing

@testable import HeraldCore

/// How a diagnostic's or note's message is compared.
enum ExpectedText: ExpressibleByStringLiteral, CustomStringConvertible {
  /// The whole message.
  case exact(String)
  /// The start of a long message.
  case prefix(String)

  /// A string literal means the exact message.
  init(stringLiteral value: String) {
    self = .exact(value)
  }

  /// Whether `message` matches.
  func matches(_ message: String) -> Bool {
    switch self {
    case .exact(let text): return message == text
    case .prefix(let text): return message.hasPrefix(text)
    }
  }

  /// The expectation, for failure messages.
  var description: String {
    switch self {
    case .exact(let text): return "\"\(text)\""
    case .prefix(let text): return "\"\(text)…\""
    }
  }
}

/// Expects a diagnostic with this id, severity and message starting exactly at `marker` in `file`;
/// returns it so that its notes can be checked too.
@discardableResult
func expectDiagnostic(
  _ result: MarkedCheck, id: RuleID, severity: Severity, message: ExpectedText,
  at marker: String, in file: String = "spec.yml",
  sourceLocation: SourceLocation = #_sourceLocation
) -> Diagnostic? {
  guard let position = result.position(marker, in: file) else {
    Issue.record("marker \(marker) is not in \(file)", sourceLocation: sourceLocation)
    return nil
  }
  let candidates = result.diagnostics(id).filter {
    $0.range.file == file && $0.range.start == position
  }
  guard
    let found = candidates.first(where: { message.matches($0.message) && $0.severity == severity })
      ?? candidates.first
  else {
    Issue.record(
      "no [\(id.rawValue)] at \(file):\(position.line):\(position.column); got:\n\(result.listing)",
      sourceLocation: sourceLocation)
    return nil
  }
  #expect(found.severity == severity, "\(result.listing)", sourceLocation: sourceLocation)
  #expect(
    message.matches(found.message), "expected \(message), got \"\(found.message)\"",
    sourceLocation: sourceLocation)
  return found
}

/// Expects `diagnostic` to carry a note with this message starting at `marker` in `file`.
func expectNote(
  _ diagnostic: Diagnostic?, _ result: MarkedCheck, message: ExpectedText, at marker: String,
  in file: String = "spec.yml", sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let diagnostic else { return }  // expectDiagnostic already recorded the failure
  guard let position = result.position(marker, in: file) else {
    Issue.record("marker \(marker) is not in \(file)", sourceLocation: sourceLocation)
    return
  }
  let found = diagnostic.notes.contains {
    message.matches($0.message) && $0.range?.file == file && $0.range?.start == position
  }
  #expect(
    found,
    "no note \(message) at \(file):\(position.line):\(position.column); got:\n\(result.listing)",
    sourceLocation: sourceLocation)
}

/// Expects no diagnostic at all, and a validated spec.
func expectClean(_ result: MarkedCheck, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(result.diagnostics.isEmpty, "\(result.listing)", sourceLocation: sourceLocation)
  #expect(result.outcome.spec != nil, sourceLocation: sourceLocation)
}

/// Expects no diagnostic with this id (other ids may be reported).
func expectNoDiagnostic(
  _ result: MarkedCheck, id: RuleID, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    result.diagnostics(id).isEmpty, "unexpected [\(id.rawValue)]:\n\(result.listing)",
    sourceLocation: sourceLocation)
}

/// Expects exactly these ids, in any order and with repeats counted.
func expectIDs(
  _ result: MarkedCheck, _ ids: [RuleID], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    result.diagnostics.map(\.id).sorted() == ids.sorted(), "\(result.listing)",
    sourceLocation: sourceLocation)
}

/// An `extensions` block with one content extension `UI` serving the given category ids.
func serving(_ ids: String...) -> String {
  """
  extensions:
    - target: UI
      categories: [\(ids.joined(separator: ", "))]
      principalClass: ViewController
      initialContentSizeRatio: 1
  """
}
