// `check-payload` on Live Activity pushes in process, for the tests that hold its verdicts
// against the generated Swift and the JSON Schemas.

import HeraldCore
import Testing

@testable import TestSupport

/// `check-payload --push-type liveactivity` in process, each push against a spec of its own
/// activity alone (`RandomActivity.spec`), each spec compiled once.
struct ActivityChecker {
  /// The file name the pushes are checked as.
  static let path = "push.json"
  /// The compiled spec of each activity, by id.
  var sets: [String: SpecSet] = [:]

  /// The checker's diagnostics of a push.
  mutating func check(_ push: ActivityPush) throws -> [Diagnostic] {
    let set: SpecSet
    if let known = sets[push.activity.id] {
      set = known
    } else {
      let spec = push.activity.spec
      let outcome = Compiler.check([InputFile(path: "activity.yml", bytes: Array(spec.utf8))])
      set = try #require(outcome.spec?.set, "\(outcome.diagnostics.diagnostics)\n\(spec)")
      #expect(!outcome.diagnostics.hasErrors, "\(outcome.diagnostics.diagnostics)\n\(spec)")
      sets[push.activity.id] = set
    }
    var engine = DiagnosticsEngine()
    PayloadChecker.check(
      Array(push.json.text.utf8), path: Self.path, against: set, pushType: .liveactivity,
      into: &engine)
    return engine.diagnostics
  }
}
