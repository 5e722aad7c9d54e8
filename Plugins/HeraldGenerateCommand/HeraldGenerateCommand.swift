// HeraldGenerateCommand: `swift package herald-generate` writes Generated/<Target>/ to commit.

import Foundation
import PackagePlugin

/// The command plugin. For each selected target with `*.herald.yml` / `*.herald.yaml` specs it
/// runs `herald generate <specs> --output Generated/<Target>` in the package folder, with paths
/// relative to it, so the committed files do not depend on where the package is checked out and
/// `herald generate ... --check` (the pre-commit hook, CI) sees them as fresh. Targets that
/// share one spec set through links get one folder, so its errors are printed once.
@main
struct HeraldGenerateCommand: CommandPlugin {
  /// Runs herald for `--target NAME` (repeatable) or, without it, every target with specs.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    guard extractor.remainingArguments.isEmpty else {
      throw Failure("unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))")
    }
    let root = context.package.directoryURL
    let targets =
      try names.isEmpty
      ? context.package.targets : context.package.targets(named: names)
    let found = targets.compactMap { target -> (name: String, specs: [URL])? in
      let files = target.sourceModule.map { Array($0.sourceFiles) } ?? []
      let specs = files.map(\.url).filter(Self.isSpec).sorted { $0.path < $1.path }
      return specs.isEmpty ? nil : (target.name, specs)
    }
    let (kept, shared) = Self.withoutLinkedCopies(found)
    for (name, owner) in shared {
      print("\(name) shares the specs of \(owner) through links: Generated/\(owner) holds its part")
    }
    let jobs = kept.map { job in
      (name: job.name, specs: job.specs.map { Self.relative($0, to: root) })
    }
    guard !jobs.isEmpty else {
      let which =
        names.isEmpty ? "no target" : "no selected target (\(names.joined(separator: ", ")))"
      throw Failure("\(which) has *.herald.yml or *.herald.yaml specs")
    }
    let herald = try context.tool(named: "herald").url
    var failed: [String] = []
    for job in jobs {
      let arguments = ["generate"] + job.specs + ["--output", "Generated/\(job.name)"]
      print("herald \(arguments.joined(separator: " "))")
      let process = Process()
      process.executableURL = herald
      process.arguments = arguments
      process.currentDirectoryURL = root
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(job.name) }
    }
    guard failed.isEmpty else {
      throw Failure("herald failed for \(failed.joined(separator: ", "))")
    }
  }

  /// The targets to generate, and the targets left out with the one whose folder holds their
  /// part. A target whose specs resolve to the same files as another's (an app extension that
  /// holds links to the app's spec) needs no folder of its own: `herald generate` writes every
  /// extension's part into the folder of the spec set. The target holding the files themselves
  /// keeps its folder; when every copy is a link, the first target in the selection does.
  static func withoutLinkedCopies(_ found: [(name: String, specs: [URL])]) -> (
    kept: [(name: String, specs: [URL])], shared: [(name: String, owner: String)]
  ) {
    func resolved(_ specs: [URL]) -> [String] {
      specs.map { $0.resolvingSymlinksInPath().path(percentEncoded: false) }.sorted()
    }
    func linked(_ specs: [URL]) -> Bool {
      specs.allSatisfy {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.path(percentEncoded: false)))
          != nil
      }
    }
    var owners: [[String]: String] = [:]
    for job in found where !linked(job.specs) {
      owners[resolved(job.specs)] = owners[resolved(job.specs)] ?? job.name
    }
    var kept: [(name: String, specs: [URL])] = []
    var shared: [(name: String, owner: String)] = []
    for job in found {
      let key = resolved(job.specs)
      if let owner = owners[key], owner != job.name {
        shared.append((job.name, owner))
      } else {
        owners[key] = job.name
        kept.append(job)
      }
    }
    return (kept, shared)
  }

  /// Whether a file follows the spec naming convention (as in HeraldPlugin).
  static func isSpec(_ url: URL) -> Bool {
    let name = url.lastPathComponent.lowercased()
    return name.hasSuffix(".herald.yml") || name.hasSuffix(".herald.yaml")
  }

  /// `url`'s path relative to the folder `root` (the path itself when it is outside).
  static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path(percentEncoded: false)
    var prefix = root.standardizedFileURL.path(percentEncoded: false)
    if !prefix.hasSuffix("/") { prefix += "/" }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// A failure reported by the plugin, with its message.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// A failure with this message.
    init(_ description: String) { self.description = description }
  }
}
