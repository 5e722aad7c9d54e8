// `herald-roundtrip`'s command line: its options declared once and parsed by HeraldArguments,
// its usage errors and help in herald's form.

import Testing

@testable import RoundtripSupport

/// `herald-roundtrip`'s command line, parsed by herald's `ArgumentParser`.
struct RoundtripCommandLineTests {
  /// Flags may stand anywhere among the paths; no mode means the registration.
  @Test func flagsAnywhere() throws {
    let request = RoundtripCommandLine.parse(
      ["--machines", "Specs", "--keep", "more.yml"], environment: ["HERALD": "/bin/herald"])
    guard case .run(let invocation) = request else {
      Issue.record("not a run: \(request)")
      return
    }
    #expect(invocation.paths == ["Specs", "more.yml"])
    #expect(invocation.modes == [.machines])
    #expect(invocation.keepsWork)
    #expect(invocation.herald?.path == "/bin/herald")
    guard case .run(let plain) = RoundtripCommandLine.parse(["Specs"], environment: [:]) else {
      Issue.record("not a run")
      return
    }
    #expect(plain.modes == [.registration] && !plain.keepsWork && plain.herald == nil)
  }

  /// An unknown option and a missing PATH are usage errors in herald's form.
  @Test func usageErrors() {
    guard
      case .usage(let unknown) = RoundtripCommandLine.parse(["Specs", "--kep"], environment: [:])
    else {
      Issue.record("not a usage error")
      return
    }
    #expect(
      unknown
        == "herald-roundtrip: error: unknown option '--kep' for 'herald-roundtrip'; did you mean '--keep'?\nrun 'herald-roundtrip --help' for usage\n"
    )
    guard case .usage(let missing) = RoundtripCommandLine.parse(["--keep"], environment: [:]) else {
      Issue.record("not a usage error")
      return
    }
    #expect(missing.hasPrefix("herald-roundtrip: error: give at least one spec file or folder\n"))
  }

  /// The help starts with the usage line derived from the options and lists each of them.
  @Test func helpIsDerived() {
    guard case .help = RoundtripCommandLine.parse(["Specs", "-h"], environment: [:]) else {
      Issue.record("not help")
      return
    }
    let help = RoundtripCommandLine.help
    #expect(
      help.hasPrefix("usage: herald-roundtrip PATH... [--registration] [--machines] [--keep]\n"))
    for option in RoundtripCommandLine.Options.options {
      #expect(help.contains("  " + option.name))
    }
    #expect(help.contains("Exit status: 0 everything agrees"))
  }
}
