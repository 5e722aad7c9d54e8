// The options that set `InputLimits`, shared by every command that reads specs.

import HeraldArguments
import HeraldOutput

extension InputLimits {
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
}
