// The key-by-key list of what a merge changes, and how keys and values are shown in it.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import HeraldPlist

/// Tests of `PlistChange` and `PlistDisplay`.
struct PlistChangeTests {
  /// Added, changed and removed keys at every depth, sorted by key path; equal values and
  /// unchanged dictionaries are not listed; a new dictionary is listed by its keys.
  @Test func changesKeyByKey() {
    let old: [String: PlistValue] = [
      "Same": .integer(1), "Gone": .string("x"), "Zero": .real(0),
      "N": .dictionary(["A": .bool(true), "B": .dictionary(["C": .string("old")])]),
    ]
    let new: [String: PlistValue] = [
      "Same": .integer(1), "Zero": .real(-0.0), "New": .dictionary(["D": .integer(2)]),
      "N": .dictionary(["A": .bool(true), "B": .dictionary(["C": .string("new")])]),
    ]
    #expect(
      PlistChange.changes(from: old, to: new).map(\.line) == [
        #"  removed Gone: "x""#, #"  changed N.B.C: "old" → "new""#, "  added   New.D: 2",
        "  changed Zero: 0.0 → -0.0",
      ])
    #expect(PlistChange.changes(from: new, to: new).isEmpty)
    #expect(
      PlistChange.changes(from: [:], to: ["E": .dictionary([:])]).map(\.line) == [
        "  added   E: [:]"
      ])
  }

  /// Control, format and separator characters in keys and values are shown as escapes, never
  /// raw; quotes and backslashes are escaped; plain non-ASCII text is shown as is.
  @Test func hostileTextEscaped() {
    let text = "a\u{1B}[31m\u{7}\u{7F}\u{85}\u{202E}\u{2028}\u{200B}\"\\\n\r\t é🙂"
    let shown = PlistDisplay.value(.string(text))
    #expect(
      shown
        == #""a\u{1B}[31m\u{7}\u{7F}\u{85}\u{202E}\u{2028}\u{200B}\"\\\n\r\t é🙂""#)
    let line = PlistChange(
      kind: .changed, keyPath: ["N", "k\u{1B}", "a.b", ""], old: .string(text),
      new: .string("x")
    ).line
    #expect(line.hasPrefix(#"  changed N."k\u{1B}"."a.b"."": "a\u{1B}"#))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  /// Values are compact: reals with a point, long strings, arrays, dictionaries and data cut.
  @Test func valuesCompact() {
    #expect(PlistDisplay.value(.real(2)) == "2.0" && PlistDisplay.value(.integer(2)) == "2")
    #expect(PlistDisplay.value(.real(.infinity)) == "inf")
    let long = PlistDisplay.value(.string(String(repeating: "x", count: 200)))
    #expect(long == "\"" + String(repeating: "x", count: 80) + "…\"")
    #expect(
      PlistDisplay.value(.array((1...8).map(PlistValue.integer)))
        == "[1, 2, 3, 4, 5, 6, … 2 more]")
    #expect(
      PlistDisplay.value(.dictionary(["b": .bool(false), "a": .string("x")]))
        == #"["a": "x", "b": false]"#)
    #expect(PlistDisplay.value(.data([0, 1, 255])) == "<3 bytes: 00 01 FF>")
    #expect(PlistDisplay.value(.data([])) == "<0 bytes>")
    #expect(PlistDisplay.value(.date(0)) == "date 1970-01-01T00:00:00Z")
    #expect(PlistDisplay.value(.date(0.5)) == "date 1970-01-01T00:00:00Z + 0.5 s")
  }
}
