// `herald check-payload`'s core: reads one APNs payload file and runs the payload rules on it.

/// Checks APNs payload files against a validated spec set.
public enum PayloadChecker {
  /// Every payload rule, in the order they run. `RuleRegistry.all` collects their records.
  static let rules: [any PayloadRule] = [
    PayloadShapeRule(), PayloadTooLargeRule(), PayloadCategoryRule(), PayloadHiddenCategoryRule(),
    PayloadValueRule(), PayloadUnknownKeyRule(), PayloadKindRule(), PayloadNothingToShowRule(),
    PayloadServiceExtensionRule(), PayloadPushKindRule(), PayloadContractRule(),
    PayloadLiveActivityRule(),
  ]

  /// The records of every payload id: the reader's, then the rules'.
  public static var records: [RuleDescription] {
    [PayloadJSONRule.description] + rules.flatMap(\.records)
  }

  /// Payloads larger than this, minified, are checked for their size only. APNs takes at most
  /// 5120 bytes, so a payload sixteen times that is no payload being tuned: reading it into a
  /// tree would cost memory many times its size (a 60 MB file took 1.68 GB) for nothing a
  /// backend can send. Whitespace makes no node, so the minified size is what bounds the tree.
  public static let treeLimit = 65_536

  /// Checks one payload's bytes, reported as `path`, against `set`.
  public static func check(
    _ bytes: [UInt8], path: String, against set: SpecSet, pushType: PushType = .auto,
    into diagnostics: inout DiagnosticsEngine
  ) {
    check(bytes, path: path, against: PayloadSpec(set), pushType: pushType, into: &diagnostics)
  }

  /// Checks one payload's bytes, reported as `path`, against a set prepared once for every
  /// payload of a run.
  public static func check(
    _ bytes: [UInt8], path: String, against spec: PayloadSpec, pushType: PushType = .auto,
    into diagnostics: inout DiagnosticsEngine
  ) {
    if bytes.count > treeLimit {
      let minified = MinifiedSize.of(bytes)
      guard minified <= treeLimit else {
        PayloadTooLargeRule.checkUnread(
          bytes.count, minified: minified, path: path, pushType: pushType, &diagnostics)
        return
      }
    }
    WorkMeter.add(bytes.count)
    var reader = JSONReader(bytes, path: path)
    let root: JSONNode
    do {
      root = try reader.read()
    } catch {
      diagnostics.report(PayloadJSONRule.description, error.message, at: error.range)
      return
    }
    for problem in reader.problems {
      diagnostics.report(
        PayloadJSONRule.description, problem.message, at: problem.range,
        notes: problem.firstRange.map { [DiagnosticNote("first written here", at: $0)] } ?? [])
    }
    guard let aps = PayloadShapeRule.aps(of: root, &diagnostics) else { return }
    let context = PayloadContext(
      root: root, aps: aps, apsMembers: aps.value.members ?? [], spec: spec, set: spec.set,
      served: spec.served,
      pushType: pushType, writtenSize: bytes.count,
      minifiedSize: bytes.count - reader.whitespaceBytes,
      match: spec.contracts.match(
        members: root.members ?? [], category: aps.value["category"]?.value.string))
    for rule in rules { rule.check(context, &diagnostics) }
  }
}
