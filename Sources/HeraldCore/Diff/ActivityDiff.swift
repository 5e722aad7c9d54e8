// Changes of Live Activities (issue 40), judged as the payload rules are: a running activity
// keeps receiving the old server's pushes, so what the new app requires of them breaks it.

/// Compares the Live Activities of two sets by id.
struct ActivityDiff {
  /// The old set's activities.
  let old: [LiveActivityContract]
  /// The new set's activities.
  let new: [LiveActivityContract]

  /// The changes: removed activities, then each of the new set in its order (added, renamed
  /// type, changed date wire form, then its attributes' and content state's key changes).
  func changes(payloads: PayloadDiff) -> [SpecChange] {
    var changes: [SpecChange] = []
    let oldByID = Dictionary(old.map { ($0.id, $0) }) { first, _ in first }
    let newIDs = Set(new.map(\.id))
    for activity in old where !newIDs.contains(activity.id) {
      changes.append(
        SpecChange(
          .activityRemoved, category: nil,
          "live activity '\(activity.id)' was removed: the new app has no '\(activity.typeName)', so running activities of it get no update and push-to-start starts none",
          old: activity.declaration.id.range, new: nil))
    }
    for activity in new {
      let place = activity.declaration.id.range
      guard let previous = oldByID[activity.id] else {
        changes.append(
          SpecChange(
            .activityAdded, category: nil,
            "live activity '\(activity.id)' was added ('\(activity.typeName)')", old: nil,
            new: place))
        continue
      }
      if previous.typeName != activity.typeName {
        changes.append(
          SpecChange(
            .activityTypeRenamed, category: nil,
            "live activity '\(activity.id)' is the Swift type '\(activity.typeName)' now, not '\(previous.typeName)': push-to-start payloads naming the old 'attributes-type' start nothing",
            old: previous.declaration.swiftName?.range ?? previous.declaration.id.range,
            new: activity.declaration.swiftName?.range ?? place))
      }
      if previous.dates != activity.dates {
        changes.append(
          SpecChange(
            .activityDatesChanged, category: nil,
            "live activity '\(activity.id)' carries dates as \(activity.dates.rawValue) now, not \(previous.dates.rawValue): running activities fail on (or misread) the dates of the other side's content state",
            old: previous.declaration.dates?.range ?? previous.declaration.id.range,
            new: activity.declaration.dates?.range ?? place))
      }
      changes += payloads.compare(
        previous.attributes, activity.attributes,
        owner: "the attributes of live activity '\(activity.id)'", category: nil, at: place,
        generated: true)
      changes += payloads.compare(
        previous.contentState, activity.contentState,
        owner: "the content state of live activity '\(activity.id)'", category: nil, at: place,
        generated: true)
    }
    return changes
  }
}

extension ChangeKind {
  /// A Live Activity is gone.
  public static let activityRemoved = ChangeKind("diff-activity-removed", .breaking)
  /// A Live Activity's generated type (its `attributes-type`) has another name.
  public static let activityTypeRenamed = ChangeKind("diff-activity-type-renamed", .breaking)
  /// A Live Activity's `dates` wire form changed.
  public static let activityDatesChanged = ChangeKind("diff-activity-dates-changed", .breaking)
  /// A new Live Activity.
  public static let activityAdded = ChangeKind("diff-activity-added", .additive)
}
