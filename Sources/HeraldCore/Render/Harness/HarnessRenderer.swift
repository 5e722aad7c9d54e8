// Renders an extension's generated test harness (Swift Testing): for each machine, its
// conformance to the shared harness's protocols and a suite holding the explorer's table.

/// Writes `Tests/<Target>DynamicActionsTests.swift`. The tests themselves are in the shared
/// `Tests/HeraldMachineHarness.swift` (`SharedHarnessRenderer`), written once per output folder.
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
      for machine in code.machines {
        let type = "\(code.typeName).\(machine.category.typeName)"
        file.line()
        conformances(type, &file)
        file.line()
        HarnessSuiteRenderer(code: code, machine: machine).render(&file)
      }
    }
    return writer.text
  }

  /// The generated machine's conformances to the shared harness's protocols: empty, since the
  /// protocols spell the members as the machine's file declares them.
  func conformances(_ type: String, _ writer: inout SwiftWriter) {
    let harness = SharedHarnessRenderer.namespace
    writer.emptyExtension(type, conformingTo: "\(harness).Machine")
    writer.emptyExtension(type + ".State", conformingTo: "\(harness).MachineState")
    writer.emptyExtension(type + ".Step", conformingTo: "\(harness).MachineStep")
  }
}
