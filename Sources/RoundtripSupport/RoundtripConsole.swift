import Foundation

/// Where a round trip writes its messages. The command-line tool echoes them to its own
/// standard output and error as they come; tests keep them to read afterwards. Either way both
/// streams are kept, so a caller can always inspect what was written.
public final class RoundtripConsole {
  /// Everything written to standard output so far.
  public private(set) var standardOutput = ""
  /// Everything written to standard error so far.
  public private(set) var standardError = ""
  /// Whether each message is also written to this process's standard output and error.
  private let echoes: Bool

  /// A console that keeps what is written and, when `echoes` is true, also prints it.
  public init(echoes: Bool = false) {
    self.echoes = echoes
  }

  /// Writes `text` as is to standard output.
  func output(_ text: String) {
    standardOutput += text
    if echoes { FileHandle.standardOutput.write(Data(text.utf8)) }
  }

  /// Writes `text` as is to standard error.
  func error(_ text: String) {
    standardError += text
    if echoes { FileHandle.standardError.write(Data(text.utf8)) }
  }

  /// Writes `line` and a line break to standard output.
  func print(_ line: String) {
    output(line + "\n")
  }

  /// Writes `text` to standard error, ending it with a line break when it has none.
  func errorLine(_ text: String) {
    error(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// The work folder that `--keep` kept, read from the `roundtrip: kept PATH` line.
  public var keptFolder: URL? {
    let prefix = "roundtrip: kept "
    let lines = standardError.split(separator: "\n")
    guard let line = lines.last(where: { $0.hasPrefix(prefix) }) else { return nil }
    return URL(fileURLWithPath: String(line.dropFirst(prefix.count)))
  }
}
