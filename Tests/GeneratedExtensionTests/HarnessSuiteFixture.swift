// The suite the shared harness tests (HarnessSuiteTemplate.swift) extend, so that the file
// herald embeds compiles and runs here as it does in every generated harness: the machine is
// a generated one, and the table is the one herald wrote for it into
// Generated/Tests/MapUIDynamicActionsTests.swift (update it when that machine's spec changes).

import MapUI
import Testing

/// Binds `Machine` and `Expected` as a generated suite does.
@Suite struct HarnessSuiteFixture {
  /// A generated machine.
  typealias Machine = MapUIDynamicActions.FieldJobMap

  /// The expectations herald explored for it.
  enum Expected {
    /// Shown identifiers of every state, in exploration order.
    static let states: [[String]] = [["accept-job", "comment"], ["cancel", "payment"]]
    /// The Swift case name of every state, in exploration order.
    static let stateNames: [String] = ["acceptJobComment", "cancelTakePayment"]
    /// Every action identifier.
    static let actions: [String] = ["accept-job", "comment", "cancel", "payment"]
    /// Every (state, action) cell: the next state, -1 when the tap closes, -2 when not shown.
    static let cells: [(from: Int, action: String, to: Int, response: String)] = [
      (0, "accept-job", 1, "doNotDismiss"),
      (0, "comment", -1, "dismissAndForwardAction"),
      (0, "cancel", -2, ""),
      (0, "payment", -2, ""),
      (1, "accept-job", -2, ""),
      (1, "comment", -2, ""),
      (1, "cancel", 0, "doNotDismiss"),
      (1, "payment", 1, "doNotDismiss"),
    ]
    /// The shortest tap path that ends with each transition.
    static let paths: [[String]] = [
      ["accept-job"], ["comment"], ["accept-job", "cancel"], ["accept-job", "payment"],
    ]
    /// Toggle pairs: start state, first tap, second tap, and where the round trip ends.
    static let toggles: [(start: Int, first: String, second: String, end: Int)] = []
    /// The spec's scenarios, verbatim: name, taps, expected shown identifiers.
    static let scenarios: [(name: String, taps: [String], expect: [String])] = [
      ("cancelling restores accept", ["accept-job", "cancel"], ["accept-job", "comment"]),
      ("payment keeps the interface open", ["accept-job", "payment"], ["cancel", "payment"]),
    ]
  }
}
