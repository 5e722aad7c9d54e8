// A client package built with HeraldPlugins and a local herald.artifactbundle, against the
// source plugin: nothing of Herald compiles, and the generated code is the same bytes.

import Foundation
import Testing

@testable import TestSupport

/// One client package (scripts/make-plugin-client: an app target and an OrderUI extension
/// target sharing IntegrationTest's spec through a link), built first by the binary route
/// (HeraldPlugins, copied with its links resolved as a published plugin repository holds it,
/// with `.binaryTarget(path:)` on the bundle), then by the source route (this checkout's
/// HeraldPlugin, which SwiftPM builds herald for). The same folder serves both, so the specs'
/// paths in the generated headers are the same.
@Suite(.serialized) struct BinaryPluginClientTests {
  /// The modules of Herald that the source route compiles and the binary route must not.
  static let heraldModules = ["HeraldCore", "HeraldYAML", "CYaml", "HeraldCLI", "herald"]

  /// The names of the module folders (`<Module>.build`) under a scratch folder.
  static func builtModules(_ scratch: URL) -> Set<String> {
    let paths = FileManager.default.subpaths(atPath: scratch.path) ?? []
    return Set(
      paths.map { ($0 as NSString).lastPathComponent }.filter { $0.hasSuffix(".build") }.map {
        String($0.dropLast(".build".count))
      })
  }

  /// The build plugin's generated Swift files under a scratch folder, by target and name.
  static func generated(_ scratch: URL) throws -> [String: Data] {
    let outputs = scratch.appending(path: "plugins/outputs")
    let paths = FileManager.default.subpaths(atPath: outputs.path) ?? []
    var files: [String: Data] = [:]
    for path in paths where path.hasSuffix(".swift") && path.contains("/HeraldPlugin/") {
      let parts = path.split(separator: "/")
      files["\(parts[1])/\(parts.last ?? "")"] = try Data(
        contentsOf: outputs.appending(path: path))
    }
    return files
  }

  /// Every regular file under `folder` with its bytes.
  static func contents(_ folder: URL) throws -> [String: [UInt8]] {
    try FolderSnapshot(folder).entries.filter {
      $0.value.linkDestination == nil && !$0.value.isFolder
    }
    .mapValues(\.bytes)
  }

  /// The binary route builds the client with no Herald module compiled and runs the bundle's
  /// herald; the source route (the control) compiles HeraldCore; the build plugin's four files
  /// and the command plugin's Generated/ folder are byte for byte the same by both routes.
  @Test func clientUsesTheBundleAndGeneratesWhatTheSourcePluginDoes() throws {
    let bundle = try ArtifactBundle.ready()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let client = folder.url.appending(path: "client")
    func make(_ route: String) throws {
      let run = try Tool.run(
        [
          Herald.packageRoot.appending(path: "scripts/make-plugin-client").path, client.path,
          "--route", route, "--bundle", bundle.path,
        ], timeout: 300)
      try #require(run.status == 0, "\(run.summary)")
    }
    func swift(_ arguments: [String], scratch: String) throws -> ToolRun {
      let run = try Tool.run(
        ["swift"] + arguments.prefix(1) + [
          "--package-path", client.path, "--scratch-path", client.appending(path: scratch).path,
        ] + arguments.dropFirst(), timeout: 1800)
      print(
        "BinaryPluginClientTests: swift \(arguments.joined(separator: " ")) (\(scratch)) took "
          + String(format: "%.1f s", run.seconds))
      return run
    }
    let generatedFolder = client.appending(path: "Generated")

    try make("binary")
    let binary = try swift(["build"], scratch: ".build-binary")
    try #require(binary.status == 0, "\(binary.summary)")
    #expect(
      binary.output.contains("Herald: generating Swift for NotificationsApp from 1 spec"),
      "\(binary.summary)")
    #expect(
      binary.output.contains("Herald: generating Swift for OrderUI from 1 spec"),
      "\(binary.summary)")
    for module in Self.heraldModules {
      #expect(!binary.output.contains("Compiling \(module) "), "\(module): \(binary.summary)")
    }
    let binaryModules = Self.builtModules(client.appending(path: ".build-binary"))
    #expect(binaryModules.isSuperset(of: ["NotificationsApp", "OrderUI"]), "\(binaryModules)")
    #expect(binaryModules.isDisjoint(with: Self.heraldModules), "\(binaryModules)")
    let binaryFiles = try Self.generated(client.appending(path: ".build-binary"))
    #expect(
      binaryFiles.keys.sorted() == [
        "NotificationsApp/NotificationsApp+HeraldDynamicActions.swift",
        "NotificationsApp/NotificationsApp+HeraldNotifications.swift",
        "OrderUI/OrderUI+HeraldDynamicActions.swift", "OrderUI/OrderUI+HeraldNotifications.swift",
      ])
    let binaryCommand = try swift(
      ["package", "--allow-writing-to-package-directory", "herald-generate"],
      scratch: ".build-binary")
    try #require(binaryCommand.status == 0, "\(binaryCommand.summary)")
    let binaryGenerated = try Self.contents(generatedFolder)
    #expect(binaryGenerated.keys.contains("NotificationsApp/App/NotificationCategories.swift"))
    try FileManager.default.removeItem(at: generatedFolder)

    try make("source")
    let source = try swift(["build"], scratch: ".build-source")
    try #require(source.status == 0, "\(source.summary)")
    #expect(source.output.contains("Compiling HeraldCore "), "the control: \(source.summary)")
    #expect(Self.builtModules(client.appending(path: ".build-source")).contains("HeraldCore"))
    let sourceFiles = try Self.generated(client.appending(path: ".build-source"))
    #expect(sourceFiles.keys.sorted() == binaryFiles.keys.sorted())
    for (name, bytes) in sourceFiles {
      #expect(binaryFiles[name] == bytes, "\(name) differs between the routes")
    }
    let sourceCommand = try swift(
      ["package", "--allow-writing-to-package-directory", "herald-generate"],
      scratch: ".build-source")
    try #require(sourceCommand.status == 0, "\(sourceCommand.summary)")
    let sourceGenerated = try Self.contents(generatedFolder)
    #expect(sourceGenerated.keys.sorted() == binaryGenerated.keys.sorted())
    #expect(sourceGenerated == binaryGenerated, "Generated/ differs between the routes")
  }
}
