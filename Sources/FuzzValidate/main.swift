// libFuzzer target: parse and validate one input (split into up to eight spec files).

import FuzzChecks

/// Checks one input; a broken invariant stops the process, so
/// libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValidate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = FuzzOracle.check(bytes, generate: false).problems
  if !problems.isEmpty { fatalError("invariant broken:\n" + problems.joined(separator: "\n")) }
  return 0
}
