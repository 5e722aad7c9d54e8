// The process-wide table of spec file paths that source ranges refer to by number.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spec file's path, interned: ranges carry this 4-byte number instead of a reference-counted
/// string, so copying a range costs no atomic operation and a located value stays small.
public struct SourceFileID: Sendable, Hashable {
  /// The path's index in the table.
  let index: UInt32

  /// Interns a path; the same path always gives the same identifier.
  public init(_ path: String) {
    index = SourceFileTable.shared.intern(path)
  }

  /// The path as the user gave it.
  public var path: String { SourceFileTable.shared.path(index) }
}

/// Paths by number and numbers by path, guarded by one lock. Paths are never removed: a process
/// sees few distinct spec paths, and fuzzing reuses the same one.
final class SourceFileTable: @unchecked Sendable {
  /// The one table of the process.
  static let shared = SourceFileTable()

  /// The lock; allocated once so that its address never moves.
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  /// Interned paths, by index.
  private var paths: [String] = []
  /// Indexes, by path.
  private var indexes: [String: UInt32] = [:]

  /// Creates an empty table.
  private init() {
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  /// The index of a path, adding it when new.
  func intern(_ path: String) -> UInt32 {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let index = indexes[path] { return index }
    let index = UInt32(paths.count)
    paths.append(path)
    indexes[path] = index
    return index
  }

  /// The path with an index handed out by `intern`.
  func path(_ index: UInt32) -> String {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return paths[Int(index)]
  }
}
