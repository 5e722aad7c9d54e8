// Small spec texts that tests write into temporary folders (no resource files needed).

@testable import TestSupport

/// Spec texts used by several tests.
enum Fixtures {
  /// A spec with errors, warnings and notes of many kinds; the golden diagnostics print it.
  static let multiError = """
    # A spec with several errors, warnings and notes: the CLI golden tests print it.
    version: 1
    categories:
      - id: chat
        actions:
          - id: delete
            title: Delete
            options: [destructive, sideways]
          - id: reply
            title: ""
            optons: [foreground]
          - id: later
            title: "Later, maybe: 50%"
        options: [allowAnnouncement]
        categorySummaryFormat: "%d more"
      - id: Chat
        actions:
          - id: later
            title: Remind me
        register: yes please

    """

  /// A valid spec with one warning (a deprecated option) and nothing else.
  static let oneWarning = """
    version: 1
    categories:
      - id: announce
        options: [allowAnnouncement]

    """

  /// A valid spec without any diagnostic.
  static let clean = """
    version: 1
    categories:
      - id: plain
        actions:
          - { id: open, title: Open }

    """

  /// Writes `text` as `name` in a fresh temporary folder and runs herald there with
  /// `arguments` (which name the file relatively), so printed paths are stable.
  static func run(_ arguments: [String], writing text: String, as name: String) throws
    -> HeraldRun
  {
    try withTemporaryFolder { folder in
      try folder.write(name, text: text)
      return try Herald.run(arguments, directory: folder.url)
    }
  }
}
