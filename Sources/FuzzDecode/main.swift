// libFuzzer target: decode one input as a payload's JSON with the generated Swift of
// Fuzz/decode/contract.yml, by `init(userInfo:)` and `JSONDecoder`.

import FuzzDecodeChecks

/// Checks one input; a broken invariant stops the process, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let problems = DecodeChecks.problems(Array(UnsafeBufferPointer(start: data, count: size)))
  if !problems.isEmpty { fatalError("invariant broken:\n" + problems.joined(separator: "\n")) }
  return 0
}
