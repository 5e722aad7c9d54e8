/// Mermaid `stateDiagram-v2` drawings of machines, byte-stable and safe for GitHub.

/// Draws machines as Mermaid state diagrams.
public enum MermaidRenderer {
  /// One diagram per machine, each headed by a `%%` comment naming the category, separated by
  /// blank lines.
  public static func render(_ machines: [Machine], spec: ValidatedSpec) -> String {
    machines.map { diagram($0, titles: Exploration.titles(spec, $0.category)) }
      .joined(separator: "\n")
  }

  /// One machine's diagram.
  public static func diagram(_ machine: Machine, titles: [String: String]) -> String {
    var lines = ["%% category: \(escapeComment(machine.category))", "stateDiagram-v2"]
    for (index, state) in machine.states.enumerated() {
      let label = state.map { titles[$0] ?? $0 }.joined(separator: " · ")
      lines.append("  state \"\(escape(label.isEmpty ? "(no actions)" : label))\" as s\(index)")
    }
    lines.append("  [*] --> s0")
    for transition in machine.transitions {
      let title = titles[transition.tap] ?? transition.tap
      let target = transition.to.map { "s\($0)" } ?? "[*]"
      let label = escape(title + Exploration.responseLabel(transition.response))
      lines.append("  s\(transition.from) --> \(target) : \(label)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes text for a Mermaid label with entity codes (`#58;` for a colon).
  static func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case ":": output += "#58;"
      case ";": output += "#59;"
      case "\"": output += "#quot;"
      case "#": output += "#35;"
      case "<": output += "#lt;"
      case ">": output += "#gt;"
      case "\n", "\r\n", "\r": output += " "
      default: output.append(character)
      }
    }
    return output
  }

  /// Keeps a comment on one line.
  static func escapeComment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
