// The entry point of the `herald` command: dispatch to a command and return its exit code.

import HeraldCore

/// Exit codes of every command.
public enum ExitCode {
  /// No errors (warnings allowed).
  public static let success: Int32 = 0
  /// The specs have errors.
  public static let specErrors: Int32 = 1
  /// The command line is wrong.
  public static let usage: Int32 = 2
  /// A file could not be read or written.
  public static let io: Int32 = 3
}

/// Runs herald commands.
public enum HeraldCommandLine {
  /// Herald's version.
  public static let version = "0.1.0"

  /// Runs with the process's console.
  public static func run(arguments: [String]) -> Int32 {
    run(arguments: arguments, console: .system)
  }

  /// Runs with the given console; the testable form.
  static func run(arguments: [String], console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.err(HelpText.overview)
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      console.out(HelpText.overview)
      return ExitCode.success
    case "--version":
      console.out("herald \(version)\n")
      return ExitCode.success
    case "help":
      return help(rest, console)
    default:
      guard let command = Commands.named(first) else {
        let hint = Suggestion.didYouMean(first, in: Commands.all.map(\.name))
        console.err(
          "herald: error: unknown command '\(TerminalEscaping.visible(first))'\(TerminalEscaping.visible(hint))\n\(HelpText.tryHelp)"
        )
        return ExitCode.usage
      }
      return command.run(rest, console)
    }
  }

  /// `herald help [COMMAND [SUBCOMMAND]]`.
  static func help(_ arguments: [String], _ console: Console) -> Int32 {
    guard let name = arguments.first else {
      console.out(HelpText.overview)
      return ExitCode.success
    }
    guard let command = Commands.named(name) else {
      console.err(
        "herald help: error: unknown command '\(TerminalEscaping.visible(name))'\n\(HelpText.tryHelp)"
      )
      return ExitCode.usage
    }
    guard arguments.count > 1 else {
      console.out(command.help)
      return ExitCode.success
    }
    return command.run(Array(arguments.dropFirst()) + ["--help"], console)
  }
}
