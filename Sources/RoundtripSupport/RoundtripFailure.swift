import Foundation
import HeraldArguments
import HeraldOutput

/// The exit statuses of a round trip, as `herald-roundtrip` (formerly scripts/roundtrip) has
/// always returned them, so that callers and tests can tell the kinds of failure apart.
public enum RoundtripStatus: Int32, Sendable {
  /// Everything agrees or passes.
  case passed = 0
  /// The registered categories differ from the manifest, or a machine harness failed.
  case different = 1
  /// A usage error, or a test hook with nothing to act on.
  case usage = 2
  /// herald failed.
  case herald = 3
  /// The stand-ins, the generated code, the harness or the driver failed to compile or to run.
  case build = 4
}

/// Stops a round trip: `message` goes to standard error and `status` is the exit status. The
/// steps throw it instead of exiting, so that the work folder is still cleaned up (or kept).
struct RoundtripFailure: Error {
  /// The exit status.
  let status: RoundtripStatus
  /// What went wrong, for standard error.
  let message: String

  /// A failure with `status` and `message`.
  init(_ status: RoundtripStatus, _ message: String) {
    self.status = status
    self.message = message
  }
}

extension ScratchFolder {
  /// A new folder (`ScratchFolder.make`) as a URL; a failure stops the run with status 4.
  static func url(prefix: String, in parent: URL? = nil) throws(RoundtripFailure) -> URL {
    do {
      return URL(fileURLWithPath: try make(prefix: prefix, in: parent?.path), isDirectory: true)
    } catch {
      throw RoundtripFailure(.build, "roundtrip: cannot make a folder: \(error)")
    }
  }
}
