import Foundation
import HeraldArguments
import HeraldCore
import HeraldOutput

/// The machines round trip: compiles every generated extension's DynamicActions.swift as a
/// testable library named after its module, builds the generated harnesses into Swift Testing
/// binaries against them and the stand-ins, and runs them.
struct MachineCheck {
  /// The module of the harness binaries.
  static let harnessModule = "HeraldRoundtripMachineTests"
  /// Seconds one harness binary may run.
  static let harnessTimeout = 600.0
  /// How many extension libraries and harness binaries the cache keeps.
  static let keptProducts = 80

  /// The run's context.
  let context: RoundtripContext

  /// Compiles and runs everything; returns 0 when every harness passed, 1 otherwise.
  func run() throws -> RoundtripStatus {
    let export = try context.herald(["export", "--format", "json"] + context.invocation.paths)
      .run(failing: .herald, "herald export")
    let targets = try JSONValue.read(export.output)["extensions"]?.elements.compactMap {
      extensionEntry -> String? in
      guard case .string(let target) = extensionEntry["target"] else { return nil }
      return target
    }
    let extensions = try GeneratedExtension.all(
      in: context.generated, targets: GeneratedExtension.targetsByFolder(targets ?? []))
    if context.invocation.mutatesCell {
      context.console.error(try CellMutation.apply(to: extensions))
    }
    if extensions.isEmpty {
      context.console.print(
        "roundtrip: no dynamic actions in the spec set; no machine harness to run")
      return .passed
    }
    let search =
      [context.standIn] + (try context.standIns.userNotificationsUI(against: context.standIn))
    let products = try ProductCache(
      context.cache.appending(path: "machines"), keeping: Self.keptProducts)
    let tested = extensions.filter { $0.harness != nil }
    let groups = Self.moduleGroups(tested)
    let shared = try GeneratedExtension.sharedHarness(in: context.generated, for: tested)
    let binaries = try FileLock.withLock(context.cache.appending(path: "machines.lock")) {
      var libraries: [String: URL] = [:]
      for generated in extensions {
        libraries[generated.folder] = try library(of: generated, in: products, search: search)
      }
      let binaries = try groups.map {
        try harnessBinary(
          for: $0, sharing: shared, in: products, search: search, libraries: libraries)
      }
      products.prune()
      return binaries
    }
    if tested.isEmpty {
      context.console.print(
        "roundtrip: no dynamic-action machines in the spec set; compiled \(extensions.count) "
          + "\(GeneratedExtension.sourceName), no harness to run")
      return .passed
    }
    var status = RoundtripStatus.passed
    for (binary, group) in zip(binaries, groups) {
      let run = try HarnessRun(binary: binary, group: group, work: context.work)
      if !run.passed {
        context.console.output(
          run.output.hasSuffix("\n") || run.output.isEmpty ? run.output : run.output + "\n")
        status = .different
      }
      context.console.print("roundtrip: machine harness: \(run.summary)")
    }
    return status
  }

  /// Splits extensions into groups whose modules are distinct, keeping their order: one binary
  /// cannot link two modules of one name.
  static func moduleGroups(_ extensions: [GeneratedExtension]) -> [[GeneratedExtension]] {
    var groups: [[GeneratedExtension]] = []
    for candidate in extensions {
      if let index = groups.firstIndex(where: { $0.allSatisfy { $0.module != candidate.module } }) {
        groups[index].append(candidate)
      } else {
        groups.append([candidate])
      }
    }
    return groups
  }

  /// An extension's DynamicActions.swift as a testable static library named after its module,
  /// compiled or taken from the cache; returns its folder.
  private func library(
    of generated: GeneratedExtension, in products: ProductCache, search: [URL]
  ) throws -> URL {
    let source = try CacheKey.bytes(of: generated.source)
    let shims = context.bundleShims(for: String(decoding: source, as: UTF8.self))
    var parts = [context.compiler] + search.map { CacheKey.bytes($0.lastPathComponent) }
    parts += [CacheKey.bytes(generated.module), source]
    parts += Swiftc.packageFlags.map(CacheKey.bytes)
    parts += try shims.map(CacheKey.bytes(of:))
    let key = CacheKey.digest(parts)
    let name = "module-\(key)"
    if let cached = products.existing(name, marker: "lib\(generated.module).a") { return cached }
    let folder = products.folder.appending(path: name)
    let warnings = try Swiftc.staticLibrary(
      in: folder, module: generated.module, sources: [generated.source] + shims,
      what: "compiling the generated \(generated.folder)/\(GeneratedExtension.sourceName)",
      flags: ["-enable-testing"] + Swiftc.packageFlags, search: search)
    context.showWarnings(warnings)
    return folder
  }

  /// One test binary running the harnesses of `group` (extensions with distinct modules) and
  /// the code they share against their libraries and the stand-ins, compiled or taken from the
  /// cache.
  private func harnessBinary(
    for group: [GeneratedExtension], sharing shared: URL, in products: ProductCache,
    search: [URL], libraries: [String: URL]
  ) throws -> URL {
    let entry = context.paths.harnessMain
    let harnesses = [shared] + group.compactMap(\.harness)
    var parts = [context.compiler] + search.map { CacheKey.bytes($0.lastPathComponent) }
    parts.append(try CacheKey.bytes(of: entry))
    parts += Swiftc.packageFlags.map(CacheKey.bytes)
    for member in group {
      parts.append(
        CacheKey.bytes(libraries[member.folder]!.lastPathComponent + "\0" + member.module))
    }
    for harness in harnesses {
      parts.append(
        CacheKey.bytes(harness.lastPathComponent + "\0") + (try CacheKey.bytes(of: harness)))
    }
    let key = CacheKey.digest(parts)
    let name = "harness-\(key)"
    if let cached = products.existing(name) { return cached }
    let build = try ScratchFolder.url(prefix: "harness-", in: context.work)
    let output = build.appending(path: "machine-tests")
    let folders = search + group.map { libraries[$0.folder]! }
    let arguments =
      ["swiftc"] + Swiftc.flags + ["-module-name", Self.harnessModule] + Swiftc.packageFlags
      + folders.flatMap { ["-I", $0.path, "-L", $0.path] } + group.map { "-l\($0.module)" }
      + ["-lUserNotificationsUI", "-lUIKit", "-lUserNotifications", entry.path]
      + harnesses.map(\.path)
      + ["-o", output.path]
    let compiled = try Command(arguments: arguments, directory: build)
      .run(failing: .build, "compiling the generated machine harness")
    context.showWarnings(compiled.errorText)
    return try products.store(output, as: name)
  }
}
