// Rule `payload-too-large`: a payload must fit the bytes APNs accepts for its push type.

/// Compares the payload's size with APNs' limit: 4096 bytes, 5120 for VoIP. APNs counts the
/// bytes it is sent, and a backend sends what its JSON encoder writes, so Herald counts the file
/// minified: without the whitespace between tokens (strings and escapes stay as written). The
/// message gives both sizes.
struct PayloadTooLargeRule: PayloadRule {
  /// The records of the ids this rule owns.
  var records: [RuleDescription] { [Self.description] }

  /// Checks the size.
  func check(_ payload: PayloadContext, _ diagnostics: inout DiagnosticsEngine) {
    let type = payload.effectivePushType
    Self.check(
      minified: payload.minifiedSize, written: payload.writtenSize, limit: type.sizeLimit,
      typeName: type.rawValue, at: payload.root.range, &diagnostics)
  }

  /// Compares a payload's sizes with `limit`, the limit of the push type `typeName`, reporting
  /// at `range`.
  static func check(
    minified: Int, written: Int, limit: Int, typeName: String, at range: SourceRange,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    guard minified > limit else { return }
    diagnostics.report(
      Self.description,
      "the payload is \(minified) bytes minified (\(written) as written), more than the \(limit) APNs accepts for the \(typeName) push type; shorten it",
      at: range)
  }

  /// Reports a payload over `PayloadChecker.treeLimit` minified from its sizes alone (counted in
  /// one pass by `MinifiedSize`); nothing else is read. Which of alert or background an `auto` push
  /// type is does not matter here: both take 4096 bytes. The diagnostic points at the
  /// payload's start (`line`, 1 but in a request file), with a note that nothing else was
  /// checked.
  static func checkUnread(
    _ written: Int, minified: Int, path: String, line: Int = 1, pushType: PushType,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let type =
      pushType == .auto ? "alert or background push types" : "\(pushType.rawValue) push type"
    let start = SourcePosition(line: line, column: 1)
    diagnostics.report(
      Self.description,
      "the payload is \(minified) bytes minified (\(written) as written), more than the \(pushType.sizeLimit) APNs accepts for the \(type); shorten it",
      at: SourceRange(file: path, start: start, end: start),
      notes: [
        DiagnosticNote(
          "a payload over \(PayloadChecker.treeLimit) bytes minified is checked for its size only",
          at: nil)
      ])
  }
}

extension RuleID {
  /// `payload-too-large`, described by `PayloadTooLargeRule.description`.
  public static let payloadTooLarge = RuleID("payload-too-large")
}

extension PayloadTooLargeRule {
  /// The record of `payload-too-large`.
  static let description = RuleDescription(
    id: .payloadTooLarge, severity: .error,
    summary: "A payload, minified, exceeds the 4096 bytes APNs accepts (5120 for VoIP).",
    examples: .payloads(
      spec: PayloadExamples.spec,
      triggering: RuleExample("↓" + alert(count: 4100)),
      nonTriggering: RuleExample(alert(count: 4000))))

  /// A payload whose alert is `count` letters long.
  static func alert(count: Int) -> String {
    #"{"aps": {"alert": ""# + String(repeating: "x", count: count) + #""}}"#
  }
}
