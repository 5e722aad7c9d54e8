// HeraldPlugin: compiles a target's *.herald.yml specs into Swift that builds into the target.

import Foundation
import PackagePlugin

/// The build-tool plugin. For each target that applies it, every source file named
/// `*.herald.yml` or `*.herald.yaml` is one spec set; `herald plugin-generate` turns it into
/// exactly two Swift files, declared up front so the build graph knows every output. An app and
/// its content extension share a spec by holding the same file (a symbolic link in SwiftPM,
/// target membership in Xcode): the plugin passes the target's name, and herald decides which
/// part of the set the target gets (`PluginTargetPart` in HeraldCLI), so the SwiftPM and Xcode
/// entry points cannot disagree.
@main
struct HeraldPlugin: BuildToolPlugin {
  /// The commands for a SwiftPM target: none when it has no spec, otherwise one.
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    return try Self.commands(
      specs: module.sourceFiles.map(\.url), targetName: target.name,
      workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "herald").url)
  }

  /// Whether a file follows the spec naming convention.
  static func isSpec(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    return name.hasSuffix(".herald.yml") || name.hasSuffix(".herald.yaml")
  }

  /// The one build command for `targetName`'s specs among `specs` (none without a spec). Its
  /// inputs are the specs and its outputs the two files `herald plugin-generate` always writes;
  /// `--target` makes one of them a comment, so the outputs are the same for every target.
  static func commands(
    specs: [URL], targetName: String, workDirectory: URL, tool: URL
  ) -> [Command] {
    let inputs = specs.filter(isSpec).sorted { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let app = workDirectory.appending(path: "\(targetName)+HeraldNotifications.swift")
    let machines = workDirectory.appending(path: "\(targetName)+HeraldDynamicActions.swift")
    let count = inputs.count == 1 ? "1 spec" : "\(inputs.count) specs"
    return [
      .buildCommand(
        displayName: "Herald: generating Swift for \(targetName) from \(count)",
        executable: tool,
        // `--force`: the plugin's work directory belongs to the build system, where nobody
        // edits by hand, and files an older herald wrote there carry no manifest record yet.
        // `--follow-output-link`: the build system chose that path; a linked folder above it
        // (a package kept under a linked folder) is its business, not a planted link.
        arguments: ["plugin-generate"] + inputs.map { $0.path(percentEncoded: false) } + [
          "--app-output", app.path(percentEncoded: false),
          "--extensions-output", machines.path(percentEncoded: false), "--target", targetName,
          "--force", "--follow-output-link",
        ],
        inputFiles: inputs, outputFiles: [app, machines])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The same plugin applied to a target of an Xcode project (Build Phases > Run Build Tool
  /// Plug-ins): the specs are the target's `*.herald.yml` member files.
  extension HeraldPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode target, built exactly as for a SwiftPM target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try Self.commands(
        specs: target.inputFiles.map(\.url), targetName: target.displayName,
        workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "herald").url)
    }
  }
#endif
