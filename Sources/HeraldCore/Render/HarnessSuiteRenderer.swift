// Renders the tests of a machine's harness suite.

/// Writes one `@Suite` that checks a generated machine against its expectation table.
struct HarnessSuiteRenderer {
  /// The extension's plan.
  let code: ExtensionCodePlan
  /// The machine.
  let machine: MachinePlan
  /// The prefix of the suite's type names.
  let name: String

  /// The suite.
  func render(_ writer: inout SwiftWriter) {
    let machineType = "\(code.typeName).\(machine.category.typeName)"
    writer.doc(
      "Checks the generated \(SwiftEscaping.codeVoice(machine.category.id)) machine against the compiler's exploration."
    )
    writer.line(
      "@Suite(\(SwiftEscaping.stringLiteral("\(code.target) · \(machine.category.id) machine")))")
    writer.structure("", "\(name)MachineTests") { body in
      body.doc("The generated machine.")
      body.line("typealias Machine = \(machineType)")
      body.doc("The compiler's expectations.")
      body.line("typealias Expected = \(name)Expected")
      body.line()
      body.doc("The generated state that shows the identifiers of expected state `index`.")
      body.block("func state(_ index: Int) throws -> Machine.State") {
        $0.line(
          "try #require(Machine.State(showing: Expected.states[index]), \"state \\(index) \\(Expected.states[index])\")"
        )
      }
      body.line()
      body.doc("The generated action for an identifier.")
      body.block("func action(_ identifier: String) throws -> Machine.Action") {
        $0.line("try #require(Machine.Action(rawValue: identifier), \"action \\(identifier)\")")
      }
      for test in HarnessTests.allLines {
        body.line()
        body.lines(test)
      }
      bindingReplay(&body)
    }
  }

  /// The replay through the binding against an extension context.
  func bindingReplay(_ writer: inout SwiftWriter) {
    writer.line()
    writer.conditional("canImport(UserNotificationsUI)") {
      $0.lines(HarnessTests.bindingReplayLines)
    }
  }
}

extension SwiftWriter {
  /// The lines of a pre-indented block (written at depth zero), split once so that a block
  /// rendered for every machine is not split again each time; a final newline adds no line.
  static func lines(of block: String) -> [String] {
    var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Appends pre-split lines at the current depth.
  mutating func lines(_ lines: [String]) {
    for content in lines { line(content) }
  }
}
