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

  /// Every request rule: the checks of a request file's request line and headers.
  static let requestRules: [any RequestRule] = [
    PayloadRequestRule(), PayloadPushTypeHeaderRule(), PayloadPriorityRule(), PayloadTopicRule(),
    PayloadRequestHeaderRule(),
  ]

  /// The records of every payload id: the reader's, then the rules'.
  public static var records: [RuleDescription] {
    [PayloadJSONRule.description] + rules.flatMap(\.records) + requestRules.flatMap(\.records)
  }

  /// The ids of the request rules: what a request file reports beyond its payload's.
  public static var requestRecordIDs: [RuleID] {
    requestRules.flatMap(\.records).map(\.id)
  }

  /// Payloads larger than this, minified, are checked for their size only. APNs takes at most
  /// 5120 bytes, so a payload sixteen times that is no payload being tuned: reading it into a
  /// tree would cost memory many times its size (a 60 MB file took 1.68 GB) for nothing a
  /// backend can send. Whitespace makes no node, so the minified size is what bounds the tree.
  public static let treeLimit = 65_536

  /// Whether a file is a request file, read as the HTTP request that sends its payload: its
  /// name ends with `.http`, as the request files of IDE HTTP clients do.
  public static func isRequestFile(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".http")
  }

  /// Checks one payload's bytes, reported as `path`, against `set`.
  public static func check(
    _ bytes: [UInt8], path: String, against set: SpecSet, pushType: PushType = .auto,
    into diagnostics: inout DiagnosticsEngine
  ) {
    check(bytes, path: path, against: PayloadSpec(set), pushType: pushType, into: &diagnostics)
  }

  /// Checks one payload file's bytes, reported as `path`, against a set prepared once for every
  /// payload of a run. A request file (`isRequestFile`) is checked as a request: its headers,
  /// then its body as the payload, sent as its `apns-push-type` says (`pushType` when it
  /// names none).
  public static func check(
    _ bytes: [UInt8], path: String, against spec: PayloadSpec, pushType: PushType = .auto,
    into diagnostics: inout DiagnosticsEngine
  ) {
    guard isRequestFile(path) else {
      checkPayload(
        bytes, line: 1, path: path, against: spec, pushType: pushType, into: &diagnostics)
      return
    }
    let request = APNsRequestReader(bytes, path: path).read()
    var context = RequestContext(
      request: request, path: path, apsMembers: [], set: spec.set, given: pushType)
    if let body = request.body {
      let header = context.headerType
      if let header, header.checkedAs == nil {
        context.apsMembers = checkUncheckedPayload(
          Array(bytes[body.offset...]), line: body.line, path: path, type: header,
          into: &diagnostics)
      } else {
        context.apsMembers = checkPayload(
          Array(bytes[body.offset...]), line: body.line, path: path, against: spec,
          pushType: header?.checkedAs ?? pushType, into: &diagnostics)
      }
    }
    for rule in requestRules { rule.check(context, &diagnostics) }
  }

  /// Checks a payload's bytes, which start at `line` of the file `path`, and returns its `aps`
  /// members.
  @discardableResult
  static func checkPayload(
    _ bytes: [UInt8], line: Int, path: String, against spec: PayloadSpec, pushType: PushType,
    into diagnostics: inout DiagnosticsEngine
  ) -> [JSONNodeMember] {
    if bytes.count > treeLimit {
      let minified = MinifiedSize.of(bytes)
      guard minified <= treeLimit else {
        PayloadTooLargeRule.checkUnread(
          bytes.count, minified: minified, path: path, line: line, pushType: pushType,
          &diagnostics)
        return []
      }
    }
    WorkMeter.add(bytes.count)
    var reader = JSONReader(bytes, path: path, startingAtLine: line)
    guard let root = read(&reader, &diagnostics) else { return [] }
    let minifiedSize = bytes.count - reader.whitespaceBytes
    guard let aps = PayloadShapeRule.aps(of: root, &diagnostics) else { return [] }
    let context = PayloadContext(
      root: root, aps: aps, apsMembers: aps.value.members ?? [], spec: spec, set: spec.set,
      served: spec.served,
      pushType: pushType, writtenSize: bytes.count, minifiedSize: minifiedSize,
      match: spec.contracts.match(
        members: root.members ?? [], category: aps.value["category"]?.value.string))
    for rule in rules { rule.check(context, &diagnostics) }
    return context.apsMembers
  }

  /// Checks the payload of a push type whose payload is no notification's (a location query,
  /// an MDM signal, …): its JSON and its size only. Returns its `aps` members, if any.
  static func checkUncheckedPayload(
    _ bytes: [UInt8], line: Int, path: String, type: APNsPushTypeHeader,
    into diagnostics: inout DiagnosticsEngine
  ) -> [JSONNodeMember] {
    let minified = MinifiedSize.of(bytes)
    PayloadTooLargeRule.check(
      minified: minified, written: bytes.count, limit: APNs.payloadLimit,
      typeName: type.rawValue,
      at: SourceRange(
        file: path, start: SourcePosition(line: line, column: 1),
        end: SourcePosition(line: line, column: 1)), &diagnostics)
    guard minified <= treeLimit else { return [] }
    WorkMeter.add(bytes.count)
    var reader = JSONReader(bytes, path: path, startingAtLine: line)
    return read(&reader, &diagnostics)?["aps"]?.value.members ?? []
  }

  /// Reads the JSON, reporting its problems; nil when it does not read.
  static func read(_ reader: inout JSONReader, _ diagnostics: inout DiagnosticsEngine)
    -> JSONNode?
  {
    let root: JSONNode
    do {
      root = try reader.read()
    } catch {
      diagnostics.report(PayloadJSONRule.description, error.message, at: error.range)
      return nil
    }
    for problem in reader.problems {
      diagnostics.report(
        PayloadJSONRule.description, problem.message, at: problem.range,
        notes: problem.firstRange.map { [DiagnosticNote("first written here", at: $0)] } ?? [])
    }
    return root
  }
}
