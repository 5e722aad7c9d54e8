// The `--lock-timeout` option's value: parsing it is the command line's, waiting the lock's.

import HeraldArguments
import HeraldOutput

extension OutputLock {
  /// The wait `--lock-timeout` asks for; a usage error for anything but a number of seconds.
  static func timeout(_ text: String) throws(UsageError) -> Double {
    guard let value = Double(text), value >= 0, value.isFinite, value <= 86_400 else {
      throw UsageError(
        description:
          "'\(text)' is not a valid value for '--lock-timeout'; give seconds (0 to 86400)"
      )
    }
    return value
  }
}
