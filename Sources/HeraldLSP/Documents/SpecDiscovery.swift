// Which files form the workspace's spec set: found on disk under the workspace folders.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the spec files of a workspace. A file belongs to the set when it is named
/// `*.herald.yml` or `*.herald.yaml` anywhere under a workspace folder (the names the SwiftPM
/// plugin compiles), or when it is any `*.yml` or `*.yaml` file under one of the spec folders the
/// client names (`initializationOptions.specFolders`, as `herald validate FOLDER` reads them).
/// Hidden entries and folders reached through symbolic links are skipped, as the command line
/// skips them; the walk stops after `maxEntries` entries, so a huge folder cannot stall the
/// server.
public struct SpecDiscovery: Sendable {
  /// The most directory entries one discovery looks at.
  public static let maxEntries = 200_000

  /// The workspace folders, absolute paths.
  public var workspaceFolders: [String]
  /// Folders whose every YAML file is a spec, absolute paths.
  public var specFolders: [String]

  /// A discovery over the given folders.
  public init(workspaceFolders: [String], specFolders: [String]) {
    self.workspaceFolders = workspaceFolders
    self.specFolders = specFolders
  }

  /// Whether a path names a spec by its name alone.
  public static func isHeraldName(_ path: String) -> Bool {
    path.hasSuffix(".herald.yml") || path.hasSuffix(".herald.yaml")
  }

  /// Whether a path names a YAML file.
  static func isYAMLName(_ path: String) -> Bool {
    path.hasSuffix(".yml") || path.hasSuffix(".yaml")
  }

  /// Whether an open document at `path` belongs to the set even if the walk missed it.
  public func includes(_ path: String) -> Bool {
    if Self.isHeraldName(path) { return true }
    return Self.isYAMLName(path) && specFolders.contains { path.hasPrefix($0 + "/") }
  }

  /// The spec files on disk, sorted, without duplicates.
  public func files() -> [String] {
    var found = Set<String>()
    var budget = Self.maxEntries
    for folder in specFolders {
      walk(folder, budget: &budget) { path in
        if Self.isYAMLName(path) { found.insert(path) }
      }
    }
    for folder in workspaceFolders {
      walk(folder, budget: &budget) { path in
        if Self.isHeraldName(path) { found.insert(path) }
      }
    }
    return found.sorted()
  }

  /// Calls `visit` with every regular file (or link to one) below `folder`.
  private func walk(_ folder: String, budget: inout Int, _ visit: (String) -> Void) {
    guard budget > 0, let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var names: [String] = []
    while budget > 0, let entry = readdir(directory) {
      budget -= 1
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      names.append(name)
    }
    for name in names.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: walk(path, budget: &budget, visit)
      case S_IFREG: visit(path)
      case S_IFLNK:
        // Links to files are followed, links to folders are not (as the command line does).
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { visit(path) }
      default: continue
      }
    }
  }

  /// The bytes of a regular file of at most `limit` bytes; nil when it cannot be read, is not
  /// a regular file, or is larger (a device or a huge file must not stall the server).
  public static func readFile(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= limit
    else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limit { return nil }
    }
  }
}
