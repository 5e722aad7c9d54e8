// `plugin-generate`'s messages around `OwnedFileWriter`: the output layer reports, the CLI prints.

import HeraldCore
import HeraldOutput

extension OwnedFileWriter {
  /// Writes `files` (name and text); returns the exit code, having printed any error.
  func write(_ files: [(name: String, text: String)], console: Console) -> Int32 {
    do throws(Failure) {
      try write(files) {
        console.err(
          "herald plugin-generate: waiting for another herald run to finish writing '\(TerminalEscaping.visible(folder))'...\n"
        )
      }
      return ExitCode.success
    } catch {
      switch error {
      case .inTheWay(let refusals):
        console.err(
          "herald plugin-generate: error: nothing was written; these files are in the way:\n"
            + refusals.map { "  \(TerminalEscaping.visible($0.path)): \($0.reason)\n" }.joined())
      case .io(let failure):
        console.err("herald plugin-generate: error: \(TerminalEscaping.visible("\(failure)"))\n")
      }
      return ExitCode.io
    }
  }
}
