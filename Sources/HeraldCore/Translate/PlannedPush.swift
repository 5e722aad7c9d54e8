// The push kinds of a plan: what the generated `Pushes` types and the `Payload` dispatch need.

/// One push kind and what the generated code does with it.
public struct PlannedPush: Sendable {
  /// The kind's id.
  public let id: String
  /// The spec file that declares it.
  public let source: String
  /// The Swift type name inside `Pushes` (`ClearBadge`).
  public let typeName: String
  /// The Swift case name in `Payload` (`clearBadge`).
  public let caseName: String
  /// How a payload is recognized as one.
  public let binding: PushBinding
  /// `description`, if given.
  public let description: String?
  /// Its fields.
  public let payload: PlannedPayload
  /// The attachments it names itself, in spec order.
  public let attachments: [PlannedAttachment]
}

extension PlannedAttachment {
  /// Plans an `attachments` entry; nil for a kind Apple does not support (already reported).
  init?(_ decl: AttachmentDecl) {
    guard let kind = AttachmentKind(rawValue: decl.kind.value) else { return nil }
    self.init(key: decl.from.value, kind: kind, path: decl.path, base: decl.base?.value)
  }
}
