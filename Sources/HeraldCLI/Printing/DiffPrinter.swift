// Prints the changes `herald diff` found: text lines, one JSON document, or GitHub annotations.
// Every spec string goes through the escaper of its sink.

import HeraldCore

/// The printed forms of a diff.
enum DiffFormat: String, CaseIterable, Sendable {
  /// `path:line:col: class: message [id]` lines and a summary.
  case text
  /// One JSON object: every change and the count of each class.
  case json
  /// GitHub Actions workflow commands, one per change.
  case github
}

/// Formats the changes of a diff.
struct DiffPrinter {
  /// The kinds whose subject is gone from the new set: the text form also says where it was.
  static let removals: Set<String> = [
    ChangeKind.categoryRemoved.id, ChangeKind.categoryRenamed.id, ChangeKind.actionRemoved.id,
    ChangeKind.actionRenamed.id, ChangeKind.actionMoved.id, ChangeKind.extensionCategoryDropped.id,
    ChangeKind.stateRemoved.id, ChangeKind.transitionRemoved.id, ChangeKind.stateRenamed.id,
    ChangeKind.stateNameChanged.id, ChangeKind.swiftNameChanged.id,
    ChangeKind.localizationKeyChanged.id, ChangeKind.scenarioRemoved.id,
    ChangeKind.startStateChanged.id, ChangeKind.payloadKeyRemoved.id,
    ChangeKind.registrationParameterRemoved.id, ChangeKind.registrationParameterChanged.id,
  ]

  /// The text form: a line per change at its place in the new set (the old set's place when
  /// nothing of it is left), `  was at PATH:LINE:COL` under a removal or rename, then a summary.
  static func text(_ changes: [SpecChange]) -> String {
    var output = ""
    for change in changes {
      let place = (change.new ?? change.old).map { "\(location($0)): " } ?? ""
      output += "\(place)\(change.changeClass.rawValue): "
      output += "\(TerminalEscaping.visible(change.message)) [\(change.kind.id)]\n"
      if let old = change.old, change.new != nil, removals.contains(change.kind.id) {
        output += "  was at \(location(old))\n"
      }
    }
    return output + summary(changes) + "\n"
  }

  /// `PATH:LINE:COL`, the path escaped for a terminal.
  static func location(_ range: SourceRange) -> String {
    "\(TerminalEscaping.visible(range.file)):\(range.start.line):\(range.start.column)"
  }

  /// `no changes`, or `3 changes: 1 breaking, 1 behavioural, 1 additive`.
  static func summary(_ changes: [SpecChange]) -> String {
    guard !changes.isEmpty else { return "no changes" }
    let counts = ChangeClass.allCases.reversed().map { changeClass in
      "\(changes.filter { $0.changeClass == changeClass }.count) \(changeClass.rawValue)"
    }
    let noun = changes.count == 1 ? "change" : "changes"
    return "\(changes.count) \(noun): " + counts.joined(separator: ", ")
  }

  /// The JSON form: `{"changes": [...], "summary": {"additive": n, ...}}`, each change with its
  /// id, class, category, message and old and new ranges (null when absent).
  static func json(_ changes: [SpecChange]) -> String {
    let items = changes.map { change in
      JSONValue.object([
        "id": .string(change.kind.id),
        "class": .string(change.changeClass.rawValue),
        "category": change.category.map(JSONValue.string) ?? .null,
        "message": .string(change.message),
        "old": change.old.map(DiagnosticPrinter.range) ?? .null,
        "new": change.new.map(DiagnosticPrinter.range) ?? .null,
      ])
    }
    var counts: [String: JSONValue] = [:]
    for changeClass in ChangeClass.allCases {
      counts[changeClass.rawValue] = .int(changes.filter { $0.changeClass == changeClass }.count)
    }
    return JSONValue.object(["changes": .array(items), "summary": .object(counts)]).rendered()
  }

  /// The GitHub form: breaking changes as `::error`, behavioural as `::warning`, additive as
  /// `::notice`, each on the new set's lines (a pull request shows annotations on the files it
  /// has); a change with nothing left in the new set has no file and shows in the run's summary.
  static func github(_ changes: [SpecChange]) -> String {
    changes.map { change in
      let command =
        switch change.changeClass {
        case .breaking: "error"
        case .behavioural: "warning"
        case .additive: "notice"
        }
      var properties: [String] = []
      var lines = [change.message]
      if let range = change.new {
        properties += [
          "file=\(WorkflowCommandEscaping.visibleProperty(range.file))", "line=\(range.start.line)",
          "col=\(range.start.column)", "endLine=\(range.end.line)",
          "endColumn=\(range.end.column)",
        ]
      }
      if let old = change.old, change.new == nil || removals.contains(change.kind.id) {
        lines.append("was at \(old.file):\(old.start.line):\(old.start.column)")
      }
      properties.append("title=\(WorkflowCommandEscaping.property(change.kind.id))")
      return "::\(command) \(properties.joined(separator: ","))::"
        + "\(WorkflowCommandEscaping.visibleData(lines: lines))\n"
    }.joined()
  }
}
