// Graphviz DOT drawings of machines: left to right, a hidden start, double circles for closing taps.

/// Draws machines as DOT graphs, one `digraph` per machine.
public enum DOTRenderer {
  /// Every machine's graph, separated by blank lines.
  public static func render(_ machines: [Machine], plan: GenerationPlan) -> String {
    let titles = Exploration.titles(plan, for: machines)
    return machines.map { graph($0, titles: titles[$0.category] ?? [:]) }
      .joined(separator: "\n")
  }

  /// One machine's graph. A state is labelled with its name, as the generated `State` enum and
  /// `herald explore`'s JSON name it, and its buttons' titles on a second line.
  public static func graph(_ machine: Machine, titles: [String: String]) -> String {
    var lines = [
      "digraph \(DOTEscaping.quoted(machine.category)) {",
      "  rankdir=LR;",
      "  node [shape=box, style=rounded];",
      "  start [shape=point, style=invis];",
    ]
    for (index, state) in machine.states.enumerated() {
      // `\n` between the two escaped parts: Graphviz's centred line break.
      let name = DOTEscaping.quoted(machine.stateNames[index]).dropLast()
      let shown = DOTEscaping.quoted(Exploration.shownTitles(state, titles: titles)).dropFirst()
      lines.append("  s\(index) [label=\(name)\\n\(shown)];")
    }
    if machine.transitions.contains(where: \.isTerminal) {
      lines.append("  closed [shape=doublecircle, label=\"\", width=0.25];")
    }
    lines.append("  start -> s0;")
    WorkMeter.add(machine.states.count + machine.transitions.count, .rendered)
    for transition in machine.transitions {
      let title = titles[transition.tap] ?? transition.tap
      let target = transition.to.map { "s\($0)" } ?? "closed"
      let label = DOTEscaping.quoted(title + Exploration.responseLabel(transition.response))
      lines.append("  s\(transition.from) -> \(target) [label=\(label)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
