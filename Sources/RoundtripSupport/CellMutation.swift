import Foundation

/// The `--machines` test hook (`HERALD_ROUNDTRIP_MUTATE=1`): flips one generated cell before
/// compiling, so that the harness must fail, which proves it can. It changes the first cell of
/// the first `step(_:_:)` in the first extension (by folder) with a harness:
/// `Step(next: .A, ...)` gets the state after A in `State` (or `return nil` when there is one
/// state), `Step(next: nil, response: .R)` another response, `return nil` a closing step.
enum CellMutation {
  /// The responses a closing step can give, in the order a flip cycles through them.
  static let responses = ["doNotDismiss", "dismiss", "dismissAndForwardAction"]

  /// Flips the cell and returns the line that says so on standard error; throws a usage error
  /// when there is nothing to flip.
  static func apply(to extensions: [GeneratedExtension]) throws -> String {
    guard let target = extensions.first(where: { $0.harness != nil }) else {
      throw RoundtripFailure(
        .usage,
        "roundtrip: HERALD_ROUNDTRIP_MUTATE=1, but the spec set has no dynamic-action machine "
          + "to mutate")
    }
    var lines = try String(contentsOf: target.source, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let place = "\(target.folder)/\(GeneratedExtension.sourceName)"
    let step = lines.firstIndex { $0.prefixMatch(of: stepFunction) != nil }
    let stateEnum = lines[..<(step ?? 0)].lastIndex { $0.prefixMatch(of: stateEnumLine) != nil }
    guard let step, let stateEnum else {
      throw RoundtripFailure(.usage, "roundtrip: no step(_:_:) after an enum State in \(place)")
    }
    var states: [String] = []
    for line in lines[(stateEnum + 1)..<step] {
      if line.trimmingCharacters(in: .whitespaces) == "}" { break }
      if let match = line.wholeMatch(of: stateCase) { states.append(String(match.output.1)) }
    }
    // A cell is `case .action: return …` on one line (inside its state's `switch action`), or
    // `return …` on the line after its `case` when the whole does not fit in the line length.
    guard
      let index = lines[(step + 1)...].firstIndex(where: {
        $0.prefixMatch(of: cell) != nil || $0.wholeMatch(of: returnLine) != nil
      }),
      let match = lines[index].prefixMatch(of: cell) ?? lines[index].wholeMatch(of: returnLine)
    else {
      throw RoundtripFailure(.usage, "roundtrip: no cell to mutate in \(place)")
    }
    let head = String(match.output.1)
    let old = String(match.output.2)
    let new = try flipped(old, states: states, at: "\(place):\(index + 1)")
    lines[index] = head + "return " + new
    try lines.joined(separator: "\n").write(to: target.source, atomically: false, encoding: .utf8)
    let pattern = head.trimmingCharacters(in: .whitespaces).isEmpty ? lines[index - 1] : head
    return "roundtrip: HERALD_ROUNDTRIP_MUTATE: \(place):\(index + 1): "
      + "`\(pattern.trimmingCharacters(in: .whitespaces))` returns `\(new)` instead of `\(old)`\n"
  }

  /// What a cell returning `old` returns once flipped, given the machine's `states`.
  private static func flipped(_ old: String, states: [String], at place: String) throws -> String {
    if old == "nil" { return "Step(next: nil, response: .dismiss)" }
    guard let result = old.wholeMatch(of: stepResult) else {
      throw RoundtripFailure(.usage, "roundtrip: \(place): unknown cell: \(old)")
    }
    let next = String(result.output.1)
    let response = String(result.output.2)
    if next == "nil" {
      let other = responses[((responses.firstIndex(of: response) ?? -1) + 1) % responses.count]
      return "Step(next: nil, response: .\(other))"
    }
    if states.count > 1, let position = states.firstIndex(of: String(next.dropFirst())) {
      return "Step(next: .\(states[(position + 1) % states.count]), response: .\(response))"
    }
    return "nil"
  }

  /// The line that opens `step(_:_:)`.
  private static var stepFunction: Regex<Substring> {
    /\s*(?:(?:public|package|internal) )?static func step\(/
  }
  /// The line that opens the `State` enum.
  private static var stateEnumLine: Regex<Substring> {
    /\s*(?:(?:public|package|internal) )?enum State\b/
  }
  /// A case of the `State` enum.
  private static var stateCase: Regex<(Substring, Substring)> { /\s*case (\S+)/ }
  /// A cell of a state's `switch action` in `step(_:_:)`: its head up to `return` (one action, or
  /// several that all return nil), and what it returns.
  private static var cell: Regex<(Substring, Substring, Substring)> {
    /(\s*case \.[^:]*?: )return (.*)$/
  }
  /// The `return …` of a cell whose statement is on the line after its pattern.
  private static var returnLine: Regex<(Substring, Substring, Substring)> {
    /(\s*)return (.*)/
  }
  /// A `Step(...)` result: the next state (or `nil`) and the response.
  private static var stepResult: Regex<(Substring, Substring, Substring)> {
    /Step\(next: (\S+), response: \.(\w+)\)/
  }
}
