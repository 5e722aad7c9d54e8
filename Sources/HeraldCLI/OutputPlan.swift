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

  /// Compares `files` with the folder `root`.
  static func compare(_ files: [OutputFile], with root: String) throws(IOFailure) -> OutputPlan {
    var plan = OutputPlan()
    let existing = try FileSystem.walk(root)
    var present = Set(existing)
    for file in files {
      let path = root + "/" + file.path
      guard present.remove(file.path) != nil || FileSystem.kind(path) != .missing else {
        if try blockedFolder(file.path, root: root) {
          plan.foreign.append(file.path)
        } else {
          plan.create.append(file.path)
        }
        continue
      }
      guard try !blockedFolder(file.path, root: root), try isOwnFile(path) else {
        plan.foreign.append(file.path)
        continue
      }
      if try FileSystem.read(path) == Array(file.contents.utf8) {
        plan.unchanged.append(file.path)
      } else {
        plan.update.append(file.path)
      }
    }
    for leftover in present.sorted() {
      let path = root + "/" + leftover
      let name = leftover.split(separator: "/").last ?? ""
      let isOurTemporary = name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".herald-")
      let isOwn = try isOwnFile(path)
      if isOurTemporary || isOwn { plan.remove.append(leftover) }
    }
    return plan
  }

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
