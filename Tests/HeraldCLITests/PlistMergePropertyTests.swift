// A property test of `herald plist merge`: random plists keep every foreign value, get exactly
// the spec's owned keys, and merge idempotently byte for byte.

import HeraldCore
import Testing

@testable import HeraldCLI
@testable import HeraldPlist
@testable import TestSupport

/// Random hand-kept Info.plists merged with random extension specs.
struct PlistMergePropertyTests {
  /// The number of random cases.
  static let cases = 250

  /// The first seed; case `n` uses `firstSeed + n`.
  static let firstSeed: UInt64 = 0x4845_5241_4C44_0000

  /// Every entry at the three levels the merge touches: top-level keys, `NSExtension` keys and
  /// `NSExtensionAttributes` keys, by key path; the two dictionaries that hold the lower levels
  /// are not entries themselves.
  static func entries(_ root: [String: PlistValue]) -> [[String]: PlistValue] {
    var result: [[String]: PlistValue] = [:]
    for (key, value) in root { result[[key]] = value }
    guard case .dictionary(let section)? = root["NSExtension"] else { return result }
    result[["NSExtension"]] = nil
    for (key, value) in section { result[["NSExtension", key]] = value }
    guard case .dictionary(let attributes)? = section["NSExtensionAttributes"] else {
      return result
    }
    result[["NSExtension", "NSExtensionAttributes"]] = nil
    for (key, value) in attributes {
      result[["NSExtension", "NSExtensionAttributes", key]] = value
    }
    return result
  }

  /// Whether Herald owns the value at a key path for a spec with `specPaths`: the keys every
  /// spec sets always, the optional booleans only when the spec sets them, and with `prune`
  /// every key of `NSExtensionAttributes`.
  static func isOwned(_ path: [String], specPaths: Set<[String]>, prune: Bool) -> Bool {
    let optional =
      path.count == 3 && PlistMerge.optionalAttributeKeys.contains(path[2])
      && !specPaths.contains(path)
    let attribute =
      path.count == 3 && path[0] == "NSExtension"
      && path[1] == "NSExtensionAttributes"
    return isOwned(path) && !optional || prune && attribute
  }

  /// Whether Herald can own the value at a key path.
  static func isOwned(_ path: [String]) -> Bool {
    switch path.count {
    case 2: path[0] == "NSExtension" && PlistMerge.ownedExtensionKeys.contains(path[1])
    case 3:
      path[0] == "NSExtension" && path[1] == "NSExtensionAttributes"
        && PlistMerge.ownedAttributeKeys.contains(path[2])
    default: false
    }
  }

  /// After a merge the entries are exactly the foreign entries, each with its original value,
  /// plus the spec's owned entries; the written XML reads back to the merged value; merging the
  /// written file again gives the same bytes. Reports only the first failing seed, by number.
  @Test func mergeKeepsForeignValuesAndIsIdempotent() throws {
    var foreignSeen = 0
    var ownedReplaced = 0
    var failed = false
    for index in 0..<Self.cases {
      let seed = Self.firstSeed + UInt64(index)
      var random = RandomPlist(seed: seed)
      let root = random.infoPlist()
      let spec = ExtensionAttributes.nsExtension(random.extensionDecl()).mapValues(PlistValue.init)
      foreignSeen += Self.entries(root).keys.filter { !Self.isOwned($0) }.count
      ownedReplaced += Self.entries(root).keys.filter(Self.isOwned).count
      let prune = index % 4 == 3
      guard !failed, let problem = try Self.problem(merging: spec, into: root, prune: prune)
      else { continue }
      Issue.record("seed \(seed) (0x\(String(seed, radix: 16))): \(problem)")
      failed = true
    }
    #expect(foreignSeen > Self.cases * 3, "the generator made too few foreign keys")
    #expect(ownedReplaced > Self.cases, "the generator made too few pre-existing owned keys")
  }

  /// The first property one merge breaks, or nil.
  static func problem(
    merging spec: [String: PlistValue], into root: [String: PlistValue], prune: Bool
  ) throws -> String? {
    let merged = try PlistMerge.merge(spec, into: root, prune: prune)
    let specEntries = entries(["NSExtension": .dictionary(spec)])
    let specPaths = Set(specEntries.keys)
    var expected = entries(root).filter {
      !isOwned($0.key, specPaths: specPaths, prune: prune)
    }
    for (path, value) in specEntries {
      guard isOwned(path) else { return "the spec sets \(path), which Herald does not own" }
      expected[path] = value
    }
    let actual = entries(merged)
    if actual != expected {
      let paths = Set(actual.keys).union(expected.keys).filter { actual[$0] != expected[$0] }
      let shown = paths.sorted { $0.description < $1.description }.prefix(3)
      return "wrong entries after merging: "
        + shown.map {
          "\($0): \(String(describing: actual[$0])) instead of "
            + "\(String(describing: expected[$0]))"
        }.joined(separator: "; ")
    }
    let first = PlistWriter.document(.dictionary(merged))
    let reread = try PlistReader.parse(Array(first.utf8), path: "merged.plist")
    guard PlistValue.dictionary(reread).isIdentical(to: .dictionary(merged)) else {
      return "the written XML reads back differently:\n\(first)"
    }
    let second = PlistWriter.document(
      .dictionary(try PlistMerge.merge(spec, into: reread, prune: prune)))
    guard first == second else { return "merging twice changed the bytes:\n\(first)\n\(second)" }
    return nil
  }

  /// The generator is deterministic: one seed, one plist; and it knows the keys the merge owns.
  @Test func sameSeedSamePlist() {
    #expect(RandomPlist.ownedExtensionKeys == PlistMerge.ownedExtensionKeys)
    #expect(RandomPlist.ownedAttributeKeys == PlistMerge.ownedAttributeKeys)
    var first = RandomPlist(seed: 42)
    var second = RandomPlist(seed: 42)
    var third = RandomPlist(seed: 43)
    let plist = first.infoPlist()
    #expect(plist == second.infoPlist())
    #expect(plist != third.infoPlist())
  }
}
