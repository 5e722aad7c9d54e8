/// Where the CLI writes and what it knows about its terminal: swappable for tests.

/// The CLI's outside world: output streams, standard input and environment.
public struct Console: Sendable {
  /// Writes to standard output.
  let out: @Sendable (String) -> Void
  /// Writes to standard error.
  let err: @Sendable (String) -> Void
  /// Reads all of standard input.
  let readInput: @Sendable () throws(IOFailure) -> [UInt8]
  /// Whether standard error is a terminal.
  let errIsTerminal: Bool
  /// Environment variables.
  let environment: [String: String]

  /// Creates a console from its parts.
  init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () throws(IOFailure) -> [UInt8], errIsTerminal: Bool,
    environment: [String: String]
  ) {
    self.out = out
    self.err = err
    self.readInput = readInput
    self.errIsTerminal = errIsTerminal
    self.environment = environment
  }
}
