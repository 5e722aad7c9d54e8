// `herald init`: a valid starter spec that names its schema, and never an overwritten file.

import Foundation
import Testing

@testable import TestSupport

/// Tests of `herald init [DIR]`.
@Suite struct InitCommandTests {
  /// The starter spec names the schema beside it on its first line, validates without any
  /// diagnostic, and the schema is `herald schema`'s output; the next steps are printed.
  @Test func initWritesAValidStarter() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = folder.url.appending(path: "App/Notifications").path
    let run = try Herald.run(["init", target])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("created \(target)/notifications.herald.yml\n"))
    #expect(run.stdout.contains("herald validate \(target)"))
    #expect(run.stdout.contains("herald generate \(target) --output"))
    #expect(run.stdout.contains("build plugin"))
    let spec = try String(contentsOfFile: target + "/notifications.herald.yml", encoding: .utf8)
    #expect(spec.hasPrefix("# yaml-language-server: $schema=herald.schema.json\n"))
    let schema = try String(contentsOfFile: target + "/herald.schema.json", encoding: .utf8)
    #expect(schema == (try Herald.run(["schema"])).stdout)
    let validate = try Herald.run(["validate", "--format", "json", target])
    #expect(validate.status == 0)
    #expect(validate.stdout == "[]\n", "the starter spec draws diagnostics")
  }

  /// The starter has what it promises: a category with two actions, an alternate with onTap,
  /// named states, and an extension that serves the category (so the machine is explored).
  @Test func starterHasADynamicCategory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(try Herald.run(["init", folder.url.path]).status == 0)
    let explore = try Herald.run(["explore", folder.url.path])
    #expect(explore.status == 0)
    let machines = try #require(parseJSON(explore.stdout) as? JSONObject).objects("categories")
    #expect(machines.count == 1)
    #expect(machines.first?.strings("initial")?.count == 2)
    #expect((machines.first?["states"] as? [Any])?.count == 2)
    #expect(machines.first?.strings("stateNames") == ["notLiked", "liked"])
  }

  /// Without DIR, the files go into the current folder and the paths print without a folder.
  @Test func initDefaultsToTheCurrentFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try Herald.run(["init"], directory: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("created notifications.herald.yml\ncreated herald.schema.json\n"))
    #expect(
      FileManager.default.fileExists(atPath: folder.url.appending(path: "herald.schema.json").path))
  }

  /// An existing spec or schema file stops init with exit 3 before anything is written.
  @Test(arguments: ["notifications.herald.yml", "herald.schema.json"])
  func initNeverOverwrites(existing: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(existing, text: "mine\n")
    let run = try Herald.run(["init", folder.url.path])
    #expect(run.status == 3)
    #expect(run.stderr.contains("'\(path)' already exists"))
    #expect(run.stderr.contains("never overwrites"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names == [existing], "init wrote \(names)")
  }

  /// Two folders are a usage error; a file where the folder should be is an I/O error.
  @Test func initArgumentErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(try Herald.run(["init", "a", "b"], directory: folder.url).status == 2)
    let file = try folder.write("plain", text: "x")
    let run = try Herald.run(["init", file])
    #expect(run.status == 3)
    #expect(run.stdout == "")
  }
}
