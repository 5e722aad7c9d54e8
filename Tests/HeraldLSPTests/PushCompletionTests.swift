// Completion in the parts issue 38 added: the top-level keys `pushes` and `payloadUnions`, a
// push kind's keys, and payload types in a push kind's `payload` and a union's cases.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Completion of push kinds and unions.
struct PushCompletionTests {
  /// The top level offers the new sections, and a push kind its keys.
  @Test func keysOfTheNewSections() throws {
    let top = PayloadCompletionTests.items("version: 1\n‸", set: nil)
    #expect(top["pushes"] != nil, "\(top)")
    #expect(top["payloadUnions"] != nil, "\(top)")
    let push = PayloadCompletionTests.items("pushes:\n  - id: clear\n    ‸", set: nil)
    for key in ["when", "category", "payload", "attachments", "swiftName", "description"] {
      #expect(push[key] != nil, "\(key): \(push)")
    }
    let union = PayloadCompletionTests.items("payloadUnions:\n  Message:\n    ‸", set: nil)
    #expect(union["discriminator"] != nil && union["cases"] != nil, "\(union)")
  }

  /// A push kind's payload and a union's cases offer the payload types.
  @Test func typesInPushKindsAndUnions() throws {
    let set = try PayloadCompletionTests.set()
    for text in [
      "pushes:\n  - id: clear\n    payload:\n      at: ‸",
      "pushes:\n  - id: clear\n    payload:\n      at: { type: ‸",
      "payloadUnions:\n  Message:\n    cases:\n      stream: ‸",
    ] {
      let items = PayloadCompletionTests.items(text, set: set)
      #expect(items["Place"] == "payload type in types.yml", "\(text): \(items)")
    }
    let elsewhere = PayloadCompletionTests.items(
      "pushes:\n  - id: clear\n    description: ‸", set: set)
    #expect(elsewhere["Place"] == nil, "\(elsewhere)")
  }
}
