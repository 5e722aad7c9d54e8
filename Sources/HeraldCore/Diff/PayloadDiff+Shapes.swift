// Changes of issue 38's value shapes, judged like the rest of the contract: a changed wire form
// breaks one side or both, an integer enum narrows or widens like a string enum, and leniency
// dropped makes the new app fail where it went on.

extension PayloadDiff {
  /// The changes of a field's wire shape, integer enum and leniency (its type unchanged).
  func shapeChanges(
    _ old: PayloadField, _ new: PayloadField, owner: String, old oldRange: SourceRange?,
    new range: SourceRange, _ change: (ChangeKind, String, SourceRange?, SourceRange?) -> Void
  ) {
    let key = new.key
    if old.wireShape != new.wireShape {
      let who: String
      switch (old.wireShape, new.wireShape) {
      case (_, .either):
        who =
          "servers may send the other form now, which installed apps fail on"
      case (.either, _):
        who = "the new app fails on the form it no longer takes, which older servers send"
      default:
        who =
          "installed apps fail on payloads in the new form, and the new app on payloads from older servers"
      }
      change(
        .payloadWireChanged,
        "payload key '\(key)' of \(owner) changed its wire form: \(Self.describe(old.wireShape)) → \(Self.describe(new.wireShape)); \(who)",
        oldRange, range)
    }
    integerEnumChanges(old, new, owner: owner, old: oldRange, new: range, change)
    if old.isLenient, !new.isLenient {
      change(
        .payloadLenientDropped,
        "payload key '\(key)' of \(owner) is not lenient now: the new app fails on malformed values that installed apps decode as nil",
        oldRange, range)
    } else if !old.isLenient, new.isLenient {
      change(
        .payloadLenientAdded,
        "payload key '\(key)' of \(owner) is lenient now: the new app decodes a malformed value as nil where installed apps fail",
        oldRange, range)
    }
  }

  /// An integer `enum` that lost values (or appeared) narrows what decodes; one that gained
  /// values (or went) widens what servers may send, which installed apps fail on.
  func integerEnumChanges(
    _ old: PayloadField, _ new: PayloadField, owner: String, old oldRange: SourceRange?,
    new range: SourceRange, _ change: (ChangeKind, String, SourceRange?, SourceRange?) -> Void
  ) {
    let key = new.key
    let before = old.integerEnum?.map(\.value)
    let after = new.integerEnum?.map(\.value)
    func list(_ values: [Int64]) -> String { SpecDiff.list(values.map { String($0) }) }
    switch (before, after) {
    case (nil, nil): return
    case (nil, let values?):
      change(
        .payloadEnumNarrowed,
        "payload key '\(key)' of \(owner) takes only \(list(values)) now: the new app fails on any other integer older servers send",
        oldRange, range)
    case (_?, nil):
      change(
        .payloadEnumWidened,
        "payload key '\(key)' of \(owner) takes any integer now: installed apps fail on integers outside their list",
        oldRange, range)
    case (let before?, let after?):
      let removed = before.filter { !after.contains($0) }
      let added = after.filter { !before.contains($0) }
      if !removed.isEmpty {
        change(
          .payloadEnumNarrowed,
          "payload key '\(key)' of \(owner) no longer takes \(list(removed)): the new app fails on payloads from older servers that send them",
          oldRange, range)
      }
      if !added.isEmpty {
        change(
          .payloadEnumWidened,
          "payload key '\(key)' of \(owner) takes \(list(added)) too: installed apps fail to decode them",
          oldRange, range)
      }
    }
  }

  /// A wire shape as messages name it.
  static func describe(_ shape: PayloadWireShape) -> String {
    switch shape {
    case .plain: "its type's JSON"
    case .scalarText: "a string holding the value"
    case .separated(let separator): "one string separated by \"\(separator)\""
    case .jsonText: "JSON text in a string"
    case .either: "the value or a string holding it"
    }
  }
}

extension ChangeKind {
  /// A payload key's wire form changed (`wire`, `separator`): one side's payloads fail the
  /// other side's decoding.
  public static let payloadWireChanged = ChangeKind("diff-payload-wire-changed", .breaking)
  /// A payload key is no longer lenient: the new app fails where installed apps went on.
  public static let payloadLenientDropped = ChangeKind("diff-payload-lenient-dropped", .breaking)
  /// A payload key became lenient: the new app goes on where installed apps fail.
  public static let payloadLenientAdded = ChangeKind("diff-payload-lenient-added", .additive)
}
