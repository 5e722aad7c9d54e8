// Decoding of Live Activities (`liveActivities`). Their `attributes` and `contentState` are
// payload fields, decoded as a category's `payload`; names are checked across the set by
// `LiveActivityRule`.

import HeraldYAML

extension SpecDecoder {
  /// Decodes one entry of `liveActivities`.
  mutating func liveActivity(_ node: YAMLNode) -> LiveActivityDecl? {
    guard let keys = object(node, SpecSchema.liveActivity),
      let id = keys["id"].flatMap({ string($0.value) })
    else { return nil }
    var decl = LiveActivityDecl(id: id, range: range(node))
    decl.swiftName = keys["swiftName"].flatMap { string($0.value) }
    if let name = decl.swiftName, !Naming.isIdentifier(name.value) {
      diagnostics.report(
        SpecDecoder.swiftName,
        "'\(name.value)' is not a valid Swift type name for live activity '\(id.value)'",
        at: name.range)
      decl.swiftName = nil
    }
    decl.attributes = keys["attributes"].flatMap { payloadFields($0.value) }
    decl.contentState = keys["contentState"].flatMap { payloadFields($0.value) }
    decl.pushToStart = keys["pushToStart"].flatMap { boolean($0.value) }
    decl.frequentUpdates = keys["frequentUpdates"].flatMap { boolean($0.value) }
    if let node = keys["staleAfter"]?.value, let seconds = integer(node) {
      if seconds.value > 0 {
        decl.staleAfter = seconds
      } else {
        diagnostics.report(
          Self.invalidValue,
          "'staleAfter' is \(seconds.value) seconds; a stale date lies after the update's timestamp, so give a positive number of seconds",
          at: seconds.range)
      }
    }
    decl.dates = keys["dates"].flatMap {
      enumValue($0.value, ActivityDateWireForm.self, what: "date wire form")
    }
    return decl
  }
}
