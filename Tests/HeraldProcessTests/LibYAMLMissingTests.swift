// Sources/CYaml/shim.h: without libyaml the build fails with how to install it.

import Testing

@testable import TestSupport

/// The CYaml shim, compiled by itself with clang (from the Swift toolchain).
@Suite struct LibYAMLMissingTests {
  /// The shim.
  static let shim = Herald.packageRoot.appending(path: "Sources/CYaml/shim.h").path

  /// With the system's headers hidden (`-nostdinc`, as on a machine without libyaml-dev) the
  /// shim stops with an error that names the apt and brew packages; with them it compiles.
  @Test func missingHeaderSaysHowToInstall() throws {
    let hidden = try Tool.run(
      ["clang", "-fsyntax-only", "-x", "c", "-nostdinc", Self.shim], timeout: 120)
    #expect(hidden.status != 0, "\(hidden.summary)")
    #expect(hidden.output.contains("shim.h:5:2: error: \"libyaml is missing"), "\(hidden.summary)")
    #expect(hidden.output.contains("apt-get install libyaml-dev"), "\(hidden.summary)")
    #expect(hidden.output.contains("brew install libyaml"), "\(hidden.summary)")
    let flags = try Tool.run(["pkg-config", "--cflags", "yaml-0.1"], timeout: 60)
    let include = flags.status == 0 ? flags.output.split(whereSeparator: \.isWhitespace) : []
    let found = try Tool.run(
      ["clang", "-fsyntax-only", "-x", "c"] + include.map(String.init) + [Self.shim], timeout: 120)
    #expect(found.status == 0, "\(found.summary)")
  }
}
