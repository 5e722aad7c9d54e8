// Renders the code every machine harness of an output folder shares, from the embedded copy of
// its source of truth, Tests/GeneratedExtensionTests/HeraldMachineHarness.swift.

/// Writes `Tests/HeraldMachineHarness.swift`: the protocols the generated machines conform to,
/// the reader of the machines' tables and the checks, once per output folder that has a machine.
enum SharedHarnessRenderer {
  /// The file's path in the output folder.
  static let path = OutputLayout.sharedHarness
  /// The one top-level name the shared code declares, which every harness file refers to.
  static let namespace = "HeraldMachineHarness"
  /// The line the generated file's code starts with: the template's comment above it is about
  /// the template.
  static let firstLine = "#if canImport(Testing)"

  /// The code after the template's own comment, found once.
  static let code: Substring = {
    guard let start = source.firstRange(of: "\n" + firstLine + "\n") else {
      preconditionFailure("the shared harness template has no `\(firstLine)` line")
    }
    return source[source.index(after: start.lowerBound)...]
  }()

  /// The whole file.
  static func render(sources: [String]) -> String {
    FileHeader.swift(sources: sources) + "\n" + code + "\n"
  }
}
