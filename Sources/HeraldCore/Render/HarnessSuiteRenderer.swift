// Renders the suite of a machine's harness: its aliases, then the shared tests.

/// Writes one `@Suite` that checks a generated machine against its expectation table.
struct HarnessSuiteRenderer {
  /// The extension's plan.
  let code: ExtensionCodePlan
  /// The machine.
  let machine: MachinePlan
  /// The prefix of the suite's type names.
  let name: String

  /// The suite: the aliases the shared tests use, then the tests (`HarnessSuiteTemplate`).
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
      HarnessSuiteTemplate.render(&body)
    }
  }
}
