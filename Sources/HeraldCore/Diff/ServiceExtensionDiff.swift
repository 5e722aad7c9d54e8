// The changes of the service extensions: which categories each target serves and which payload
// URLs it attaches. Servers keep sending what the old spec asked for, so a category that loses
// its service extension, or an attachment key that goes, silently drops what they send.

/// Compares the service extensions of two spec sets, by target name.
struct ServiceExtensionDiff {
  /// The old set.
  let old: SpecSet
  /// The new set.
  let new: SpecSet
  /// New category id → the old category it continues (the same id or renamed).
  let continuing: [String: CategoryDecl]

  /// Categories no service extension serves any more, then those one serves newly, then each
  /// kept target's attachments and class. A category that is gone altogether is reported as
  /// removed, not again here.
  func changes() -> [SpecChange] {
    guard !old.serviceExtensions.isEmpty || !new.serviceExtensions.isEmpty else { return [] }
    var changes: [SpecChange] = []
    let newID = Dictionary(continuing.map { ($0.value.id.value, $0.key) }) { first, _ in first }
    let newCategories = SpecDiff.firstByID(new.categories)
    let newServed = Set(new.serviceExtensions.flatMap { $0.categories.map(\.value) })
    let oldServed = Set(
      old.serviceExtensions.flatMap { $0.categories.map { newID[$0.value] ?? $0.value } })
    let newTargets = Dictionary(new.serviceExtensions.map { ($0.target.value, $0) }) { a, _ in a }
    for decl in old.serviceExtensions {
      for category in decl.categories {
        guard let id = newID[category.value], !newServed.contains(id) else { continue }
        changes.append(
          SpecChange(
            .serviceCategoryDropped, category: id,
            "category '\(id)' has no service extension now ('\(decl.target.value)' served it): payloads that ask for it show unchanged, without their attachments",
            old: category.range, new: newCategories[id]?.id.range))
      }
    }
    for decl in new.serviceExtensions {
      for category in decl.categories where !oldServed.contains(category.value) {
        changes.append(
          SpecChange(
            .serviceCategoryAdded, category: category.value,
            "service extension '\(decl.target.value)' serves category '\(category.value)' now; its payloads need \"mutable-content\": 1",
            old: nil, new: category.range))
      }
    }
    for before in old.serviceExtensions {
      guard let after = newTargets[before.target.value] else { continue }
      changes += attachmentChanges(before, after)
      let was = before.principalClass?.value ?? ExtensionAttributes.defaultServiceClass
      let now = after.principalClass?.value ?? ExtensionAttributes.defaultServiceClass
      if was != now {
        changes.append(
          SpecChange(
            .serviceExtensionChanged, category: nil,
            "principalClass of service extension '\(after.target.value)' changed: '\(was)' → '\(now)'",
            old: before.principalClass?.range ?? before.target.range,
            new: after.principalClass?.range ?? after.target.range))
      }
    }
    return changes
  }

  /// The attachments of a kept target: removed keys, added keys and changed kinds.
  func attachmentChanges(_ before: ServiceExtensionDecl, _ after: ServiceExtensionDecl)
    -> [SpecChange]
  {
    let target = after.target.value
    var changes: [SpecChange] = []
    let kept = Dictionary(after.attachments.map { ($0.from.value, $0) }) { first, _ in first }
    let was = Dictionary(before.attachments.map { ($0.from.value, $0) }) { first, _ in first }
    for attachment in before.attachments where kept[attachment.from.value] == nil {
      changes.append(
        SpecChange(
          .serviceAttachmentRemoved, category: nil,
          "service extension '\(target)' no longer attaches '\(attachment.from.value)': servers that send it lose the attachment",
          old: attachment.from.range, new: after.target.range))
    }
    for attachment in after.attachments {
      guard let previous = was[attachment.from.value] else {
        changes.append(
          SpecChange(
            .serviceAttachmentAdded, category: nil,
            "service extension '\(target)' attaches '\(attachment.from.value)' now",
            old: nil, new: attachment.from.range))
        continue
      }
      if previous.kind.value != attachment.kind.value {
        changes.append(
          SpecChange(
            .serviceExtensionChanged, category: nil,
            "the kind of attachment '\(attachment.from.value)' of service extension '\(target)' changed: '\(previous.kind.value)' → '\(attachment.kind.value)'",
            old: previous.kind.range, new: attachment.kind.range))
      }
    }
    return changes
  }
}

extension ChangeKind {
  /// A category no service extension serves any more: what servers send for it is shown as
  /// sent, without the attachments and changes it was sent for.
  public static let serviceCategoryDropped = ChangeKind(
    "diff-service-category-dropped", .breaking)
  /// A service extension no longer attaches a payload key: servers that send it lose it.
  public static let serviceAttachmentRemoved = ChangeKind(
    "diff-service-attachment-removed", .breaking)
  /// A service extension's principal class or an attachment's kind changed.
  public static let serviceExtensionChanged = ChangeKind(
    "diff-service-extension-changed", .behavioural)
  /// A service extension serves a category it did not: its payloads need `mutable-content`.
  public static let serviceCategoryAdded = ChangeKind("diff-service-category-added", .additive)
  /// A service extension attaches a payload key it did not.
  public static let serviceAttachmentAdded = ChangeKind(
    "diff-service-attachment-added", .additive)
}
