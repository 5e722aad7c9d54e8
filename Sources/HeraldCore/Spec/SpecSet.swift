// A spec set: every file given together, with the settings they agree on.

/// All files of one compiler run, checked together.
public struct SpecSet: Sendable {
  /// The decoded files, in the order given (folders expanded in sorted order).
  public let files: [SpecFile]
  /// Effective deployment targets (iOS 15.0 when no file says otherwise), sorted by platform.
  public let platforms: [PlatformTarget]
  /// Effective Swift settings.
  public let swift: SwiftSettings
  /// Effective localization settings; nil when no file asks for localization.
  public let localization: LocalizationSettings?
  /// Effective app settings (all defaults when no file gives them).
  public let app: AppSettings
  /// Every category of every file, in file order.
  public let categories: [CategoryDecl]
  /// Every extension of every file, in file order.
  public let extensions: [ExtensionDecl]
  /// Every named payload type of every file, in file order.
  public let payloadTypes: [PayloadTypeDecl]
  /// Every notification service extension of every file, in file order.
  public let serviceExtensions: [ServiceExtensionDecl]
  /// Every push kind of every file, in file order.
  public let pushes: [PushKindDecl]
  /// Every Live Activity of every file, in file order.
  public let liveActivities: [LiveActivityDecl]

  /// Builds a set; settings come from the first file that gives them.
  public init(files: [SpecFile]) {
    self.files = files
    categories = files.flatMap(\.categories)
    extensions = files.flatMap(\.extensions)
    payloadTypes = files.flatMap(\.payloadTypes)
    serviceExtensions = files.flatMap(\.serviceExtensions)
    pushes = files.flatMap(\.pushes)
    liveActivities = files.flatMap(\.liveActivities)
    let declared = files.lazy.compactMap(\.platforms).first?.value ?? []
    let fallback = SourceRange.fileStart(files.first?.path ?? "")
    platforms =
      declared.isEmpty
      ? [
        PlatformTarget(
          platform: Located(.iOS, at: fallback), version: Located(Version(15), at: fallback))
      ]
      : declared.sorted { $0.platform.value < $1.platform.value }
    swift = files.lazy.compactMap(\.swift).first?.value ?? SwiftSettings()
    localization = files.lazy.compactMap(\.localization).first?.value
    app = files.lazy.compactMap(\.app).first?.value ?? AppSettings()
  }

  /// The paths of the files, in order.
  public var paths: [String] { files.map(\.path) }

  /// The minimum version for a platform, if the set targets it.
  public func minimum(_ platform: Platform) -> Version? {
    platforms.first { $0.platform.value == platform }?.version.value
  }

  /// Whether the set targets the platform.
  public func targets(_ platform: Platform) -> Bool { minimum(platform) != nil }

  /// The category with this id, if any (the first one when duplicated).
  public func category(_ id: String) -> CategoryDecl? {
    categories.first { $0.id.value == id }
  }

  /// The ids of the categories some content extension serves.
  public var servedCategories: Set<String> {
    var result = Set<String>()
    for decl in extensions {
      for category in decl.categories { result.insert(category.value) }
    }
    return result
  }

  /// The ids of the categories some service extension serves: their payloads must ask for it
  /// (`mutable-content`).
  public var serviceServedCategories: Set<String> {
    Set(serviceExtensions.flatMap { $0.categories.map(\.value) })
  }

  /// The ids of the push kinds some service extension serves.
  public var serviceServedPushes: Set<String> {
    Set(serviceExtensions.flatMap { $0.pushes.map(\.value) })
  }

  /// For a served category or push kind whose service extension runs only to attach
  /// (`mutableContent: whenAttaching`), the key paths of the attachments that apply to it;
  /// nil when its payloads need `mutable-content` always (or it is not served).
  public func attachingPaths(category: String? = nil, push: String? = nil) -> [[String]]? {
    guard
      let service = serviceExtensions.first(where: { service in
        category.map { id in service.categories.contains { $0.value == id } }
          ?? push.map { id in service.pushes.contains { $0.value == id } } ?? false
      }), service.runsOnlyToAttach
    else { return nil }
    let own =
      category.flatMap { self.category($0)?.attachments }
      ?? push.flatMap { self.push($0)?.attachments } ?? []
    return (service.attachments + own).map(\.path)
  }

  /// The push kind with this id, if any (the first one when duplicated).
  public func push(_ id: String) -> PushKindDecl? {
    pushes.first { $0.id.value == id }
  }

  /// The targets of every content extension, then of every service extension: one namespace,
  /// since each becomes a target and an output folder.
  public var extensionTargets: [Located<String>] {
    extensions.map(\.target) + serviceExtensions.map(\.target)
  }
}
