// Changes of the payload contract, judged from both sides: an app version decodes what servers
// send, and older app versions stay installed. Whatever makes one side's payload fail the
// other side's decoding is breaking; only a new optional key is additive.

/// Compares the payload contracts of a category that continues, and the named types of two
/// sets. The start-state key that a `startState` adds on its own is left to the start-state
/// kinds, so adding or removing `startState` is reported once.
struct PayloadDiff {
  /// The old set's contracts, as its validation resolved them.
  let oldContracts: PayloadContracts
  /// The new set's contracts.
  let newContracts: PayloadContracts
  /// The old set's named types.
  var oldTypes: PayloadTypeTable { oldContracts.types }
  /// The new set's named types.
  var newTypes: PayloadTypeTable { newContracts.types }

  /// Compares the contracts of two validated sets.
  init(old: PayloadContracts, new: PayloadContracts) {
    oldContracts = old
    newContracts = new
  }

  /// The changes of one category's contract (a validated set has one category per id).
  func changes(old: CategoryDecl, new: CategoryDecl) -> [SpecChange] {
    let before = oldContracts[old.id.value]
    let after = newContracts[new.id.value]
    let declared = (old: before?.isDeclared == true, new: after?.isDeclared == true)
    guard declared.old || declared.new else { return [] }
    let id = new.id.value
    var changes: [SpecChange] = []
    if declared.old != declared.new {
      // The generated `Response` case of the category carries the payload exactly when the
      // category declares one, so its shape changes with the declaration.
      changes.append(
        declared.new
          ? SpecChange(
            .payloadDeclared, category: id,
            "category '\(id)' declares a payload now: its case of the generated 'Response' carries the decoded payload, so app code that matches that case changes",
            old: old.id.range, new: new.id.range)
          : SpecChange(
            .payloadDropped, category: id,
            "category '\(id)' declares no payload now: its case of the generated 'Response' loses the payload and 'Payload' loses its case",
            old: old.id.range, new: new.id.range))
    }
    return changes
      + compare(
        before?.fields ?? [], after?.fields ?? [], owner: "category '\(id)'", category: id,
        at: new.id.range, generated: declared.new)
  }

  /// The changes of the named types both sets declare. A type added or removed is no change of
  /// its own: the keys that use it are retyped, added or removed.
  func typeChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    for name in newTypes.names {
      guard let before = oldTypes[name], let after = newTypes[name] else { continue }
      if before.union != nil || after.union != nil {
        if let old = before.union, let new = after.union {
          changes += unionChanges(
            name: name, old: old, new: new, at: after.declaration.name.range)
        } else {
          changes.append(
            SpecChange(
              .payloadUnionChanged, category: nil,
              "payload type '\(name)' is \(after.union == nil ? "an object type" : "a union") now: one side's objects fail the other side's decoding",
              old: before.declaration.name.range, new: after.declaration.name.range))
        }
        continue
      }
      changes += compare(
        before.fields, after.fields, owner: "payload type '\(name)'", category: nil,
        at: after.declaration.name.range, generated: true)
    }
    return changes
  }

  /// Compares two lists of fields by key: removed ones in old order, then each new field.
  func compare(
    _ old: [PayloadField], _ new: [PayloadField], owner: String, category: String?,
    at place: SourceRange, generated: Bool
  ) -> [SpecChange] {
    WorkMeter.add(old.count + new.count)
    var changes: [SpecChange] = []
    func change(_ kind: ChangeKind, _ message: String, old: SourceRange?, new: SourceRange?) {
      changes.append(SpecChange(kind, category: category, message, old: old, new: new))
    }
    let oldByKey = Dictionary(old.map { ($0.key, $0) }) { first, _ in first }
    let newByKey = Dictionary(new.map { ($0.key, $0) }) { first, _ in first }
    for field in old where newByKey[field.key] == nil && field.declaration != nil {
      let who =
        field.isOptional
        ? "installed apps lose its value once servers stop sending it"
        : "installed apps fail on payloads that leave it out"
      change(
        .payloadKeyRemoved, "payload key '\(field.key)' was removed from \(owner): \(who)",
        old: field.declaration?.key.range, new: place)
    }
    for field in new {
      let range = field.declaration?.key.range ?? place
      guard let previous = oldByKey[field.key] else {
        guard field.declaration != nil else { continue }
        if field.isOptional {
          change(
            .payloadKeyAdded, "optional payload key '\(field.key)' was added to \(owner)",
            old: nil, new: range)
        } else {
          change(
            .payloadRequiredKeyAdded,
            "required payload key '\(field.key)' was added to \(owner): the new app fails on payloads from servers that do not send it yet",
            old: nil, new: range)
        }
        continue
      }
      let oldRange = previous.declaration?.key.range
      if previous.isOptional != field.isOptional {
        let who =
          field.isOptional
          ? "installed apps fail on payloads that leave it out"
          : "the new app fails on payloads from servers that leave it out"
        change(
          field.isOptional ? .payloadKeyNowOptional : .payloadKeyNowRequired,
          "payload key '\(field.key)' of \(owner) is \(field.isOptional ? "optional" : "required") now: \(who)",
          old: oldRange, new: range)
      }
      if previous.type != field.type {
        change(
          .payloadKeyRetyped,
          "payload key '\(field.key)' of \(owner) changed type: \(previous.type.spelling) → \(field.type.spelling); installed apps fail on payloads of the new type, and the new app on payloads from older servers",
          old: oldRange, new: range)
      } else {
        enumChanges(previous, field, owner: owner, old: oldRange, new: range, change)
        shapeChanges(previous, field, owner: owner, old: oldRange, new: range, change)
      }
      if generated, previous.declaration != nil, previous.propertyName != field.propertyName {
        change(
          .payloadSwiftNameChanged,
          "the Swift property of payload key '\(field.key)' of \(owner) changed: \(previous.propertyName) → \(field.propertyName); app code that reads '\(previous.propertyName)' no longer compiles (payloads decode as before)",
          old: oldRange, new: range)
      }
    }
    return changes
  }

  /// An `enum` that lost values (or appeared) narrows what decodes; one that gained values (or
  /// went) widens what servers may send, which installed apps fail on: the generated enums have
  /// no `unknown` case (docs/decisions.md).
  func enumChanges(
    _ old: PayloadField, _ new: PayloadField, owner: String, old oldRange: SourceRange?,
    new range: SourceRange, _ change: (ChangeKind, String, SourceRange?, SourceRange?) -> Void
  ) {
    let key = new.key
    switch (old.enumValues, new.enumValues) {
    case (nil, nil): return
    case (nil, let values?):
      change(
        .payloadEnumNarrowed,
        "payload key '\(key)' of \(owner) takes only \(SpecDiff.list(values)) now: the new app fails on any other string older servers send",
        oldRange, range)
    case (_?, nil):
      change(
        .payloadEnumWidened,
        "payload key '\(key)' of \(owner) takes any string now: installed apps fail on strings outside their list",
        oldRange, range)
    case (let before?, let after?):
      let removed = before.filter { !after.contains($0) }
      let added = after.filter { !before.contains($0) }
      if !removed.isEmpty {
        change(
          .payloadEnumNarrowed,
          "payload key '\(key)' of \(owner) no longer takes \(SpecDiff.list(removed)): the new app fails on payloads from older servers that send them",
          oldRange, range)
      }
      if !added.isEmpty {
        change(
          .payloadEnumWidened,
          "payload key '\(key)' of \(owner) takes \(SpecDiff.list(added)) too: installed apps fail to decode them",
          oldRange, range)
      }
    }
  }
}

extension ChangeKind {
  /// A declared payload key is gone: installed apps that require it fail, and those that read
  /// it lose it.
  public static let payloadKeyRemoved = ChangeKind("diff-payload-key-removed", .breaking)
  /// A new required payload key: payloads from servers that do not send it yet fail decoding.
  public static let payloadRequiredKeyAdded = ChangeKind(
    "diff-payload-required-key-added", .breaking)
  /// An optional payload key became required: payloads without it fail the new app.
  public static let payloadKeyNowRequired = ChangeKind("diff-payload-key-now-required", .breaking)
  /// A required payload key became optional: servers may leave it out, which installed apps
  /// fail on.
  public static let payloadKeyNowOptional = ChangeKind("diff-payload-key-now-optional", .breaking)
  /// A payload key has another type: one side's values fail the other side's decoding.
  public static let payloadKeyRetyped = ChangeKind("diff-payload-key-retyped", .breaking)
  /// A payload key's `enum` lost values, or a plain string got an `enum`.
  public static let payloadEnumNarrowed = ChangeKind("diff-payload-enum-narrowed", .breaking)
  /// A payload key's `enum` gained values, or was removed: installed apps fail on the new ones.
  public static let payloadEnumWidened = ChangeKind("diff-payload-enum-widened", .breaking)
  /// The generated Swift property of a payload key has another name.
  public static let payloadSwiftNameChanged = ChangeKind(
    "diff-payload-swift-name-changed", .breaking)
  /// A category declares a payload now: its `Response` case carries it, so app code changes.
  public static let payloadDeclared = ChangeKind("diff-payload-declared", .breaking)
  /// A category declares no payload now: its `Response` case loses it, so app code changes.
  public static let payloadDropped = ChangeKind("diff-payload-dropped", .breaking)
  /// A new optional payload key: older apps ignore it, newer ones read it when it is sent.
  public static let payloadKeyAdded = ChangeKind("diff-payload-key-added", .additive)
}
