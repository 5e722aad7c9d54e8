// Changes of the settings the whole set shares: `platforms`, `swift`, `localization` and `app`.
// They belong to no category; each is located at its block (or its entry) in the new set, or at
// the start of the new set's first file when the block is gone.

/// Compares the shared settings of two sets.
struct SettingsDiff {
  /// The old set.
  let old: SpecSet
  /// The new set.
  let new: SpecSet

  /// Deployment targets, then `swift`, `localization` and `app`.
  func changes() -> [SpecChange] {
    platformChanges() + swiftChanges() + localizationChanges() + appChanges()
  }

  /// Where nothing of a block is left in the new set: the start of its first file.
  var newStart: SourceRange { .fileStart(new.files.first?.path ?? "") }

  /// Where a block is in each set: its range, or the start of the set's first file.
  func places<Value>(_ block: (SpecFile) -> Located<Value>?) -> (old: SourceRange, new: SourceRange)
  {
    (
      old.files.lazy.compactMap(block).first?.range ?? .fileStart(old.files.first?.path ?? ""),
      new.files.lazy.compactMap(block).first?.range ?? newStart
    )
  }

  /// A platform targeted newly or with a lower deployment target (additive: more systems), or
  /// no longer or with a higher one (behavioural: older systems are left out).
  func platformChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    let place = places(\.platforms)
    for target in old.platforms {
      let platform = target.platform.value
      let was = target.version.value
      guard let next = new.platforms.first(where: { $0.platform.value == platform }) else {
        changes.append(
          SpecChange(
            .deploymentTargetRaised, category: nil,
            "\(platform.rawValue) is no longer targeted (was from \(was))",
            old: target.version.range, new: place.new))
        continue
      }
      let now = next.version.value
      guard now != was else { continue }
      changes.append(
        SpecChange(
          now > was ? .deploymentTargetRaised : .deploymentTargetLowered, category: nil,
          "the \(platform.rawValue) deployment target changed: \(was) → \(now)",
          old: target.version.range, new: next.version.range))
    }
    for target in new.platforms where !old.targets(target.platform.value) {
      changes.append(
        SpecChange(
          .deploymentTargetLowered, category: nil,
          "\(target.platform.value.rawValue) is targeted now, from \(target.version.value)",
          old: nil, new: target.platform.range))
    }
    return changes
  }

  /// The namespace (breaking: every generated type moves) and the access level (narrower is
  /// breaking for code outside the module, wider additive).
  func swiftChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    let place = places(\.swift)
    let (before, after) = (old.swift, new.swift)
    if before.namespace != after.namespace {
      changes.append(
        SpecChange(
          .swiftNamespaceChanged, category: nil,
          "the namespace of the generated types changed: '\(before.namespace)' → '\(after.namespace)'",
          old: place.old, new: place.new))
    }
    let order: [AccessLevel] = [.internal, .package, .public]
    let was = order.firstIndex(of: before.accessLevel)!
    let now = order.firstIndex(of: after.accessLevel)!
    if was != now {
      changes.append(
        SpecChange(
          now < was ? .accessLevelNarrowed : .accessLevelWidened, category: nil,
          "the access level of the generated code changed: "
            + "\(before.accessLevel.rawValue) → \(after.accessLevel.rawValue)",
          old: place.old, new: place.new))
    }
    return changes
  }

  /// Localization turned on or off, or its table or bundle changed: translations are looked up
  /// elsewhere, or not at all.
  func localizationChanges() -> [SpecChange] {
    let place = places(\.localization)
    switch (old.localization, new.localization) {
    case (nil, nil):
      return []
    case (nil, _?):
      return [
        SpecChange(
          .localizationChanged, category: nil,
          "strings are localized now (a 'localization' block was added)", old: nil,
          new: place.new)
      ]
    case (_?, nil):
      return [
        SpecChange(
          .localizationChanged, category: nil,
          "strings are no longer localized (the 'localization' block was removed)",
          old: place.old, new: place.new)
      ]
    case (let before?, let after?):
      var changes: [SpecChange] = []
      if before.table != after.table {
        changes.append(
          SpecChange(
            .localizationChanged, category: nil,
            "the localization table changed: '\(before.table)' → '\(after.table)'",
            old: place.old, new: place.new))
      }
      if before.bundle != after.bundle {
        changes.append(
          SpecChange(
            .localizationChanged, category: nil,
            "the localization bundle changed: \(before.bundle.rawValue) → \(after.bundle.rawValue)",
            old: place.old, new: place.new))
      }
      return changes
    }
  }

  /// The bundle identifier sample payloads name, and whether `generate` writes them.
  func appChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    let place = places(\.app)
    let (before, after) = (old.app, new.app)
    if before.bundleIdentifier != after.bundleIdentifier {
      let was = before.bundleIdentifier.map { "'\($0)'" } ?? "none"
      let now = after.bundleIdentifier.map { "'\($0)'" } ?? "none"
      changes.append(
        SpecChange(
          .appChanged, category: nil, "the app's bundleIdentifier changed: \(was) → \(now)",
          old: place.old, new: place.new))
    }
    if before.samplePayloads != after.samplePayloads {
      changes.append(
        SpecChange(
          .appChanged, category: nil,
          "samplePayloads changed: \(before.samplePayloads) → \(after.samplePayloads)",
          old: place.old, new: place.new))
    }
    return changes
  }
}
