// `liveActivities` (issue 40): decoding, and the located errors of the activity rules and of
// the payload rules on an activity's fields.

import Testing

@testable import HeraldCore

/// Live Activities in the spec language.
@Suite struct LiveActivityDeclTests {
  /// Every key decodes; `dates` defaults to what a default JSONDecoder reads.
  @Test func decodesEveryKey() throws {
    let result = check(
      """
      version: 1
      liveActivities:
        - id: delivery
          swiftName: FoodDelivery
          pushToStart: true
          frequentUpdates: true
          staleAfter: 900
          dates: secondsSince1970
          attributes: { orderNumber: string }
          contentState:
            eta: date
            status: { type: string, enum: [preparing, delivered] }
        - id: pickup
          contentState: { ready: boolean }
      """)
    #expect(result.diagnostics.isEmpty, "\(result.listing)")
    let activities = try #require(result.outcome.spec?.set.liveActivities)
    #expect(activities.count == 2)
    let delivery = activities[0]
    #expect(delivery.allowsPushToStart && delivery.wantsFrequentUpdates)
    #expect(delivery.staleAfter?.value == 900)
    #expect(delivery.dateWireForm == .secondsSince1970)
    #expect(delivery.attributes?.value.map(\.key.value) == ["orderNumber"])
    #expect(delivery.contentState?.value.map(\.key.value) == ["eta", "status"])
    #expect(LiveActivityNames.typeName(delivery) == "FoodDeliveryAttributes")
    #expect(activities[1].dateWireForm == .secondsSince2001)
    #expect(!activities[1].allowsPushToStart && !activities[1].wantsFrequentUpdates)
    #expect(LiveActivityNames.typeName(activities[1]) == "PickupAttributes")
  }

  /// A second activity of one id, and two activities of one Swift type, are errors at the
  /// second with a note at the first.
  @Test func duplicateIdsAndNames() {
    let result = check(
      """
      version: 1
      liveActivities:
        - { id: delivery, contentState: { eta: date } }
        - { id: 1️⃣delivery, contentState: { eta: date } }
        - { id: delivery-2, swiftName: 2️⃣Delivery, contentState: { eta: date } }
      """)
    expectDiagnostic(
      result, id: .liveActivityDuplicate, severity: .error,
      message: .exact("live activity 'delivery' is declared twice; rename one or remove it"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .liveActivityName, severity: .error,
      message: .exact(
        "live activity 'delivery-2' becomes the Swift type 'DeliveryAttributes', which live activity 'delivery' already takes; set 'swiftName'"
      ), at: "2️⃣")
    expectIDs(result, [.liveActivityDuplicate, .liveActivityName])
  }

  /// The payload rules check an activity's fields (an unknown type, an enum on a number), and
  /// the activity rule refuses what its Codable does not carry.
  @Test func fieldErrorsAreLocated() {
    let result = check(
      """
      version: 1
      liveActivities:
        - id: delivery
          attributes: { place: 1️⃣Plac }
          contentState:
            extra: 2️⃣json
            note: { type: string, optional: true, lenient: 3️⃣true }
      """)
    expectDiagnostic(
      result, id: .payloadUnknownType, severity: .error,
      message: .prefix("unknown payload type 'Plac' for key 'place'"), at: "1️⃣")
    expectDiagnostic(
      result, id: .liveActivityField, severity: .error,
      message: .prefix(
        "'extra' in the contentState of live activity 'delivery' is a JSON value other than null"),
      at: "2️⃣")
    expectDiagnostic(
      result, id: .liveActivityField, severity: .error,
      message: .prefix("'note' in the contentState of live activity 'delivery' is lenient"),
      at: "3️⃣")
  }

  /// `staleAfter` must be positive and `dates` one of its spellings, with a fix-it.
  @Test func invalidValues() {
    let result = check(
      """
      version: 1
      liveActivities:
        - { id: delivery, staleAfter: 1️⃣0, dates: 2️⃣iso8610, contentState: { eta: date } }
      """)
    expectDiagnostic(
      result, id: .invalidValue, severity: .error, message: .prefix("'staleAfter' is 0 seconds"),
      at: "1️⃣")
    let dates = expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: .prefix("'iso8610' is not a valid date wire form; did you mean 'iso8601'?"),
      at: "2️⃣")
    #expect(dates?.fixIts.map(\.replacement) == ["iso8601"])
  }
}
