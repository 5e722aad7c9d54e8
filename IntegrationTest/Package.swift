// swift-tools-version:6.0
// IntegrationTest: uses Herald as a client package would, through its build plugin.
import Foundation
import PackageDescription

/// Herald's package identity: SwiftPM names a path dependency after its folder (`..`), so the
/// name depends on where Herald is checked out.
let herald = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .lastPathComponent

#if os(Linux)
  /// On Linux the generated code compiles against Herald's UserNotifications stand-in.
  let userNotifications: [Target.Dependency] = [
    .product(
      name: "UserNotificationsStandIn", package: herald, condition: .when(platforms: [.linux]))
  ]
#else
  /// Apple platforms have the real frameworks.
  let userNotifications: [Target.Dependency] = []
#endif

let package = Package(
  name: "IntegrationTest",
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    // The app and its OrderUI content extension share one spec: Sources/OrderUI holds a
    // symbolic link to the app's. The app gets the app code, OrderUI (named like the spec's
    // extension `target:`) the extension's binding. SwiftPM has no app-extension target type,
    // so OrderUI is a library here; in an Xcode project it is the extension target.
    .target(
      name: "NotificationsApp", dependencies: userNotifications,
      plugins: [.plugin(name: "HeraldPlugin", package: herald)]),
    .target(
      name: "OrderUI", dependencies: userNotifications,
      plugins: [.plugin(name: "HeraldPlugin", package: herald)]),
    .testTarget(
      name: "NotificationsAppTests",
      dependencies: ["NotificationsApp", "OrderUI"] + userNotifications),
  ],
  swiftLanguageModes: [.v6]
)
