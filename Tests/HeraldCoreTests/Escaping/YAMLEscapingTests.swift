// YAML that fix-its write into specs: libyaml reads it back as exactly the text.

import HeraldCore
import HeraldYAML
import Testing

@testable import TestSupport

/// `YAMLEscaping` read back by libyaml (through HeraldYAML, Herald's own reader of specs).
@Suite struct YAMLEscapingTests {
  /// The scalar a flow entry `{ id: X }` holds, as libyaml reads it; nil on a parse problem.
  static func readBack(_ written: String) -> String? {
    let document = "- { id: \(written), title: T }\n"
    let result = YAMLParser.parse(Array(document.utf8))
    guard result.problems.isEmpty, let root = result.root, root.items.count == 1 else {
      return nil
    }
    let entry = root.items[0]
    return entry.pairs.first { $0.key.scalar == "id" }?.value.scalar
  }

  /// Every hostile string, written as a scalar, reads back unchanged and stays on one line.
  @Test func hostileTextReadsBack() {
    for text in HostileText.strings(seed: 67) + ["true", "null", "- a", "a: b", "#x", "", "1.5"] {
      let written = YAMLEscaping.scalar(text)
      #expect(!written.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0.value == 0x85 })
      #expect(
        Self.readBack(written).map(HostileText.scalars) == HostileText.scalars(text),
        "\(HostileText.describe(text)) → \(written)")
    }
  }

  /// Ordinary ids stay plain, as a person writes them; words YAML reads as another type do not.
  @Test func ordinaryIDsStayPlain() {
    #expect(YAMLEscaping.scalar("unlike") == "unlike")
    #expect(YAMLEscaping.scalar("pause-action.v2") == "pause-action.v2")
    #expect(YAMLEscaping.scalar("true") == "\"true\"")
    #expect(YAMLEscaping.scalar("9lives") == "\"9lives\"")
  }
}
