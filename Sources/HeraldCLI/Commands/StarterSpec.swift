// What `herald init` writes: a small valid spec that names its JSON Schema, and the next steps.

import HeraldCore

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
    # app: { bundleIdentifier: com.example.MyApp }   # optional: sample payloads then name your app
    # diagnostics: { ignore: [banner-actions] }      # optional: notes and warnings kept on purpose
    # localization: { table: Notifications }         # optional: String Catalog keys for the strings
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
        # payload:                           # optional: the custom keys beside aps, typed in Swift
        #   sender: { type: string, example: Ana }
        #   avatar: { type: url, optional: true }
        #   unread: { type: integer, wire: string }  # sent as "3": an Int in Swift
        #   extra: { type: json, optional: true }    # any JSON the app reads as it is
      # - id: reminder                       # optional: titles whose arguments fill a format
      #   actions:
      #     - id: snooze-10                  # one key: one translation for every snooze
      #       title: { key: snooze, default: "Snooze %lld min", arguments: [10] }
      #     - id: snooze-custom              # the app passes `minutes:` to register(on:)
      #       title: { key: snooze, default: "Snooze %lld min", arguments: [{ app: minutes }] }
    extensions:
      - target: NotificationContent        # your Notification Content Extension target
        categories: new-message
        principalClass: NotificationViewController
        initialContentSizeRatio: 0.5
    # serviceExtensions:                     # optional: attaches the avatar before it shows
    #   - target: MessageService           # your Notification Service Extension target
    #     categories: new-message
    #     attachments: [{ from: avatar, kind: image }]
    # pushes:                                # optional: pushes told apart by a key, not a category
    #   - id: messages-read                  # a data-only push: {"type": "read", "ids": [...]}
    #     when: { type: read }
    #     payload: { ids: "[string]" }

    """

  /// The text printed after the files are written; `folder` is the folder as given and
  /// `output` the folder the hints generate into (see `outputFolder`). Paths are quoted for a
  /// POSIX shell where they need it, so each hint can be pasted as it is.
  static func nextSteps(folder: String, output: String) -> String {
    // Paths come from the command line: shown with control characters made visible.
    let spec = TerminalEscaping.visible(path(specName, in: folder))
    let schema = TerminalEscaping.visible(path(schemaName, in: folder))
    let shown = TerminalEscaping.visible(shellWord(folder))
    let target = TerminalEscaping.visible(shellWord(output))
    return """
      created \(spec)
      created \(schema)

      next steps:
        1. edit \(spec) (YAML editors check it against the schema)
        2. check it:            herald validate \(shown)
        3. generate the code:   herald generate \(shown) --output \(target)
        4. to generate on every build, add Herald's build plugin to your app target
           (see docs/integration.md in the Herald repository)
        5. push a sample to the Simulator:
           herald payload new-message \(shown) | xcrun simctl push booted YOUR_BUNDLE_ID -

      """
  }

  /// The folder the hints generate into: `Generated` when nothing is there yet, otherwise the
  /// first free name of `Generated-<spec folder>`, `Generated-<spec folder>-2`, …, so that
  /// following the hint never writes into a folder that holds something else (another spec
  /// set's output, for example, which `generate` would refuse or take over). `exists` tells
  /// whether anything is at a path.
  static func outputFolder(for folder: String, exists: (String) -> Bool) -> String {
    guard exists("Generated") else { return "Generated" }
    let base = folder.split(separator: "/").last.map(String.init) ?? ""
    let stem = "Generated-" + (base.isEmpty || base == "." || base == ".." ? "Notifications" : base)
    var candidate = stem
    var number = 2
    while exists(candidate) {
      candidate = "\(stem)-\(number)"
      number += 1
    }
    return candidate
  }

  /// `text` as one word of a POSIX shell: as is when it holds only characters no shell treats
  /// specially, else in single quotes (a single quote inside written as `'\''`).
  static func shellWord(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || "_-./+,:@%=".unicodeScalars.contains(scalar))
      }
    return plain
      ? text
      : "'"
        + text.split(separator: "'", omittingEmptySubsequences: false)
        .joined(separator: "'\\''") + "'"
  }

  /// `name` inside `folder`, without a leading `./` for the current folder.
  static func path(_ name: String, in folder: String) -> String {
    folder == "." ? name : (folder.hasSuffix("/") ? folder : folder + "/") + name
  }
}
