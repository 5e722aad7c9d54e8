// Where the tests find the package's files and the built herald executable.

import Foundation

/// Locates the package and the herald executable (the process tests run it: `Herald.run`).
enum Herald {
  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The herald binary: in the build products folder that holds the test bundle.
  static let executable: URL = {
    let bundle = Bundle.main.bundleURL
    let folders = [
      bundle, bundle.deletingLastPathComponent(), packageRoot.appending(path: ".build/debug"),
    ]
    let candidates = folders.map { $0.appending(path: "herald") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[candidates.count - 1]
  }()
}
