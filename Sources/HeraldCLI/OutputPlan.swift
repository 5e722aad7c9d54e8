/// Compares the generated files with an output folder: what to create, update, remove or refuse.

import HeraldCore

/// The changes that bring an output folder in line with the generated files.
struct OutputPlan: Sendable, Equatable {
  /// Files to write that do not exist yet (relative paths).
  var create: [String] = []
  /// Herald's own files whose bytes differ.
  var update: [String] = []
  /// Herald's own files that the specs no longer produce.
  var remove: [String] = []
  /// Files already up to date.
  var unchanged: [String] = []
  /// Files Herald did not generate that stand where it must write.
  var foreign: [String] = []

  /// Whether anything would change.
  var hasChanges: Bool { !(create.isEmpty && update.isEmpty && remove.isEmpty) }

  /// The leftovers of `present` (paths no job produced) that herald may remove: its own files and
  /// the temporary files a killed run left behind.
  static func leftovers(_ present: Set<String>, own: Set<String>) -> [String] {
    present.sorted().filter { leftover in
      let name = leftover.split(separator: "/").last ?? ""
      let isOurTemporary =
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".herald-")
      return isOurTemporary || own.contains(leftover)
    }
  }

  /// Sorts every list by path, the order reports print them in.
  mutating func sort() {
    create.sort()
    update.sort()
    remove.sort()
    unchanged.sort()
    foreign.sort()
  }

  /// What can be told of a generated file before its text exists: `.create` when nothing stands
  /// at its path, `.foreign` when something herald did not write stands there or in the way of a
  /// parent folder, and nil when herald's own file is there, to be compared with the text.
  /// `listed` tells whether the folder walk found the file, `own` whether the scan already found
  /// it to be herald's own.
  static func precheck(_ relative: String, listed: Bool, own: Bool, root: String)
    throws(IOFailure) -> Change?
  {
    let path = root + "/" + relative
    guard listed || FileSystem.kind(path) != .missing else {
      return try blockedFolder(relative, root: root) ? .foreign : .create
    }
    if try blockedFolder(relative, root: root) { return .foreign }
    if !own, try !isOwnFile(path) { return .foreign }
    return nil
  }

  /// The four fates of a generated file.
  enum Change: Sendable { case create, update, unchanged, foreign }

  /// Whether a path is a regular file (not a link) whose header shows Herald generated it.
  static func isOwnFile(_ path: String) throws(IOFailure) -> Bool {
    guard FileSystem.kind(path) == .file, !FileSystem.isLink(path) else { return false }
    return FileHeader.isGenerated(try FileSystem.readPrefix(path, count: 1024))
  }

  /// Whether a file or a link (not a real folder) stands where one of the path's parent folders
  /// must go.
  static func blockedFolder(_ relative: String, root: String) throws(IOFailure) -> Bool {
    var current = root
    for part in relative.split(separator: "/").dropLast() {
      current += "/" + part
      if FileSystem.isLink(current) { return true }
      switch FileSystem.kind(current) {
      case .missing: return false
      case .directory: continue
      case .file, .other: return true
      }
    }
    return false
  }
}
