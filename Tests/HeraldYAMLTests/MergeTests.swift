// Checks `<<` merge keys: placement, precedence, explicit overrides and bad merge values.

import HeraldYAML
import Testing

/// Merge key semantics.
@Suite struct MergeTests {
  /// Two anchored mappings the tests merge.
  static let bases = "x: &x {a: 1, b: 1}\ny: &y {b: 2, c: 2}\n"

  /// The merged pairs sit where the `<<` key was, in the merged mapping's order.
  @Test func singleMappingMergedInPlace() throws {
    let result = parse(Self.bases + "z: {first: 0, <<: *x, last: 9}\n")
    let z = try #require(result.root?["z"])
    #expect(result.problems.isEmpty)
    #expect(z.keys == ["first", "a", "b", "last"])
    #expect(z["a"]?.scalar == "1")
  }

  /// Merged pairs keep the ranges of the mapping they came from.
  @Test func mergedPairsKeepTheirRanges() throws {
    let z = try #require(parse(Self.bases + "z:\n  <<: *x\n").root?["z"])
    #expect(z.pairs.first?.key.range == span((1, 8), (1, 9)))
  }

  /// In a sequence of mappings, earlier mappings win over later ones.
  @Test func sequenceOfMappings() throws {
    let result = parse(Self.bases + "z:\n  <<: [*x, *y]\n")
    let z = try #require(result.root?["z"])
    #expect(result.problems.isEmpty)
    #expect(z.keys == ["a", "b", "c"])
    #expect(z["b"]?.scalar == "1")
    #expect(z["c"]?.scalar == "2")
  }

  /// Explicit keys override merged ones silently, whether written before or after the `<<`.
  @Test func explicitKeysOverride() throws {
    let result = parse(Self.bases + "z: {a: 9, <<: *x}\nw: {<<: *x, b: 8}\n")
    let root = try #require(result.root)
    #expect(result.problems.isEmpty)
    #expect(root["z"]?.keys == ["a", "b"])
    #expect(root["z"]?["a"]?.scalar == "9")
    #expect(root["w"]?.keys == ["a", "b"])
    #expect(root["w"]?["b"]?.scalar == "8")
  }

  /// An inline mapping merges as well as an alias does.
  @Test func inlineMergeValue() throws {
    let result = parse("z:\n  <<: {p: 1, q: 2}\n  r: 3\n")
    #expect(result.problems.isEmpty)
    #expect(result.root?["z"]?.keys == ["p", "q", "r"])
  }

  /// A `!!merge` tagged key merges; a quoted `"<<"` is an ordinary key.
  @Test func taggedAndQuotedMergeKeys() throws {
    let tagged = parse(Self.bases + "z: {!!merge <<: *x}\n")
    #expect(tagged.problems.isEmpty)
    #expect(tagged.root?["z"]?.keys == ["a", "b"])
    let quoted = parse(Self.bases + "z: {\"<<\": *x}\n")
    #expect(quoted.root?["z"]?.keys == ["<<"])
  }

  /// A scalar merge value is a bad merge, reported at the value; the rest of the mapping stays.
  @Test func scalarMergeValue() throws {
    let result = parse("z:\n  a: 1\n  <<: oops\n  b: 2\n")
    let problem = try #require(result.problems.first)
    #expect(kinds(result) == [.badMerge])
    #expect(problem.message.hasPrefix("a '<<' merge value must be a mapping"))
    #expect(problem.range == span((3, 7), (3, 11)))
    #expect(result.root?["z"]?.keys == ["a", "b"])
  }

  /// A sequence with a non-mapping item is a bad merge, reported at that item.
  @Test func sequenceWithScalarItem() throws {
    let result = parse(Self.bases + "z:\n  <<: [*x, 5]\n")
    #expect(kinds(result) == [.badMerge])
    #expect(result.problems.first?.range == span((4, 12), (4, 13)))
    #expect(result.root?["z"]?.keys == [])
  }

  /// An alias to a scalar as merge value is reported at the alias.
  @Test func aliasToScalarMergeValue() throws {
    let result = parse("s: &s text\nz: {<<: *s}\n")
    #expect(kinds(result) == [.badMerge])
    #expect(result.problems.first?.range == span((2, 9), (2, 11)))
  }

  /// An alias to an unknown anchor as merge value, or as an item of one, is only the unknown
  /// anchor, not a bad merge as well; it merges nothing and the rest of the mapping stays.
  @Test func unknownAnchorMergeValue() throws {
    let single = parse("z:\n  a: 1\n  <<: *nope\n  b: 2\n")
    #expect(kinds(single) == [.unknownAnchor])
    #expect(single.problems.first?.range == span((3, 7), (3, 12)))
    #expect(single.root?["z"]?.keys == ["a", "b"])
    let listed = parse(Self.bases + "z:\n  <<: [*nope, *y]\n")
    #expect(kinds(listed) == [.unknownAnchor])
    #expect(listed.root?["z"]?.keys == ["b", "c"])
  }

  /// Elsewhere an unknown anchor still reads as an empty scalar, and a real bad merge item next
  /// to it is still reported.
  @Test func unknownAnchorOutsideMerges() throws {
    let plain = parse("z:\n  <<: *x0\n  list: [*nope]\n")
    #expect(kinds(plain) == [.unknownAnchor, .unknownAnchor])
    #expect(plain.root?["z"]?["list"]?.items.first?.scalar == "")
    #expect(kinds(parse("z:\n  <<: [*nope, 5]\n")) == [.unknownAnchor, .badMerge])
  }

  /// A second `<<` in one mapping is a duplicate key.
  @Test func twoMergeKeys() throws {
    let result = parse(Self.bases + "z:\n  <<: *x\n  <<: *y\n")
    #expect(kinds(result) == [.duplicateKey])
    #expect(result.root?["z"]?.keys == ["a", "b"])
  }
}
