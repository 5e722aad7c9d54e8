import Foundation
import HeraldArguments
import HeraldOutput

/// `herald-roundtrip`'s command line, parsed by herald's own parser: the flags may stand
/// anywhere, every other argument is a PATH, and the environment carries the herald to use, the
/// cache folder and the test hooks.
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

  /// The program's name, in its usage line and messages.
  static let program = "herald-roundtrip"

  /// The options, declared once for the parser and the help.
  struct Options: ParsableOptions {
    /// `--registration`.
    var registration = false
    /// `--machines`.
    var machines = false
    /// `--keep`.
    var keep = false
    /// The spec set.
    var positionals: [String] = []

    /// The spec paths.
    static let positionalName: String? = "PATH..."

    /// Every option, in help order.
    static var options: [OptionSpec<Self>] {
      [
        .flag(
          "--registration", \.registration,
          help: "check that register(on:) registers what 'herald export' lists (the default)"),
        .flag("--machines", \.machines, help: "run the generated dynamic-action harnesses"),
        .flag("--keep", \.keep, help: "keep the work folder and print its path"),
      ]
    }
  }

  /// The help text: the usage line and the options from `Options`, around the round trip's
  /// description.
  static var help: String {
    HelpText.command(
      "", discussion: RoundtripHelp.text, options: Options.self, program: program)
  }

  /// Parses `arguments` (without the program name) and the variables of `environment`:
  /// `HERALD`, `HERALD_ROUNDTRIP_CACHE`, `HERALD_ROUNDTRIP_DROP_ACTION=1` and
  /// `HERALD_ROUNDTRIP_MUTATE=1`.
  public static func parse(_ arguments: [String], environment: [String: String]) -> Request {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
    let options: Options
    do {
      options = try ArgumentParser<Options>(command: program).parse(arguments)
    } catch {
      return .usage(HelpText.usageError(error.description, command: nil, program: program))
    }
    guard !options.positionals.isEmpty else {
      return .usage(
        HelpText.usageError(
          "give at least one spec file or folder", command: nil, program: program))
    }
    var modes: Set<RoundtripInvocation.Mode> = []
    if options.registration { modes.insert(.registration) }
    if options.machines { modes.insert(.machines) }
    func path(_ name: String) -> URL? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return URL(fileURLWithPath: value)
    }
    return .run(
      RoundtripInvocation(
        paths: options.positionals, modes: modes.isEmpty ? [.registration] : modes,
        keepsWork: options.keep, herald: path("HERALD"),
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
      console.output(help)
      return RoundtripStatus.passed.rawValue
    case .usage(let message):
      console.error(message)
      return RoundtripStatus.usage.rawValue
    case .run(let invocation):
      return HeraldRoundtrip.run(invocation, console: console).rawValue
    }
  }
}
