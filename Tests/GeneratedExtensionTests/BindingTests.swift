// The generated content-extension binding and media helpers, run against the stand-in.

import InviteUI
import MapUI
import PodcastUI
import Testing
import UserNotifications
import UserNotificationsUI

/// What a content extension's view controller gets from the generated code. The binding is
/// `@MainActor`, as the content extension's view controller is.
@MainActor @Suite struct BindingTests {
  /// A stand-in response of a category and action.
  func response(_ category: String, _ action: String) -> UNNotificationResponse {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    let request = UNNotificationRequest(identifier: "n", content: content, trigger: nil)
    return UNNotificationResponse(
      standInNotification: UNNotification(standInRequest: request), actionIdentifier: action)
  }

  /// A context showing the registered podcast actions.
  func podcastContext() -> NSExtensionContext {
    let context = NSExtensionContext()
    context.notificationActions = PodcastUIDynamicActions.Podcast.notificationActions(
      for: PodcastUIDynamicActions.Podcast.initial)
    return context
  }

  /// Play becomes Pause and the interface stays open, in all three forms.
  @Test func playBecomesPause() async {
    let context = podcastContext()
    let option = PodcastUIDynamicActions.responseOption(
      for: response("podcast", "play-action"), in: context)
    #expect(option == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["pause-action", "queue-action"])
    var received: UNNotificationContentExtensionResponseOption?
    PodcastUIDynamicActions.handle(response("podcast", "pause-action"), in: context) {
      received = $0
    }
    #expect(received == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "queue-action"])
    let asyncOption = await PodcastUIDynamicActions.handle(
      response("podcast", "queue-action"), in: context)
    #expect(asyncOption == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "remove-action"])
  }

  /// Taps the spec does not declare, and other categories, close and forward to the app.
  @Test func undeclaredTapsForward() {
    let context = podcastContext()
    let before = context.notificationActions.map(\.identifier)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("podcast", "nope"), in: context)
        == .dismissAndForwardAction)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("other", "play-action"), in: context)
        == .dismissAndForwardAction)
    #expect(
      PodcastUIDynamicActions.responseOption(
        for: response("podcast", UNNotificationDefaultActionIdentifier), in: context)
        == .dismissAndForwardAction)
    #expect(context.notificationActions.map(\.identifier) == before)
    #expect(
      PodcastUIDynamicActions.responseOption(for: response("podcast", "play-action"), in: nil)
        == .dismissAndForwardAction)
  }

  /// Swapped-in actions are built like registered ones: icons and options included.
  @Test func swappedActionsKeepIconsAndOptions() {
    let actions = PodcastUIDynamicActions.Podcast.notificationActions(
      for: .pauseActionRemoveAction)
    #expect(actions.first?.icon?.standInSystemImageName == "pause.fill")
    #expect(actions.last?.options == [.destructive])
  }

  /// The state cases are the names of the spec's `states` (invitations.yml names both of its
  /// states) or lowerCamelCase names derived from the shown actions (podcast.yml names none).
  @Test func stateNamesComeFromTheSpec() {
    let invite = InviteUIDynamicActions.EventInvitation.self
    #expect(invite.initial == .invited)
    #expect(invite.State.allCases == [.invited, .attending])
    #expect(invite.step(.invited, .going)?.next == .attending)
    #expect(invite.step(.attending, .undo)?.next == .invited)
    #expect(invite.State(showing: ["undo"]) == .attending)
    let podcast = PodcastUIDynamicActions.Podcast.self
    #expect(podcast.initial == .playActionQueueAction)
    #expect(podcast.step(.playActionQueueAction, .playAction)?.next == .pauseActionQueueAction)
    #expect("\(podcast.State.pauseActionRemoveAction)" == "pauseActionRemoveAction")
  }

  /// ShowMap: Accept sets Cancel and Payment; Payment keeps the interface open; Comment forwards.
  @Test func showMapMachine() {
    let context = NSExtensionContext()
    let map = MapUIDynamicActions.FieldJobMap.self
    context.notificationActions = map.notificationActions(for: map.initial)
    #expect(map.handle("accept-job", in: context) == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["cancel", "payment"])
    #expect(map.handle("payment", in: context) == .doNotDismiss)
    #expect(map.handle("cancel", in: context) == .doNotDismiss)
    #expect(map.handle("comment", in: context) == .dismissAndForwardAction)
    let comment = context.notificationActions.last
    #expect(comment is UNTextInputNotificationAction)
  }

  /// A dismissing tap closes without changing what is shown.
  @Test func inviteDeclineDismisses() {
    let context = NSExtensionContext()
    let invite = InviteUIDynamicActions.EventInvitation.self
    context.notificationActions = invite.notificationActions(for: invite.initial)
    #expect(invite.handle("decline", in: context) == .dismiss)
    #expect(context.notificationActions.map(\.identifier) == ["going", "decline"])
  }

  /// The media play/pause values come from the spec.
  @Test func mediaButton() {
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonType == .overlay)
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonFrame.size.width == 44)
    #expect(PodcastUIDynamicActions.mediaPlayPauseButtonFrame.size.height == 44)
    let tint = PodcastUIDynamicActions.mediaPlayPauseButtonTintColor
    #expect(tint.standInRed == 1 && tint.standInAlpha == 1)
  }

  /// The podcast state showing `identifiers`.
  static func podcast(_ identifiers: [String]) throws -> PodcastUIDynamicActions.Podcast.State {
    try #require(PodcastUIDynamicActions.Podcast.State(showing: identifiers), "\(identifiers)")
  }

  /// The handler sees every transition, in the order of the taps, each before its actions are
  /// shown; its answer decides what the binding does.
  @Test func handlerSeesEveryTransitionInOrder() async throws {
    let context = podcastContext()
    var seen: [PodcastUIDynamicActions.Tap] = []
    var shownWhenAsked: [[String]] = []
    for tap in ["play-action", "queue-action", "remove-action", "pause-action"] {
      let option = await PodcastUIDynamicActions.handle(response("podcast", tap), in: context) {
        seen.append($0)
        shownWhenAsked.append(context.notificationActions.map(\.identifier))
        return .apply
      }
      #expect(option == .doNotDismiss)
    }
    let states = try [
      ["play-action", "queue-action"], ["pause-action", "queue-action"],
      ["pause-action", "remove-action"], ["pause-action", "queue-action"],
      ["play-action", "queue-action"],
    ].map(Self.podcast)
    let actions: [PodcastUIDynamicActions.Podcast.Action] = [
      .playAction, .queueAction, .removeAction, .pauseAction,
    ]
    let expected = actions.indices.map { index in
      PodcastUIDynamicActions.Tap.podcast(
        .init(
          from: states[index], action: actions[index], to: states[index + 1],
          response: .doNotDismiss))
    }
    #expect(seen == expected)
    #expect(
      shownWhenAsked
        == states.dropLast().map(PodcastUIDynamicActions.Podcast.shownActions).map {
          $0.map(\.rawValue)
        })
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "queue-action"])
  }

  /// `.keep` vetoes the change: the actions stay and the interface stays open, even for a tap
  /// that would close it; the next tap starts from the same state.
  @Test func keepChangesNothing() async {
    let context = podcastContext()
    let option = await PodcastUIDynamicActions.handle(
      response("podcast", "play-action"), in: context
    ) { _ in .keep }
    #expect(option == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["play-action", "queue-action"])
    let invite = InviteUIDynamicActions.EventInvitation.self
    let inviteContext = NSExtensionContext()
    inviteContext.notificationActions = invite.notificationActions(for: invite.initial)
    let declined = await InviteUIDynamicActions.handle(
      response("event-invite", "decline"), in: inviteContext
    ) { _ in .keep }
    #expect(declined == .doNotDismiss)
    let applied = await InviteUIDynamicActions.handle(
      response("event-invite", "decline"), in: inviteContext
    ) { _ in .apply }
    #expect(applied == .dismiss)
  }

  /// `.applyAnswering` shows the transition's actions as `.apply` does and answers with the
  /// handler's choice: Play still becomes Pause but the tap goes to the app too; a closing tap
  /// can be kept open; an unmatched tap can be answered without forwarding.
  @Test func handlerChoosesTheResponse() async {
    let context = podcastContext()
    let forwarded = await PodcastUIDynamicActions.handle(
      response("podcast", "play-action"), in: context
    ) { _ in .applyAnswering(.dismissAndForwardAction) }
    #expect(forwarded == .dismissAndForwardAction)
    #expect(context.notificationActions.map(\.identifier) == ["pause-action", "queue-action"])
    let invite = InviteUIDynamicActions.EventInvitation.self
    let inviteContext = NSExtensionContext()
    inviteContext.notificationActions = invite.notificationActions(for: invite.initial)
    let stayed = await InviteUIDynamicActions.handle(
      response("event-invite", "decline"), in: inviteContext
    ) { _ in .applyAnswering(.doNotDismiss) }
    #expect(stayed == .doNotDismiss)
    let unmatched = await PodcastUIDynamicActions.handle(
      response("other", "x"), in: context
    ) { _ in .applyAnswering(.dismiss) }
    #expect(unmatched == .dismiss)
    let answers:
      [PodcastUIDynamicActions.Decision.Answer: UNNotificationContentExtensionResponseOption] = [
        .doNotDismiss: .doNotDismiss, .dismiss: .dismiss,
        .dismissAndForwardAction: .dismissAndForwardAction,
      ]
    for (answer, option) in answers { #expect(answer.option == option) }
  }

  /// Taps no machine can place reach the handler with the reason; applied, they forward.
  @Test func unmatchedTapsReachTheHandler() async {
    let context = podcastContext()
    let cases:
      [(category: String, action: String, reason: PodcastUIDynamicActions.Tap.Unmatched.Reason)] = [
        ("other", "play-action", .noMachine),
        ("podcast", UNNotificationDefaultActionIdentifier, .unknownAction),
        ("podcast", "pause-action", .notShown),
      ]
    for (category, action, reason) in cases {
      var received: PodcastUIDynamicActions.Tap?
      let option = await PodcastUIDynamicActions.handle(response(category, action), in: context) {
        received = $0
        return .apply
      }
      #expect(option == .dismissAndForwardAction)
      #expect(
        received
          == .unmatched(
            .init(
              categoryIdentifier: category, actionIdentifier: action,
              shownIdentifiers: ["play-action", "queue-action"], reason: reason)))
    }
    let stranger = NSExtensionContext()
    stranger.notificationActions = [UNNotificationAction(identifier: "x", title: "X", options: [])]
    #expect(
      PodcastUIDynamicActions.tap(response("podcast", "play-action"), in: stranger)
        == .unmatched(
          .init(
            categoryIdentifier: "podcast", actionIdentifier: "play-action",
            shownIdentifiers: ["x"], reason: .unknownState)))
    #expect(
      PodcastUIDynamicActions.tap(response("podcast", "play-action"), in: nil)
        == .unmatched(
          .init(
            categoryIdentifier: "podcast", actionIdentifier: "play-action", shownIdentifiers: [],
            reason: .noContext)))
  }

  /// The completion-handler form with a handler answers once the handler has decided.
  @Test func completionHandlerFormWaitsForTheHandler() async {
    let context = podcastContext()
    let option = await withCheckedContinuation { continuation in
      PodcastUIDynamicActions.handle(
        response("podcast", "play-action"), in: context,
        completionHandler: { continuation.resume(returning: $0) },
        onTap: { _ in .apply })
    }
    #expect(option == .doNotDismiss)
    #expect(context.notificationActions.map(\.identifier) == ["pause-action", "queue-action"])
  }

  /// A notification of `category` whose payload carries `userInfo`.
  func notification(_ category: String, _ userInfo: [AnyHashable: Any]) -> UNNotification {
    let content = UNMutableNotificationContent()
    content.categoryIdentifier = category
    content.userInfo = userInfo
    return UNNotification(
      standInRequest: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
  }

  /// A payload that names a state starts the extension there; no key, an unknown name, a
  /// derived name or another category change nothing.
  @Test func payloadChoosesTheStartState() {
    typealias Invite = InviteUIDynamicActions.EventInvitation
    #expect(Invite.startStateKey == "rsvp")
    #expect(Invite.startState(userInfo: ["rsvp": "attending"]) == .attending)
    #expect(Invite.startState(userInfo: ["rsvp": "going"]) == nil)
    #expect(Invite.startState(userInfo: ["rsvp": 1]) == nil)
    #expect(Invite.startState(userInfo: [:]) == nil)
    #expect(Invite.State(named: "invited") == .invited)
    #expect(Invite.State(named: "Invited") == nil)
    let context = NSExtensionContext()
    context.notificationActions = Invite.notificationActions(for: Invite.initial)
    for (category, userInfo) in [
      ("event-invite", [:]), ("event-invite", ["rsvp": "maybe"]),
      ("podcast", ["rsvp": "attending"]),
    ] as [(String, [AnyHashable: Any])] {
      #expect(!InviteUIDynamicActions.start(notification(category, userInfo), in: context))
      #expect(context.notificationActions.map(\.identifier) == ["going", "decline"])
    }
    #expect(
      InviteUIDynamicActions.start(notification("event-invite", ["rsvp": "attending"]), in: context)
    )
    #expect(context.notificationActions.map(\.identifier) == ["undo"])
  }

  /// The started state is the machine's own: the next tap steps from it.
  @Test func tapsStepFromTheStartState() async {
    let context = NSExtensionContext()
    InviteUIDynamicActions.EventInvitation.show(.attending, in: context)
    var seen: InviteUIDynamicActions.Tap?
    let option = await InviteUIDynamicActions.handle(response("event-invite", "undo"), in: context)
    {
      seen = $0
      return .apply
    }
    #expect(option == .doNotDismiss)
    #expect(
      seen
        == .eventInvitation(
          .init(from: .attending, action: .undo, to: .invited, response: .doNotDismiss)))
    #expect(context.notificationActions.map(\.identifier) == ["going", "decline"])
  }
}
