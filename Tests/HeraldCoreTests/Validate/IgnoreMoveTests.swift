// The fix-it of `invalid-ignore` that moves an entry for a rule about the whole set to
// `diagnostics: { ignore: }`: its edits applied to the text, and the result checked again.

import Testing

@testable import HeraldCore

/// Moving an `ignore` entry to the set-wide list, for every way the lists can be written.
@Suite struct IgnoreMoveTests {
  /// A rule that fires only at the top level of a file, and can be silenced.
  static let fileRule = "payload-unused-type"

  /// The set's files after the move fix-it of the `invalid-ignore` about `id`, each checked
  /// again: the fix-it is there, has a removal and an addition, and leaves no `invalid-ignore`
  /// and no other diagnostic the set did not have, and the id in every `diagnostics` block.
  static func moved(
    _ files: [(path: String, yaml: String)], id: String = fileRule,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: String] {
    let before = check(files: files)
    let found = try #require(
      before.diagnostics(.invalidIgnore).first { $0.message.hasPrefix("'\(id)' cannot fire") },
      "\(before.listing)", sourceLocation: sourceLocation)
    #expect(found.fixIts.count == 1, sourceLocation: sourceLocation)
    let fix = try #require(found.fixIts.first, sourceLocation: sourceLocation)
    #expect(fix.summary == "move '\(id)' to 'diagnostics: { ignore: }'")
    #expect(fix.edits.count >= 2, sourceLocation: sourceLocation)
    // One edit takes the entry out: its range covers the entry's.
    #expect(
      fix.edits.contains { $0.range.start <= found.range.start && found.range.end <= $0.range.end },
      sourceLocation: sourceLocation)
    var fixed: [String: String] = [:]
    for file in files {
      let text = try #require(
        fix.applied(to: file.yaml, in: file.path), sourceLocation: sourceLocation)
      fixed[file.path] = text
    }
    let after = check(files: files.map { ($0.path, fixed[$0.path]!) })
    #expect(after.diagnostics(.invalidIgnore).isEmpty, "\(after.listing)")
    let others = { (check: MarkedCheck) in
      check.diagnostics.filter { $0.id != .invalidIgnore }.map { "\($0.id):\($0.message)" }
    }
    #expect(others(after) == others(before), "\(after.listing)", sourceLocation: sourceLocation)
    for file in files {
      var engine = DiagnosticsEngine()
      let spec = SpecLoader.load(
        InputFile(path: file.path, bytes: Array(fixed[file.path]!.utf8)), into: &engine)
      guard let block = spec?.diagnostics else { continue }
      #expect(block.value.ignore.map(\.value).contains(id), sourceLocation: sourceLocation)
    }
    #expect(
      after.outcome.spec?.set.files.contains { $0.diagnostics?.value.ids.contains(id) == true }
        == true, "\(after.listing)", sourceLocation: sourceLocation)
    return fixed
  }

  /// `moved` for one file, `spec.yml`.
  static func moved(
    _ yaml: String, id: String = fileRule, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try moved([("spec.yml", yaml)], id: id, sourceLocation: sourceLocation)["spec.yml"]!
  }

  /// A one-category spec around a category `ignore` line.
  static func spec(_ ignore: String, head: String = "version: 1\n") -> String {
    head + "categories:\n  - id: chat\n" + ignore + "    actions:\n      - { id: a, title: A }\n"
  }

  /// In a flow list the entry goes with one comma, wherever it stands; the first file has no
  /// `diagnostics`, so a line is added after `version`.
  @Test(arguments: [
    ("[payload-unused-type, banner-actions]", "[banner-actions]"),
    ("[banner-actions, payload-unused-type]", "[banner-actions]"),
    (
      "[banner-actions, payload-unused-type, destructive-first]",
      "[banner-actions, destructive-first]"
    ),
    ("[ banner-actions ,payload-unused-type ]", "[ banner-actions ]"),
    ("[\"payload-unused-type\", banner-actions]", "[banner-actions]"),
  ])
  func flowList(written: String, left: String) throws {
    let fixed = try Self.moved(Self.spec("    ignore: \(written)\n"))
    #expect(
      fixed
        == Self.spec(
          "    ignore: \(left)\n",
          head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
  }

  /// The only entry of a flow list leaves `[]`, on a category and in an action's flow mapping.
  @Test func singleFlowEntryLeavesEmptyList() throws {
    let category = try Self.moved(Self.spec("    ignore: [payload-unused-type]\n"))
    #expect(
      category
        == Self.spec(
          "    ignore: []\n", head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
    let action = try Self.moved(
      "version: 1\ncategories:\n  - id: chat\n    actions:\n"
        + "      - { id: a, title: A, ignore: [payload-unused-type] }\n")
    #expect(
      action
        == "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\ncategories:\n  - id: chat\n"
        + "    actions:\n      - { id: a, title: A, ignore: [] }\n")
  }

  /// In a block list the entry's line goes, comment and all; the others keep theirs.
  @Test func blockList() throws {
    let first = try Self.moved(
      Self.spec("    ignore:\n      - payload-unused-type  # why\n      - banner-actions\n"))
    #expect(
      first
        == Self.spec(
          "    ignore:\n      - banner-actions\n",
          head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
    let last = try Self.moved(
      Self.spec("    ignore:\n      - banner-actions # kept\n      - payload-unused-type\n"))
    #expect(
      last
        == Self.spec(
          "    ignore:\n      - banner-actions # kept\n",
          head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
  }

  /// The only entry of a block list becomes `ignore: []` on the key's line; with a comment on
  /// that line, `[]` takes the dash's place instead.
  @Test func singleBlockEntry() throws {
    let plain = try Self.moved(Self.spec("    ignore:\n      - payload-unused-type\n"))
    #expect(
      plain
        == Self.spec(
          "    ignore: []\n", head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
    let commented = try Self.moved(
      Self.spec("    ignore: # for now\n      - payload-unused-type\n"))
    #expect(
      commented
        == Self.spec(
          "    ignore: # for now\n      []\n",
          head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
  }

  /// A file's `diagnostics` block in flow style gets the id after its last entry.
  @Test func existingFlowBlock() throws {
    let fixed = try Self.moved(
      Self.spec(
        "    ignore: [payload-unused-type]\n",
        head: "version: 1\ndiagnostics: { ignore: [destructive-first] }\n"))
    #expect(
      fixed
        == Self.spec(
          "    ignore: []\n",
          head: "version: 1\ndiagnostics: { ignore: [destructive-first, payload-unused-type] }\n"))
  }

  /// A block-style `diagnostics` block gets a new item line at its items' indentation.
  @Test func existingBlockBlock() throws {
    let fixed = try Self.moved(
      Self.spec(
        "    ignore: [banner-actions, payload-unused-type]\n",
        head: "version: 1\ndiagnostics:\n  ignore:\n    - destructive-first   # note\n"))
    #expect(
      fixed
        == Self.spec(
          "    ignore: [banner-actions]\n",
          head:
            "version: 1\ndiagnostics:\n  ignore:\n    - destructive-first   # note\n    - payload-unused-type\n"
        ))
  }

  /// An empty set-wide list gets the id between its brackets.
  @Test func existingEmptyList() throws {
    let fixed = try Self.moved(
      Self.spec(
        "    ignore: [payload-unused-type]\n", head: "version: 1\ndiagnostics: { ignore: [ ] }\n"))
    #expect(
      fixed
        == Self.spec(
          "    ignore: []\n", head: "version: 1\ndiagnostics: { ignore: [ payload-unused-type] }\n")
    )
  }

  /// An id the set-wide list already holds is only taken out where it cannot act.
  @Test func alreadyListedSetWide() throws {
    let yaml = Self.spec(
      "    ignore: [banner-actions, payload-unused-type]\n",
      head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n")
    let found = try #require(check(yaml).diagnostics(.invalidIgnore).first)
    #expect(found.fixIts.first?.edits.count == 1)
    #expect(
      found.fixIts.first?.applied(to: yaml, in: "spec.yml")
        == Self.spec(
          "    ignore: [banner-actions]\n",
          head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n"))
  }

  /// A CR LF file keeps CR LF in the lines the fix adds and removes, in both list styles.
  @Test func crlfFile() throws {
    let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
    let flow = try Self.moved(
      crlf(Self.spec("    ignore: [banner-actions, payload-unused-type]\n")))
    #expect(
      flow
        == crlf(
          Self.spec(
            "    ignore: [banner-actions]\n",
            head: "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\n")))
    let block = try Self.moved(
      crlf(
        Self.spec(
          "    ignore:\n      - payload-unused-type\n      - banner-actions\n",
          head: "version: 1\ndiagnostics:\n  ignore:\n    - destructive-first\n")))
    #expect(
      block
        == crlf(
          Self.spec(
            "    ignore:\n      - banner-actions\n",
            head:
              "version: 1\ndiagnostics:\n  ignore:\n    - destructive-first\n    - payload-unused-type\n"
          )))
    #expect(!block.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  /// A file that does not end with a line break: the last block entry goes with the break
  /// before it, and the added item starts with one.
  @Test func noFinalLineBreak() throws {
    let yaml =
      "version: 1\ncategories:\n  - id: chat\n    actions:\n      - { id: a, title: A }\n"
      + "    ignore:\n      - banner-actions\n      - payload-unused-type"
    let fixed = try Self.moved(yaml)
    #expect(
      fixed
        == "version: 1\ndiagnostics: { ignore: [payload-unused-type] }\ncategories:\n  - id: chat\n"
        + "    actions:\n      - { id: a, title: A }\n    ignore:\n      - banner-actions")
    let setWide = try Self.moved(
      "version: 1\ncategories:\n  - id: chat\n    ignore: [payload-unused-type]\n"
        + "    actions:\n      - { id: a, title: A }\ndiagnostics:\n  ignore:\n    - banner-actions"
    )
    #expect(setWide.hasSuffix("  ignore:\n    - banner-actions\n    - payload-unused-type"))
  }

  /// In a set of several files, the id joins every file's `diagnostics` block (the blocks must
  /// agree), and the entry leaves its own file: one fix-it, edits in two files.
  @Test func severalFiles() throws {
    let first = "version: 1\ndiagnostics: { ignore: [destructive-first] }\n"
    let second = Self.spec("    ignore: [payload-unused-type]\n")
    let fixed = try Self.moved([("a.yml", first), ("b.yml", second)])
    #expect(
      fixed["a.yml"]
        == "version: 1\ndiagnostics: { ignore: [destructive-first, payload-unused-type] }\n")
    #expect(fixed["b.yml"] == Self.spec("    ignore: []\n"))
  }

  /// An entry whose list is shared through a YAML alias, or written in a form the fix does not
  /// know, keeps its warning and gets no fix-it rather than a wrong one.
  @Test(arguments: [
    "version: 1\ncategories:\n  - id: chat\n    ignore: &shared [payload-unused-type]\n"
      + "    actions:\n      - { id: a, title: A, ignore: *shared }\n",
    spec("    ignore: [ # why\n      payload-unused-type]\n"),
    "{ version: 1, categories: [{ id: chat, ignore: [payload-unused-type], actions: [{ id: a, title: A }] }] }\n",
  ])
  func noFixWhenUnsure(yaml: String) throws {
    let found = check(yaml).diagnostics(.invalidIgnore).filter {
      $0.message.hasPrefix("'payload-unused-type' cannot fire")
    }
    #expect(!found.isEmpty)
    let fixes = found.flatMap(\.fixIts)
    #expect(fixes.isEmpty, "\(fixes)")
  }

  /// The edits of one fix-it never overlap: the initializer refuses overlapping edits and two
  /// insertions at one place, and sorts the rest.
  @Test func editsMustNotOverlap() {
    let range = { (start: Int, end: Int) in
      SourceRange(
        file: "x.yml", start: SourcePosition(line: 1, column: start),
        end: SourcePosition(line: 1, column: end))
    }
    #expect(
      FixIt(
        nil,
        edits: [
          FixIt.Edit(range: range(1, 5), replacement: ""),
          FixIt.Edit(range: range(4, 6), replacement: "x"),
        ]) == nil)
    #expect(
      FixIt(
        nil,
        edits: [
          FixIt.Edit(range: range(3, 3), replacement: "a"),
          FixIt.Edit(range: range(3, 3), replacement: "b"),
        ]) == nil)
    #expect(FixIt(nil, edits: []) == nil)
    let sorted = FixIt(
      nil,
      edits: [
        FixIt.Edit(range: range(5, 6), replacement: "Y"),
        FixIt.Edit(range: range(1, 2), replacement: "X"),
      ])
    #expect(sorted?.edits.map(\.replacement) == ["X", "Y"])
    #expect(sorted?.applied(to: "abcdef", in: "x.yml") == "XbcdYf")
    #expect(sorted?.applied(to: "abc", in: "x.yml") == nil)
  }
}
