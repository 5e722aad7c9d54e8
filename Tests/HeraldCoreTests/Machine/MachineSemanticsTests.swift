// Checks what one tap does: simultaneous replace, set, remove, append, and default responses.

import Testing

@testable import HeraldCore

/// The semantics of `onTap` as the explorer applies them.
@Suite struct MachineSemanticsTests {
  /// A spec with one category `c` whose actions and alternates are the given YAML lines.
  static func spec(actions: String, alternates: String = "") -> String {
    """
    version: 1
    categories:
      - id: c
        actions:
    \(actions)
    """ + (alternates.isEmpty ? "" : "\n    alternates:\n" + alternates) + "\n" + serving("c")
  }

  /// `replace` is simultaneous: `{ a: b, b: a }` swaps; the untouched taps close the interface.
  @Test func replaceSwaps() throws {
    let machine = try onlyMachine(
      Self.spec(
        actions: """
                - { id: a, title: A, onTap: { replace: { a: b, b: a } } }
                - { id: b, title: B }
          """))
    #expect(machine.states == [["a", "b"], ["b", "a"]])
    #expect(
      steps(machine) == [
        Step(from: 0, tap: "a", to: 1, response: .doNotDismiss),
        Step(from: 0, tap: "b", to: nil, response: .dismissAndForwardAction),
        Step(from: 1, tap: "b", to: nil, response: .dismissAndForwardAction),
        Step(from: 1, tap: "a", to: 0, response: .doNotDismiss),
      ])
    #expect(machine.cell(from: 0, tap: "b")?.result == ["a", "b"])
  }

  /// `set` gives the whole new list, in its own order.
  @Test func setGivesTheWholeList() throws {
    let machine = try onlyMachine(
      Self.spec(
        actions: """
                - { id: a, title: A, onTap: { set: [d] } }
                - { id: b, title: B }
          """,
        alternates: """
                - { id: d, title: D, onTap: { set: [b, a] } }
          """))
    #expect(machine.states == [["a", "b"], ["d"], ["b", "a"]])
    #expect(machine.cell(from: 2, tap: "a")?.to == 1)
  }

  /// `becomes` (a replace) applies first, then `remove`, then `append`.
  @Test func replaceThenRemoveThenAppend() throws {
    let machine = try onlyMachine(
      Self.spec(
        actions: """
                - { id: a, title: A, onTap: { becomes: b, remove: [x], append: [z] } }
                - { id: x, title: X }
          """,
        alternates: """
                - { id: b, title: B, onTap: { set: [a, x] } }
                - { id: z, title: Z, onTap: { remove: [z], append: [x] } }
          """))
    #expect(machine.states == [["a", "x"], ["b", "z"], ["b", "x"]])
    #expect(machine.cell(from: 0, tap: "a")?.to == 1)
    #expect(machine.cell(from: 1, tap: "z")?.to == 2)
    #expect(machine.cell(from: 2, tap: "b")?.to == 0)
  }

  /// Removing and appending the same id moves it to the end.
  @Test func removeThenAppendMovesToTheEnd() throws {
    let machine = try onlyMachine(
      Self.spec(
        actions: """
                - { id: x, title: X }
                - { id: a, title: A, onTap: { remove: [x], append: [x] } }
          """))
    #expect(machine.states == [["x", "a"], ["a", "x"]])
    let again = try #require(machine.cell(from: 1, tap: "a"))
    #expect(again.result == ["a", "x"], "once x is last, the same tap changes nothing")
    #expect(again.to == nil && again.response == .dismissAndForwardAction)
  }

  /// Default responses: `doNotDismiss` when the list changes, else `dismissAndForwardAction`
  /// (terminal); an explicit `doNotDismiss` on an unchanged list is a self-loop, and an explicit
  /// `dismiss` is terminal even when the list changes.
  @Test func responses() throws {
    let result = check(
      Self.spec(
        actions: """
                - { id: a, title: A, onTap: { becomes: b } }
                - { id: n, title: N }
                - { id: s, title: S, onTap: { response: doNotDismiss } }
          """,
        alternates: """
                - { id: b, title: B, onTap: { becomes: a, response: dismiss } }
          """))
    let machine = try #require(result.outcome.spec?.machines.first, "\(result.listing)")
    #expect(machine.states == [["a", "n", "s"], ["b", "n", "s"]])
    #expect(
      steps(machine).filter { $0.from == 0 } == [
        Step(from: 0, tap: "a", to: 1, response: .doNotDismiss),
        Step(from: 0, tap: "n", to: nil, response: .dismissAndForwardAction),
        Step(from: 0, tap: "s", to: 0, response: .doNotDismiss),
      ])
    let close = try #require(machine.cell(from: 1, tap: "b"))
    #expect(close.isTerminal && close.response == .dismiss && close.result == ["a", "n", "s"])
  }
}
