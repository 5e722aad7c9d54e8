// The round trip prints its comparison as the Python script did: the JSON of both sides and
// the unified diff between them (expected texts taken from Python's json and difflib).

import HeraldArguments
import HeraldCore
import Testing

@testable import RoundtripSupport

/// The diff and the JSON text of a failing round trip, byte for byte.
struct RoundtripTextTests {
  /// Equal sides give no diff at all.
  @Test func equalSidesGiveNoDiff() {
    let lines = ["{\n", "}\n"]
    #expect(UnifiedDiff(old: lines, new: lines).text(from: "m", to: "r") == "")
  }

  /// A removed line, with its context and hunk header.
  @Test func removedLine() {
    let old = ["{\n", "  \"a\": 1,\n", "  \"b\": 2,\n", "}\n"]
    let new = ["{\n", "  \"a\": 1,\n", "}\n"]
    let expected = "--- m\n+++ r\n@@ -1,4 +1,3 @@\n {\n   \"a\": 1,\n-  \"b\": 2,\n }\n"
    #expect(UnifiedDiff(old: old, new: new).text(from: "m", to: "r") == expected)
  }

  /// In 200 lines or more, a line that makes up over 1% of the new side cannot start a match
  /// (difflib's autojunk); the hunks still come out as difflib's.
  @Test func popularLinesSplitHunksAsDifflib() {
    let old = (0..<210).map { $0 % 3 == 0 ? "  \"icon\": null,\n" : "  \"line \($0)\": null,\n" }
    var new = old
    new[5] = "  \"changed\": 1,\n"
    new.remove(at: 100)
    new.insert("  \"icon\": null,\n", at: 150)
    let expected = """
      --- m
      +++ r
      @@ -3,7 +3,7 @@
         "line 2": null,
         "icon": null,
         "line 4": null,
      -  "line 5": null,
      +  "changed": 1,
         "icon": null,
         "line 7": null,
         "line 8": null,
      @@ -98,7 +98,6 @@
         "line 97": null,
         "line 98": null,
         "icon": null,
      -  "line 100": null,
         "line 101": null,
         "icon": null,
         "line 103": null,
      @@ -149,6 +148,7 @@
         "line 148": null,
         "line 149": null,
         "icon": null,
      +  "icon": null,
         "line 151": null,
         "line 152": null,
         "icon": null,

      """
    #expect(UnifiedDiff(old: old, new: new).text(from: "m", to: "r") == expected)
  }

  /// Sorted keys, two-space indents, empty containers inline, and every character that would
  /// not show spelled `\uXXXX` (a surrogate pair above U+FFFF), the rest kept as is.
  @Test func prettyJSONShowsInvisibleCharacters() {
    let value = JSONValue.array([
      .object([
        "d": .null, "c": .object([:]), "a": .array([]),
        "b": .string("a\u{200B}\u{301}\n\u{7F}😀\u{E0001}\u{A0}\"\\"),
      ])
    ])
    let expected = """
      [
        {
          "a": [],
          "b": "a\\u200b\\u0301\\n\\u007f😀\\udb40\\udc01\\u00a0\\"\\\\",
          "c": {},
          "d": null
        }
      ]

      """
    #expect(value.pretty == expected)
  }
}

/// Names of cached products.
struct CacheKeyTests {
  /// The digest is 24 hexadecimal digits, the same for the same parts, and part boundaries
  /// count: `ab` + `c` is not `a` + `bc`.
  @Test func digestCountsBoundaries() {
    let one = CacheKey.digest([CacheKey.bytes("ab"), CacheKey.bytes("c")])
    #expect(one.count == 24 && one.allSatisfy(\.isHexDigit))
    #expect(one == CacheKey.digest([CacheKey.bytes("ab"), CacheKey.bytes("c")]))
    #expect(one != CacheKey.digest([CacheKey.bytes("a"), CacheKey.bytes("bc")]))
    #expect(one != CacheKey.digest([CacheKey.bytes("abc")]))
  }
}
