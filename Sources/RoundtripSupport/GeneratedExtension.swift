import Foundation

/// One generated content extension: its output folder, the module its harness imports, its
/// DynamicActions.swift and its harness (nil for an extension without machines).
struct GeneratedExtension {
  /// The name of every extension's generated Swift file.
  static let sourceName = "DynamicActions.swift"
  /// The end of every harness's file name: Tests/<Folder>DynamicActionsTests.swift.
  static let harnessSuffix = "DynamicActionsTests.swift"
  /// Modules the harness build brings in itself: an extension module of the same name cannot
  /// be used.
  static let fixedModules: Set<String> = [
    "Swift", "Foundation", "Testing", "Synchronization", "UserNotifications",
    "UserNotificationsUI", MachineCheck.harnessModule,
  ]

  /// The extension's folder in the generated output.
  let folder: String
  /// The module, read from the file's top-level `<Module>DynamicActions` enum.
  let module: String
  /// Its DynamicActions.swift.
  let source: URL
  /// Its Tests/<Folder>DynamicActionsTests.swift, if it has machines.
  let harness: URL?

  /// Every generated extension with a DynamicActions.swift in `generated`, sorted by folder;
  /// throws when a module name cannot work or a harness does not fit its extension.
  static func all(in generated: URL) throws -> [GeneratedExtension] {
    let files = FileManager.default
    let tests = generated.appending(path: "Tests")
    let folders = ((try? files.contentsOfDirectory(atPath: generated.path)) ?? []).sorted()
    var found: [GeneratedExtension] = []
    for folder in folders {
      let source = generated.appending(path: folder).appending(path: sourceName)
      guard files.fileExists(atPath: source.path) else { continue }
      let text = try String(contentsOf: source, encoding: .utf8)
      guard let module = text.firstMatch(of: extensionEnum).map({ String($0.output.1) }) else {
        throw RoundtripFailure(
          .build,
          "roundtrip: no <Module>DynamicActions enum found in the generated \(folder)/\(sourceName)"
        )
      }
      if fixedModules.contains(module) {
        throw RoundtripFailure(
          .build,
          "roundtrip: the extension in \(folder)/ is module \(module), which the harness build "
            + "needs for itself")
      }
      let harness = tests.appending(path: folder + harnessSuffix)
      let hasHarness = files.fileExists(atPath: harness.path)
      if hasHarness {
        let imported = try String(contentsOf: harness, encoding: .utf8)
          .firstMatch(of: testableImport).map { String($0.output.1) }
        if imported != module {
          throw RoundtripFailure(
            .build,
            "roundtrip: Tests/\(harness.lastPathComponent) imports \(imported ?? "no module"), but "
              + "\(folder)/\(sourceName) declares \(module)DynamicActions")
        }
      }
      found.append(
        GeneratedExtension(
          folder: folder, module: module, source: source, harness: hasHarness ? harness : nil))
    }
    let known = Set(found.compactMap { $0.harness?.lastPathComponent })
    let orphans = ((try? files.contentsOfDirectory(atPath: tests.path)) ?? [])
      .filter { $0.hasSuffix(harnessSuffix) && !known.contains($0) }
      .sorted()
    if let orphan = orphans.first {
      throw RoundtripFailure(.build, "roundtrip: harness without an extension: Tests/\(orphan)")
    }
    return found
  }

  /// The top-level `<Module>DynamicActions` enum that names an extension's module.
  private static var extensionEnum: Regex<(Substring, Substring)> {
    /^(?:(?:public|package|internal) )?enum (\S+)DynamicActions \{$/.anchorsMatchLineEndings()
  }
  /// The harness's `@testable import` of the extension module.
  private static var testableImport: Regex<(Substring, Substring)> {
    /^ *@testable import (\S+)$/.anchorsMatchLineEndings()
  }
}
