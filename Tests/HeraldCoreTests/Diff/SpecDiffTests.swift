// `SpecDiff` in-process on small spec pairs: what each change is classified as, where it points,
// and when `RenameMatcher` calls a removal and an addition one rename.

import Testing

@testable import HeraldCore

/// Classifications of removals, additions and renames.
struct SpecDiffTests {
  /// The changes from `old` to `new`, each validated as one file.
  static func changes(_ old: String, _ new: String) throws -> [SpecChange] {
    SpecDiff.compare(old: try spec(old, "old.yml"), new: try spec(new, "new.yml"))
  }

  /// A spec validated from its text; one with errors fails the test.
  static func spec(_ text: String, _ name: String) throws -> ValidatedSpec {
    let outcome = Compiler.check([InputFile(path: name, bytes: Array(text.utf8))])
    return try #require(outcome.spec, "\(name) is invalid: \(outcome.diagnostics.diagnostics)")
  }

  /// A set of one category `chat` with `actions` (flow mappings) and an optional payload.
  static func chat(_ actions: [String], payload: [String] = []) -> String {
    var text = "version: 1\ncategories:\n  - id: chat\n    actions:\n"
    for action in actions { text += "      - \(action)\n" }
    if !payload.isEmpty {
      text += "    payload:\n" + payload.map { "      \($0)\n" }.joined()
    }
    return text
  }

  /// A set compared with itself has no changes.
  @Test func sameSetHasNoChanges() throws {
    let text = Self.chat(["{ id: reply, title: Reply }"], payload: ["id: string"])
    #expect(try Self.changes(text, text).isEmpty)
  }

  /// A removed action is breaking: a delivered notification can still name it. It points at
  /// its line in the old set and at its category in the new one.
  @Test func removedActionIsBreaking() throws {
    let changes = try Self.changes(
      Self.chat(["{ id: reply, title: Reply }", "{ id: mute, title: Mute }"]),
      Self.chat(["{ id: reply, title: Reply }"]))
    #expect(changes.map(\.kind) == [.actionRemoved])
    #expect(changes.first?.changeClass == .breaking)
    #expect(changes.first?.category == "chat")
    #expect(changes.first?.message.contains("'mute'") == true)
    #expect(changes.first?.old?.start.line == 6)
    #expect(changes.first?.new?.start.line == 3)
  }

  /// An added action is additive.
  @Test func addedActionIsAdditive() throws {
    let changes = try Self.changes(
      Self.chat(["{ id: reply, title: Reply }"]),
      Self.chat(["{ id: reply, title: Reply }", "{ id: mute, title: Mute }"]))
    #expect(changes.map(\.kind) == [.actionAdded])
    #expect(changes.first?.changeClass == .additive)
  }

  /// A payload key added as optional is additive (old payloads still decode); added as
  /// required it is breaking (they do not).
  @Test func addedPayloadKeyIsAdditiveOnlyWhenOptional() throws {
    let actions = ["{ id: reply, title: Reply }"]
    let old = Self.chat(actions, payload: ["id: string"])
    let optional = try Self.changes(
      old, Self.chat(actions, payload: ["id: string", "note: { type: string, optional: true }"]))
    #expect(optional.map(\.kind) == [.payloadKeyAdded])
    #expect(optional.first?.changeClass == .additive)
    let required = try Self.changes(
      old, Self.chat(actions, payload: ["id: string", "seats: integer"]))
    #expect(required.map(\.kind) == [.payloadRequiredKeyAdded])
    #expect(required.first?.changeClass == .breaking)
  }

  /// An action whose id changed but whose title and options did not is one rename, not a
  /// removal and an addition.
  @Test func renamedActionIsRecognised() throws {
    let changes = try Self.changes(
      Self.chat(["{ id: reply, title: Reply, textInput: true }", "{ id: mute, title: Mute }"]),
      Self.chat(["{ id: respond, title: Reply, textInput: true }", "{ id: mute, title: Mute }"]))
    #expect(changes.map(\.kind) == [.actionRenamed])
    #expect(changes.first?.changeClass == .breaking)
    #expect(
      changes.first?.message.contains("'reply'") == true
        && changes.first?.message.contains("'respond'") == true)
  }

  /// Two removed actions of the same shape and two added ones: a guess could pair them wrong,
  /// so they stay two removals and two additions.
  @Test func ambiguousRenameIsNotGuessed() throws {
    let changes = try Self.changes(
      Self.chat(["{ id: a, title: OK }", "{ id: b, title: OK }"]),
      Self.chat(["{ id: c, title: OK }", "{ id: d, title: OK }"]))
    #expect(changes.filter { $0.kind == .actionRenamed }.isEmpty)
    #expect(changes.filter { $0.kind == .actionRemoved }.count == 2)
    #expect(changes.filter { $0.kind == .actionAdded }.count == 2)
  }

  /// `RenameMatcher.pairs` pairs an entry only when its signature is unique on both sides, in
  /// the order of the removed entries; entries without a signature never pair.
  @Test func renameMatcherPairsUniqueSignaturesOnly() {
    let pairs = RenameMatcher.pairs(
      removed: ["x1", "y1", "y2", "-"], added: ["y3", "x2", "y4", "-"],
      signature: { $0 == "-" ? nil : String($0.prefix(1)) })
    #expect(pairs.map { "\($0.old)→\($0.new)" } == ["x1→x2"])
    let second = RenameMatcher.pairs(
      removed: ["b1", "a1"], added: ["a2", "b2"], signature: { String($0.prefix(1)) })
    #expect(second.map { "\($0.old)→\($0.new)" } == ["b1→b2", "a1→a2"])
  }
}
