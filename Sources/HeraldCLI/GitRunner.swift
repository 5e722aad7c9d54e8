// Runs git for `herald diff --since`: the one outside program herald itself starts.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Runs `git -C FOLDER ...` and captures what it prints. posix_spawn rather than Foundation's
/// `Process`: HeraldCLI links no Foundation, which keeps herald's start-up fast.
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

  /// Runs git in `folder` with `arguments`, reading at most `limit` bytes of output (so a huge
  /// blob stops at herald's file limit). Throws when git cannot be started or its output not read.
  static func run(_ arguments: [String], in folder: String, limit: Int) throws(IOFailure)
    -> Outcome
  {
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
    let words = ["git", "-C", folder] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var child = pid_t()
    let started = posix_spawnp(&child, "git", &actions, nil, argv, environ)
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
