// A property test of what `plist merge` writes, against independent readers: random hostile
// strings (CR, CRLF, tabs, quotes, `&`, `<`, `]]>`, emoji, combining marks) and random reals
// (negative zero, extremes) in keys Herald does not own read back exactly with Python's
// `plistlib` (an XML reader that normalises line ends) and with Foundation.

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import HeraldPlist
@testable import TestSupport

/// Merged random plists read by `plistlib` and by `PropertyListSerialization`.
struct PlistMergeOracleTests {
  /// The number of random plists.
  static let cases = 150

  /// The first seed; case `n` uses `firstSeed + n`.
  static let firstSeed: UInt64 = 0x4F52_4143_4C45_0000

  /// Pieces that hostile strings are made of. U+FEFF is left out: Foundation drops it from the
  /// start of any string it reads, whatever wrote the file.
  static let pieces = [
    "\r", "\r\n", "\n\r", "\t", "\"", "'", "&", "&amp;", "&#13;", "<", ">", "]]>", "<![CDATA[",
    "🙂", "👨‍👩‍👧", "é", "e\u{301}", "&\u{301}", "<\u{338}", "日本", " ", "  ", "a", "Z", "\u{7F}",
    "\u{85}", "\u{2028}", "$(X)", "\\",
  ]

  /// Reals that XML writers get wrong, and random bit patterns.
  static func real(_ random: inout RandomPlist) -> Double {
    let edges: [Double] = [
      -0.0, 0, 1, -1, 0.1, 1e15, 1e16, -1e300, 5e-324, -2.2250738585072014e-308,
      .greatestFiniteMagnitude, .infinity, -.infinity, 123_456_789_012_345.6,
    ]
    if random.chance(0.5) { return edges[random.int(0...edges.count - 1)] }
    let bits = Double(bitPattern: random.generator.next())
    return bits.isNaN ? -0.0 : bits
  }

  /// A string of up to `count` hostile pieces.
  static func string(_ random: inout RandomPlist, count: Int = 6) -> String {
    (0..<random.int(0...count)).map { _ in pieces[random.int(0...pieces.count - 1)] }.joined()
  }

  /// A hostile value: a string, a real, an integer, or an array or dictionary of them.
  static func value(_ random: inout RandomPlist, depth: Int = 1) -> PlistValue {
    switch random.int(0...(depth > 0 ? 5 : 3)) {
    case 0, 1: return .string(string(&random))
    case 2: return .real(real(&random))
    case 3: return .integer(random.integer())
    case 4: return .array((0..<random.int(0...3)).map { _ in value(&random, depth: depth - 1) })
    default:
      var members: [String: PlistValue] = [:]
      for _ in 0..<random.int(0...3) { members[string(&random)] = value(&random, depth: depth - 1) }
      return .dictionary(members)
    }
  }

  /// Hostile entries the merge does not own, at the root, in `NSExtension` and in its
  /// attributes, by key path.
  static func foreignEntries(_ random: inout RandomPlist) -> [[String]: PlistValue] {
    let owned = Set(PlistMerge.ownedExtensionKeys + PlistMerge.ownedAttributeKeys)
    var entries: [[String]: PlistValue] = [:]
    for level in [[], ["NSExtension"], ["NSExtension", "NSExtensionAttributes"]] {
      for _ in 0..<random.int(1...4) {
        let key = "k" + string(&random)
        guard !owned.contains(key) else { continue }
        entries[level + [key]] = value(&random)
      }
    }
    return entries
  }

  /// `entries` built into a root dictionary.
  static func root(_ entries: [[String]: PlistValue]) -> [String: PlistValue] {
    var attributes: [String: PlistValue] = [:]
    var section: [String: PlistValue] = [:]
    var root: [String: PlistValue] = [:]
    for (path, value) in entries {
      switch path.count {
      case 1: root[path[0]] = value
      case 2: section[path[1]] = value
      default: attributes[path[2]] = value
      }
    }
    section["NSExtensionAttributes"] = .dictionary(attributes)
    root["NSExtension"] = .dictionary(section)
    return root
  }

  /// Reads every `.plist` of a folder with `plistlib` and prints one JSON object per file:
  /// values tagged by kind, reals in hexadecimal so every bit shows.
  static let script = """
    import json, plistlib, sys, os
    def tag(v):
        if isinstance(v, bool): return {"b": v}
        if isinstance(v, int): return {"i": str(v)}
        if isinstance(v, float): return {"r": v.hex()}
        if isinstance(v, str): return {"s": v}
        if isinstance(v, list): return {"a": [tag(x) for x in v]}
        if isinstance(v, dict): return {"d": {k: tag(x) for k, x in v.items()}}
        raise TypeError(type(v))
    folder = sys.argv[1]
    out = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = tag(plistlib.load(f))
    print(json.dumps(out))
    """

  /// A tagged value from the script's JSON, or nil when it is malformed.
  static func value(tagged object: Any) -> PlistValue? {
    guard let tagged = object as? [String: Any], let (kind, inner) = tagged.first else {
      return nil
    }
    switch kind {
    case "b": return (inner as? Bool).map(PlistValue.bool)
    case "i": return (inner as? String).flatMap { Int($0) }.map(PlistValue.integer)
    case "r": return (inner as? String).flatMap { Double($0) }.map(PlistValue.real)
    case "s": return (inner as? String).map(PlistValue.string)
    case "a":
      guard let items = inner as? [Any] else { return nil }
      let values = items.compactMap(value(tagged:))
      return values.count == items.count ? .array(values) : nil
    case "d":
      guard let members = inner as? [String: Any] else { return nil }
      let values = members.compactMapValues(value(tagged:))
      return values.count == members.count ? .dictionary(values) : nil
    default: return nil
    }
  }

  /// Each case merges a random spec into a plist of hostile foreign entries, writes the file
  /// as `plist merge` does, and reads it back with `plistlib` and Foundation: both read exactly
  /// the merged dictionary, so every foreign entry survives bit for bit. Reports the first
  /// failing seed only.
  @Test func independentReadersReadWhatWasMerged() throws {
    var merged: [String: [String: PlistValue]] = [:]
    var foreign: [String: [[String]: PlistValue]] = [:]
    var failures: [String] = []
    let python = try withTemporaryFolder { folder in
      for index in 0..<Self.cases {
        let seed = Self.firstSeed + UInt64(index)
        var random = RandomPlist(seed: seed)
        let entries = Self.foreignEntries(&random)
        let spec = ExtensionAttributes.nsExtension(random.extensionDecl()).mapValues(
          PlistValue.init)
        let result = try PlistMerge.merge(spec, into: Self.root(entries))
        let bytes = Array(PlistWriter.document(.dictionary(result)).utf8)
        let name = "\(seed).plist"
        _ = try folder.write(name, bytes)
        merged[name] = result
        foreign[name] = entries
        guard case .dictionary(let read)? = FoundationPlist.read(bytes) else {
          failures.append("seed \(seed): Foundation cannot read the file")
          continue
        }
        if let change = PlistChange.changes(from: result, to: read).first {
          failures.append("seed \(seed): Foundation reads\n\(change.line)")
        }
      }
      return try VenvPython.run(["-c", Self.script, folder.url.path])
    }
    #expect(python.status == 0, "\(python.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(python.stdout.utf8))
    let files = try #require(json as? [String: Any])
    #expect(files.count == Self.cases)
    var foreignChecked = 0
    for name in merged.keys.sorted() where failures.isEmpty {
      guard case .dictionary(let read)? = files[name].flatMap(Self.value(tagged:)) else {
        failures.append("\(name): plistlib's result is not a dictionary")
        continue
      }
      if let change = PlistChange.changes(from: merged[name]!, to: read).first {
        failures.append("\(name): plistlib reads\n\(change.line)")
      }
      for (path, value) in foreign[name]! {
        foreignChecked += 1
        var current: PlistValue? = .dictionary(read)
        for key in path {
          guard case .dictionary(let members)? = current else { break }
          current = members[key]
        }
        if current?.isIdentical(to: value) != true {
          failures.append("\(name): \(path) reads \(String(describing: current))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.first ?? "")")
    #expect(foreignChecked > Self.cases * 3)
  }
}
