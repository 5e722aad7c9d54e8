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
  /// The push kinds it serves, in declaration order (the order they are tried in).
  public var pushes: [PlannedPush] = []
  /// The payload URLs it attaches, in spec order.
  public let attachments: [PlannedAttachment]
}

/// One attachment: a key path to a `url` (or, with a base, a `string`) of a served payload.
public struct PlannedAttachment: Sendable {
  /// The payload key as the spec writes it: its identifier.
  public let key: String
  /// What the file holds.
  public let kind: AttachmentKind
  /// The key path to the value.
  public var path: [String]
  /// The absolute URL a relative value is resolved against, if any.
  public var base: String?

  /// Creates an attachment; `path` defaults to the top-level key.
  public init(key: String, kind: AttachmentKind, path: [String]? = nil, base: String? = nil) {
    self.key = key
    self.kind = kind
    self.path = path ?? [key]
    self.base = base
  }

  /// The spec's declaration, for resolving the path (`AttachmentPath`).
  var declaration: AttachmentDecl {
    let at = SourceRange.fileStart("")
    return AttachmentDecl(
      range: at, from: Located(key, at: at), kind: Located(kind.rawValue, at: at), path: path,
      base: base.map { Located($0, at: at) })
  }
}

extension GenerationPlan {
  /// The ids of the categories a service extension serves: their samples and schemas carry
  /// `"mutable-content": 1`.
  public var serviceServedCategories: Set<String> {
    Set(serviceExtensions.flatMap { $0.categories.map(\.id) })
  }

  /// For a served category or push kind whose extension runs only to attach, the key paths of
  /// its attachments: its payload needs `mutable-content` only when it holds one of them.
  /// Nil when it needs it always (or is not served).
  public func attachingPaths(category: String? = nil, push: String? = nil) -> [[String]]? {
    category.flatMap { categoryAttachingPaths[$0] } ?? push.flatMap { pushAttachingPaths[$0] }
  }
}
