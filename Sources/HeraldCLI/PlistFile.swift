// Reading a property-list file that `plist merge` goes into: its bytes from disk, parsed by
// `PlistReader`, with every failure naming the file.

import HeraldPlist

/// A property-list file as read: its bytes and its root dictionary.
struct PlistFile {
  /// The path as given.
  let path: String
  /// The file's bytes, to tell whether a rewrite changes anything.
  let bytes: [UInt8]
  /// The root dictionary.
  let root: [String: PlistValue]
}

extension PlistReader {
  /// Reads and parses the file at `path`, of at most `limit` bytes; its root must be a
  /// dictionary.
  static func read(_ path: String, limit: Int = InputLimits().file) throws(PlistFileError)
    -> PlistFile
  {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, limit: limit)
    } catch {
      throw .unreadable(error)
    }
    return PlistFile(path: path, bytes: bytes, root: try parse(bytes, path: path))
  }

  /// Parses property-list bytes whose root is a dictionary; `path` names them in errors.
  static func parse(_ bytes: [UInt8], path: String) throws(PlistFileError) -> [String: PlistValue] {
    let root: PlistValue
    do {
      root = try value(bytes)
    } catch {
      throw error.fileError(path: path, bytes: bytes)
    }
    guard case .dictionary(let members) = root else {
      throw .notDictionary(path: path, keyPath: [], kind: root.kindName)
    }
    return members
  }
}

extension PlistReadFailure {
  /// The file error for the file at `path` whose content is `bytes`.
  func fileError(path: String, bytes: [UInt8]) -> PlistFileError {
    switch self {
    case .text(let offset, let message):
      let position = PlistTextPosition(of: offset, in: bytes)
      return .notPropertyList(path: path, reason: "\(position): \(message)")
    case .binary(let offset, let message):
      return .notPropertyList(
        path: path, reason: "binary property list, byte \(offset): \(message)")
    case .notPlist(let reason):
      return .notPropertyList(path: path, reason: reason)
    case .openStep(let isDictionary):
      guard isDictionary else {
        return .notPropertyList(path: path, reason: "it is plain text, not XML or binary")
      }
      return .oldStyle(path: path)
    case .unsupported(let keyPath, let what):
      return .unsupported(path: path, keyPath: keyPath, what: what)
    }
  }
}
