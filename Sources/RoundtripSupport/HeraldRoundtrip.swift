import Foundation
import HeraldArguments
import HeraldOutput

/// The round trip: does the generated app code register exactly what `herald export` says it
/// does, and do the generated dynamic-action harnesses pass? It compiles generated code with
/// swiftc against the Linux stand-ins (Sources/UserNotifications, Sources/UIKit and
/// Sources/UserNotificationsUI); `RoundtripHelp.text` describes every step. Tests call it in-process; `herald-roundtrip` is
/// its command line.
public enum HeraldRoundtrip {
  /// Runs `invocation`, writing to `console`; returns the exit status: the first non-zero one
  /// of the chosen modes, or the status of the failure that stopped the run.
  public static func run(_ invocation: RoundtripInvocation, console: RoundtripConsole)
    -> RoundtripStatus
  {
    let work: URL
    do {
      work = try ScratchFolder.url(prefix: "herald-roundtrip-")
    } catch {
      console.errorLine((error as? RoundtripFailure)?.message ?? "roundtrip: \(error)")
      return .build
    }
    defer {
      if invocation.keepsWork {
        console.error("roundtrip: kept \(work.path)\n")
      } else {
        try? FileManager.default.removeItem(at: work)
      }
    }
    do {
      return try run(invocation, console: console, work: work)
    } catch let failure as RoundtripFailure {
      console.errorLine(failure.message)
      return failure.status
    } catch {
      console.errorLine("roundtrip: \(error)")
      return .build
    }
  }

  /// Generates once, then runs the registration and the machines (the machines even when the
  /// registration differs, to report both).
  private static func run(
    _ invocation: RoundtripInvocation, console: RoundtripConsole, work: URL
  ) throws -> RoundtripStatus {
    let paths = RoundtripPaths.package
    if let given = invocation.herald, !FileManager.default.isExecutableFile(atPath: given.path) {
      throw RoundtripFailure(.usage, "roundtrip: HERALD=\(given.path) is not an executable")
    }
    let herald = try invocation.herald ?? builtHerald(paths)
    let cache = invocation.cache ?? paths.defaultCache
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let compiler = try Swiftc.identity()
    let standIns = StandIns(cache: cache, compiler: compiler, paths: paths)
    let context = RoundtripContext(
      invocation: invocation, console: console, paths: paths, heraldExecutable: herald,
      cache: cache, compiler: compiler, standIns: standIns,
      standIn: try standIns.userNotifications(), work: work)
    _ = try context.herald(["generate"] + invocation.paths + ["--output", context.generated.path])
      .run(failing: .herald, "herald generate")
    let modes = invocation.modes.isEmpty ? [.registration] : invocation.modes
    var status = RoundtripStatus.passed
    if modes.contains(.registration) {
      status = try RegistrationCheck(context: context).run()
    }
    if modes.contains(.machines) {
      let machines = try MachineCheck(context: context).run()
      if status == .passed { status = machines }
    }
    return status
  }

  /// The package's debug herald after `swift build --product herald`.
  private static func builtHerald(_ paths: RoundtripPaths) throws -> URL {
    let package = ["--package-path", paths.root.path]
    _ = try Command(arguments: ["swift", "build"] + package + ["--product", "herald"])
      .run(failing: .build, "building herald")
    let bin = try Command(arguments: ["swift", "build"] + package + ["--show-bin-path"])
      .run(failing: .build, "swift build")
    return URL(fileURLWithPath: bin.outputText.trimmingCharacters(in: .whitespacesAndNewlines))
      .appending(path: "herald")
  }
}
