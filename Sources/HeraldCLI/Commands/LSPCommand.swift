// `herald lsp`: the language server, speaking the Language Server Protocol on standard input
// and output.

import HeraldLSP

/// The lsp command.
enum LSPCommand {
  /// Its options: none, and no paths (the client names the workspace).
  struct Options: ParsableOptions {
    /// Never filled: the command takes no argument.
    var positionals: [String] = []

    static let positionalName: String? = nil
    static let options: [OptionSpec<Self>] = []
  }

  /// Its definition.
  static let command = Command(
    "lsp", abstract: "run the language server for editors (LSP on standard input and output)",
    discussion: """
      Speaks the Language Server Protocol on standard input and output, for editors: diagnostics
      as you type, completion, go to definition, references, rename, hover, document symbols and
      quick fixes. Your editor starts it; see docs/integration.md for the set-up of VS Code,
      Neovim and Helix. The spec set is every *.herald.yml and *.herald.yaml file of the
      workspace folders, plus every *.yml and *.yaml file of the folders named in the client's
      initializationOptions.specFolders. Each diagnostic links to its section of
      docs/diagnostics.md in the checkout herald was built in (none when the binary was copied
      elsewhere; initializationOptions.diagnosticsDocumentation names another place). The server
      never writes a file. It exits 0 after the
      client's shutdown and exit, and 1 when the client goes away without them.
      """, options: Options.self, run: run)

  /// Serves until the client says exit or goes away.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    let server = LanguageServer(
      transport: Transport(input: 0, output: 1), version: HeraldCommandLine.version,
      documentation: CheckoutDocs.url(of: "diagnostics.md"))
    return server.run()
  }
}
