// Changes of where a category or an action exists (`availability`, `unavailable`), per platform
// the new set targets: on fewer systems is breaking, as an unregistered category is; on more is
// additive.

/// Compares the availability of an item that continues, on the new set's platforms.
struct AvailabilityDiff {
  /// The new set's deployment targets: availability is read against them, so a minimum at or
  /// below a deployment target is the same as none.
  let platforms: [PlatformTarget]

  /// One change per platform on which the item's first version changed or which it left or
  /// joined; `subject` names the item in messages.
  func changes(
    old: Availability, new: Availability, subject: String, category: String,
    places: (old: SourceRange, new: SourceRange)
  ) -> [SpecChange] {
    var changes: [SpecChange] = []
    for target in platforms {
      let platform = target.platform.value
      let before = first(old, on: platform, target: target.version.value)
      let after = first(new, on: platform, target: target.version.value)
      guard before != after else { continue }
      let name = platform.rawValue
      let oldRange = range(old, on: platform) ?? places.old
      let newRange = range(new, on: platform) ?? places.new
      switch (before, after) {
      case (_?, nil):
        changes.append(
          SpecChange(
            .availabilityNarrowed, category: category,
            "\(subject) is no longer available on \(name) ('unavailable')", old: oldRange,
            new: newRange))
      case (nil, let now?):
        changes.append(
          SpecChange(
            .availabilityWidened, category: category,
            "\(subject) is available on \(name) now, from \(now)", old: oldRange, new: newRange))
      case (let was?, let now?):
        changes.append(
          SpecChange(
            now > was ? .availabilityNarrowed : .availabilityWidened, category: category,
            "\(subject) is available from \(name) \(now) now (was \(was))", old: oldRange,
            new: newRange))
      case (nil, nil):
        break
      }
    }
    return changes
  }

  /// The first version of a platform the item exists on, the deployment target at the
  /// earliest; nil when it is unavailable there.
  func first(_ availability: Availability, on platform: Platform, target: Version) -> Version? {
    if availability.unavailable.contains(where: { $0.value == platform }) { return nil }
    let minimum = availability.minimum.first { $0.platform.value == platform }?.version.value
    return max(minimum ?? target, target)
  }

  /// Where the availability names a platform, if it does.
  func range(_ availability: Availability, on platform: Platform) -> SourceRange? {
    availability.unavailable.first { $0.value == platform }?.range
      ?? availability.minimum.first { $0.platform.value == platform }?.version.range
  }
}
