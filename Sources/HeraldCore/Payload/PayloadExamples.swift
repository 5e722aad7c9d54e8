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
}
