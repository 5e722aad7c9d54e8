// Mermaid `stateDiagram-v2` drawings of machines, byte-stable and safe for GitHub.

/// Draws machines as Mermaid state diagrams.
public enum MermaidRenderer {
  /// One diagram per machine, each headed by a `%%` comment naming the category, separated by
  /// blank lines.
  public static func render(_ machines: [Machine], plan: GenerationPlan) -> String {
    let titles = Exploration.titles(plan, for: machines)
    return machines.map { diagram($0, titles: titles[$0.category] ?? [:]) }
      .joined(separator: "\n")
  }

  /// One machine's diagram. A state is labelled with its name, as the generated `State` enum
  /// and `herald explore`'s JSON name it, and its buttons' titles on a second line.
  public static func diagram(_ machine: Machine, titles: [String: String]) -> String {
    var lines = ["%% category: \(MermaidEscaping.comment(machine.category))", "stateDiagram-v2"]
    for (index, state) in machine.states.enumerated() {
      let shown = Exploration.shownTitles(state, titles: titles)
      let label =
        MermaidEscaping.label(machine.stateNames[index]) + "<br/>" + MermaidEscaping.label(shown)
      lines.append("  state \"\(label)\" as s\(index)")
    }
    lines.append("  [*] --> s0")
    WorkMeter.add(machine.states.count + machine.transitions.count, .rendered)
    for transition in machine.transitions {
      let title = titles[transition.tap] ?? transition.tap
      let target = transition.to.map { "s\($0)" } ?? "[*]"
      let label = MermaidEscaping.label(title + Exploration.responseLabel(transition.response))
      lines.append("  s\(transition.from) --> \(target) : \(label)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
