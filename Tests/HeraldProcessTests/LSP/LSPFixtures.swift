// The specs the language server tests edit, and helpers that find positions in them.

import Foundation

@testable import TestSupport

/// Two spec files of one workspace: categories in one, the extension that serves them in the
/// other, so rename, definition and completion must cross files.
enum LSPFixtures {
  /// The categories: a toggle between Play and Pause, a named state and a scenario. The title
  /// holds emoji and Markdown syntax that hover must escape.
  static let categories = """
    version: 1
    categories:
      - id: podcast
        actions:
          - id: play
            title: "Play <b>|</b> 🎧"
            onTap: { becomes: pause }
          - id: later
            title: Later
            options: [foreground]
        alternates:
          - id: pause
            title: Pause
            onTap: { becomes: play }
        states:
          playing: [pause, later]
        scenarios:
          - name: toggles
            taps: [play, pause]
            expect: [play, later]

    """

  /// The extension that serves `podcast`.
  static let extensions = """
    version: 1
    extensions:
      - target: PodcastUI
        categories: [podcast]
        principalClass: PlayerViewController
        initialContentSizeRatio: 0.5

    """

  /// A Live Activity beside a category whose payload uses a named type, so that completion can
  /// show which types each place takes.
  static let activities = """
    version: 1
    payloadTypes:
      Place: { lat: number, lng: number }
    categories:
      - id: courier
        payload: { at: Place }
    liveActivities:
      - id: delivery
        pushToStart: true
        attributes:
          orderNumber: string
        contentState:
          status: { type: string, enum: [preparing, delivered] }
          eta: date

    """

  /// A workspace folder holding `activities` alone as `*.herald.yml`; returns the folder and
  /// the file's URL.
  static func activityWorkspace() throws -> (folder: TemporaryFolder, activities: URL) {
    let folder = try TemporaryFolder()
    try folder.write("Specs/activities.herald.yml", text: activities)
    return (folder, folder.url.appending(path: "Specs/activities.herald.yml"))
  }

  /// A workspace folder holding both files as `*.herald.yml`; returns the folder and the two
  /// files' URLs.
  static func workspace() throws -> (folder: TemporaryFolder, categories: URL, extensions: URL) {
    let folder = try TemporaryFolder()
    try folder.write("Specs/categories.herald.yml", text: categories)
    try folder.write("Specs/extensions.herald.yml", text: extensions)
    return (
      folder, folder.url.appending(path: "Specs/categories.herald.yml"),
      folder.url.appending(path: "Specs/extensions.herald.yml")
    )
  }

  /// The protocol position (line, UTF-16 character) of the `occurrence`-th `needle` in `text`,
  /// plus `offset` characters; lines break at LF, CR LF and CR.
  static func position(
    of needle: String, in text: String, occurrence: Int = 1, offset: Int = 0
  ) -> (line: Int, character: Int) {
    var seen = 0
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (number, line) in lines.enumerated() {
      var rest = line[...]
      while let found = rest.range(of: needle) {
        seen += 1
        if seen == occurrence {
          return (number, line[..<found.lowerBound].utf16.count + offset)
        }
        rest = rest[found.upperBound...]
      }
    }
    fatalError("'\(needle)' occurs fewer than \(occurrence) times")
  }

  /// Applies protocol text edits to a text (UTF-16 positions), last edit first.
  static func apply(_ edits: [[String: Any]], to text: String) -> String {
    var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
    let sorted = edits.sorted { lhs, rhs in
      let (a, b) = (start(lhs), start(rhs))
      return (a.0, a.1) > (b.0, b.1)
    }
    for edit in sorted {
      let (startLine, startCharacter) = start(edit)
      let endLine = json(edit, "range", "end", "line") as! Int
      let endCharacter = json(edit, "range", "end", "character") as! Int
      let new = Array((json(edit, "newText") as! String).utf16)
      let head = lines[startLine][..<startCharacter]
      let tail = lines[endLine][endCharacter...]
      let joined = Array(head) + new + Array(tail)
      let replaced = String(decoding: joined, as: UTF16.self).components(separatedBy: "\n")
      lines.replaceSubrange(startLine...endLine, with: replaced.map { Array($0.utf16) })
    }
    return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
  }

  /// The start of an edit's range.
  private static func start(_ edit: [String: Any]) -> (Int, Int) {
    (
      json(edit, "range", "start", "line") as! Int,
      json(edit, "range", "start", "character") as! Int
    )
  }
}
