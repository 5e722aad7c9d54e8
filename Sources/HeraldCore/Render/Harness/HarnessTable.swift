// The text of a machine's harness table: the explorer's expectations as one string literal,
// read by the shared harness (`HeraldMachineHarness.Table` in Tests/HeraldMachineHarness.swift).

/// Writes a machine's table in the line format the shared harness reads (documented on
/// `HeraldMachineHarness.Table` in Tests/GeneratedExtensionTests/HeraldMachineHarness.swift).
///
/// The table is one multi-line string literal rather than typed array literals: the type
/// checker then costs the same whatever the machine's size, and the text is a fraction of the
/// bytes. Spec strings are length-prefixed (`11:play-action`), so no id, name or title can end
/// a field or a record, and each line goes through `SwiftEscaping`, so none can end the literal.
enum HarnessTable {
  /// The letter of each response in a cell (`HeraldMachineHarness.responses`).
  static func letter(_ response: ResponseOption) -> String {
    switch response {
    case .doNotDismiss: return "k"
    case .dismiss: return "d"
    case .dismissAndForwardAction: return "f"
    }
  }

  /// The table's lines, unescaped: what the harness reads at run time.
  static func lines(_ data: HarnessData, scenarios: [PlannedScenario]) -> [String] {
    var number: [String: Int] = [:]
    for (index, action) in data.actions.enumerated() where number[action] == nil {
      number[action] = index
    }
    let numbers = { (ids: [String]) in ids.map { number[$0].map(String.init) ?? "?" } }
    var lines = data.actions.map { "action " + string($0) }
    let width = data.actions.count
    for (index, shown) in data.states.enumerated() {
      let cells = data.cells[(index * width)..<((index + 1) * width)].map { cell in
        switch cell.outcome {
        case .notShown: return "-"
        case .closes(let response): return "x" + letter(response)
        case .leads(let next, let response): return "\(next)" + letter(response)
        }
      }
      let fields = [string(data.stateNames[index])] + numbers(shown) + ["|"] + cells
      lines.append("state " + fields.joined(separator: " "))
    }
    lines += data.paths.map { "path " + numbers($0).joined(separator: " ") }
    lines += data.toggles.map { toggle in
      let fields = ["\(toggle.start)"] + numbers([toggle.first, toggle.second]) + ["\(toggle.end)"]
      return "toggle " + fields.joined(separator: " ")
    }
    lines += scenarios.map { scenario in
      let taps = scenario.taps.map(string).map { " " + $0 }.joined()
      let expect = scenario.expect.map(string).map { " " + $0 }.joined()
      return "scenario \(string(scenario.name)) taps\(taps) expect\(expect)"
    }
    return lines
  }

  /// A string field: its length in Unicode scalars, `:`, and the string.
  static func string(_ text: String) -> String {
    "\(text.unicodeScalars.count):" + text
  }

  /// A line as it is written inside the multi-line string literal: escaped as a one-line string
  /// literal's contents, with a space at the end written `\u{20}` (editors and formatters strip
  /// trailing spaces, which would change the text).
  static func literalLine(_ line: String) -> String {
    let quoted = SwiftEscaping.stringLiteral(line)
    let contents = quoted.dropFirst().dropLast()
    guard contents.last == " " else { return String(contents) }
    return contents.dropLast() + "\\u{20}"
  }
}
