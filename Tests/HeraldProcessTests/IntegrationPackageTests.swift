// IntegrationTest/: builds and tests the client package, incremental builds, the command plugin.

import Foundation
import Testing

@testable import TestSupport

/// The integration package, used as a client would: `HeraldPlugin` in `swift build` and
/// `swift test`, `scripts/check-incremental`, and `swift package herald-generate`. Each step runs
/// a child SwiftPM on `IntegrationTest/` with its own scratch path (`IntegrationTest/.build`), so
/// it does not wait for the `.build` lock this test run holds. Failures fail; nothing is skipped.
@Suite(.serialized) struct IntegrationPackageTests {
  /// The integration package.
  static let package = Herald.packageRoot.appending(path: "IntegrationTest")

  /// `swift SUBCOMMAND --package-path IntegrationTest --scratch-path IntegrationTest/.build ...`.
  static func swift(_ subcommand: String, _ extra: [String] = []) throws -> ToolRun {
    let run = try Tool.run(
      [
        "swift", subcommand, "--package-path", package.path, "--scratch-path",
        package.appending(path: ".build").path,
      ] + extra,
      timeout: 1800)
    print(
      "IntegrationPackageTests: \(subcommand) \(extra.joined(separator: " ")) took "
        + String(format: "%.1f s", run.seconds))
    return run
  }

  /// `swift build` compiles the app code into NotificationsApp and the OrderUI extension's
  /// binding into OrderUI, which shares the app's spec through a symbolic link, and `swift test`
  /// passes the package's tests of registration, response decoding and the machine.
  @Test func buildsAndTests() throws {
    let build = try Self.swift("build")
    try #require(build.status == 0, "\(build.summary)")
    let outputs = Self.package.appending(path: ".build/plugins/outputs")
    let files = FileManager.default.enumerator(atPath: outputs.path)?.compactMap { $0 as? String }
    let generated = (files ?? []).filter { $0.hasSuffix(".swift") && $0.contains("/HeraldPlugin/") }
    var texts: [String: String] = [:]
    for path in generated {
      texts[(path as NSString).lastPathComponent] = try String(
        contentsOf: outputs.appending(path: path), encoding: .utf8)
    }
    #expect(
      Set(texts.keys)
        == [
          "NotificationsApp+HeraldNotifications.swift",
          "NotificationsApp+HeraldDynamicActions.swift",
          "OrderUI+HeraldNotifications.swift", "OrderUI+HeraldDynamicActions.swift",
        ], "\(generated)")
    /// Whether a generated file is only comments, so compiles to nothing.
    func commentOnly(_ name: String) -> Bool {
      texts[name].map { $0.split(separator: "\n").allSatisfy { $0.hasPrefix("//") } } ?? false
    }
    let app = texts["NotificationsApp+HeraldNotifications.swift"] ?? ""
    #expect(app.contains("enum OrderNotifications"))
    #expect(!app.contains("OrderUIDynamicActions"))
    #expect(commentOnly("NotificationsApp+HeraldDynamicActions.swift"))
    #expect(commentOnly("OrderUI+HeraldNotifications.swift"))
    let binding = texts["OrderUI+HeraldDynamicActions.swift"] ?? ""
    #expect(binding.contains("enum OrderUIDynamicActions"))
    #expect(binding.contains("enum Action: String"))
    #expect(!binding.contains("OrderNotifications"))
    let test = try Self.swift("test")
    #expect(test.status == 0, "\(test.summary)")
    #expect(
      test.output.contains("Test registrationKeepsOtherCategories() passed"), "\(test.summary)")
    #expect(test.output.contains("Test machineSwapsHoldAndRelease() passed"), "\(test.summary)")
    #expect(
      test.output.contains("Test extensionDeclaresTheAppsActions() passed"), "\(test.summary)")
    #expect(!test.output.contains("✘"), "\(test.summary)")
  }

  /// `scripts/check-incremental`: no-op rebuilds do not run herald, spec edits do (for the app
  /// and for OrderUI, through the link), and a broken spec fails the build with its one
  /// `path:line:col: error:` printed once; built alone, OrderUI fails with its `#error`.
  @Test func incrementalBuildsRerunHeraldOnlyForSpecChanges() throws {
    let run = try Tool.run(
      [Self.package.appending(path: "scripts/check-incremental").path], timeout: 1800)
    print(
      "IntegrationPackageTests: check-incremental took " + String(format: "%.1f s", run.seconds))
    #expect(run.status == 0, "\(run.summary)")
    #expect(run.output.contains("all checks passed"), "\(run.summary)")
    #expect(run.output.contains("notifications.herald.yml:13:27: error: "), "\(run.summary)")
    #expect(run.output.contains("reran herald for both targets"), "\(run.summary)")
    #expect(run.output.contains("its error printed once"), "\(run.summary)")
    #expect(
      run.output.contains("building OrderUI alone fails with its #error, no spec error"),
      "\(run.summary)")
  }

  /// `swift package herald-generate` writes Generated/NotificationsApp/ with paths relative to
  /// the package, fresh for `herald generate --check`, and no folder for OrderUI, whose spec is
  /// a link to the app's; without the permission flag it refuses.
  @Test func commandPluginWritesGeneratedFolder() throws {
    let generated = Self.package.appending(path: "Generated")
    try? FileManager.default.removeItem(at: generated)
    defer { try? FileManager.default.removeItem(at: generated) }
    let refused = try Tool.run(
      [
        "swift", "package", "--package-path", Self.package.path, "--scratch-path",
        Self.package.appending(path: ".build").path, "herald-generate",
      ], timeout: 1800)
    #expect(refused.status != 0)
    #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused.summary)")
    #expect(!FileManager.default.fileExists(atPath: generated.path))

    let run = try Self.swift(
      "package", ["--allow-writing-to-package-directory", "herald-generate"])
    try #require(run.status == 0, "\(run.summary)")
    let spec = "Sources/NotificationsApp/notifications.herald.yml"
    #expect(run.output.contains("herald generate \(spec) --output Generated/NotificationsApp"))
    #expect(
      run.output.contains(
        "OrderUI shares the specs of NotificationsApp through links: "
          + "Generated/NotificationsApp holds its part"), "\(run.summary)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: generated.path) == ["NotificationsApp"])
    let files = try FolderSnapshot(generated.appending(path: "NotificationsApp")).files
    #expect(
      files.sorted() == [
        ".herald-manifest", "App/NotificationCategories.swift", "Notifications.md",
        "OrderUI/DynamicActions.swift",
        "OrderUI/Info.plist",
        "Tests/HeraldMachineHarness.swift", "Tests/OrderUIDynamicActionsTests.swift",
      ])
    let app = try String(
      contentsOf: generated.appending(path: "NotificationsApp/App/NotificationCategories.swift"),
      encoding: .utf8)
    #expect(app.hasPrefix("// Generated by herald 0.1.0 from \(spec).\n"))
    let check = try Herald.run(
      ["generate", spec, "--output", "Generated/NotificationsApp", "--check"],
      directory: Self.package)
    #expect(check.status == 0, "\(check.stderr)")

    let wrong = try Self.swift(
      "package", ["--allow-writing-to-package-directory", "herald-generate", "--target", "Nope"])
    #expect(wrong.status != 0)
    #expect(wrong.output.contains("no target named"), "\(wrong.summary)")
  }
}
