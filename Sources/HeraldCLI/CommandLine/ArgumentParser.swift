// A small, tested argument parser that fills a command's typed options from its declarations.

import HeraldCore

/// A usage error: wrong arguments, reported with exit code 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong and what to do.
  let description: String
}

/// Parses the arguments of the command `command` into its options struct.
struct ArgumentParser<Options: ParsableOptions> {
  /// The command's name, for messages (`validate`, `plist merge`).
  let command: String

  /// Parses arguments. `--name value` and `--name=value` both work; `--` ends the options; a
  /// required option that is missing, an unknown option (with a suggestion), a value outside
  /// the allowed ones and a value that does not parse are usage errors.
  func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var given = Set<String>()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        options.positionals.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        options.positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let spec = Options.options.first(where: { $0.name == parts[0] }) else {
        let known = Options.options.map(\.name) + ["--help"]
        throw UsageError(
          description: "unknown option '\(parts[0])' for '\(command)'\(suggest(parts[0], known))")
      }
      given.insert(spec.name)
      guard spec.valueName != nil else {
        guard parts.count == 1 else {
          throw UsageError(description: "'\(spec.name)' takes no value")
        }
        try spec.store(&options, "")
        continue
      }
      guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
        throw UsageError(description: "'\(spec.name)' needs a value\(allowedList(spec))")
      }
      guard spec.allowed.isEmpty || spec.allowed.contains(value) else {
        throw UsageError(
          description: "'\(value)' is not a valid value for '\(spec.name)'\(allowedList(spec))")
      }
      try spec.store(&options, value)
    }
    if Options.positionalName == nil, let first = options.positionals.first {
      throw UsageError(description: "'\(command)' takes no argument, found '\(first)'")
    }
    for spec in Options.options where spec.isRequired && !given.contains(spec.name) {
      throw UsageError(description: "'\(spec.synopsis)' is required")
    }
    return options
  }

  /// `; expected one of: a, b` for options with a closed list.
  func allowedList(_ spec: OptionSpec<Options>) -> String {
    spec.allowed.isEmpty ? "" : "; expected one of: " + spec.allowed.joined(separator: ", ")
  }

  /// `; did you mean '--x'?` when a known option is close.
  func suggest(_ name: String, _ known: [String]) -> String {
    let stripped = String(name.drop { $0 == "-" })
    let candidates = known.map { String($0.drop { $0 == "-" }) }
    return Suggestion.closest(to: stripped, in: candidates).map { "; did you mean '--\($0)'?" }
      ?? ""
  }
}
