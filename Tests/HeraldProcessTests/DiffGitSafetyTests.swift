// `herald diff --since` against repositories a pull request attacks: folders committed to look
// like bare repositories (at the spec root and deeper), a submodule's checkout, filters and
// textconv in `.gitattributes`, hooks, a partial clone's `ext::` remote, a poisoned
// environment. Every attack's command would touch a marker; none may appear, and the diff
// either works or fails with a clear error.

import Foundation
import Testing

@testable import TestSupport

/// Tests that no command a commit or the caller's environment configures runs under `--since`.
@Suite struct DiffGitSafetyTests {
  /// A spec with one category `id` and one action titled `title`.
  static func spec(_ id: String, title: String = "Go") -> String {
    "version: 1\ncategories:\n  - id: \(id)\n    actions:\n      - { id: go, title: \(title) }\n"
  }

  /// Where the attack sits.
  enum Shape: String, CaseIterable, Sendable {
    /// The spec root itself looks like a bare repository (the issue's reproducer).
    case bareAtSpecRoot
    /// A folder one level below the spec root does.
    case bareAtDepth1
    /// A folder three levels below does.
    case bareAtDepth3
    /// A spec folder is a submodule's checkout whose `.git` file names a hostile repository.
    case submoduleCheckout
    /// The repository's own configuration defines filters, textconv, fsmonitor, hooks and a
    /// pager that the committed `.gitattributes` applies to every spec, and a partial clone
    /// whose `ext::` remote is allowed always.
    case trustedDrivers

    /// The folder holding the attacked spec files, below the top.
    var folder: String {
      switch self {
      case .bareAtSpecRoot, .trustedDrivers: "Specs"
      case .bareAtDepth1: "Specs/team"
      case .bareAtDepth3: "Specs/a/b/c"
      case .submoduleCheckout: "Specs/mod"
      }
    }
  }

  /// Builds the repository of `shape`: committed `Specs/top.yml`, `FOLDER/deep.yml` and
  /// `FOLDER/gone.yml` with the attack; then `deep.yml`'s title changes and `gone.yml` goes.
  static func build(_ shape: Shape, in repository: HostileGitRepository) throws {
    try repository.folder.write("Specs/top.yml", text: spec("top"))
    switch shape {
    case .submoduleCheckout:
      try repository.folder.write(
        ".gitmodules",
        text:
          "[submodule \"mod\"]\n\tpath = Specs/mod\n\turl = \"ext::/bin/sh -c \(HostileGitRepository.touch)% "
          + "\(repository.marker("submodule-url"))\"\n")
      try repository.commitAll()
      try repository.git([
        "update-index", "--add", "--cacheinfo",
        "160000,\(HostileGitRepository.missingCommit),Specs/mod",
      ])
      try repository.git(["commit", "-q", "-m", "submodule"])
      try repository.plantBareRepository(at: "outside/evil")
      let evil = repository.url.appending(path: "outside/evil").path
      try repository.folder.write("Specs/mod/.git", text: "gitdir: \(evil)\n")
      try repository.folder.write("Specs/mod/deep.yml", text: spec("deep", title: "Went"))
      return
    case .trustedDrivers:
      try repository.folder.write(".gitattributes", text: "* filter=hostile diff=hostile\n")
    case .bareAtSpecRoot, .bareAtDepth1, .bareAtDepth3:
      try repository.plantBareRepository(at: shape.folder)
    }
    try repository.folder.write("\(shape.folder)/deep.yml", text: spec("deep"))
    try repository.folder.write("\(shape.folder)/gone.yml", text: spec("gone"))
    try repository.commitAll()
    try repository.folder.write("\(shape.folder)/deep.yml", text: spec("deep", title: "Went"))
    try FileManager.default.removeItem(
      at: repository.url.appending(path: "\(shape.folder)/gone.yml"))
    if shape == .trustedDrivers {
      // Configured after the commits, which would otherwise run the clean filter themselves.
      try trustRepository(repository)
    }
  }

  /// Makes the repository's own configuration name a command everywhere git could run one (as
  /// a plant's `config` does) and a partial clone with an `ext::` remote allowed always, with
  /// hooks and an fsmonitor script in `.git`.
  static func trustRepository(_ repository: HostileGitRepository) throws {
    let config = HostileGitRepository.hostileConfig(
      base: repository.url.appending(path: ".git").path, marker: repository.marker
    ).replacingOccurrences(of: "\tbare = true\n", with: "\tbare = false\n")
    try repository.folder.write(".git/config", text: config)
    try repository.script(".git/fsmonitor", tag: "trusted-fsmonitor")
    for hook in HostileGitRepository.hooks {
      try repository.script(".git/hooks/\(hook)", tag: "trusted-hook-\(hook)")
    }
  }

  /// The changes each shape's diff finds: the title change and the removal, or (in a
  /// submodule, which the repository does not hold) the whole file as new.
  static func expected(_ shape: Shape) -> [String] {
    let deep = "\(shape.folder)/deep.yml"
    if shape == .submoduleCheckout {
      return ["\(deep):3:9: additive: category 'deep' was added"]
    }
    return [
      "\(deep):5:26: behavioural:",
      "HEAD:\(shape.folder)/gone.yml:3:9: breaking: category 'gone' was removed",
    ]
  }

  /// The environment of a caller that points git elsewhere and names commands for it: none of
  /// it may reach git.
  static func poisoned(_ repository: HostileGitRepository) -> [String: String] {
    let touch = { (tag: String) in "\(HostileGitRepository.touch) \(repository.marker(tag))" }
    return [
      "GIT_DIR": repository.url.appending(path: "Specs").path,
      "GIT_WORK_TREE": "/",
      "GIT_CONFIG_PARAMETERS": "'core.pager'='\(touch("env-parameters"))'",
      "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.fsmonitor",
      "GIT_CONFIG_VALUE_0": touch("env-count"),
      "GIT_EXTERNAL_DIFF": touch("env-external"), "GIT_PAGER": touch("env-pager"),
      "PAGER": touch("env-pager2"), "GIT_SSH_COMMAND": touch("env-ssh"),
      "GIT_ASKPASS": touch("env-askpass"), "GIT_ALLOW_PROTOCOL": "ext:file",
      "GIT_CONFIG_GLOBAL": repository.url.appending(path: "Specs/config").path,
      "GIT_CONFIG_NOSYSTEM": "0", "GIT_TRACE": repository.marker("env-trace"),
    ]
  }

  /// The class test: for each shape, `--since` over the folder and over the files named one by
  /// one, with a clean and a poisoned environment, works and finds exactly the changes made; a
  /// commit that exists nowhere (which makes git want to fetch it) and a working directory
  /// inside the attacked folder fail with a usage error; no attack's marker ever appears.
  @Test(arguments: Shape.allCases)
  func noCommandRuns(_ shape: Shape) throws {
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try Self.build(shape, in: repository)
      let files = ["Specs/top.yml", "\(shape.folder)/deep.yml"]
      for (paths, environment) in [
        (["Specs"], [:]), (files, [:]), (["Specs"], Self.poisoned(repository)),
      ] {
        let run = try Herald.run(
          ["diff", "--since", "HEAD"] + paths, environment: environment, directory: repository.url)
        #expect(run.status == 0, "\(paths): \(run.stderr)")
        for line in Self.expected(shape) where paths == ["Specs"] || !line.contains("gone") {
          #expect(run.stdout.contains(line), "\(paths): \(run.stdout)")
        }
        #expect(!run.stdout.contains("top"), "\(run.stdout)")
      }
      let missing = try Herald.run(
        ["diff", "--since", HostileGitRepository.missingCommit, "Specs"], directory: repository.url)
      #expect(missing.status == 2, "\(missing.stderr)")
      #expect(missing.stderr.contains("'\(HostileGitRepository.missingCommit)' is not a commit"))
      let inside = try Herald.run(
        ["diff", "--since", "HEAD", "."],
        directory: repository.url.appending(path: shape.folder))
      switch shape {
      case .bareAtSpecRoot, .bareAtDepth1, .bareAtDepth3:
        #expect(inside.status == 2, "\(inside.stderr)")
        #expect(
          inside.stderr.contains(
            "'--since' reads the git repository of the working directory: fatal: cannot use "
              + "bare repository"), "\(inside.stderr)")
      case .submoduleCheckout:
        // The submodule's `.git` file names a repository without a work tree.
        #expect(inside.status == 2, "\(inside.stderr)")
        #expect(
          inside.stderr.contains(
            "'--since' reads the git repository of the working directory: fatal: this "
              + "operation must be run in a work tree"), "\(inside.stderr)")
      case .trustedDrivers:
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stdout.contains("category 'gone' was removed"), "\(inside.stdout)")
      }
      #expect(repository.markers() == [], "\(shape): attacks ran")
    }
  }

  /// The issue's reproducer: a spec root committed with `HEAD`, `refs/`, `objects/` and a
  /// `config` naming a partial clone's `ext::` remote allowed always; git read that `config`
  /// and ran the remote's command when `--since` looked the revision up.
  @Test func committedBareRepositoryRunsNothing() throws {
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try repository.folder.write("Specs/HEAD", text: "ref: refs/heads/main\n")
      try repository.folder.write(
        "Specs/refs/heads/main", text: "\(HostileGitRepository.missingCommit)\n")
      try repository.folder.write("Specs/objects/info/keep", text: "")
      try repository.folder.write(
        "Specs/config",
        text: """
          [core]
          \trepositoryformatversion = 1
          \tbare = true
          [extensions]
          \tpartialClone = origin
          [remote "origin"]
          \turl = "ext::/bin/sh -c \(HostileGitRepository.touch)% \(repository.marker("ext"))"
          \tpromisor = true
          [protocol "ext"]
          \tallow = always

          """)
      try repository.folder.write("Specs/chat.yml", text: Self.spec("chat"))
      try repository.commitAll()
      try repository.folder.write("Specs/chat.yml", text: Self.spec("chat", title: "Went"))
      let run = try Herald.run(["diff", "--since", "HEAD", "Specs"], directory: repository.url)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("Specs/chat.yml:5:26: behavioural:"), "\(run.stdout)")
      #expect(repository.markers() == [])
    }
  }

  /// A commit whose tree names content the clone does not have, in a partial clone whose
  /// `ext::` remote is allowed always: Herald fetches nothing, and reading the file is an I/O
  /// error naming it.
  @Test func missingContentIsNotFetched() throws {
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try repository.folder.write("Specs/deep.yml", text: Self.spec("deep"))
      try repository.commitAll()
      let tree = { (entry: String, missing: Bool) throws -> String in
        let run = try repository.git([
          "-c", "alias.tree=!printf '\(entry)\\n' | git mktree" + (missing ? " --missing" : ""),
          "tree",
        ])
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let specs = try tree("100644 blob \(HostileGitRepository.missingCommit)\\tdeep.yml", true)
      let top = try tree("040000 tree \(specs)\\tSpecs", false)
      let commit = try repository.git(["commit-tree", top, "-m", "lost"]).output
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try Self.trustRepository(repository)
      let run = try Herald.run(["diff", "--since", commit, "Specs"], directory: repository.url)
      #expect(run.status == 3, "\(run.stderr)")
      #expect(
        run.stderr.contains("herald diff: error: \(commit):Specs/deep.yml: "), "\(run.stderr)")
      #expect(repository.markers() == [])
    }
  }

  /// git runs three times (version, repository, REF), then once per listing and once per old
  /// file: counted by a `git` first on PATH that logs each run and hands it to the real git, for
  /// N and 2N spec files named one by one in folders of their own (a listing each) and for the
  /// folder holding them (one listing).
  @Test(arguments: [8, 16])
  func gitRunsGrowLinearly(_ count: Int) throws {
    let real = try Tool.run(["sh", "-c", "command -v git"], timeout: 60).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      let files = (0..<count).map { "Specs/f\($0)/s\($0).yml" }
      for (index, file) in files.enumerated() {
        try folder.write(file, text: Self.spec("c\(index)"))
      }
      try repository.commitAll()
      let calls = folder.url.appending(path: "calls")
      let wrapper = try folder.write(
        "bin/git",
        text:
          "#!/bin/sh\necho \"run $(tr '\\0' '\\n' < /proc/$$/environ "
          + "| grep -c -E '^(PATH|HOME|GIT_DIR)=')\" >> '\(calls.path)'\n"
          + "exec '\(real)' \"$@\"\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for (paths, expected) in [(files, 3 + count + count), (["Specs"], 3 + 1 + count)] {
        try? FileManager.default.removeItem(at: calls)
        let run = try Herald.run(
          ["diff", "--since", "HEAD"] + paths,
          environment: [
            "PATH": folder.url.appending(path: "bin").path + ":" + path, "HOME": folder.url.path,
            "GIT_DIR": "/nowhere",
          ],
          directory: repository.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "no changes\n", "\(run.stdout)")
        let runs = try String(contentsOf: calls, encoding: .utf8).split(separator: "\n")
        #expect(runs.count == expected, "\(paths.count) paths")
        // git inherits nothing of the caller's environment: its environment as started (which
        // the shell's own default PATH does not change) has none of the three.
        #expect(runs.allSatisfy { $0 == "run 0" }, "\(runs)")
      }
    }
  }

  /// The two guards against a partial clone's fetch, each alone: a `git` first on PATH removes
  /// the other's variable before it runs the real git (as a git that does not know it would
  /// ignore it). With both removed, the fetch's command runs despite `-c protocol.allow=never`,
  /// which shows that the test sees it.
  @Test(arguments: [
    ["GIT_NO_LAZY_FETCH"], ["GIT_ALLOW_PROTOCOL"], ["GIT_NO_LAZY_FETCH", "GIT_ALLOW_PROTOCOL"],
  ])
  func fetchGuardsHoldAlone(removed: [String]) throws {
    let real = try Tool.run(["sh", "-c", "command -v git"], timeout: 60).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try folder.write("Specs/chat.yml", text: Self.spec("chat"))
      try repository.commitAll()
      try Self.trustRepository(repository)
      let unset = removed.map { "unset \($0)\n" }.joined()
      let wrapper = try folder.write("bin/git", text: "#!/bin/sh\n\(unset)exec '\(real)' \"$@\"\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let run = try Herald.run(
        ["diff", "--since", HostileGitRepository.missingCommit, "Specs"],
        environment: ["PATH": folder.url.appending(path: "bin").path + ":" + path],
        directory: repository.url)
      #expect(run.status == 2, "\(run.stderr)")
      #expect(repository.markers() == (removed.count == 2 ? ["MARKER-ext"] : []))
    }
  }

  /// A spec outside the working directory's repository is a usage error naming it; git is
  /// never asked to look for another repository around it.
  @Test func specOutsideTheRepositoryIsAUsageError() throws {
    try withTemporaryFolder { folder in
      try withTemporaryFolder { elsewhere in
        let repository = try HostileGitRepository(folder)
        try repository.folder.write("Specs/chat.yml", text: Self.spec("chat"))
        try repository.commitAll()
        try elsewhere.write("chat.yml", text: Self.spec("chat"))
        try HostileGitRepository.plant(in: elsewhere, at: "", marker: repository.marker)
        let outside = elsewhere.url.appending(path: "chat.yml").path
        let run = try Herald.run(
          ["diff", "--since", "HEAD", "Specs", outside], directory: repository.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("'\(outside)' is outside the git repository"), "\(run.stderr)")
        #expect(repository.markers() == [])
      }
    }
  }

  /// A revision that starts with `-` would be read by git as an option: a usage error.
  @Test func revisionStartingWithADashIsAUsageError() throws {
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try repository.folder.write("Specs/chat.yml", text: Self.spec("chat"))
      try repository.commitAll()
      let run = try Herald.run(
        ["diff", "--since=--output=\(repository.marker("option"))", "Specs"],
        directory: repository.url)
      #expect(run.status == 2, "\(run.stderr)")
      #expect(run.stderr.contains("is not a git revision (it starts with '-')"), "\(run.stderr)")
      #expect(repository.markers() == [])
    }
  }

  /// A git older than 2.38 (which would read a committed bare repository's configuration while
  /// looking for the repository) is refused after `git version`, before any other git command.
  @Test func gitOlderThan238IsRefused() throws {
    try withTemporaryFolder { folder in
      let repository = try HostileGitRepository(folder)
      try repository.folder.write("Specs/chat.yml", text: Self.spec("chat"))
      try repository.commitAll()
      let calls = repository.url.appending(path: "calls").path
      let fake = try folder.write(
        "bin/git", text: "#!/bin/sh\necho \"$@\" >> '\(calls)'\necho 'git version 2.37.7'\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let run = try Herald.run(
        ["diff", "--since", "HEAD", "Specs"],
        environment: ["PATH": folder.url.appending(path: "bin").path + ":" + path],
        directory: repository.url)
      #expect(run.status == 3, "\(run.stderr)")
      #expect(
        run.stderr.contains("'--since' needs git 2.38 or later (found 2.37)"), "\(run.stderr)")
      let called = try String(contentsOfFile: calls, encoding: .utf8)
      #expect(called.split(separator: "\n").count == 1)
      #expect(called.hasSuffix(" version\n"), "\(called)")
    }
  }
}
