// Compiles generated Swift as each Apple platform would see it, on Linux: the platform conditions
// of a copy become -D flags, and the stand-ins are built with the same flag, which marks
// unavailable what that platform lacks (docs/decisions.md, "Every platform branch compiles").

import Foundation

@testable import TestSupport

/// An Apple platform a spec can target, as the compile-time flags that stand for it.
enum ApplePlatform: String, CaseIterable, Sendable {
  case iOS, macCatalyst, macOS, watchOS, visionOS

  /// The flags that are true on the platform. `os(iOS)` is true on Mac Catalyst too; UIKit is
  /// everywhere but macOS; UserNotificationsUI is not on watchOS (UNNotificationContentExtension.h,
  /// iOS 18.3 SDK, lines 42, 61 and 65: `API_UNAVAILABLE(watchos, tvos)`). tvOS is not here:
  /// herald rejects it (rule `unsupported-platform`).
  var flags: [String] {
    switch self {
    case .iOS:
      ["HERALD_OS_IOS", "HERALD_CAN_IMPORT_UIKIT", "HERALD_CAN_IMPORT_USERNOTIFICATIONSUI"]
    case .macCatalyst:
      [
        "HERALD_OS_IOS", "HERALD_TARGET_MACCATALYST", "HERALD_CAN_IMPORT_UIKIT",
        "HERALD_CAN_IMPORT_USERNOTIFICATIONSUI",
      ]
    case .macOS: ["HERALD_OS_MACOS", "HERALD_CAN_IMPORT_USERNOTIFICATIONSUI"]
    case .watchOS: ["HERALD_OS_WATCHOS", "HERALD_CAN_IMPORT_UIKIT"]
    case .visionOS:
      ["HERALD_OS_VISIONOS", "HERALD_CAN_IMPORT_UIKIT", "HERALD_CAN_IMPORT_USERNOTIFICATIONSUI"]
    }
  }

  /// The flags as swiftc arguments.
  var arguments: [String] { flags.flatMap { ["-D", $0] } }
}

/// How the stand-ins import the SDK's completion blocks: as Swift 6.2 and later do (`@Sendable`,
/// SE-0463), or as Xcode 16 (Swift 6.0/6.1) does (plain), with `-D HERALD_XCODE16_IMPORT`.
enum SDKImport: String, CaseIterable, Sendable {
  case swift62, xcode16

  /// The flags the stand-ins are built with.
  var arguments: [String] { self == .xcode16 ? ["-D", "HERALD_XCODE16_IMPORT"] : [] }
}

/// Rewrites platform conditions and compiles against per-platform stand-ins.
enum PlatformBranches {
  /// Each condition generated code may test, and the flag that replaces it. `canImport(
  /// UserNotifications)` stays: the stand-in module exists, as the framework does on every
  /// platform above.
  static let conditions: [(condition: String, flag: String)] = [
    ("targetEnvironment(macCatalyst)", "HERALD_TARGET_MACCATALYST"),
    ("canImport(UserNotificationsUI)", "HERALD_CAN_IMPORT_USERNOTIFICATIONSUI"),
    ("canImport(UIKit)", "HERALD_CAN_IMPORT_UIKIT"),
    ("os(iOS)", "HERALD_OS_IOS"),
    ("os(macOS)", "HERALD_OS_MACOS"),
    ("os(watchOS)", "HERALD_OS_WATCHOS"),
    ("os(tvOS)", "HERALD_OS_TVOS"),
    ("os(visionOS)", "HERALD_OS_VISIONOS"),
    ("os(Linux)", "HERALD_OS_LINUX"),
  ]

  /// Spellings that name the platform being compiled for and have no flag above: a directive
  /// still holding one after `rewrite` would be decided by Linux, not by the platform.
  static let unmapped = ["os(", "targetEnvironment(", "arch(", "canImport(AppKit)"]

  /// `source` with every mapped condition of its `#if` and `#elseif` lines replaced by its flag.
  static func rewrite(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard isCondition(line) else { return String(line) }
      var text = String(line)
      for (condition, flag) in conditions {
        text = text.replacingOccurrences(of: condition, with: flag)
      }
      return text
    }.joined(separator: "\n")
  }

  /// The `#if`/`#elseif` lines of `source` that still test the platform some way `rewrite`
  /// does not map.
  static func unmappedConditions(_ source: String) -> [String] {
    source.split(separator: "\n").filter { line in
      isCondition(line) && unmapped.contains { line.contains($0) }
    }.map(String.init)
  }

  /// Whether `line` is an `#if` or `#elseif` directive.
  static func isCondition(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ")
  }

  /// Foundation API that Apple platforms have and swift-corelibs-foundation does not, declared
  /// for the Apple builds only: the generated `localizedString` helper's non-Linux branch calls
  /// `String(localized:defaultValue:table:bundle:comment:)` (Foundation, macOS 12 / iOS 15).
  static let foundationShim = """
    import Foundation

    extension String {
      struct LocalizationValue: ExpressibleByStringInterpolation {
        let text: String
        init(stringLiteral value: String) { text = value }
      }

      init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String?,
        bundle: Bundle?, comment: StaticString?
      ) {
        self = defaultValue.text
      }
    }

    """

  /// The stand-in modules built for `platform` (`-D` its flags) with the Foundation shim beside
  /// them: the folder to pass as `-I`. Only the modules are emitted; the checks compile to SIL,
  /// never link. The folder is named after a digest of the compiler and the stand-in sources, so
  /// runs reuse it and a changed stand-in or toolchain builds a new one; it is built under
  /// another name and renamed into place, so a folder with that name is always complete.
  static func standIns(for platform: ApplePlatform, import sdkImport: SDKImport = .swift62)
    throws -> URL
  {
    let modules = ["UserNotifications", "UIKit", "UserNotificationsUI"]
    let sources = try modules.map { module in
      try FileManager.default.contentsOfDirectory(
        at: Herald.packageRoot.appending(path: "Sources/\(module)"), includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
    var digest = Digest()
    digest.add(try Tool.run(["swiftc", "--version"], timeout: 60).output)
    digest.add(platform.flags.joined(separator: " "))
    digest.add(sdkImport.rawValue)
    digest.add(foundationShim)
    for file in sources.joined() {
      digest.add(file.lastPathComponent)
      digest.add(try String(contentsOf: file, encoding: .utf8))
    }
    let folder = FileManager.default.temporaryDirectory
      .appending(
        path: "herald-platform-branches/\(platform.rawValue)-\(sdkImport.rawValue)-\(digest.hex)")
    if FileManager.default.fileExists(atPath: folder.appending(path: "complete").path) {
      return folder
    }
    let building = folder.deletingLastPathComponent()
      .appending(path: ".building-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: building) }
    for (module, files) in zip(modules, sources) {
      let run = try Tool.run(
        ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", module]
          + platform.arguments + sdkImport.arguments
          + ["-I", building.path, "-emit-module", "-emit-module-path"]
          + [building.appending(path: "\(module).swiftmodule").path] + files.map(\.path),
        in: building, timeout: 600)
      guard run.status == 0 else {
        throw PlatformBuildFailure(
          description: "stand-in \(module) for \(platform)\n\(run.summary)")
      }
    }
    try Data(foundationShim.utf8).write(to: building.appending(path: "FoundationShim.swift"))
    try Data().write(to: building.appending(path: "complete"))
    // Another process may have renamed its copy into place first; either is complete.
    try? FileManager.default.moveItem(at: building, to: folder)
    return folder
  }

  /// Compiles `files` (already rewritten, each with a distinct name) to SIL as one module for
  /// `platform` against the stand-ins in `standIns`, in Swift 6 mode, with the Foundation shim.
  /// SIL rather than `-typecheck`: sending a non-`Sendable` value across isolation is diagnosed
  /// by a SIL pass (region-based isolation), which `-typecheck` never runs. One package, as
  /// `swift.accessLevel: package` output needs.
  static func compile(_ files: [URL], for platform: ApplePlatform, standIns: URL) throws
    -> ToolRun
  {
    try Tool.run(
      ["swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6"]
        + ["-parse-as-library", "-module-name", "Checked", "-package-name", "HeraldPlatformCheck"]
        + platform.arguments
        + ["-I", standIns.path, standIns.appending(path: "FoundationShim.swift").path]
        + files.map(\.path),
      in: standIns, timeout: 600)
  }
}

/// FNV-1a over strings: a cache key for the stand-in builds, not a security digest.
struct Digest {
  /// The running hash.
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Mixes in `text` and a separator, so that ("ab", "c") and ("a", "bc") differ.
  mutating func add(_ text: String) {
    for byte in text.utf8 + [0] {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as 16 hexadecimal digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// A stand-in that does not build for a platform: the check cannot run.
struct PlatformBuildFailure: Error, CustomStringConvertible {
  /// What failed, with swiftc's output.
  let description: String
}
