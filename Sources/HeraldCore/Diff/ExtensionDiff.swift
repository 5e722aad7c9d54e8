// The changes of the content extensions: which categories each target serves, and the
// attributes of the targets kept.

/// Compares the content extensions of two spec sets, by target name.
struct ExtensionDiff {
  /// The old set.
  let old: SpecSet
  /// The new set.
  let new: SpecSet
  /// New category id → the old category it continues (the same id or renamed).
  let continuing: [String: CategoryDecl]

  /// Categories dropped by a target, then categories a target serves newly, then changed
  /// attributes, each in spec order. A category that is gone altogether is reported as
  /// removed, not again for each target that served it.
  func changes() -> [SpecChange] {
    var changes: [SpecChange] = []
    let newID = Dictionary(continuing.map { ($0.value.id.value, $0.key) }) { first, _ in first }
    let newTargets = Dictionary(new.extensions.map { ($0.target.value, $0) }) { first, _ in first }
    let oldTargets = Dictionary(old.extensions.map { ($0.target.value, $0) }) { first, _ in first }
    let newCategories = SpecDiff.firstByID(new.categories)
    for decl in old.extensions {
      let target = decl.target.value
      let next = newTargets[target]
      let served = Set(next?.categories.map(\.value) ?? [])
      for category in decl.categories {
        guard let id = newID[category.value], !served.contains(id) else { continue }
        let reason =
          next == nil ? "extension '\(target)' was removed and" : "extension '\(target)'"
        changes.append(
          SpecChange(
            .extensionCategoryDropped, category: id,
            "\(reason) no longer serves category '\(id)'",
            old: category.range, new: next?.target.range ?? newCategories[id]?.id.range))
      }
    }
    for decl in new.extensions {
      let target = decl.target.value
      let before = oldTargets[target]
      let served = Set(
        (before?.categories ?? []).compactMap { newID[$0.value] ?? $0.value })
      for category in decl.categories where !served.contains(category.value) {
        changes.append(
          SpecChange(
            .extensionCategoryAdded, category: category.value,
            "extension '\(target)' serves category '\(category.value)' now",
            old: nil, new: category.range))
      }
      if let before { changes += attributeChanges(before, decl) }
    }
    return changes
  }

  /// The attributes of a kept target that changed, one change each.
  func attributeChanges(_ before: ExtensionDecl, _ after: ExtensionDecl) -> [SpecChange] {
    let attributes: [(String, String, String, SourceRange?, SourceRange?)] = [
      (
        "principalClass", text(before.principalClass), text(after.principalClass),
        before.principalClass?.range, after.principalClass?.range
      ),
      (
        "mainStoryboard", text(before.mainStoryboard), text(after.mainStoryboard),
        before.mainStoryboard?.range, after.mainStoryboard?.range
      ),
      (
        "initialContentSizeRatio", text(before.initialContentSizeRatio),
        text(after.initialContentSizeRatio), before.initialContentSizeRatio?.range,
        after.initialContentSizeRatio?.range
      ),
      (
        "defaultContentHidden", text(before.defaultContentHidden),
        text(after.defaultContentHidden), before.defaultContentHidden?.range,
        after.defaultContentHidden?.range
      ),
      (
        "overridesDefaultTitle", text(before.overridesDefaultTitle),
        text(after.overridesDefaultTitle), before.overridesDefaultTitle?.range,
        after.overridesDefaultTitle?.range
      ),
      (
        "userInteractionEnabled", text(before.userInteractionEnabled),
        text(after.userInteractionEnabled), before.userInteractionEnabled?.range,
        after.userInteractionEnabled?.range
      ),
      (
        "mediaPlayPauseButton", media(before.mediaPlayPauseButton?.value),
        media(after.mediaPlayPauseButton?.value), before.mediaPlayPauseButton?.range,
        after.mediaPlayPauseButton?.range
      ),
    ]
    let target = after.target.value
    return attributes.compactMap { key, was, now, oldRange, newRange in
      guard was != now else { return nil }
      return SpecChange(
        .extensionChanged, category: nil,
        "\(key) of extension '\(target)' changed: \(was) → \(now)",
        old: oldRange ?? before.target.range, new: newRange ?? after.target.range)
    }
  }

  /// A media button as the message shows it: its type, frame and tint, or `unset`.
  func media(_ button: MediaButtonDecl?) -> String {
    guard let button else { return "unset" }
    let frame = button.frame.value.map { "\($0)" }.joined(separator: ", ")
    let tint = button.tint.map { " tint \($0.value)" } ?? ""
    return "'\(button.type.value.rawValue)' at [\(frame)]\(tint)"
  }

  /// A value as the message shows it, or `unset`.
  func text<Value>(_ value: Located<Value>?) -> String {
    value.map { "'\($0.value)'" } ?? "unset"
  }
}
