/// Compares the generated files with an output folder: what to create, update, remove or refuse.

import HeraldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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

  /// Compares `files` with the folder `root`. Files are classified concurrently on large
  /// outputs; the plan lists them in the order given.
  static func compare(_ files: [OutputFile], with root: String) throws(IOFailure) -> OutputPlan {
    var plan = OutputPlan()
    var present = Set(try FileSystem.walk(root))
    let listed = files.map { present.remove($0.path) != nil }
    let chunks = Parallel.chunks(files.count, minimum: 512)
    let parts = Parallel.map(chunks.count) { piece in
      Result { () throws(IOFailure) in
        try chunks[piece].map { index throws(IOFailure) in
          try classify(files[index], listed: listed[index], root: root)
        }
      }
    }
    for part in parts {
      for (path, change) in try part.get() {
        switch change {
        case .create: plan.create.append(path)
        case .update: plan.update.append(path)
        case .unchanged: plan.unchanged.append(path)
        case .foreign: plan.foreign.append(path)
        }
      }
    }
    for leftover in present.sorted() {
      let path = root + "/" + leftover
      let name = leftover.split(separator: "/").last ?? ""
      let isOurTemporary =
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".herald-")
      let isOwn = try isOwnFile(path)
      if isOurTemporary || isOwn { plan.remove.append(leftover) }
    }
    return plan
  }

  /// What to do with one generated file; `listed` tells whether the folder walk found it.
  static func classify(_ file: OutputFile, listed: Bool, root: String) throws(IOFailure)
    -> (String, Change)
  {
    let path = root + "/" + file.path
    guard listed || FileSystem.kind(path) != .missing else {
      return (file.path, try blockedFolder(file.path, root: root) ? .foreign : .create)
    }
    guard try !blockedFolder(file.path, root: root), try isOwnFile(path) else {
      return (file.path, .foreign)
    }
    let same = sameBytes(try FileSystem.read(path), file.contents)
    return (file.path, same ? .unchanged : .update)
  }

  /// Whether a file's bytes are exactly a string's UTF-8: lengths first, then one `memcmp`-style
  /// comparison of contiguous storage.
  static func sameBytes(_ bytes: [UInt8], _ text: String) -> Bool {
    guard bytes.count == text.utf8.count else { return false }
    guard !bytes.isEmpty else { return true }
    let compared = text.utf8.withContiguousStorageIfAvailable { utf8 in
      bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0 }
    }
    return compared ?? bytes.elementsEqual(text.utf8)
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
