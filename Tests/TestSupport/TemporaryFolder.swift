// A throwaway folder for generated inputs, removed when the test is done with it.

import Foundation
import HeraldOutput

/// A fresh folder under the system's temporary directory.
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates an empty, uniquely named folder (`ScratchFolder`, as the round trip's).
  init() throws {
    url = URL(fileURLWithPath: try ScratchFolder.make(prefix: "herald-cli-tests-"))
  }

  /// Writes `bytes` to `name` (which may contain folders) and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
    let file = url.appending(path: name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  /// Writes UTF-8 `text` to `name` and returns its path.
  @discardableResult
  func write(_ name: String, text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards.
func withTemporaryFolder<T>(_ body: (TemporaryFolder) throws -> T) throws -> T {
  let folder = try TemporaryFolder()
  defer { folder.remove() }
  return try body(folder)
}
