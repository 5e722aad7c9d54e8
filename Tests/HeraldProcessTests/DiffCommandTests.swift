// `herald diff` end to end: both ways of naming the old set, the three formats, `--fail-on`,
// exit codes, escaping of spec strings, and `--since` against a throwaway git repository.

import Foundation
import Testing

@testable import TestSupport

/// Tests of the diff command, run as a process.
@Suite struct DiffCommandTests {
  /// The old set: a category with a plain and a text-input action.
  static let old = """
    version: 1
    categories:
      - id: chat
        actions:
          - { id: reply, title: Reply, textInput: true }
          - { id: mute, title: Mute }
    """

  /// The new set: `mute` removed, `reply` retitled, a category added.
  static let new = """
    version: 1
    categories:
      - id: chat
        actions:
          - { id: reply, title: Answer, textInput: true }
      - id: news
        actions:
          - { id: read, title: Read }
    """

  /// Writes old.yml and new.yml into a fresh folder and runs herald there.
  static func run(
    _ arguments: [String], old: String = old, new: String = new
  ) throws -> HeraldRun {
    try withTemporaryFolder { folder in
      try folder.write("old.yml", text: old)
      try folder.write("new.yml", text: new)
      return try Herald.run(arguments, directory: folder.url)
    }
  }

  /// The text form: a line per change at the new set's place, `was at` under a removal, and
  /// the summary; exit 0 without `--fail-on`.
  @Test func textForm() throws {
    let run = try Self.run(["diff", "old.yml", "--against", "new.yml"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        new.yml:5:29: behavioural: title of action 'reply' of category 'chat' changed: 'Reply' → 'Answer' [diff-action-title-changed]
        new.yml:3:9: breaking: action 'mute' was removed from category 'chat' [diff-action-removed]
          was at old.yml:6:15
        new.yml:6:9: additive: category 'news' was added [diff-category-added]
        3 changes: 1 breaking, 1 behavioural, 1 additive

        """)
    #expect(run.stderr == "")
  }

  /// `--fail-on` exits 1 for a change of its class or worse and 0 otherwise.
  @Test func failOn() throws {
    #expect(
      try Self.run(["diff", "old.yml", "--against", "new.yml", "--fail-on", "breaking"]).status == 1
    )
    let additiveOnly = Self.old + "\n  - id: extra\n    actions:\n      - { id: x, title: X }\n"
    let behavioural = try Self.run(
      ["diff", "old.yml", "--against", "new.yml", "--fail-on", "behavioural"], new: additiveOnly)
    #expect(behavioural.status == 0, "\(behavioural.stdout)")
    #expect(behavioural.stdout.hasSuffix("1 change: 0 breaking, 0 behavioural, 1 additive\n"))
    let same = try Self.run(
      ["diff", "old.yml", "--against", "new.yml", "--fail-on", "behavioural"], new: Self.old)
    #expect(same.status == 0 && same.stdout == "no changes\n")
  }

  /// The JSON form: every change with both places, and the summary.
  @Test func jsonForm() throws {
    let run = try Self.run(["diff", "old.yml", "--against", "new.yml", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(
      changes.map { $0["id"] as? String } == [
        "diff-action-title-changed", "diff-action-removed", "diff-category-added",
      ])
    #expect(changes[1]["class"] as? String == "breaking")
    #expect((changes[1]["old"] as? [String: Any])?["file"] as? String == "old.yml")
    #expect(changes[2]["old"] is NSNull)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["breaking": 1, "behavioural": 1, "additive": 1])
  }

  /// The GitHub form: annotations on the new spec's lines, the class as the command.
  @Test func githubForm() throws {
    let run = try Self.run(["diff", "old.yml", "--against", "new.yml", "--format", "github"])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
      lines[1]
        == "::error file=new.yml,line=3,col=9,endLine=3,endColumn=13,title=diff-action-removed::action 'mute' was removed from category 'chat'%0Awas at old.yml:6:15"
    )
    #expect(lines[0].hasPrefix("::warning file=new.yml,line=5,"))
    #expect(lines[2].hasPrefix("::notice file=new.yml,line=6,"))
  }

  /// A set with errors: its diagnostics, no comparison, exit 1.
  @Test func invalidSetPrintsDiagnostics() throws {
    let run = try Self.run(
      ["diff", "old.yml", "--against", "new.yml"], new: "version: 1\ncategories:\n  - idd: x\n")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("new.yml:3:"))
    #expect(run.stderr.contains("error:"))
  }

  /// Usage and I/O errors: no new set, both ways at once, no old set, a missing file.
  @Test func usageAndIOErrors() throws {
    #expect(try Self.run(["diff", "old.yml"]).status == 2)
    #expect(
      try Self.run(["diff", "old.yml", "--against", "new.yml", "--since", "HEAD"]).status == 2)
    #expect(try Self.run(["diff", "--against", "new.yml"]).status == 2)
    #expect(
      try Self.run(["diff", "old.yml", "--against", "new.yml", "--fail-on", "additive"]).status == 2
    )
    let missing = try Self.run(["diff", "old.yml", "--against", "gone.yml"])
    #expect(missing.status == 3)
    #expect(missing.stderr.contains("gone.yml: no such file or folder"))
  }

  /// Spec strings reach every sink through its escaper: an escape sequence and a line break in a
  /// title stay inert in the text form and cannot forge a workflow command.
  @Test func hostileTitlesAreEscaped() throws {
    let hostile = Self.old.replacingOccurrences(
      of: "title: Mute", with: "title: \"Mute\\e[2J\\n::error::forged\"")
    let changed = hostile.replacingOccurrences(of: "Mute", with: "Silence")
    let text = try Self.run(
      ["diff", "old.yml", "--against", "new.yml"], old: hostile, new: changed)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(!text.stdout.contains("\u{1B}"))
    #expect(text.stdout.contains("\\u{1B}[2J\\u{A}::error::forged"))
    let github = try Self.run(
      ["diff", "old.yml", "--against", "new.yml", "--format", "github"], old: hostile, new: changed)
    #expect(github.stdout.split(separator: "\n").count == 1)
    #expect(github.stdout.contains(#"\u{1B}[2J\u{A}::error::forged"#))
    #expect(!github.stdout.contains("\u{1B}"))
  }

  /// A renamed action in a machine, with a shared setting changed too, in the JSON form: the
  /// rename and the one derived state name it changes (no state or cell changes), and the
  /// setting's change filed under no category.
  @Test func machineRenameAndSettingInJSON() throws {
    let machine = """
      version: 1
      swift: { namespace: Alerts }
      categories:
        - id: podcast
          actions:
            - { id: play, title: Play, onTap: { becomes: pause-action } }
            - { id: queue, title: Queue, onTap: { becomes: unqueue } }
          alternates:
            - { id: pause-action, title: Pause, onTap: { becomes: play } }
            - { id: unqueue, title: Unqueue, onTap: { becomes: queue } }
          states:
            idle: [play, queue]
            playing: [pause-action, queue]
      extensions:
        - { target: PodcastUI, categories: podcast, principalClass: Player, initialContentSizeRatio: 0.5 }
      """
    let renamed = machine.replacingOccurrences(of: "pause-action", with: "pause")
      .replacingOccurrences(of: "Alerts", with: "Notices")
    let run = try Self.run(
      ["diff", "old.yml", "--against", "new.yml", "--format", "json"], old: machine, new: renamed)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(
      changes.map { $0["id"] as? String } == [
        "diff-swift-namespace-changed", "diff-action-renamed", "diff-state-name-changed",
      ])
    #expect(changes[0]["category"] is NSNull)
    #expect(changes[2]["category"] as? String == "podcast")
    #expect((changes[2]["message"] as? String)?.contains("'pauseUnqueue'") == true)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["breaking": 3, "behavioural": 0, "additive": 0])
  }

  /// `--since REF` reads the old set from git: changed, deleted and new files, in a throwaway
  /// repository; a revision git does not know is a usage error.
  @Test func sinceReadsTheOldSetFromGit() throws {
    try withTemporaryFolder { folder in
      let git = { (arguments: [String]) throws -> ToolRun in
        let run = try Tool.run(
          ["git", "-c", "user.name=Herald", "-c", "user.email=herald@example.com"] + arguments,
          in: folder.url, timeout: 60)
        #expect(run.status == 0, "\(run.summary)")
        return run
      }
      _ = try git(["init", "-q"])
      try folder.write("Specs/chat.yml", text: Self.old)
      try folder.write(
        "Specs/promo.yml",
        text:
          "version: 1\ncategories:\n  - id: promo\n    actions:\n      - { id: open, title: Open }\n"
      )
      _ = try git(["add", "."])
      _ = try git(["commit", "-q", "-m", "old"])
      try folder.write("Specs/chat.yml", text: Self.new)
      _ = try git(["rm", "-q", "Specs/promo.yml"])
      try folder.write(
        "Specs/extra.yml",
        text:
          "version: 1\ncategories:\n  - id: extra\n    actions:\n      - { id: go, title: Go }\n")
      let run = try Herald.run(["diff", "--since", "HEAD", "Specs"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.contains("HEAD:Specs/promo.yml:3:9: breaking: category 'promo' was removed"))
      #expect(run.stdout.contains("Specs/chat.yml:3:9: breaking: action 'mute' was removed"))
      #expect(run.stdout.contains("  was at HEAD:Specs/chat.yml:6:15"))
      #expect(run.stdout.contains("Specs/extra.yml:3:9: additive: category 'extra' was added"))
      #expect(run.stdout.hasSuffix("5 changes: 2 breaking, 1 behavioural, 2 additive\n"))
      let failing = try Herald.run(
        ["diff", "--since", "HEAD", "Specs", "--fail-on", "breaking"], directory: folder.url)
      #expect(failing.status == 1)
      let unknown = try Herald.run(
        ["diff", "--since", "no-such-ref", "Specs"], directory: folder.url)
      #expect(unknown.status == 2)
      #expect(unknown.stderr.contains("'no-such-ref' is not a commit"))
      let stdin = try Herald.run(["diff", "--since", "HEAD", "-"], directory: folder.url)
      #expect(stdin.status == 2)
    }
  }

  /// `herald diff --help` names both ways of giving the sets.
  @Test func help() throws {
    let run = try Herald.run(["diff", "--help"])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix("usage: herald diff PATH... [--against NEW_PATH...] [--since REF]"))
  }
}
