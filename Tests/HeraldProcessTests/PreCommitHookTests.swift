// .pre-commit-hooks.yaml: herald-validate, herald-check and herald-check-payloads, run by
// pre-commit from .venv/.

import Foundation
import Testing

@testable import TestSupport

/// The pre-commit hooks, run as a client repository runs them. pre-commit installs a hook from
/// a git commit, so the test commits a snapshot of this working tree
/// (tracked and untracked files, ignored ones left out) to a throwaway repository, and points
/// pre-commit at that commit; this repository's own git history is not touched. pre-commit comes
/// from `.venv/` (made by `scripts/test`); without it the test fails. The first hook run builds the
/// `herald` product alone (`scripts/pre-commit-herald`); PRE_COMMIT_HOME is a temporary folder.
@Suite(.serialized) struct PreCommitHookTests {
  /// pre-commit in the repository's virtual environment.
  static let preCommit = Herald.packageRoot.appending(path: ".venv/bin/pre-commit")

  /// A valid spec, named after the build plugin's convention.
  static let good = """
    version: 1
    categories:
      - id: order
        actions:
          - { id: track, title: Track }

    """

  /// A spec with a misspelt key on line 5 (`titel`).
  static let broken = """
    version: 1
    categories:
      - id: invoice
        actions:
          - { id: pay, titel: Pay }

    """

  /// Copies the working tree's tracked and untracked, not ignored files into `folder` and
  /// commits them there; returns the commit.
  static func snapshot(into folder: URL) throws -> String {
    let list = try Tool.run(
      ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], timeout: 120)
    try #require(list.status == 0, "\(list.summary)")
    let manager = FileManager.default
    for path in list.output.split(separator: "\0").map(String.init) {
      let source = Herald.packageRoot.appending(path: path)
      guard manager.fileExists(atPath: source.path) else { continue }  // deleted, not staged
      let target = folder.appending(path: path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: source, to: target)
    }
    try git(["init", "-q"], in: folder)
    try git(["add", "-A"], in: folder)
    try git(["commit", "-q", "-m", "snapshot"], in: folder)
    return try git(["rev-parse", "HEAD"], in: folder).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Runs git in `folder` with a fixed identity; fails the test when git fails.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let identity = [
      "-c", "user.name=Herald Tests", "-c", "user.email=tests@herald.invalid", "-c",
      "commit.gpgsign=false",
    ]
    let run = try Tool.run(["git"] + identity + arguments, in: folder, timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    return run.output
  }

  /// This process's PATH less the folders that hold a `herald`.
  static let pathWithoutHerald: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").filter {
      !FileManager.default.isExecutableFile(atPath: "\($0)/herald")
    }.joined(separator: ":")
  }()

  /// herald-validate passes the good spec and fails the broken one with its located error;
  /// herald-check passes while the committed output is fresh and fails, naming the stale
  /// file, once the spec changed. (`pre-commit try-repo` runs the same hooks, but installs
  /// them afresh on every call, so the test uses a config and one install.)
  @Test func hooksValidateAndCheck() throws {
    let setup = "run scripts/test, or python3 -m venv .venv && .venv/bin/pip install pre-commit"
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.preCommit.path),
      "no \(Self.preCommit.path): \(setup)")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let hooks = folder.url.appending(path: "herald")
    let rev = try Self.snapshot(into: hooks)
    let clientFolder = try TemporaryFolder()
    defer { clientFolder.remove() }
    let client = clientFolder.url
    try clientFolder.write("specs/good.herald.yml", text: Self.good)
    try clientFolder.write("specs/broken.herald.yml", text: Self.broken)
    try clientFolder.write(
      "payloads/order.json", text: #"{"aps": {"alert": "x", "category": "order"}}"#)
    try clientFolder.write(
      "payloads/typo.json", text: #"{"aps": {"alert": "x", "category": "ordr"}}"#)
    try clientFolder.write(
      ".pre-commit-config.yaml",
      text:
        """
        repos:
          - repo: \(hooks.path)
            rev: \(rev)
            hooks:
              - id: herald-validate
              - id: herald-check
                args: [specs/good.herald.yml, --output, Generated]
              - id: herald-check-payloads
                args: [specs/good.herald.yml, --payload]

        """)
    let generate = try Herald.run(
      ["generate", "specs/good.herald.yml", "--output", "Generated"], directory: client)
    try #require(generate.status == 0, "\(generate.stderr)")
    try Self.git(["init", "-q"], in: client)
    try Self.git(["add", "-A"], in: client)

    // No herald on PATH, so that the hook takes the build route this test checks.
    let environment = [
      "PRE_COMMIT_HOME": folder.url.appending(path: "home").path, "PATH": Self.pathWithoutHerald,
    ]
    func preCommit(_ arguments: [String]) throws -> ToolRun {
      let run = try Tool.run(
        [Self.preCommit.path] + arguments + ["--color", "never"], in: client,
        environment: environment, timeout: 2400)
      print(
        "PreCommitHookTests: pre-commit \(arguments.prefix(2).joined(separator: " ")) took "
          + String(format: "%.1f s", run.seconds))
      return run
    }
    // One install only: each `pre-commit try-repo` installs into a fresh temporary store
    // (another release build of herald, minutes), while `run` reuses PRE_COMMIT_HOME.
    let good = try preCommit(["run", "herald-validate", "--files", "specs/good.herald.yml"])
    #expect(good.status == 0, "\(good.summary)")
    #expect(good.output.contains("herald validate") && good.output.contains("Passed"))
    // The first run built the herald product alone, not the fuzzers or the round trip tool.
    let built = try FileManager.default.subpathsOfDirectory(
      atPath: folder.url.appending(path: "home").path)
    // SwiftPM builds into `<triple>/release` and links `release` to it.
    #expect(
      built.contains { $0.contains(".build-pre-commit/") && $0.hasSuffix("/release/herald") },
      "\(built.filter { $0.contains(".build-pre-commit/") && $0.hasSuffix("/herald") })")
    #expect(
      !built.contains {
        $0.hasSuffix("/release/FuzzValidate") || $0.hasSuffix("/release/herald-roundtrip")
      })
    // The first run's build wrote its log where the hook's one-line notice says.
    #expect(built.contains { $0.hasSuffix(".build-pre-commit/build.log") })
    let bad = try preCommit(["run", "herald-validate", "--files", "specs/broken.herald.yml"])
    #expect(bad.status == 1, "\(bad.summary)")
    #expect(bad.output.contains("Failed"), "\(bad.summary)")
    #expect(
      bad.output.contains("specs/broken.herald.yml:5:20: error: unknown key 'titel'"),
      "\(bad.summary)")
    let fresh = try preCommit(["run", "herald-check", "--all-files"])
    #expect(fresh.status == 0, "\(fresh.summary)")
    try clientFolder.write(
      "specs/good.herald.yml", text: Self.good.replacing("Track", with: "Follow"))
    try Self.git(["add", "-A"], in: client)
    let stale = try preCommit(["run", "herald-check", "--all-files"])
    #expect(stale.status == 1, "\(stale.summary)")
    #expect(
      stale.output.contains("stale:   Generated/App/NotificationCategories.swift"),
      "\(stale.summary)")
    // herald-check-payloads: the staged payloads, appended after `--payload`, are checked
    // against the spec set its args name.
    let payloads = try preCommit([
      "run", "herald-check-payloads", "--files", "payloads/order.json", "payloads/typo.json",
    ])
    #expect(payloads.status == 1, "\(payloads.summary)")
    #expect(
      payloads.output.contains("payloads/typo.json:1:36: error: no category 'ordr'"),
      "\(payloads.summary)")
    #expect(!payloads.output.contains("payloads/order.json:"), "\(payloads.summary)")
    // A spec error is printed once, by herald-validate: the other hooks only send there.
    try clientFolder.write(
      "broken-config.yaml",
      text: """
        repos:
          - repo: \(hooks.path)
            rev: \(rev)
            hooks:
              - id: herald-check
                args: [specs/broken.herald.yml, --output, Generated]
              - id: herald-check-payloads
                args: [specs/broken.herald.yml, --payload]

        """)
    try Self.git(["add", "-A"], in: client)
    for hook in ["herald-check", "herald-check-payloads"] {
      let run = try preCommit(["run", "-c", "broken-config.yaml", hook, "--all-files"])
      #expect(run.status == 1, "\(run.summary)")
      #expect(
        run.output.contains("the specs have 1 error; 'herald validate' (the herald-validate hook)"),
        "\(run.summary)")
      #expect(!run.output.contains("unknown key 'titel'"), "\(run.summary)")
    }
  }

  /// With a prebuilt herald the hooks build nothing: a herald of the hook's version on PATH is
  /// run; a bundle committed in the hook repository (a copy of Herald that keeps its
  /// herald.artifactbundle) is run before PATH, and a herald of another version on PATH is passed
  /// over. No `.build-pre-commit` appears, and the located errors are the same.
  @Test func hooksUsePrebuiltHerald() throws {
    let bundle = try ArtifactBundle.ready()
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.preCommit.path), "no \(Self.preCommit.path)"
    )
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let hooks = folder.url.appending(path: "herald")
    let plain = try Self.snapshot(into: hooks)
    try FileManager.default.copyItem(
      at: bundle, to: hooks.appending(path: "HeraldPlugins/herald.artifactbundle"))
    try Self.git(["add", "-f", "HeraldPlugins/herald.artifactbundle"], in: hooks)
    try Self.git(["commit", "-q", "-m", "with the bundle"], in: hooks)
    let withBundle = try Self.git(["rev-parse", "HEAD"], in: hooks).trimmingCharacters(
      in: .whitespacesAndNewlines)
    // On PATH: the bundle's herald, or a herald of another version that records being run.
    let onPath = folder.url.appending(path: "bin-prebuilt")
    try FileManager.default.createDirectory(at: onPath, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: onPath.appending(path: "herald"), withDestinationURL: ArtifactBundle.linuxHerald)
    let otherVersion = folder.url.appending(path: "bin-other")
    let ran = folder.url.appending(path: "other-herald-ran")
    try folder.write(
      "bin-other/herald",
      text: """
        #!/bin/sh
        [ "$1" = --version ] && { echo "herald 0.0.0-other"; exit 0; }
        touch '\(ran.path)'
        exit 99

        """)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: otherVersion.appending(path: "herald").path)

    let clientFolder = try TemporaryFolder()
    defer { clientFolder.remove() }
    let client = clientFolder.url
    try clientFolder.write("specs/good.herald.yml", text: Self.good)
    try clientFolder.write("specs/broken.herald.yml", text: Self.broken)
    for (name, rev) in [("plain", plain), ("bundle", withBundle)] {
      try clientFolder.write(
        "\(name).yaml",
        text: """
          repos:
            - repo: \(hooks.path)
              rev: \(rev)
              hooks:
                - id: herald-validate

          """)
    }
    try Self.git(["init", "-q"], in: client)
    try Self.git(["add", "-A"], in: client)
    let home = folder.url.appending(path: "home")
    func preCommit(config: String, path: URL, files: String) throws -> ToolRun {
      try Tool.run(
        [
          Self.preCommit.path, "run", "-c", "\(config).yaml", "herald-validate", "--files", files,
          "--color", "never",
        ], in: client,
        environment: [
          "PRE_COMMIT_HOME": home.path, "PATH": path.path + ":" + Self.pathWithoutHerald,
        ], timeout: 600)
    }
    for (config, path) in [("plain", onPath), ("bundle", otherVersion)] {
      let good = try preCommit(config: config, path: path, files: "specs/good.herald.yml")
      #expect(good.status == 0, "\(config): \(good.summary)")
      #expect(good.output.contains("Passed"), "\(config): \(good.summary)")
      let bad = try preCommit(config: config, path: path, files: "specs/broken.herald.yml")
      #expect(bad.status == 1, "\(config): \(bad.summary)")
      #expect(
        bad.output.contains("specs/broken.herald.yml:5:20: error: unknown key 'titel'"),
        "\(config): \(bad.summary)")
    }
    #expect(!FileManager.default.fileExists(atPath: ran.path), "the other version was run")
    let built = (try? FileManager.default.subpathsOfDirectory(atPath: home.path)) ?? []
    #expect(!built.contains { $0.contains(".build-pre-commit") }, "a hook built herald")
  }
}
