// Whether the editor that started the server still runs.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks the client's process, as the protocol asks servers to (`processId`).
enum ClientProcess {
  /// Whether a process with this id exists: signal 0 checks without sending anything. A process
  /// of another user answers EPERM, which still means it exists.
  static func isAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
