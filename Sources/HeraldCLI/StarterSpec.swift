// What `herald init` writes: a small valid spec that names its JSON Schema, and the next steps.

/// The starter files of `herald init`.
enum StarterSpec {
  /// The spec's file name; the build plugin picks up `*.herald.yml`.
  static let specName = "notifications.herald.yml"
  /// The schema's file name, next to the spec so that editors resolve it offline.
  static let schemaName = "herald.schema.json"

  /// The spec: the modeline first, then one category with two actions, an alternate and the
  /// content extension that swaps it in.
  static let spec = """
    # yaml-language-server: $schema=\(schemaName)
    # A starter Herald spec. The line above lets YAML editors check and complete it against
    # \(schemaName) (refresh that file with 'herald schema > \(schemaName)' after updating
    # herald). The language: docs/language.md in the Herald repository.
    version: 1
    platforms: { iOS: "15.0" }
    categories:
      - id: new-message
        actions:
          - id: reply
            title: Reply
            textInput: { buttonTitle: Send, placeholder: Message }
          - id: like
            title: Like
            icon: { system: hand.thumbsup }
            onTap: { becomes: unlike }      # inside the content extension, Like turns into Unlike
        alternates:
          - id: unlike
            title: Unlike
            icon: { system: hand.thumbsdown }
            onTap: { becomes: like }
        states:                              # optional: Swift names of the extension's states
          notLiked: [reply, like]
          liked: [reply, unlike]
        startState: { userInfoKey: state }  # optional: a payload's "state": "liked" opens on Unlike
        foregroundPresentation: [banner, sound]
    extensions:
      - target: NotificationContent        # your Notification Content Extension target
        categories: new-message
        principalClass: NotificationViewController
        initialContentSizeRatio: 0.5

    """

  /// The text printed after the files are written; `folder` is the folder as given.
  static func nextSteps(folder: String) -> String {
    let spec = path(specName, in: folder)
    return """
      created \(spec)
      created \(path(schemaName, in: folder))

      next steps:
        1. edit \(spec) (YAML editors check it against the schema)
        2. check it:            herald validate \(folder)
        3. generate the code:   herald generate \(folder) --output Generated
        4. to generate on every build, add Herald's build plugin to your app target
           (see docs/integration.md in the Herald repository)

      """
  }

  /// `name` inside `folder`, without a leading `./` for the current folder.
  static func path(_ name: String, in folder: String) -> String {
    folder == "." ? name : (folder.hasSuffix("/") ? folder : folder + "/") + name
  }
}
