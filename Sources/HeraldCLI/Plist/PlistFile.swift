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

/// Why a property-list file cannot be merged into; reported with exit code 3.
enum PlistFileError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(IOFailure)
  /// It is not an XML or binary property list (`reason` says where and why).
  case notPropertyList(path: String, reason: String)
  /// It is an old-style (OpenStep) property list.
  case oldStyle(path: String)
  /// The root, or a value the merge goes into, is not a dictionary.
  case notDictionary(path: String, keyPath: [String], kind: String)
  /// It holds a value Herald cannot write back unchanged.
  case unsupported(path: String, keyPath: [String], what: String)

  /// The message, naming the file and what to do.
  var description: String {
    switch self {
    case .unreadable(let failure):
      return "cannot read '\(failure.path)': \(failure.reason)"
    case .notPropertyList(let path, let reason):
      return "'\(path)' is not a property list (\(reason)); give an XML or binary Info.plist"
    case .oldStyle(let path):
      return "'\(path)' is an old-style (OpenStep) property list; convert it to XML first "
        + "(plutil -convert xml1)"
    case .notDictionary(let path, let keyPath, let kind) where keyPath.isEmpty:
      return "the root of '\(path)' is \(kind), not a dictionary; give an Info.plist"
    case .notDictionary(let path, let keyPath, let kind):
      return "'\(keyPath.joined(separator: "."))' in '\(path)' is \(kind), not a dictionary; "
        + "make it a dictionary or remove it"
    case .unsupported(let path, let keyPath, let what):
      return "'\(path)' holds \(what) at '\(keyPath.joined(separator: "."))', which herald "
        + "cannot write back unchanged"
    }
  }
}
