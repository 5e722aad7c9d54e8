// The most herald reads: per spec file and per spec set, so that no input can take unbounded
// time or memory.

/// Size limits on what a command reads. Checked while reading, so `/dev/zero` on standard input
/// or a file that grows while it is read stops at the limit instead of filling memory.
struct InputLimits: Sendable, Equatable {
  /// The most bytes one spec file (or standard input, or an Info.plist) may hold.
  var file = 64 << 20
  /// The most bytes all spec files of one run may hold together.
  var set = 256 << 20

  /// The options that change the limits, shared by every command that reads specs.
  static let options: [OptionSpec<InputLimits>] = [
    .parsed(
      "--max-file-size", "SIZE", \.file,
      help: "the most bytes one spec file or standard input may hold (default 64M)"
    ) { text throws(UsageError) in try size(text, option: "--max-file-size") },
    .parsed(
      "--max-input-size", "SIZE", \.set,
      help: "the most bytes all spec files of the run may hold together (default 256M)"
    ) { text throws(UsageError) in try size(text, option: "--max-input-size") },
  ]

  /// A size: a positive whole number of bytes, optionally with `K`, `M` or `G` (powers of 1024).
  static func size(_ text: String, option: String) throws(UsageError) -> Int {
    var digits = Substring(text)
    var shift = 0
    switch digits.last {
    case "K", "k": shift = 10
    case "M", "m": shift = 20
    case "G", "g": shift = 30
    default: break
    }
    if shift > 0 { digits = digits.dropLast() }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0,
      value <= Int.max >> shift
    else {
      throw UsageError(
        description:
          "'\(text)' is not a valid size for '\(option)'; give bytes, or a number with K, M or G (e.g. 64M)"
      )
    }
    return value << shift
  }

  /// Which limit a read is held to, for the message that names the option raising it.
  enum Scope: Sendable {
    /// One file's limit, `--max-file-size`.
    case file
    /// What is left of the set's limit, `--max-input-size`.
    case set

    /// The failure for an input that went over `limit`.
    func exceeded(_ name: String, limit: Int) -> IOFailure {
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
  static func describe(_ bytes: Int) -> String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
      let whole = bytes >> shift
      if whole << shift == bytes { return "\(whole) \(unit)" }
    }
    return "\(bytes) bytes"
  }
}
