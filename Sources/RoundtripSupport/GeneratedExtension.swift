import Foundation
import HeraldCore

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
    "UserNotificationsUI", "UIKit", MachineCheck.harnessModule,
  ]

  /// The extension's folder in the generated output.
  let folder: String
  /// The module: the name Xcode gives the extension's target (`Naming.moduleName`), as the
  /// harness imports it.
  let module: String
  /// Its DynamicActions.swift.
  let source: URL
  /// Its Tests/<Folder>DynamicActionsTests.swift, if it has machines.
  let harness: URL?

  /// The code the harnesses of `generated` share (Tests/HeraldMachineHarness.swift), compiled
  /// into every harness binary; throws when harnesses exist without it.
  static func sharedHarness(in generated: URL, for extensions: [GeneratedExtension]) throws -> URL {
    let shared = generated.appending(path: OutputLayout.sharedHarness)
    if extensions.contains(where: { $0.harness != nil }),
      !FileManager.default.fileExists(atPath: shared.path)
    {
      throw RoundtripFailure(
        .build, "roundtrip: harnesses without their shared code: no \(OutputLayout.sharedHarness)")
    }
    return shared
  }

  /// The target of each extension folder, for the targets `herald export` lists: `generate`
  /// names the folders after the targets, sorted, made distinct ignoring case.
  static func targetsByFolder(_ targets: [String]) -> [String: String] {
    let sorted = targets.sorted()
    let folders = OutputLayout.distinctNames(sorted, avoidingReserved: true)
    return Dictionary(zip(folders, sorted), uniquingKeysWith: { first, _ in first })
  }

  /// Every generated extension with a DynamicActions.swift in `generated`, sorted by folder, its
  /// module named after its target (`targets`: folder → target); throws when a folder has no
  /// target, a module name cannot work or a harness does not fit its extension.
  static func all(in generated: URL, targets: [String: String]) throws -> [GeneratedExtension] {
    let files = FileManager.default
    let tests = generated.appending(path: "Tests")
    let folders = ((try? files.contentsOfDirectory(atPath: generated.path)) ?? []).sorted()
    var found: [GeneratedExtension] = []
    for folder in folders {
      let source = generated.appending(path: folder).appending(path: sourceName)
      guard files.fileExists(atPath: source.path) else { continue }
      // The target names the module, as in Xcode: `Gym Tracker` is `Gym_Tracker`. The enum's
      // name (`GymTrackerDynamicActions`) is not a module name.
      guard let target = targets[folder] else {
        throw RoundtripFailure(
          .build, "roundtrip: herald export lists no extension whose output folder is \(folder)/")
      }
      let module = Naming.moduleName(target)
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
              + "the target '\(target)' of \(folder)/ is module \(module)")
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

  /// The harness's `@testable import` of the extension module.
  private static var testableImport: Regex<(Substring, Substring)> {
    /^ *@testable import (\S+)$/.anchorsMatchLineEndings()
  }
}
