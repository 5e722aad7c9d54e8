import Foundation

/// What the steps of one round trip share: the invocation, where things are, the compiler's
/// identity and the compiled UserNotifications stand-in.
struct RoundtripContext {
  /// What was asked.
  let invocation: RoundtripInvocation
  /// Where the messages go.
  let console: RoundtripConsole
  /// The package's files.
  let paths: RoundtripPaths
  /// The herald executable.
  let heraldExecutable: URL
  /// The cache folder.
  let cache: URL
  /// `swiftc --version`.
  let compiler: [UInt8]
  /// The stand-in compiler.
  let standIns: StandIns
  /// The folder of the compiled UserNotifications stand-in.
  let standIn: URL
  /// The run's work folder.
  let work: URL

  /// The folder herald generates into.
  var generated: URL { work.appending(path: "gen") }

  /// A run of herald with `arguments`, where the invocation's relative paths resolve.
  func herald(_ arguments: [String]) -> Command {
    Command(arguments: [heraldExecutable.path] + arguments, directory: invocation.directory)
  }

  /// The `Bundle.module` shim when generated `source` looks strings up in `Bundle.module`,
  /// which only SwiftPM synthesizes; none otherwise.
  func bundleShims(for source: String) -> [URL] {
    source.contains(/\bbundle: \.module\b/) ? [paths.bundleShim] : []
  }

  /// Shows swiftc's warnings on standard error: warnings in generated code are worth knowing
  /// about.
  func showWarnings(_ warnings: String) {
    if !warnings.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      console.error(warnings)
    }
  }
}
