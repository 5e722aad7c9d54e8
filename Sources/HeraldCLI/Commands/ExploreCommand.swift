// `herald explore`: print the dynamic-action machines as JSON, Mermaid or DOT.

import HeraldCore

/// The explore command.
enum ExploreCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// The drawing format: json (default), mermaid or dot.
    var format: String?
    /// The one category to print, if given.
    var category: String?
    /// How spec diagnostics are printed.
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "PATH..."
    static let options: [OptionSpec<Self>] =
      [
        .value(
          "--format", "FORMAT", \.format, allowed: ["json", "mermaid", "dot"],
          help: "the output format (default json)"),
        .value("--category", "ID", \.category, help: "only the machine of this category"),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.optionsBesideOutputFormat)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "explore", abstract: "print the dynamic-action machines (JSON, Mermaid or DOT)",
    discussion: """
      Prints the explored dynamic-action machine of every category with at least one onTap:
        json     states in breadth-first order, their Swift names, every (state, tap) transition
        mermaid  a stateDiagram-v2 per category (use --category for a single diagram)
        dot      a Graphviz digraph per category
      """, options: Options.self, run: run)

  /// Prints the machines on standard output; diagnostics go to standard error.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    var run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    run.ownsStandardOutput = true
    switch run.validated(options.positionals, command: "explore") {
    case .failure(let failure):
      return failure.code
    case .success(let spec):
      let category = options.category
      guard let machines = Exploration.machines(spec.machines, category: category) else {
        let known = spec.machines.map(\.category)
        let message =
          "no category '\(category ?? "")' with dynamic actions"
          + Suggestion.didYouMean(category ?? "", in: known)
        console.err("herald explore: error: \(TerminalEscaping.visible(message))\n")
        return ExitCode.usage
      }
      switch options.format ?? "json" {
      case "mermaid": console.out(MermaidRenderer.render(machines, plan: Translator.plan(spec)))
      case "dot": console.out(DOTRenderer.render(machines, plan: Translator.plan(spec)))
      default: console.out(Exploration.json(machines).rendered())
      }
      return ExitCode.success
    }
  }
}
