// What the payload rules walk: every list of payload fields in the set, with what owns it.

/// A list of payload fields and what declares it: a category's or push kind's `payload`, or a
/// named type.
struct PayloadFieldList {
  /// The category, for a category's `payload`.
  let category: CategoryDecl?
  /// The push kind, for a push kind's `payload`.
  var push: PushKindDecl? = nil
  /// The named type, for an entry of `payloadTypes`.
  let type: PayloadTypeDecl?
  /// The Live Activity, for its `attributes` or `contentState`.
  var activity: LiveActivityDecl? = nil
  /// Which part of the activity: `attributes` or `contentState`.
  var activityPart: String? = nil
  /// The fields, in source order.
  let fields: [PayloadFieldDecl]

  /// How messages name the owner: `category 'ride-offer'`, `payload type 'Place'`.
  var owner: String {
    if let category { return "the payload of category '\(category.id.value)'" }
    if let push { return "the payload of push kind '\(push.id.value)'" }
    if let activity {
      return "the \(activityPart ?? "contentState") of live activity '\(activity.id.value)'"
    }
    return "payload type '\(type?.name.value ?? "")'"
  }
}

extension ValidationContext {
  /// Calls `body` with each category's `payload`, then each push kind's, then each named type,
  /// then each Live Activity's `attributes` and `contentState`, in source order.
  func forEachPayloadFieldList(_ body: (PayloadFieldList) -> Void) {
    for category in set.categories {
      guard let payload = category.payload else { continue }
      body(PayloadFieldList(category: category, type: nil, fields: payload.value))
    }
    for push in set.pushes {
      guard let payload = push.payload else { continue }
      body(PayloadFieldList(category: nil, push: push, type: nil, fields: payload.value))
    }
    for type in set.payloadTypes {
      body(PayloadFieldList(category: nil, type: type, fields: type.fields))
    }
    for activity in set.liveActivities {
      for (part, fields) in [
        ("attributes", activity.attributes), ("contentState", activity.contentState),
      ] {
        guard let fields else { continue }
        body(
          PayloadFieldList(
            category: nil, type: nil, activity: activity, activityPart: part, fields: fields.value))
      }
    }
  }
}
