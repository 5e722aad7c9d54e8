// `herald explore --format json` on Specs/: BFS-numbered states, ordered transitions, terminals.

import Foundation
import Testing

@testable import TestSupport

/// Field-by-field tests of the exploration JSON.
struct ExplorationTests {
  /// The explored machines, by category id.
  static func machines(_ extra: [String] = []) throws -> [String: JSONObject] {
    let run = try Herald.run(["explore", "--format", "json"] + extra + ["Specs"])
    #expect(run.status == 0)
    let root = parseJSON(run.stdout) as? JSONObject ?? [:]
    #expect(root.sortedKeys == ["categories"])
    let list = root.objects("categories")
    return Dictionary(list.map { ($0.string("id") ?? "", $0) }) { first, _ in first }
  }

  /// Only categories with an `onTap` have a machine.
  @Test func onlyDynamicCategories() throws {
    #expect(Set(try Self.machines().keys) == ["ShowMap", "event-invite", "podcast"])
  }

  /// `--category` keeps a single machine.
  @Test func categoryFilter() throws {
    #expect(Array(try Self.machines(["--category", "podcast"]).keys) == ["podcast"])
  }

  /// Every machine: state 0 is `initial`, states are numbered in breadth-first order, and the
  /// transitions list each (state, tap) once, in state order and then display order.
  @Test func breadthFirstNumberingAndOrder() throws {
    for (id, machine) in try Self.machines() {
      let states = machine["states"] as? [[String]] ?? []
      let transitions = machine.objects("transitions")
      #expect(states.first == machine.strings("initial"), "\(id)")
      let cells = transitions.map { ($0["from"] as? Int ?? -1, $0.string("tap") ?? "") }
      let expected = states.enumerated().flatMap { index, shown in shown.map { (index, $0) } }
      #expect(cells.map(\.0) == expected.map(\.0), "\(id)")
      #expect(cells.map(\.1) == expected.map(\.1), "\(id)")
      var discovered = 1  // the next number BFS would give
      for target in transitions.compactMap({ $0["to"] as? Int }) where target >= discovered {
        #expect(target == discovered, "\(id): state \(target) numbered out of BFS order")
        discovered += 1
      }
      #expect(discovered == states.count, "\(id): every state is reached")
    }
  }

  /// The podcast toggles: four states, in BFS order, every tap a doNotDismiss transition.
  @Test func podcastStates() throws {
    let podcast = try Self.machines()["podcast"] ?? [:]
    #expect(
      podcast["states"] as? [[String]] == [
        ["play-action", "queue-action"], ["pause-action", "queue-action"],
        ["play-action", "remove-action"], ["pause-action", "remove-action"],
      ])
    let transitions = podcast.objects("transitions")
    #expect(transitions.compactMap { $0["to"] as? Int } == [1, 2, 0, 3, 3, 0, 2, 1])
    #expect(transitions.allSatisfy { $0.string("response") == "doNotDismiss" })
  }

  /// Terminal taps have `to: null`; a doNotDismiss tap that changes nothing is a self-loop.
  @Test func terminalTapsAndSelfLoops() throws {
    let machines = try Self.machines()
    let map = machines["ShowMap"]?.objects("transitions") ?? []
    #expect(map.count == 4)
    let comment = map.first { $0.string("tap") == "comment" } ?? [:]
    #expect(comment.isNull("to"))
    #expect(comment.string("response") == "dismissAndForwardAction")
    let payment = map.first { $0.string("tap") == "payment" } ?? [:]
    #expect(payment["from"] as? Int == 1 && payment["to"] as? Int == 1)
    #expect(payment.string("response") == "doNotDismiss")
    let invite = machines["event-invite"]?.objects("transitions") ?? []
    let decline = invite.first { $0.string("tap") == "decline" } ?? [:]
    #expect(decline.isNull("to") && decline.string("response") == "dismiss")
    #expect(
      machines["event-invite"]?["states"] as? [[String]] == [["going", "decline"], ["undo"]])
  }

  /// `stateNames` gives one Swift case name per state, in state order: the spec's names for
  /// event-invite (invitations.yml names both states), derived lowerCamelCase names elsewhere.
  @Test func stateNames() throws {
    let machines = try Self.machines()
    #expect(machines["event-invite"]?.strings("stateNames") == ["invited", "attending"])
    #expect(
      machines["podcast"]?.strings("stateNames") == [
        "playActionQueueAction", "pauseActionQueueAction", "playActionRemoveAction",
        "pauseActionRemoveAction",
      ])
    #expect(
      machines["ShowMap"]?.strings("stateNames") == ["acceptJobComment", "cancelTakePayment"])
    for (id, machine) in machines {
      let names = machine.strings("stateNames") ?? []
      #expect(names.count == (machine["states"] as? [[String]])?.count, "\(id)")
      #expect(Set(names).count == names.count, "\(id)")
      #expect(names.allSatisfy { !$0.contains("_") }, "\(id)")
    }
  }

  /// Every transition object has exactly from, response, tap and to.
  @Test func transitionFields() throws {
    for machine in try Self.machines().values {
      #expect(machine.sortedKeys == ["id", "initial", "stateNames", "states", "transitions"])
      for transition in machine.objects("transitions") {
        #expect(transition.sortedKeys == ["from", "response", "tap", "to"])
      }
    }
  }
}
