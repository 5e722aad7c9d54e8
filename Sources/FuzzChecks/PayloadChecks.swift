// The payload reader's invariants, checked in-process on any bytes (FuzzPayload and the replay
// test).

import HeraldCore

/// Checks `PayloadChecker` (and so `JSONReader`) on one input read as a payload file: it
/// returns, every diagnostic is located inside its file with a known id, a syntax error is the
/// only diagnostic, and a second check gives the same diagnostics.
public enum PayloadChecks {
  /// The spec set payloads are checked against: the one the payload records' examples use (a
  /// registered category, an unregistered one, one unavailable on watchOS and one served by a
  /// content extension).
  static let spec = InputFile(
    path: "spec.yml", bytes: Array(PayloadExamples.spec.files.joined().utf8))

  /// The validated set of `spec`.
  static let set: SpecSet? = Compiler.check([spec], keepingMachines: false).spec?.set

  /// The broken invariants for the input as `p.json`.
  public static func problems(_ bytes: [UInt8]) -> [String] {
    guard let set else { return ["the fuzz spec set does not validate"] }
    let input = InputFile(path: "p.json", bytes: bytes)
    var first = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: input.path, against: set, into: &first)
    var problems = FuzzOracle.diagnosticFindings(
      first.diagnostics, inputs: [input, spec], payloads: [input.path]
    ).problems
    var reader = JSONReader(bytes, path: input.path)
    if (try? reader.read()) == nil {
      if first.diagnostics.count != 1 || first.diagnostics.first?.id != .payloadJSON {
        problems.append("a syntax error is not the one payload-json diagnostic")
      }
    } else if reader.whitespaceBytes > bytes.count {
      problems.append("more whitespace than bytes")
    }
    var second = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: input.path, against: set, into: &second)
    if second.diagnostics != first.diagnostics { problems.append("a second check differs") }
    return problems
  }
}
