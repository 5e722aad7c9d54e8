// What a folder holds, file by file: bytes and identity, to prove a run wrote nothing.

import Foundation

/// One entry of a folder: a file's bytes, inode and modification time, or a link's target.
struct EntryState: Equatable {
  /// The file's bytes; empty for a link or a folder.
  let bytes: [UInt8]
  /// The inode number (an atomic rewrite gives a new one).
  let inode: UInt64
  /// The modification time.
  let modified: Date?
  /// The link's destination, for a symbolic link.
  let linkDestination: String?
  /// Whether it is a folder.
  let isFolder: Bool
}

/// Every entry below a folder, by relative path (links are not followed).
struct FolderSnapshot: Equatable {
  let entries: [String: EntryState]

  /// The relative paths of regular files, sorted.
  var files: [String] {
    entries.filter { $0.value.linkDestination == nil && !$0.value.isFolder }.keys.sorted()
  }

  /// Takes a snapshot of `root`; an absent folder gives an empty snapshot.
  init(_ root: URL) throws {
    let manager = FileManager.default
    var entries: [String: EntryState] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? root.path : root.path + "/" + relative
      guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      for name in names {
        let path = relative.isEmpty ? name : relative + "/" + name
        let absolute = root.path + "/" + path
        let attributes = try manager.attributesOfItem(atPath: absolute)
        let type = attributes[.type] as? FileAttributeType
        let isLink = type == .typeSymbolicLink
        let isFolder = type == .typeDirectory
        if isFolder { pending.append(path) }
        entries[path] = EntryState(
          bytes: isLink || isFolder
            ? [] : Array(try Data(contentsOf: URL(fileURLWithPath: absolute))),
          inode: Self.number(attributes[.systemFileNumber]),
          modified: attributes[.modificationDate] as? Date,
          linkDestination: isLink ? try manager.destinationOfSymbolicLink(atPath: absolute) : nil,
          isFolder: isFolder)
      }
    }
    self.entries = entries
  }

  /// An attribute's whole number, whichever numeric type Foundation reports it as.
  static func number(_ value: Any?) -> UInt64 {
    if let value = value as? UInt64 { return value }
    if let value = value as? Int { return UInt64(value) }
    return (value as? NSNumber)?.uint64Value ?? 0
  }

  /// The text of the file at `path`, or nil.
  func text(_ path: String) -> String? {
    entries[path].map { String(decoding: $0.bytes, as: UTF8.self) }
  }
}
