// What the OrderUI extension shows, replayed on the machine HeraldPlugin generates into OrderUI.

/// The OrderUI extension's buttons after a series of taps.
public enum OrderButtons {
  /// The button identifiers OrderUI shows after the user taps `taps` in order, replayed on the
  /// generated machine; nil when a tap is not shown at that point or closes the interface.
  public static func shown(afterTapping taps: [String]) -> [String]? {
    typealias Machine = OrderUIDynamicActions.OrderUpdate
    var state = Machine.initial
    for tap in taps {
      guard let action = Machine.Action(rawValue: tap), let step = Machine.step(state, action),
        let next = step.next
      else { return nil }
      state = next
    }
    return Machine.shownActions(in: state).map(\.rawValue)
  }
}
