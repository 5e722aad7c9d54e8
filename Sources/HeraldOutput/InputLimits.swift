// The most herald reads: per spec file and per spec set, so that no input can take unbounded
// time or memory.

/// Size limits on what a command reads. Checked while reading, so `/dev/zero` on standard input
/// or a file that grows while it is read stops at the limit instead of filling memory.
package struct InputLimits: Sendable, Equatable {
  /// The most bytes one spec file (or standard input, or an Info.plist) may hold.
  package var file = 64 << 20
  /// The most bytes all spec files of one run may hold together.
  package var set = 256 << 20

  /// The default limits.
  package init() {}

  /// Which limit a read is held to, for the message that names the option raising it.
  package enum Scope: Sendable {
    /// One file's limit, `--max-file-size`.
    case file
    /// What is left of the set's limit, `--max-input-size`.
    case set

    /// The failure for an input that went over `limit`.
    package func exceeded(_ name: String, limit: Int) -> IOFailure {
      let reason =
        switch self {
        case .file:
          "larger than the \(InputLimits.describe(limit)) allowed for one input; raise the limit with --max-file-size if this is intended"
        case .set:
          "takes the spec set past its size limit (\(InputLimits.describe(limit)) were left); raise the limit with --max-input-size if this is intended"
        }
      return IOFailure(path: name, reason: reason)
    }
  }

  /// A size for messages: `64 MiB`, `512 KiB` or `100 bytes`.
  package static func describe(_ bytes: Int) -> String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
      let whole = bytes >> shift
      if whole << shift == bytes { return "\(whole) \(unit)" }
    }
    return "\(bytes) bytes"
  }
}
