// herald-roundtrip --machines: the entry point of the binary that runs the generated harnesses.
//
// herald-roundtrip compiles this file with the generated Tests/<Target>DynamicActionsTests.swift
// files and the code they share, Tests/HeraldMachineHarness.swift, into one executable, linked
// with each extension's DynamicActions.swift (a testable static library named after the
// extension target) and the Linux stand-ins. Swift Testing finds the `@Test` functions linked
// into the binary, as it does in the test bundle `swift test` builds. It is not part of any
// SwiftPM target.

import Testing

/// Runs every Swift Testing test in the binary and exits with Swift Testing's status.
@main
enum HeraldRoundtripMachineTestsMain {
  /// Hands the command line (filters, `--parallel`, …) to Swift Testing's SwiftPM entry point.
  static func main() async {
    await Testing.__swiftPMEntryPoint() as Never
  }
}
