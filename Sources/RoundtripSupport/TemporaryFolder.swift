import Foundation

/// Fresh folders with unique names (`mkdtemp`), as Python's `tempfile.mkdtemp` made them: the
/// work folder of a run, and the folders products are built in before they move into the cache.
enum TemporaryFolder {
  /// A new, empty folder named `prefix` and six random characters, in `parent` (by default the
  /// system's temporary folder).
  static func make(prefix: String, in parent: URL? = nil) throws -> URL {
    let base = parent ?? FileManager.default.temporaryDirectory
    var template = Array(base.appending(path: prefix + "XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw RoundtripFailure(.build, "roundtrip: cannot make a folder in \(base.path)")
    }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
