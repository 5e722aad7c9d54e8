/// `herald explore`: print the dynamic-action machines as JSON, Mermaid or DOT.

import HeraldCore

/// The explore command.
enum ExploreCommand {
  /// Its definition.
  static let command = Command(
    syntax: CommandSyntax(
      name: "explore",
      options: [
        .init(name: "--format", values: ["json", "mermaid", "dot"]),
        .init(name: "--category", values: []),
      ] + InputLimits.options,
      flags: [], positionalName: "PATH"),
    help: HelpText.explore, run: run)

  /// Prints the machines on standard output; diagnostics go to standard error.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let run = SpecRun(
      console: console, format: .text, color: "auto", warningsAsErrors: false,
      options: arguments.options)
    switch run.validated(arguments.positionals, command: "explore") {
    case .failure(let failure):
      return failure.code
    case .success(let spec):
      let category = arguments.options["--category"]
      guard let machines = Exploration.machines(spec, category: category) else {
        let known = spec.machines.map(\.category)
        let message =
          "no category '\(category ?? "")' with dynamic actions"
          + Suggestion.didYouMean(category ?? "", in: known)
        console.err("herald explore: error: \(TerminalEscaping.visible(message))\n")
        return ExitCode.usage
      }
      switch arguments.options["--format"] ?? "json" {
      case "mermaid": console.out(MermaidRenderer.render(machines, plan: Translator.plan(spec)))
      case "dot": console.out(DOTRenderer.render(machines, plan: Translator.plan(spec)))
      default: console.out(Exploration.json(machines).rendered())
      }
      return ExitCode.success
    }
  }
}
