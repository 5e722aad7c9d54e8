// Sample payloads on request: none by default, `generate --payloads`, the spec's
// `app.samplePayloads`, and `herald payload` with and without a bundle identifier.

import Foundation
import Testing

@testable import TestSupport

/// Where sample payloads come from, and what they hold.
@Suite struct PayloadOutputTests {
  /// The bundle identifier Specs/settings.yml gives.
  static let specsBundle = "com.example.HeraldDemo"

  /// The registered categories of the example specs, from the manifest.
  static func registeredCategories() throws -> [String] {
    let run = try Herald.run(["export", "--format", "json", "Specs"])
    #expect(run.status == 0, "\(run.stderr)")
    let manifest = try #require(parseJSON(run.stdout) as? JSONObject)
    return manifest.objects("categories").compactMap { $0.string("identifier") }
  }

  /// Checks one payload as documented: at most 4096 bytes, strict JSON, `aps.category`, an
  /// alert with a title and a body, and `Simulator Target Bundle` exactly when `bundle` is given.
  static func expectDocumentedPayload(_ bytes: [UInt8], category: String, bundle: String?) throws {
    #expect(bytes.count <= 4096, "\(category): \(bytes.count) bytes")
    let payload = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? JSONObject, "\(category)")
    let aps = payload.object("aps")
    #expect(aps.string("category") == category)
    #expect(aps.object("alert").string("title")?.isEmpty == false, "\(category)")
    #expect(aps.object("alert").string("body")?.isEmpty == false, "\(category)")
    #expect(payload.string("Simulator Target Bundle") == bundle, "\(category)")
  }

  /// A default generate writes no payloads at all.
  @Test func defaultGenerateWritesNoPayloads() throws {
    try withTemporaryFolder { folder in
      let run = try Herald.run(["generate", "Specs", "--output", folder.url.path + "/out"])
      #expect(run.status == 0, "\(run.stderr)")
      let files = try FolderSnapshot(folder.url.appending(path: "out")).files
      #expect(!files.isEmpty)
      #expect(!files.contains { $0.hasPrefix("Payloads") || $0.hasSuffix(".apns") }, "\(files)")
    }
  }

  /// `--payloads` writes one documented payload per registered category, each naming the
  /// spec's bundle identifier, each accepted by `check-payload`, and each the bytes
  /// `herald payload` prints for that category.
  @Test func payloadsFlagWritesDocumentedPayloads() throws {
    let categories = try Self.registeredCategories()
    #expect(categories.count >= 5)
    try withTemporaryFolder { folder in
      let out = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", "Specs", "--output", out.path, "--payloads"])
      #expect(run.status == 0, "\(run.stderr)")
      let output = try FolderSnapshot(out)
      #expect(output.files.filter { $0.hasPrefix("Payloads/") }.count == categories.count)
      for id in categories {
        let bytes = try #require(output.entries["Payloads/\(id).apns"]?.bytes, "\(id)")
        try Self.expectDocumentedPayload(bytes, category: id, bundle: Self.specsBundle)
        let printed = try Herald.run(["payload", id, "Specs"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(Array(printed.stdout.utf8) == bytes, "\(id)")
        let checked = try Herald.run(
          ["check-payload", "Specs", "--payload", out.appending(path: "Payloads/\(id).apns").path])
        #expect(checked.status == 0, "\(id): \(checked.stderr)")
      }
    }
  }

  /// `app.samplePayloads: true` writes them without the flag, and a run after the switch is
  /// gone removes them again: they are Herald's own files.
  @Test func specSwitchWritesAndItsRemovalRemoves() throws {
    try withTemporaryFolder { folder in
      let spec = "version: 1\ncategories:\n  - id: alpha\n"
      try folder.write("spec.yml", text: spec + "app:\n  samplePayloads: true\n")
      let first = try Herald.run(
        ["generate", "spec.yml", "--output", "out"], directory: folder.url)
      #expect(first.status == 0, "\(first.stderr)")
      let bytes = try #require(try FolderSnapshot(folder.url).entries["out/Payloads/alpha.apns"])
      try Self.expectDocumentedPayload(bytes.bytes, category: "alpha", bundle: nil)
      try folder.write("spec.yml", text: spec)
      let second = try Herald.run(
        ["generate", "spec.yml", "--output", "out"], directory: folder.url)
      #expect(second.status == 0, "\(second.stderr)")
      #expect(second.stdout.contains("removed out/Payloads/alpha.apns\n"), "\(second.stdout)")
      let files = try FolderSnapshot(folder.url.appending(path: "out")).files
      #expect(!files.contains { $0.hasPrefix("Payloads") }, "\(files)")
    }
  }

  /// `herald payload` prints the documented JSON; `--bundle-id` overrides the spec's; without
  /// either there is no `Simulator Target Bundle`.
  @Test func payloadCommandPrintsTheDocumentedJSON() throws {
    let fromSpec = try Herald.run(["payload", "podcast", "Specs"])
    #expect(fromSpec.status == 0 && fromSpec.stderr.isEmpty, "\(fromSpec.stderr)")
    try Self.expectDocumentedPayload(
      Array(fromSpec.stdout.utf8), category: "podcast", bundle: Self.specsBundle)
    let overridden = try Herald.run(["payload", "podcast", "Specs", "--bundle-id", "org.x.Y-2"])
    #expect(overridden.status == 0, "\(overridden.stderr)")
    try Self.expectDocumentedPayload(
      Array(overridden.stdout.utf8), category: "podcast", bundle: "org.x.Y-2")
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: "version: 1\ncategories:\n  - id: \"quote\\\"d\"\n")
      let plain = try Herald.run(["payload", "quote\"d", "spec.yml"], directory: folder.url)
      #expect(plain.status == 0, "\(plain.stderr)")
      try Self.expectDocumentedPayload(Array(plain.stdout.utf8), category: "quote\"d", bundle: nil)
    }
  }

  /// Errors: an unknown category exits 1 with a suggestion; a bad bundle identifier or missing
  /// arguments exit 2; spec errors exit 1; standard output stays empty each time.
  @Test func payloadCommandErrors() throws {
    let unknown = try Herald.run(["payload", "podcats", "Specs"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr
        == "herald payload: error: the spec set has no category 'podcats'; did you mean 'podcast'?\n"
    )
    let badBundle = try Herald.run(["payload", "podcast", "Specs", "--bundle-id", "com/evil\n"])
    #expect(badBundle.status == 2)
    #expect(
      badBundle.stderr.contains("'com/evil\\u{A}' is not a bundle identifier"), "\(badBundle)")
    let long = String(repeating: "a", count: 256)
    #expect(try Herald.run(["payload", "podcast", "Specs", "--bundle-id", long]).status == 2)
    #expect(try Herald.run(["payload", "podcast"]).status == 2)
    #expect(try Herald.run(["payload"]).status == 2)
    try withTemporaryFolder { folder in
      try folder.write("bad.yml", text: "version: 1\ncategories:\n  - id: a\n    titel: x\n")
      let broken = try Herald.run(["payload", "a", "bad.yml"], directory: folder.url)
      #expect(broken.status == 1)
      #expect(broken.stdout.isEmpty)
      #expect(broken.stderr.contains("bad.yml:4:5: error:"), "\(broken.stderr)")
    }
    for run in [unknown, badBundle] { #expect(run.stdout.isEmpty) }
  }

  /// A category only a content extension uses still gets its payload, with a warning.
  @Test func unregisteredCategoryWarns() throws {
    let run = try Herald.run(["payload", "podcast-preview", "Specs"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("warning: category 'podcast-preview' has 'register: false'"))
    try Self.expectDocumentedPayload(
      Array(run.stdout.utf8), category: "podcast-preview", bundle: Self.specsBundle)
  }

  /// The spec's bundle identifier is checked where it is written, and files must agree on it.
  @Test func bundleIdentifierInTheSpec() throws {
    try withTemporaryFolder { folder in
      try folder.write("a.yml", text: "version: 1\napp: { bundleIdentifier: \"com/x\" }\n")
      let bad = try Herald.run(["validate", "a.yml", "--no-excerpts"], directory: folder.url)
      #expect(bad.status == 1)
      #expect(
        bad.stderr.hasPrefix(
          "a.yml:2:26: error: 'bundleIdentifier' must be a bundle identifier"), "\(bad.stderr)")
      #expect(bad.stderr.contains("[invalid-value]"))
      try folder.write("a.yml", text: "version: 1\napp: { bundleIdentifier: com.x.a }\n")
      try folder.write("b.yml", text: "version: 1\napp:\n  bundleIdentifier: com.x.b\n")
      let conflict = try Herald.run(["validate", "a.yml", "b.yml"], directory: folder.url)
      #expect(conflict.status == 1)
      #expect(conflict.stderr.contains("'app' differs from the one given earlier"))
    }
  }
}
