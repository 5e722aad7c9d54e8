// The machines of separately compiled extensions name their actions as the app code does.

import GeneratedApp
import InviteUI
import MapUI
import PodcastUI
import Testing

/// In separate modules each machine declares its own `Action`; it must match the app's enum of
/// the same category case for case, so code and payloads move between the two by raw value.
@Suite struct ActionAgreementTests {
  /// The case names and raw values of an action enum, in declaration order.
  static func cases<Action: RawRepresentable & CaseIterable>(_: Action.Type) -> [String]
  where Action.RawValue == String {
    Action.allCases.map { "\($0)=\($0.rawValue)" }
  }

  /// Every generated machine against its category in the app code.
  @Test func machinesMatchTheAppActions() {
    let pairs: [(machine: [String], app: [String])] = [
      (
        Self.cases(InviteUIDynamicActions.EventInvitation.Action.self),
        Self.cases(AppNotifications.EventInvitation.Action.self)
      ),
      (
        Self.cases(MapUIDynamicActions.FieldJobMap.Action.self),
        Self.cases(AppNotifications.FieldJobMap.Action.self)
      ),
      (
        Self.cases(PodcastUIDynamicActions.Podcast.Action.self),
        Self.cases(AppNotifications.Podcast.Action.self)
      ),
    ]
    for pair in pairs {
      #expect(!pair.app.isEmpty)
      #expect(pair.machine == pair.app)
    }
  }
}
