// libFuzzer target: check one input as an APNs payload file against a fixed spec set.

import FuzzChecks

/// Checks one input; a broken invariant stops the process, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = PayloadChecks.problems(bytes)
  if !problems.isEmpty { fatalError("invariant broken:\n" + problems.joined(separator: "\n")) }
  return 0
}
