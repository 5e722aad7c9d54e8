// Changes of push kinds and tagged unions, judged as the payload rules are: a push an
// installed app no longer recognizes, or recognizes as another kind, is lost to it; a union
// case it does not know fails its decoding.

extension PayloadDiff {
  /// The changes of the push kinds, matched by id: removed, added, rebound, and the changes of
  /// each continuing kind's contract.
  func pushChanges() -> [SpecChange] {
    var changes: [SpecChange] = []
    let oldByID = Dictionary(oldContracts.pushes.map { ($0.id, $0) }) { first, _ in first }
    let newIDs = Set(newContracts.pushes.map(\.id))
    for kind in oldContracts.pushes where !newIDs.contains(kind.id) {
      changes.append(
        SpecChange(
          .pushKindRemoved, category: nil,
          "push kind '\(kind.id)' was removed: the new app decodes such pushes as no kind, and its 'Payload' loses the case",
          old: kind.declaration.id.range, new: nil))
    }
    for kind in newContracts.pushes {
      let place = kind.declaration.id.range
      guard let previous = oldByID[kind.id] else {
        changes.append(
          SpecChange(
            .pushKindAdded, category: nil,
            "push kind '\(kind.id)' was added (\(kind.binding.described)); installed apps decode its pushes as they did before",
            old: nil, new: place))
        continue
      }
      changes += bindingChanges(previous, kind)
      changes += compare(
        previous.contract.fields, kind.contract.fields, owner: "push kind '\(kind.id)'",
        category: nil, at: place, generated: true)
    }
    if oldContracts.pushes.map(\.id) != newContracts.pushes.map(\.id),
      Set(oldContracts.pushes.map(\.id)).intersection(newIDs).count > 1
    {
      let kept = oldContracts.pushes.map(\.id).filter(newIDs.contains)
      let now = newContracts.pushes.map(\.id).filter { oldByID[$0] != nil }
      if kept != now {
        changes.append(
          SpecChange(
            .pushKindsReordered, category: nil,
            "push kinds are tried in another order (\(kept.joined(separator: ", ")) → \(now.joined(separator: ", "))): a push several kinds match is another kind to the new app",
            old: oldContracts.pushes.first?.declaration.id.range,
            new: newContracts.pushes.first?.declaration.id.range))
      }
    }
    return changes
  }

  /// The change of one kind's binding: values added to a key (installed apps do not recognize
  /// the new ones), or any other change of what selects it.
  func bindingChanges(_ old: PushKind, _ new: PushKind) -> [SpecChange] {
    guard old.binding != new.binding else { return [] }
    let place = new.declaration.when?.range ?? new.declaration.category?.range
    let oldPlace = old.declaration.when?.range ?? old.declaration.category?.range
    if case .keys(let before) = old.binding, case .keys(let after) = new.binding,
      before.map(\.key) == after.map(\.key),
      zip(before, after).allSatisfy({ Set($0.values).isSubset(of: Set($1.values)) })
    {
      let added = zip(before, after).flatMap { old, new in
        new.values.filter { !old.values.contains($0) }.map { "\(new.key) \($0.json)" }
      }
      return [
        SpecChange(
          .pushKindWidened, category: nil,
          "push kind '\(new.id)' is selected by more values now (\(added.joined(separator: ", "))): installed apps do not recognize pushes that carry them",
          old: oldPlace, new: place)
      ]
    }
    return [
      SpecChange(
        .pushKindRebound, category: nil,
        "push kind '\(new.id)' is selected otherwise now: \(old.binding.described) → \(new.binding.described); pushes servers send for one side are not this kind to the other",
        old: oldPlace, new: place)
    ]
  }

  /// The changes of a union both sets declare: its discriminator, cases added and removed, a
  /// case's type.
  func unionChanges(name: String, old: PayloadUnion, new: PayloadUnion, at place: SourceRange)
    -> [SpecChange]
  {
    var changes: [SpecChange] = []
    if old.discriminator != new.discriminator {
      changes.append(
        SpecChange(
          .payloadUnionChanged, category: nil,
          "union '\(name)' reads its case from '\(new.discriminator)' now, not '\(old.discriminator)': one side's objects fail the other side's decoding",
          old: nil, new: place))
    }
    let oldCases = Dictionary(old.cases.map { ($0.value, $0.type) }) { first, _ in first }
    let newCases = Dictionary(new.cases.map { ($0.value, $0.type) }) { first, _ in first }
    let added = new.cases.filter { oldCases[$0.value] == nil }.map(\.value)
    let removed = old.cases.filter { newCases[$0.value] == nil }.map(\.value)
    if !added.isEmpty {
      changes.append(
        SpecChange(
          .payloadUnionWidened, category: nil,
          "union '\(name)' has new cases (\(added.joined(separator: ", "))): installed apps fail on objects of them",
          old: nil, new: place))
    }
    if !removed.isEmpty {
      changes.append(
        SpecChange(
          .payloadUnionChanged, category: nil,
          "union '\(name)' lost cases (\(removed.joined(separator: ", "))): the new app fails on objects of them from older servers",
          old: nil, new: place))
    }
    for item in new.cases {
      guard let before = oldCases[item.value], before != item.type else { continue }
      changes.append(
        SpecChange(
          .payloadUnionChanged, category: nil,
          "case '\(item.value)' of union '\(name)' is a '\(item.type)' object now, not a '\(before)'",
          old: nil, new: place))
    }
    return changes
  }
}

extension ChangeKind {
  /// A push kind was removed: the new app no longer recognizes its pushes.
  public static let pushKindRemoved = ChangeKind("diff-push-kind-removed", .breaking)
  /// What selects a push kind changed: pushes for one side are not that kind to the other.
  public static let pushKindRebound = ChangeKind("diff-push-kind-rebound", .breaking)
  /// A push kind is selected by more values: installed apps do not recognize the new ones.
  public static let pushKindWidened = ChangeKind("diff-push-kind-widened", .breaking)
  /// The push kinds are tried in another order: a push several match changes kind.
  public static let pushKindsReordered = ChangeKind("diff-push-kinds-reordered", .behavioural)
  /// A new push kind: installed apps decode its pushes as they did before it.
  public static let pushKindAdded = ChangeKind("diff-push-kind-added", .additive)
  /// A union gained cases: installed apps fail on objects of them.
  public static let payloadUnionWidened = ChangeKind("diff-payload-union-widened", .breaking)
  /// A union's discriminator, lost cases or a case's type changed.
  public static let payloadUnionChanged = ChangeKind("diff-payload-union-changed", .breaking)
}
