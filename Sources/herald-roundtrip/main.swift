// herald-roundtrip: the round trip's command line (`swift run herald-roundtrip --help`).

import Foundation
import RoundtripSupport

let status = RoundtripCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
  console: RoundtripConsole(echoes: true))
exit(status)
