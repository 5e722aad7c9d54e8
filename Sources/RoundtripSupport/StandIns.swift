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

  /// The folder holding the UserNotificationsUI stand-in, compiled against `standIn` (the
  /// folder `userNotifications()` returned).
  func userNotificationsUI(against standIn: URL) throws -> URL {
    let key = CacheKey.digest([
      CacheKey.bytes(standIn.lastPathComponent),
      CacheKey.bytes(try CacheKey.sources(compiler, [paths.standInUI])),
    ])
    let folder = cache.appending(path: "standin-ui-\(key)")
    try FileLock.withLock(cache.appending(path: "standin.lock")) {
      guard !exists(folder.appending(path: "libUserNotificationsUI.a")) else { return }
      _ = try Swiftc.staticLibrary(
        in: folder, module: "UserNotificationsUI",
        sources: try CacheKey.swiftFiles(paths.standInUI),
        what: "compiling the UserNotificationsUI stand-in", search: [standIn])
    }
    return folder
  }

  /// Whether a file exists at `url`.
  private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
