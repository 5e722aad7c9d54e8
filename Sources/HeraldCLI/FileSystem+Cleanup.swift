/// Temporary files that an interrupted run removes: SIGINT, SIGTERM and SIGHUP never leave one.

import CHeraldSystem

/// A temporary file registered for removal at interruption (see `herald_cleanup_track`).
struct CleanupHandle: @unchecked Sendable {
  /// The C handle; nil when tracking failed for lack of memory.
  let pointer: UnsafeMutableRawPointer?
}

extension FileSystem {
  /// Registers `path` for removal should the process be interrupted, installing the signal
  /// handlers on first use.
  static func track(_ path: String) -> CleanupHandle {
    _ = herald_cleanup_install()
    return CleanupHandle(pointer: herald_cleanup_track(path))
  }

  /// Installs the signal handlers now, on the calling thread (the main one), which also
  /// unblocks the signals there, so that a process started with them blocked still cleans up.
  static func prepareCleanup() {
    _ = herald_cleanup_install()
  }

  /// Ends the registration: the file was renamed into place or removed.
  static func untrack(_ handle: CleanupHandle) {
    herald_cleanup_untrack(handle.pointer)
  }
}
