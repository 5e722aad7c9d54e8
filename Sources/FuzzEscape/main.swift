// libFuzzer target: every escaper of HeraldCore/Escaping on the input read as text, checked
// against a small reader of its sink (`EscapeChecks`).

import FuzzChecks

/// Checks one input; a broken invariant stops the process, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscape(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = EscapeChecks.problems(bytes)
  if !problems.isEmpty { fatalError("invariant broken:\n" + problems.joined(separator: "\n")) }
  return 0
}
