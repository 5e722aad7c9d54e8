import Foundation

/// `herald-roundtrip`'s command line, parsed as scripts/roundtrip parsed it: the flags may
/// stand anywhere, every other argument is a PATH, and the environment carries the herald to
/// use, the cache folder and the test hooks.
public enum RoundtripCommandLine {
  /// What the command line asks for.
  public enum Request: Sendable {
    /// A round trip.
    case run(RoundtripInvocation)
    /// The help text (`-h`, `--help`).
    case help
    /// A usage error, with the message for standard error.
    case usage(String)
  }

  /// The synopsis.
  public static let usage = "usage: herald-roundtrip [--registration] [--machines] PATH... [--keep]"

  /// Parses `arguments` (without the program name) and the variables of `environment`:
  /// `HERALD`, `HERALD_ROUNDTRIP_CACHE`, `HERALD_ROUNDTRIP_DROP_ACTION=1` and
  /// `HERALD_ROUNDTRIP_MUTATE=1`.
  public static func parse(_ arguments: [String], environment: [String: String]) -> Request {
    let flags: Set<String> = ["--keep", "--registration", "--machines"]
    let paths = arguments.filter { !flags.contains($0) }
    if paths.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
    let unknown = paths.first { $0.hasPrefix("--") }
    if unknown != nil || paths.isEmpty {
      return .usage(usage + (unknown.map { " (unknown option \($0))" } ?? ""))
    }
    var modes: Set<RoundtripInvocation.Mode> = []
    if arguments.contains("--registration") { modes.insert(.registration) }
    if arguments.contains("--machines") { modes.insert(.machines) }
    func path(_ name: String) -> URL? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return URL(fileURLWithPath: value)
    }
    return .run(
      RoundtripInvocation(
        paths: paths, modes: modes.isEmpty ? [.registration] : modes,
        keepsWork: arguments.contains("--keep"), herald: path("HERALD"),
        cache: path("HERALD_ROUNDTRIP_CACHE"),
        dropsAction: environment["HERALD_ROUNDTRIP_DROP_ACTION"] == "1",
        mutatesCell: environment["HERALD_ROUNDTRIP_MUTATE"] == "1"))
  }

  /// Parses and runs a command line, writing to `console`; returns the exit status.
  public static func run(
    _ arguments: [String], environment: [String: String], console: RoundtripConsole
  ) -> Int32 {
    switch parse(arguments, environment: environment) {
    case .help:
      console.print(RoundtripHelp.text)
      return RoundtripStatus.passed.rawValue
    case .usage(let message):
      console.error(message + "\n")
      return RoundtripStatus.usage.rawValue
    case .run(let invocation):
      return HeraldRoundtrip.run(invocation, console: console).rawValue
    }
  }
}
