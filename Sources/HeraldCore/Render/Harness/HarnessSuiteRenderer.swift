// Renders the suite of one machine's harness: its table, and one test per shared check.

/// Writes one `@Suite` that checks a generated machine against the explorer's table through the
/// shared harness's `Checks`, each test forwarding in one line (Swift Testing has no generic
/// suites, so each machine needs its own).
struct HarnessSuiteRenderer {
  /// The extension's plan.
  let code: ExtensionCodePlan
  /// The machine.
  let machine: MachinePlan

  /// The checks of `HeraldMachineHarness.Checks` the suite runs, one test each, in order; besides
  /// them, `bindingReplay` runs on the main actor where UserNotificationsUI exists.
  static let checks = [
    "everyCell", "everyTransitionPair", pathCheck, "scenarios", "stateNames", "reachability",
    "terminalTapsAbsorb", "toggleRoundTrips", "coverageIsComplete",
  ]
  /// The check that takes a path: its test has one case per shortest path.
  static let pathCheck = "shortestPath"

  /// The suite.
  func render(_ writer: inout SwiftWriter) {
    let machineType = "\(code.typeName).\(machine.category.typeName)"
    let harness = SharedHarnessRenderer.namespace
    let data = HarnessData(
      machine: machine.machine, category: machine.category, toggles: machine.toggles)
    writer.doc(
      "Checks the generated \(SwiftEscaping.codeVoice(machine.category.id)) machine against the compiler's exploration."
    )
    writer.attribute(
      "@Suite", SwiftEscaping.stringLiteral("\(code.target) · \(machine.category.id) machine"))
    writer.structure("", "\(code.typeName)\(machine.category.typeName)MachineTests") { body in
      body.doc("The generated machine.")
      body.typeAlias("Machine", machineType)
      body.doc("The machine as the herald compiler explored it (`\(harness).Table`).")
      body.line("static let harness = \(harness).Checks<Machine>(")
      body.indented { table in
        table.line("\"\"\"")
        for line in HarnessTable.lines(data, scenarios: machine.scenarios) {
          table.line(HarnessTable.literalLine(line))
        }
        table.line("\"\"\")")
      }
      body.line()
      for check in Self.checks {
        guard check == Self.pathCheck else {
          body.line("@Test func \(check)() throws { try Self.harness.\(check)() }")
          continue
        }
        body.line("@Test(arguments: harness.paths)")
        body.line("func \(check)(_ path: \(harness).Path) throws {")
        body.indented { $0.line("try Self.harness.\(check)(path)") }
        body.line("}")
      }
      body.conditional("canImport(UserNotificationsUI)") {
        $0.line("@MainActor @Test func bindingReplay() throws { try Self.harness.bindingReplay() }")
      }
    }
  }
}
