// Runs git for `herald diff --since`: the one outside program herald itself starts. A pull
// request controls the files git reads there, so git runs with nothing that could make it start
// another program: no inherited environment, no system or global configuration, no transport.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Runs `git` with a fixed environment and fixed safety options, and captures what it prints.
/// posix_spawn rather than Foundation's `Process`: HeraldCLI links no Foundation, which keeps
/// herald's start-up fast.
enum GitRunner {
  /// What one run of git did.
  struct Outcome {
    /// The exit status; -1 when a signal ended it.
    let status: Int32
    /// Standard output.
    let output: [UInt8]
    /// Standard error, as text.
    let errors: String
  }

  /// git's whole environment; nothing of herald's own is passed on, so no `GIT_DIR`,
  /// `GIT_CONFIG_PARAMETERS`, `GIT_EXTERNAL_DIFF`, `GIT_PAGER`, `GIT_SSH_COMMAND` or askpass
  /// helper of the caller reaches it. Without `PATH`, git finds no program by name; without
  /// `HOME`, no user file. `GIT_ALLOW_PROTOCOL` empty allows no transport at all (a lazy fetch of
  /// a partial clone fails instead of starting a remote helper), and it overrides every
  /// `protocol.*.allow` setting, which `-c protocol.allow=never` does not. `GIT_NO_LAZY_FETCH`
  /// forbids the lazy fetch itself, to the gits that know it (2.45, and the security releases
  /// of May 2024 on older lines). `LC_ALL=C` keeps git's messages in one language.
  static let environment = [
    "LC_ALL=C",
    "GIT_CONFIG_NOSYSTEM=1",
    "GIT_CONFIG_GLOBAL=/dev/null",
    "GIT_CONFIG_SYSTEM=/dev/null",
    "GIT_ATTR_NOSYSTEM=1",
    "GIT_ALLOW_PROTOCOL=",
    "GIT_PROTOCOL_FROM_USER=0",
    "GIT_NO_LAZY_FETCH=1",
    "GIT_TERMINAL_PROMPT=0",
    "GIT_OPTIONAL_LOCKS=0",
  ]

  /// Options before every git command. `safe.bareRepository=explicit` makes git refuse a folder
  /// that only looks like a bare repository (committed `HEAD`, `refs/`, `objects/`, `config`)
  /// while it looks for the repository, instead of reading its `config`. The rest switch off,
  /// for the repository's own configuration too, each way git could start a program: hooks,
  /// the file system monitor, an external diff, a pager.
  static let safetyOptions = [
    "--no-pager", "--literal-pathspecs",
    "-c", "safe.bareRepository=explicit",
    "-c", "core.fsmonitor=false",
    "-c", "core.hooksPath=/dev/null",
    "-c", "diff.external=",
    "-c", "core.pager=cat",
    "-c", "protocol.allow=never",
  ]

  /// Runs git with `arguments` after the safety options, in herald's working directory,
  /// reading at most `limit` bytes of output (so a huge blob stops at herald's file limit).
  /// Throws when git cannot be started or its output not read.
  static func run(_ arguments: [String], limit: Int) throws(IOFailure) -> Outcome {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0 else { throw .fromErrno("git") }
    guard pipe(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      throw .fromErrno("git")
    }
    for descriptor in outPipe + errPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    let words = ["git"] + safetyOptions + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for entry in envp { free(entry) } }
    var child = pid_t()
    // posix_spawnp looks git up in herald's own PATH; git itself gets none.
    let started = posix_spawnp(&child, "git", &actions, nil, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    guard started == 0 else {
      throw IOFailure(path: "git", reason: String(cString: strerror(started)).lowercased())
    }
    // Standard output first, then standard error: git writes little to standard error, far
    // less than a pipe holds, so it never blocks while herald reads the other pipe.
    let output: [UInt8]
    do {
      output = try FileSystem.readAll(outPipe[0], name: "git output", limit: limit)
    } catch {
      kill(child, SIGKILL)
      var ignored: Int32 = 0
      _ = waitpid(child, &ignored, 0)
      throw error
    }
    let errors = (try? FileSystem.readAll(errPipe[0], name: "git errors", limit: 1 << 20)) ?? []
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7f == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xff : -1, output: output,
      errors: String(decoding: errors, as: UTF8.self))
  }
}
