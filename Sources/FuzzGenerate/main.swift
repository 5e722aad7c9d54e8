// libFuzzer target: parse, validate and, when valid, generate and render one input.

import FuzzChecks

/// Checks one input; a broken invariant stops the process, so
/// libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = FuzzOracle.check(bytes, generate: true).problems
  if !problems.isEmpty { fatalError("invariant broken:\n" + problems.joined(separator: "\n")) }
  return 0
}
