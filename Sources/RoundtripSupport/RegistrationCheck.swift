import Foundation
import HeraldCore

/// The registration round trip: compiles the generated app code with the driver against the
/// UserNotifications stand-in, runs it, and compares the categories that `register(on:)`
/// registered with what `herald export --format json` says it registers.
struct RegistrationCheck {
  /// The generated app file, relative to the generated folder.
  static let appFile = "App/NotificationCategories.swift"
  /// Manifest keys that registered objects cannot show.
  static let manifestOnlyKeys: Set<String> = ["availability", "unavailable"]
  /// How many driver binaries the cache keeps.
  static let keptDrivers = 40

  /// The run's context.
  let context: RoundtripContext

  /// Compares both sides; returns the exit status (0 or 1) and writes both sides into the work
  /// folder as manifest.json and registered.json.
  func run() throws -> RoundtripStatus {
    let appFile = context.generated.appending(path: Self.appFile)
    guard FileManager.default.fileExists(atPath: appFile.path) else {
      throw RoundtripFailure(.herald, "roundtrip: herald generate wrote no \(Self.appFile)")
    }
    let export = try context.herald(["export", "--format", "json"] + context.invocation.paths)
      .run(failing: .herald, "herald export")
    let exported = try JSONValue.read(export.output)["categories"] ?? .null
    let filling = FormatFilling(manifest: exported)
    let driver = try driverBinary(appFile, filling)
    var environment: [String: String?] = ["HERALD_ROUNDTRIP_DROP_ACTION": nil]
    if context.invocation.dropsAction { environment["HERALD_ROUNDTRIP_DROP_ACTION"] = "1" }
    let printed = try Command(arguments: [driver.path], environment: environment)
      .run(failing: .build, "the roundtrip driver").output
    let registered: JSONValue
    do {
      guard let categories = try JSONValue.read(printed)["categories"] else {
        throw RoundtripFailure(.build, "no \"categories\" key")
      }
      registered = categories
    } catch {
      let reason = (error as? RoundtripFailure)?.message ?? "\(error)"
      throw RoundtripFailure(
        .build,
        "roundtrip: the driver printed no categories (\(reason)):\n"
          + String(decoding: printed, as: UTF8.self))
    }
    let manifest = Self.withoutManifestOnlyKeys(exported, filling)
    let expected = manifest.pretty
    let actual = registered.pretty
    try expected.write(
      to: context.work.appending(path: "manifest.json"), atomically: false, encoding: .utf8)
    try actual.write(
      to: context.work.appending(path: "registered.json"), atomically: false, encoding: .utf8)
    if manifest == registered {
      context.console.print(
        "roundtrip: \(registered.elements.count) registered categories match the manifest")
      return .passed
    }
    context.console.output("roundtrip: the registered categories differ from the manifest:\n")
    context.console.output(
      UnifiedDiff(old: Self.lines(expected), new: Self.lines(actual)).text(
        from: "manifest (herald export)", to: "registered (generated register(on:))"))
    return .different
  }

  /// The driver linked with the generated app code, compiled or taken from the cache.
  private func driverBinary(_ appFile: URL, _ filling: FormatFilling) throws -> URL {
    let paths = context.paths
    let app = try CacheKey.bytes(of: appFile)
    let appText = String(decoding: app, as: UTF8.self)
    guard let namespace = appText.firstMatch(of: Self.namespace).map({ String($0.output.1) })
    else {
      throw RoundtripFailure(
        .build, "roundtrip: no namespace enum found in the generated \(Self.appFile)")
    }
    let alias =
      "import UserNotifications\n\n/// The generated namespace.\ntypealias HeraldRoundtripNamespace = \(namespace)\n\n"
      + filling.registrationShim
    let shims = context.bundleShims(for: appText)
    let key = CacheKey.digest(
      [
        context.compiler, CacheKey.bytes(context.standIn.lastPathComponent), app,
        CacheKey.bytes(alias), try CacheKey.bytes(of: paths.driver),
      ] + (try shims.map(CacheKey.bytes(of:))))
    let drivers = try ProductCache(
      context.cache.appending(path: "drivers"), keeping: Self.keptDrivers)
    if let cached = drivers.existing(key) { return cached }
    let build = context.work.appending(path: "driver")
    let files = FileManager.default
    try files.createDirectory(at: build, withIntermediateDirectories: false)
    try alias.write(
      to: build.appending(path: "Namespace.swift"), atomically: false, encoding: .utf8)
    try files.copyItem(at: paths.driver, to: build.appending(path: "Driver.swift"))
    try files.copyItem(at: appFile, to: build.appending(path: "NotificationCategories.swift"))
    let output = build.appending(path: "roundtrip-driver")
    let standIn = context.standIn.path
    let arguments =
      ["swiftc"] + Swiftc.flags + ["-module-name", "HeraldRoundtripApp"] + Swiftc.packageFlags
      + ["-I", standIn, "-L", standIn, "-lUserNotifications"]
      + ["Driver.swift", "Namespace.swift", "NotificationCategories.swift"]
      + shims.map(\.path) + ["-o", output.path]
    let compiled = try Command(arguments: arguments, directory: build)
      .run(failing: .build, "compiling the generated app code with the driver")
    context.showWarnings(compiled.errorText)
    let cached = try drivers.store(output, as: key)
    drivers.prune()
    return cached
  }

  /// The manifest's categories minus the keys the registered objects cannot show (each
  /// category gets its `actions`, empty when it had none, as the comparison always did), with
  /// their formats filled as the driver's registration fills them.
  static func withoutManifestOnlyKeys(
    _ categories: JSONValue, _ filling: FormatFilling = FormatFilling(manifest: .null)
  ) -> JSONValue {
    func strip(_ item: JSONValue) -> [String: JSONValue] {
      guard case .object(let members) = item else { return [:] }
      return members.filter { !manifestOnlyKeys.contains($0.key) }
    }
    return .array(
      categories.elements.map { category in
        var members = filling.filled(category: strip(category))
        members["actions"] = .array(
          (category["actions"]?.elements ?? []).map { .object(filling.filled(action: strip($0))) })
        return .object(members)
      })
  }

  /// `text` split after each line break, each line keeping its break.
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      current.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The generated namespace enum: the app file's first top-level enum.
  private static var namespace: Regex<(Substring, Substring)> {
    /^ *(?:(?:public|package|internal) )?enum (\S+) \{$/.anchorsMatchLineEndings()
  }
}
