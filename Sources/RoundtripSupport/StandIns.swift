import Foundation

/// The Linux stand-ins for UserNotifications and UserNotificationsUI, compiled with swiftc into
/// static libraries once per source state and compiler, under a lock so that parallel runs
/// compile them once.
struct StandIns {
  /// The cache folder.
  let cache: URL
  /// `swiftc --version`.
  let compiler: [UInt8]
  /// Where the stand-in sources are.
  let paths: RoundtripPaths

  /// The folder holding the UserNotifications stand-in's module and static library.
  func userNotifications() throws -> URL {
    let folder = cache.appending(path: "standin-\(try CacheKey.sources(compiler, [paths.standIn]))")
    try FileLock.withLock(cache.appending(path: "standin.lock")) {
      guard !exists(folder.appending(path: "libUserNotifications.a")) else { return }
      _ = try Swiftc.staticLibrary(
        in: folder, module: "UserNotifications", sources: try CacheKey.swiftFiles(paths.standIn),
        what: "compiling the UserNotifications stand-in")
    }
    return folder
  }

  /// The folder holding the UIKit stand-in (what UserNotificationsUI imports).
  func uiKit() throws -> URL {
    let folder = cache.appending(
      path: "standin-uikit-\(try CacheKey.sources(compiler, [paths.uiKit]))")
    try FileLock.withLock(cache.appending(path: "standin.lock")) {
      guard !exists(folder.appending(path: "libUIKit.a")) else { return }
      _ = try Swiftc.staticLibrary(
        in: folder, module: "UIKit", sources: try CacheKey.swiftFiles(paths.uiKit),
        what: "compiling the UIKit stand-in")
    }
    return folder
  }

  /// The folder holding the ActivityKit stand-in (what generated Live Activity types import).
  func activityKit() throws -> URL {
    let folder = cache.appending(
      path: "standin-activitykit-\(try CacheKey.sources(compiler, [paths.activityKit]))")
    try FileLock.withLock(cache.appending(path: "standin.lock")) {
      guard !exists(folder.appending(path: "libActivityKit.a")) else { return }
      _ = try Swiftc.staticLibrary(
        in: folder, module: "ActivityKit", sources: try CacheKey.swiftFiles(paths.activityKit),
        what: "compiling the ActivityKit stand-in")
    }
    return folder
  }

  /// The folders holding the UIKit and UserNotificationsUI stand-ins, the latter compiled
  /// against `standIn` (the folder `userNotifications()` returned) and the former.
  func userNotificationsUI(against standIn: URL) throws -> [URL] {
    let uiKit = try uiKit()
    let key = CacheKey.digest([
      CacheKey.bytes(standIn.lastPathComponent), CacheKey.bytes(uiKit.lastPathComponent),
      CacheKey.bytes(try CacheKey.sources(compiler, [paths.standInUI])),
    ])
    let folder = cache.appending(path: "standin-ui-\(key)")
    try FileLock.withLock(cache.appending(path: "standin.lock")) {
      guard !exists(folder.appending(path: "libUserNotificationsUI.a")) else { return }
      _ = try Swiftc.staticLibrary(
        in: folder, module: "UserNotificationsUI",
        sources: try CacheKey.swiftFiles(paths.standInUI),
        what: "compiling the UserNotificationsUI stand-in", search: [standIn, uiKit])
    }
    return [uiKit, folder]
  }

  /// Whether a file exists at `url`.
  private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
