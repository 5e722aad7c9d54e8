// Where the CLI writes and what it knows about its terminal: swappable for tests.

/// The CLI's outside world: output streams, standard input and environment.
public struct Console: Sendable {
  /// Writes to standard output.
  let out: @Sendable (String) -> Void
  /// Writes to standard error.
  let err: @Sendable (String) -> Void
  /// Reads all of standard input, failing once it yields more than the limit.
  let readInput: @Sendable (_ limit: Int, _ scope: InputLimits.Scope) throws(IOFailure) -> [UInt8]
  /// Whether standard error is a terminal.
  let errIsTerminal: Bool
  /// Environment variables.
  let environment: [String: String]
  /// Keeps a large value alive until the process exits, so that a command about to exit does
  /// not spend time freeing it (the real console leaks it on purpose; tests release it).
  let keepUntilExit: @Sendable (Any) -> Void

  /// Creates a console from its parts.
  init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable (Int, InputLimits.Scope) throws(IOFailure) -> [UInt8],
    errIsTerminal: Bool,
    environment: [String: String], keepUntilExit: @escaping @Sendable (Any) -> Void = { _ in }
  ) {
    self.out = out
    self.err = err
    self.readInput = readInput
    self.errIsTerminal = errIsTerminal
    self.environment = environment
    self.keepUntilExit = keepUntilExit
  }
}
