// The plan of one notification service extension: its Info.plist and its Swift file.

/// A service extension as the generated files spell it.
public struct PlannedServiceExtension: Sendable {
  /// The target name.
  public let target: String
  /// The spec file that declares it.
  public let source: String
  /// The `NSExtension` dictionary of its Info.plist.
  public let nsExtension: [String: JSONValue]
  /// The Swift name of its file's top-level enum (`RideService` → `RideServiceContent`).
  public let typeName: String
  /// The categories it serves, sorted by id; `payload` is set on those that declare one.
  public let categories: [PlannedCategory]
  /// The payload URLs it attaches, in spec order.
  public let attachments: [PlannedAttachment]
}

/// One attachment: a `url` key that every served category's payload declares.
public struct PlannedAttachment: Sendable {
  /// The payload key.
  public let key: String
  /// What the file holds.
  public let kind: AttachmentKind
}

extension GenerationPlan {
  /// The ids of the categories a service extension serves: their samples and schemas carry
  /// `"mutable-content": 1`.
  public var serviceServedCategories: Set<String> {
    Set(serviceExtensions.flatMap { $0.categories.map(\.id) })
  }
}
