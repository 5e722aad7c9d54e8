import Foundation
import HeraldOutput

/// Names of cached products: a short SHA-256 of everything that went into them, so that an
/// unchanged input compiles nothing and any change (a source byte, the compiler) compiles anew.
enum CacheKey {
  /// A short SHA-256 of `parts`, each prefixed with its length so that boundaries count.
  static func digest(_ parts: [[UInt8]]) -> String {
    var hash = SHA256()
    for part in parts {
      withUnsafeBytes(of: UInt64(part.count).littleEndian) { hash.update($0) }
      hash.update(part)
    }
    return String(hash.finish().prefix(24))
  }

  /// The bytes of `text` in UTF-8.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The bytes of the file at `url`.
  static func bytes(of url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  /// A digest of `compiler` and every source file (name and bytes) of the given folders (their
  /// `*.swift` files, by name) and files.
  static func sources(_ compiler: [UInt8], _ foldersAndFiles: [URL]) throws -> String {
    var parts = [compiler]
    for source in foldersAndFiles {
      for file in try swiftFiles(source) {
        parts.append(bytes(file.lastPathComponent) + [0] + (try bytes(of: file)))
      }
    }
    return digest(parts)
  }

  /// The `*.swift` files of a folder, sorted by name, or `[url]` for a file.
  static func swiftFiles(_ url: URL) throws -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [url] }
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { url.appending(path: $0) }
  }
}
