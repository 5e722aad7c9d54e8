// The spec set the payload rules' record examples are checked against.

/// Example specs for the payload records: one of each kind of category a payload may name.
public enum PayloadExamples {
  /// `chat` is registered; `hidden` is not; `mail` is unavailable on watchOS; `podcast` is
  /// served by a content extension.
  public static let spec: RuleExample = """
    version: 1
    platforms: { iOS: "16.0", watchOS: "9.0" }
    categories:
      - id: chat
        actions:
          - { id: reply, title: Reply }
      - id: hidden
        register: false
      - id: mail
        unavailable: [watchOS]
      - id: podcast
    extensions:
      - target: PodcastUI
        categories: podcast
        principalClass: PlayerViewController
        initialContentSizeRatio: 0.5
    """

  /// The app `com.example.app`, with the category `chat` and the Live Activity `delivery`: what
  /// a request file's topic and push type are checked against.
  public static let requestSpec: RuleExample = """
    version: 1
    platforms: { iOS: "17.0" }
    app: { bundleIdentifier: com.example.app }
    categories:
      - id: chat
        actions:
          - { id: reply, title: Reply }
    liveActivities:
      - id: delivery
        contentState: { status: string }
    """

  /// `ride` declares a payload (`ride-id`, `vehicle` one of car, xl, bike) and a start state
  /// read from `phase` (`offer` or `accepted`).
  public static let contractSpec: RuleExample = """
    version: 1
    platforms: { iOS: "16.0" }
    categories:
      - id: ride
        actions:
          - { id: accept, title: Accept, onTap: { becomes: cancel } }
        alternates:
          - { id: cancel, title: Cancel, onTap: { becomes: accept } }
        states:
          offer: [accept]
          accepted: [cancel]
        startState: { userInfoKey: phase }
        payload:
          ride-id: { type: string, example: "r-1842" }
          vehicle: { type: string, enum: [car, xl, bike], example: xl }
    extensions:
      - { target: RideUI, categories: ride, principalClass: RideViewController, initialContentSizeRatio: 0.5 }
    """

  /// A payload that keeps `contractSpec`'s contract.
  public static let contractPayload: RuleExample =
    #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r-1", "vehicle": "car", "phase": "accepted"}"#

  /// `receipt` is served by the service extension `ReceiptService`, which attaches `image`.
  public static let serviceSpec: RuleExample = """
    version: 1
    categories:
      - id: receipt
        payload: { image: { type: url, optional: true } }
    serviceExtensions:
      - target: ReceiptService
        categories: receipt
        attachments: [{ from: image, kind: image }]
    """

  /// `chat` is a category; `clear` is a push kind selected by `type` being `clear`, carrying
  /// the ids of the messages to remove.
  public static let pushSpec: RuleExample = """
    version: 1
    categories:
      - id: chat
    pushes:
      - id: clear
        when: { type: clear }
        payload: { ids: "[string]" }
    """
}
