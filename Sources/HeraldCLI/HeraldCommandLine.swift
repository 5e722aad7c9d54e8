/// The entry point of the `herald` command: dispatch to a command and return its exit code.

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
    case "plist":
      return PlistCommand.run(rest, console)
    default:
      guard let command = Commands.named(first) else {
        let hint = Suggestion.didYouMean(first, in: Commands.all.map(\.syntax.name) + ["plist"])
        console.err(
          "herald: error: unknown command '\(TerminalEscaping.visible(first))'\(TerminalEscaping.visible(hint))\n\(HelpText.tryHelp)"
        )
        return ExitCode.usage
      }
      if rest.contains("--help") || rest.contains("-h") {
        console.out(command.help)
        return ExitCode.success
      }
      do {
        let parsed = try command.syntax.parse(rest)
        return command.run(parsed, console)
      } catch {
        console.err(
          "herald \(command.syntax.name): error: \(TerminalEscaping.visible("\(error)"))\n\(HelpText.tryHelp)"
        )
        return ExitCode.usage
      }
    }
  }

  /// `herald help [COMMAND]`.
  static func help(_ arguments: [String], _ console: Console) -> Int32 {
    guard let name = arguments.first else {
      console.out(HelpText.overview)
      return ExitCode.success
    }
    if name == "plist" {
      return PlistCommand.run(Array(arguments.dropFirst()) + ["--help"], console)
    }
    guard arguments.count == 1, let command = Commands.named(name) else {
      console.err(
        "herald help: error: unknown command '\(TerminalEscaping.visible(name))'\n\(HelpText.tryHelp)"
      )
      return ExitCode.usage
    }
    console.out(command.help)
    return ExitCode.success
  }
}
