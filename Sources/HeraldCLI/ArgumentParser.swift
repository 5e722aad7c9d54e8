/// A small, tested argument parser: options with checked values, flags and positionals.

import HeraldCore

/// What a command accepts.
struct CommandSyntax: Sendable {
  /// An option that takes a value, with the values it allows (empty: any).
  struct Option: Sendable {
    /// The option's name, with its dashes (`--format`).
    let name: String
    /// The allowed values; empty allows any value.
    let values: [String]
  }

  /// The command's name.
  let name: String
  /// Options that take a value.
  let options: [Option]
  /// Options without a value.
  let flags: [String]
  /// The positional arguments' name for messages (`PATH`); nil when none are accepted.
  let positionalName: String?
}

/// The parsed arguments of one command.
struct ParsedArguments: Sendable, Equatable {
  /// Option values by name; the last one given wins.
  var options: [String: String] = [:]
  /// Flags given.
  var flags: Set<String> = []
  /// Positional arguments, in order (`-` kept as is).
  var positionals: [String] = []
}

/// A usage error: wrong arguments, reported with exit code 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong and what to do.
  let description: String
}

extension CommandSyntax {
  /// Parses arguments. `--name value` and `--name=value` both work; `--` ends the options.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if flags.contains(name) {
        guard parts.count == 1 else { throw UsageError(description: "'\(name)' takes no value") }
        parsed.flags.insert(name)
      } else if let option = options.first(where: { $0.name == name }) {
        let value = parts.count == 2 ? parts[1] : remaining.popFirst()
        guard let value else {
          throw UsageError(description: "'\(name)' needs a value\(allowedList(option))")
        }
        guard option.values.isEmpty || option.values.contains(value) else {
          throw UsageError(
            description: "'\(value)' is not a valid value for '\(name)'\(allowedList(option))")
        }
        parsed.options[name] = value
      } else {
        let known = options.map(\.name) + flags + ["--help"]
        throw UsageError(
          description: "unknown option '\(name)' for '\(self.name)'\(suggest(name, known))")
      }
    }
    if positionalName == nil, let first = parsed.positionals.first {
      throw UsageError(description: "'\(self.name)' takes no argument, found '\(first)'")
    }
    return parsed
  }

  /// `; expected one of: a, b` for options with a closed list.
  func allowedList(_ option: Option) -> String {
    option.values.isEmpty ? "" : "; expected one of: " + option.values.joined(separator: ", ")
  }

  /// `; did you mean '--x'?` when a known option is close.
  func suggest(_ name: String, _ known: [String]) -> String {
    let stripped = String(name.drop { $0 == "-" })
    let candidates = known.map { String($0.drop { $0 == "-" }) }
    return Suggestion.closest(to: stripped, in: candidates).map { "; did you mean '--\($0)'?" }
      ?? ""
  }
}
