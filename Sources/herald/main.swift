import HeraldCLI

// The herald command: hands the arguments to HeraldCLI and exits with its status.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(HeraldCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
