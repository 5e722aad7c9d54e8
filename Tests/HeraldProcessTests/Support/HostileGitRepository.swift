// A throwaway git repository holding what a pull request could commit to attack
// `herald diff --since`: every attack's command touches a marker file, so a test can see
// whether any of them ran.

import Foundation
import Testing

@testable import TestSupport

/// A git repository in a temporary folder, built with git itself.
struct HostileGitRepository {
  /// The folder: the repository's top, which also holds the markers.
  let folder: TemporaryFolder

  /// The top folder.
  var url: URL { folder.url }

  /// `touch`, by absolute path: an attack cannot count on git passing `PATH` on.
  static let touch =
    ["/usr/bin/touch", "/bin/touch"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    } ?? "touch"

  /// A commit that exists nowhere: what a committed ref can point at to make git fetch it.
  static let missingCommit = "1234567890123456789012345678901234567890"

  /// The environment of the test's own git runs: nothing from the user's configuration.
  static let gitEnvironment: [String: String?] = [
    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_DIR": nil,
    "GIT_WORK_TREE": nil, "GIT_INDEX_FILE": nil, "GIT_CONFIG_PARAMETERS": nil,
  ]

  /// A fresh repository with no commit.
  init(_ folder: TemporaryFolder) throws {
    self.folder = folder
    try git(["init", "-q"])
  }

  /// Runs the test's own git at the top, which must succeed.
  @discardableResult
  func git(_ arguments: [String]) throws -> ToolRun {
    let run = try Tool.run(
      ["git", "-c", "user.name=Herald", "-c", "user.email=herald@example.com"] + arguments,
      in: url, environment: Self.gitEnvironment, timeout: 60)
    #expect(run.status == 0, "\(run.summary)")
    return run
  }

  /// Commits everything in the work tree.
  func commitAll() throws {
    try git(["add", "-A", "."])
    try git(["commit", "-q", "-m", "commit"])
  }

  /// The path of the marker the attack `tag` touches, in the top folder itself (a `/` in the
  /// tag becomes `_`, so that touching it needs no folder).
  func marker(_ tag: String) -> String {
    url.appending(path: "MARKER-" + tag.replacingOccurrences(of: "/", with: "_")).path
  }

  /// The markers present anywhere below the top: the attacks that ran.
  func markers() -> [String] {
    let names = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String }
    return (names ?? []).filter { $0.split(separator: "/").last?.hasPrefix("MARKER") == true }
  }

  /// Writes an executable script at `path` (below the top) that touches the marker `tag`.
  func script(_ path: String, tag: String) throws {
    try Self.script(in: folder, path, touching: marker(tag))
  }

  /// Writes an executable script at `path` below `folder` that touches `marker`.
  static func script(in folder: TemporaryFolder, _ path: String, touching marker: String) throws {
    let file = try folder.write(path, text: "#!/bin/sh\n\(touch) '\(marker)'\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
  }

  /// Writes, at `path` below the top, the files that make a folder look like a bare repository
  /// to git (see `plant(in:at:marker:)`).
  func plantBareRepository(at path: String) throws {
    try Self.plant(in: folder, at: path, marker: marker)
  }

  /// Writes, at `path` below `folder` (`""` for the folder itself), the files that make a folder
  /// look like a bare repository to git: `HEAD`, a ref to a commit that does not exist,
  /// `objects/`, hooks, and a `config` that names a command in every place git could run one (a
  /// partial clone's `ext::` remote allowed always, the file system monitor, hooks, pager,
  /// external diff, textconv, filters, ssh, proxy, credential helper, askpass), with a
  /// `.gitattributes` applying the filters. Each command touches `marker(tag)`.
  static func plant(
    in folder: TemporaryFolder, at path: String, marker: (String) -> String
  ) throws {
    let prefix = path.isEmpty ? "" : path + "/"
    let base = path.isEmpty ? folder.url.path : folder.url.appending(path: path).path
    let tag = path.isEmpty ? "root" : path
    try folder.write("\(prefix)HEAD", text: "ref: refs/heads/main\n")
    try folder.write("\(prefix)refs/heads/main", text: "\(missingCommit)\n")
    try folder.write("\(prefix)objects/info/keep", text: "")
    try folder.write("\(prefix).gitattributes", text: "* filter=hostile diff=hostile\n")
    try folder.write("\(prefix)info/attributes", text: "* filter=hostile diff=hostile\n")
    for hook in hooks {
      try script(in: folder, "\(prefix)hooks/\(hook)", touching: marker("\(tag)-hook-\(hook)"))
    }
    try script(in: folder, "\(prefix)fsmonitor", touching: marker("\(tag)-fsmonitor"))
    try folder.write("\(prefix)config", text: hostileConfig(base: base, marker: marker))
  }

  /// Hooks git could run on its own.
  static let hooks = [
    "reference-transaction", "post-checkout", "post-index-change", "pre-auto-gc",
    "fsmonitor-watchman", "post-rewrite", "push-to-checkout",
  ]

  /// A configuration naming a command, touching the marker of its tag, in every place git
  /// could run one; `base` is the folder holding the `fsmonitor` script and `hooks/`.
  static func hostileConfig(base: String, marker: (String) -> String) -> String {
    func touch(_ tag: String) -> String { "\(Self.touch) \(marker(tag))" }
    return """
      [core]
      \trepositoryformatversion = 1
      \tbare = true
      \tfsmonitor = \(base)/fsmonitor
      \thooksPath = \(base)/hooks
      \tpager = \(touch("pager"))
      \tsshCommand = \(touch("ssh"))
      \tgitProxy = \(touch("proxy"))
      \taskPass = \(touch("askpass"))
      \talternateRefsCommand = \(touch("alternate-refs"))
      [extensions]
      \tpartialClone = origin
      [remote "origin"]
      \turl = "ext::/bin/sh -c \(Self.touch)% \(marker("ext"))"
      \tpromisor = true
      \tfetch = +refs/heads/*:refs/remotes/origin/*
      [protocol]
      \tallow = always
      [protocol "ext"]
      \tallow = always
      [diff]
      \texternal = \(touch("external"))
      [diff "hostile"]
      \ttextconv = \(touch("textconv"))
      [filter "hostile"]
      \tsmudge = \(touch("smudge"))
      \tclean = \(touch("clean"))
      \trequired = true
      [credential]
      \thelper = !\(touch("credential"))
      [uploadpack]
      \tpackObjectsHook = \(touch("pack-objects"))

      """
  }
}
