// Renders a machine's generated test harness (Swift Testing): the explorer's expectations as
// literal data, and the tests that hold the generated `step` and binding to them.

/// Writes `Tests/<Target>DynamicActionsTests.swift`.
struct HarnessRenderer {
  /// The extension's plan.
  let code: ExtensionCodePlan

  /// The whole file.
  func render(sources: [String]) -> String {
    var writer = SwiftWriter()
    writer.fileHeader(FileHeader.swift(sources: sources))
    writer.conditional("canImport(Testing)") { file in
      file.line("import Testing")
      let module = Naming.moduleName(code.target)
      file.conditional("canImport(\(module))") { $0.line("@testable import \(module)") }
      file.conditional("canImport(UserNotificationsUI)") { $0.line("import UserNotificationsUI") }
      for machine in code.machines {
        let name = code.typeName + machine.category.typeName
        let data = HarnessData(
          machine: machine.machine, category: machine.category, toggles: machine.toggles)
        file.line()
        expectations(name, machine, data, &file)
        file.line()
        HarnessSuiteRenderer(code: code, machine: machine, name: name).render(&file)
      }
    }
    return writer.text
  }

  /// The literal expectation table.
  func expectations(
    _ name: String, _ machine: MachinePlan, _ data: HarnessData, _ writer: inout SwiftWriter
  ) {
    let list = { (ids: [String]) in
      SwiftExpression.array(ids.map { .atom(SwiftEscaping.stringLiteral($0)) })
    }
    writer.doc(
      "The machine of \(SwiftEscaping.codeVoice(machine.category.id)) as the herald compiler explored it."
    )
    writer.enumeration("", "\(name)Expected") { body in
      body.doc("Shown identifiers of every state, in exploration order.")
      body.expression("static let states: [[String]] = ", .array(data.states.map(list)))
      body.doc("The Swift case name of every state, in exploration order.")
      body.expression("static let stateNames: [String] = ", list(data.stateNames))
      body.doc("Every action identifier.")
      body.expression("static let actions: [String] = ", list(data.actions))
      body.doc(
        "Every (state, action) cell: the next state, -1 when the tap closes, -2 when not shown.")
      body.tuples(
        "static let cells: [(from: Int, action: String, to: Int, response: String)] = ",
        data.cells.map { cell in
          [
            .atom("\(cell.from)"), .atom(SwiftEscaping.stringLiteral(cell.action)),
            .atom("\(cell.to)"), .atom(SwiftEscaping.stringLiteral(cell.response)),
          ]
        })
      body.doc("The shortest tap path that ends with each transition.")
      body.expression("static let paths: [[String]] = ", .array(data.paths.map(list)))
      body.doc("Toggle pairs: start state, first tap, second tap, and where the round trip ends.")
      body.tuples(
        "static let toggles: [(start: Int, first: String, second: String, end: Int)] = ",
        data.toggles.map { toggle in
          [
            .atom("\(toggle.start)"), .atom(SwiftEscaping.stringLiteral(toggle.first)),
            .atom(SwiftEscaping.stringLiteral(toggle.second)), .atom("\(toggle.end)"),
          ]
        })
      body.doc("The spec's scenarios, verbatim: name, taps, expected shown identifiers.")
      body.tuples(
        "static let scenarios: [(name: String, taps: [String], expect: [String])] = ",
        machine.scenarios.map { scenario in
          [
            .atom(SwiftEscaping.stringLiteral(scenario.name)), list(scenario.taps),
            list(scenario.expect),
          ]
        })
    }
  }
}
