// The commands herald offers: each a name, an abstract, help derived from its declared options,
// and a run function; `plist` is a group of subcommands.

import HeraldCore

/// One herald command, or a group of subcommands.
struct Command: Sendable {
  /// Its name as typed (`validate`, `merge`).
  let name: String
  /// One line for the overview's list of commands.
  let abstract: String
  /// Its `--help` text.
  let help: String
  /// Runs it with the arguments after its name and returns the exit code.
  let run: @Sendable ([String], Console) -> Int32

  /// A command whose options are the struct `Options`. Its help is derived from the options'
  /// declarations around `discussion`; `--help` (or `-h`) anywhere prints it and exits 0, and
  /// arguments that do not parse are a usage error (exit 2) before `run` is called.
  init<Options: ParsableOptions>(
    _ name: String, path: String? = nil, abstract: String, discussion: String,
    options: Options.Type, run: @escaping @Sendable (Options, Console) -> Int32
  ) {
    let path = path ?? name
    let help = HelpText.command(path, discussion: discussion, options: Options.self)
    self.name = name
    self.abstract = abstract
    self.help = help
    self.run = { arguments, console in
      if arguments.contains("--help") || arguments.contains("-h") {
        console.out(help)
        return ExitCode.success
      }
      do {
        return run(try ArgumentParser<Options>(command: path).parse(arguments), console)
      } catch {
        console.err(
          "herald \(path): error: \(TerminalEscaping.visible("\(error)"))\n\(HelpText.tryHelp)")
        return ExitCode.usage
      }
    }
  }

  /// A group (`plist`) that dispatches to its subcommands by their name. Without a subcommand
  /// it prints its help on standard error (exit 2); an unknown one is a usage error with a
  /// suggestion.
  init(group name: String, abstract: String, subcommands: [Command]) {
    let help = HelpText.group(name, subcommands: subcommands)
    self.name = name
    self.abstract = abstract
    self.help = help
    self.run = { arguments, console in
      guard let first = arguments.first else {
        console.err(help)
        return ExitCode.usage
      }
      if first == "--help" || first == "-h" {
        console.out(help)
        return ExitCode.success
      }
      guard let subcommand = subcommands.first(where: { $0.name == first }) else {
        let hint = Suggestion.didYouMean(first, in: subcommands.map(\.name))
        console.err(
          "herald \(name): error: unknown subcommand '\(TerminalEscaping.visible(first))'\(hint)\n\(HelpText.tryHelp)"
        )
        return ExitCode.usage
      }
      return subcommand.run(Array(arguments.dropFirst()), console)
    }
  }
}

/// The table of commands.
enum Commands {
  /// Every command, in help order.
  static let all: [Command] = [
    ValidateCommand.command, GenerateCommand.command, ExportCommand.command,
    ExploreCommand.command, PlistMergeCommand.group, InitCommand.command, SchemaCommand.command,
    PluginGenerateCommand.command,
    DiffCommand.command,
    CheckPayloadCommand.command,
    PayloadCommand.command,
    LSPCommand.command,
  ]

  /// The command with this name.
  static func named(_ name: String) -> Command? {
    all.first { $0.name == name }
  }
}
