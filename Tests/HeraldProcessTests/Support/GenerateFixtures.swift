// Two small spec files for the `herald generate` tests, and running generate on them.

import Foundation

@testable import TestSupport

/// The alpha/beta spec set: two categories, each served by its own content extension.
enum GenerateFixtures {
  /// alpha.yml: the set-wide settings (localization on, so a string catalog is generated too;
  /// sample payloads on, so a run writes a file per category, as output folders used to hold).
  static let alpha = """
    version: 1
    platforms: { iOS: "15.0" }
    localization: {}
    app: { samplePayloads: true }
    categories:
      - id: alpha
        actions:
          - { id: alpha-open, title: Open }
    extensions:
      - target: AlphaUI
        categories: alpha
        principalClass: AlphaViewController
        initialContentSizeRatio: 0.5

    """

  /// alpha.yml with another title, so that the app Swift file changes.
  static let alphaRetitled = alpha.replacing("title: Open", with: "title: Open Now")

  /// beta.yml with its extension.
  static let beta = """
    version: 1
    categories:
      - id: beta
        actions:
          - { id: beta-go, title: Go, options: [foreground] }
    extensions:
      - target: BetaUI
        categories: beta
        principalClass: BetaViewController
        initialContentSizeRatio: 1

    """

  /// beta.yml after its extension was deleted.
  static let betaWithoutExtension = """
    version: 1
    categories:
      - id: beta
        actions:
          - { id: beta-go, title: Go, options: [foreground] }

    """

  /// Writes alpha.yml and beta.yml into `folder`.
  static func writeSpecs(
    _ folder: TemporaryFolder, alpha: String = alpha, beta: String = beta
  ) throws {
    try folder.write("alpha.yml", text: alpha)
    try folder.write("beta.yml", text: beta)
  }

  /// Runs `herald generate SPECS --output out EXTRA` inside `folder` (relative paths, so
  /// printed paths are stable).
  static func generate(
    _ folder: TemporaryFolder, _ extra: [String] = [], specs: [String] = ["alpha.yml", "beta.yml"],
    output: String = "out"
  ) throws -> HeraldRun {
    try Herald.run(["generate"] + specs + ["--output", output] + extra, directory: folder.url)
  }

  /// The output folder `name` inside `folder`.
  static func output(_ folder: TemporaryFolder, _ name: String = "out") -> URL {
    folder.url.appending(path: name)
  }

  /// Sets the modification time of every file below `root` to 2001, so that any rewrite shows.
  static func ageFiles(_ root: URL) throws {
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    for path in try FolderSnapshot(root).files {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: root.appending(path: path).path)
    }
  }
}
