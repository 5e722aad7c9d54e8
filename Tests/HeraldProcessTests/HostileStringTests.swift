// Hostile strings survive generation, compilation and registration unchanged, scalar by scalar.

import Foundation
import Testing

@testable import TestSupport

/// Generates the hostile spec, compiles the app code against the stand-in (the round trip),
/// and compares what `register(on:)` registered with the input strings.
@Suite(.serialized) struct HostileStringTests {
  /// Literal strings and localized lookups both hand the system exactly the input.
  @Test(arguments: [false, true])
  func registeredStringsEqualTheInput(localized: Bool) throws {
    try withHostileRoundtrip(localized: localized) { run, kept in
      #expect(run.status == 0, "\(run.summary)")
      let categories = try registered(in: kept)
      try #require(categories.count == 1, "\(categories)")
      let category = categories[0]
      expectSame(category["identifier"], HostileSpec.categoryID, "category id")
      expectSame(
        category["hiddenPreviewsBodyPlaceholder"], HostileSpec.hiddenPlaceholder, "placeholder")
      expectSame(category["categorySummaryFormat"], HostileSpec.summary, "summary format")
      expectSame(category.strings("intentIdentifiers")?.first, HostileSpec.intent, "intent")
      let actions = category.objects("actions")
      try #require(actions.count == 2, "\(actions)")
      expectSame(actions[0]["identifier"], HostileSpec.firstActionID, "first action id")
      expectSame(actions[0]["title"], HostileSpec.firstTitle, "first title")
      let input = actions[0].object("textInput")
      expectSame(input["buttonTitle"], HostileSpec.buttonTitle, "button title")
      expectSame(input["placeholder"], HostileSpec.placeholder, "text placeholder")
      expectSame(actions[1]["identifier"], HostileSpec.secondActionID, "second action id")
      expectSame(actions[1]["title"], HostileSpec.secondTitle, "second title")
      expectSame(actions[1].object("icon")["template"], HostileSpec.iconName, "icon name")
    }
  }

  /// The YAML writer really spells NUL as `\0` and keeps the strings hostile.
  @Test func specSpellsTheHostileParts() {
    let yaml = HostileSpec.yaml(localized: false)
    #expect(yaml.contains(#"\0nul"#))
    #expect(yaml.contains(#"\"\"\""#))
    #expect(yaml.contains(#"\u200F"#))
    #expect(HostileSpec.placeholder.unicodeScalars.first == "\u{301}")
    #expect(HostileSpec.summary.unicodeScalars.first == "\u{301}")
  }

  /// The generated Swift holds no raw NUL, right-to-left mark or BOM: doc comments spell them
  /// `\u{…}` (a raw NUL would make swiftc warn and git treat the file as binary).
  @Test func generatedSwiftHoldsNoRawControlOrBidiScalars() throws {
    try withHostileRoundtrip(localized: false) { run, kept in
      #expect(run.status == 0, "\(run.summary)")
      let file = kept.appending(path: "gen/App/NotificationCategories.swift")
      let text = try String(contentsOf: file, encoding: .utf8)
      let raw = text.unicodeScalars.filter(Self.isUnsafeRaw).map {
        "U+" + HostileSpec.hex($0.value, width: 4)
      }
      #expect(raw.isEmpty, "raw scalars in the generated Swift: \(raw)")
    }
  }

  /// A valid but long category id (250 ASCII letters) still generates: its payload's file
  /// name is shortened below the file system's limit of 255 bytes.
  @Test func longCategoryIDGenerates() throws {
    try withTemporaryFolder { folder in
      let id = String(repeating: "x", count: 250)
      try folder.write("long.yml", text: "version: 1\ncategories:\n  - id: \(id)\n")
      let run = try Herald.run(
        ["generate", "long.yml", "--output", "out", "--payloads"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let payloads = try FolderSnapshot(folder.url.appending(path: "out/Payloads")).files
      #expect(payloads.count == 1, "\(payloads)")
      #expect(payloads.allSatisfy { $0.utf8.count <= 255 && $0.hasSuffix(".apns") })
    }
  }

  /// Whether a scalar must not stand raw in Swift source, even in a comment: C0 controls other
  /// than tab and line feed, DEL, bidirectional marks, embeddings and isolates (Trojan Source),
  /// the byte order mark and the Unicode line and paragraph separators.
  static func isUnsafeRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0x2028,
      0x2029:
      true
    default: false
    }
  }

  /// Writes the hostile spec, runs the round trip on it with `--keep`, and calls `body`.
  func withHostileRoundtrip(
    localized: Bool, _ body: (RoundtripRun, URL) throws -> Void
  ) throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("hostile.yml", text: HostileSpec.yaml(localized: localized))
      try Roundtrip.withKept([spec]) { run, kept in
        try body(run, try #require(kept, "\(run.summary)"))
      }
    }
  }

  /// The categories the driver printed, from the kept `registered.json`.
  func registered(in kept: URL) throws -> [JSONObject] {
    let data = try Data(contentsOf: kept.appending(path: "registered.json"))
    return try #require(JSONSerialization.jsonObject(with: data) as? [JSONObject])
  }

  /// Expects `actual` to be a string with exactly the Unicode scalars of `expected`.
  func expectSame(
    _ actual: Any?, _ expected: String, _ field: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let scalars = (actual as? String).map { Array($0.unicodeScalars) }
    #expect(
      scalars == Array(expected.unicodeScalars),
      "\(field): got \(String(reflecting: actual)), expected \(expected.debugDescription)",
      sourceLocation: sourceLocation)
  }
}
