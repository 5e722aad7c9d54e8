import Foundation
import HeraldArguments
import HeraldOutput

/// How the round trip calls swiftc. swiftc rather than a throwaway SwiftPM package: cold, it
/// needs about a third of the CPU time (the example specs: 10 s against 30 s), and it takes no
/// SwiftPM lock, so it runs inside `swift test`.
enum Swiftc {
  /// Flags of every compilation: Swift 6 mode, as the generated code is meant for.
  static let flags = ["-swift-version", "6", "-Onone", "-parse-as-library"]
  /// Every module of one round trip is in one Swift package, so `swift.accessLevel: package`
  /// declarations are visible from the driver and the harnesses.
  static let packageFlags = ["-package-name", "HeraldRoundtrip"]

  /// `swiftc --version`, part of every cache key so that a new toolchain rebuilds everything.
  static func identity() throws -> [UInt8] {
    Array(
      try Command(arguments: ["swiftc", "--version"]).run(failing: .build, "swiftc --version")
        .output)
  }

  /// Compiles `sources` into `folder`/lib<module>.a and <module>.swiftmodule, building in a
  /// temporary sibling folder renamed into place, so a cached folder is always complete.
  /// Returns swiftc's warnings (empty when there are none).
  static func staticLibrary(
    in folder: URL, module: String, sources: [URL], what: String, flags extra: [String] = [],
    search: [URL] = []
  ) throws -> String {
    let building = try ScratchFolder.url(
      prefix: ".building-", in: folder.deletingLastPathComponent())
    defer { try? FileManager.default.removeItem(at: building) }
    let arguments =
      ["swiftc"] + flags + extra + ["-module-name", module]
      + search.flatMap { ["-I", $0.path] }
      + [
        "-emit-module", "-emit-module-path", building.appending(path: "\(module).swiftmodule").path,
        "-emit-library", "-static", "-o", building.appending(path: "lib\(module).a").path,
      ] + sources.map(\.path)
    let outcome = try Command(arguments: arguments, directory: building).run(failing: .build, what)
    try FileManager.default.moveItem(at: building, to: folder)
    return outcome.errorText
  }
}
