import Foundation

/// The files of the Herald package that a round trip compiles: the Linux stand-ins and the
/// programs built around the generated code. They are read from the package's source tree,
/// found from this file's own path, as the script found them from its own location: the stand-in
/// sources are what `swift build` compiles too, so there is no second copy to drift.
struct RoundtripPaths {
  /// The package root.
  let root: URL

  /// The package this file belongs to.
  static let package = RoundtripPaths(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  /// The UserNotifications stand-in's sources.
  var standIn: URL { root.appending(path: "Sources/UserNotifications") }
  /// The ActivityKit stand-in's sources.
  var activityKit: URL { root.appending(path: "Sources/ActivityKit") }
  /// The UIKit stand-in's sources.
  var uiKit: URL { root.appending(path: "Sources/UIKit") }
  /// The UserNotificationsUI stand-in's sources.
  var standInUI: URL { root.appending(path: "Sources/UserNotificationsUI") }
  /// The programs compiled around generated code (excluded from the SwiftPM target).
  var programs: URL { root.appending(path: "Sources/RoundtripSupport/Programs") }
  /// The driver that registers the generated categories and prints them.
  var driver: URL { programs.appending(path: "roundtrip-driver.swift") }
  /// The entry point of the binary that runs the generated harnesses.
  var harnessMain: URL { programs.appending(path: "roundtrip-harness-main.swift") }
  /// The `Bundle.module` accessor for generated code compiled outside SwiftPM.
  var bundleShim: URL { programs.appending(path: "roundtrip-bundle-module.swift") }
  /// The default cache folder.
  var defaultCache: URL { root.appending(path: ".build/roundtrip-cache") }
}
