// How a command stops early: it throws its exit, and the dispatcher returns the code.

/// The end of a command that does not run to its last line: a usage error (printed by the
/// dispatcher through `HelpText.usageError`, exit 2), or an exit whose message the command has
/// already printed (spec errors, I/O failures). Commands throw it from any depth, so no step
/// threads a `Result` back to the command.
struct CommandExit: Error {
  /// The exit code.
  let code: Int32
  /// For a usage error, what is wrong, unescaped; nil when the command printed its own message.
  let usage: String?
  /// For a usage error, lines printed between the message and the pointer to the help.
  let detail: String

  /// The specs have errors; the diagnostics are printed.
  static let specErrors = CommandExit(code: ExitCode.specErrors, usage: nil, detail: "")

  /// A file could not be read or written; the message is printed.
  static let io = CommandExit(code: ExitCode.io, usage: nil, detail: "")

  /// A usage error saying `message`, then `detail` (whole lines).
  static func usage(_ message: String, detail: String = "") -> CommandExit {
    CommandExit(code: ExitCode.usage, usage: message, detail: detail)
  }
}
