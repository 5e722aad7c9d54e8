// `herald schema`: print the JSON Schema of spec files, for editors and CI.

import HeraldCore

/// The schema command.
enum SchemaCommand {
  /// Its options: none, and no paths.
  struct Options: ParsableOptions {
    /// Never filled: the command takes no argument.
    var positionals: [String] = []

    static let positionalName: String? = nil
    static let options: [OptionSpec<Self>] = []
  }

  /// Its definition.
  static let command = Command(
    "schema", abstract: "print the JSON Schema of spec files (for editors and CI)",
    discussion: """
      Prints the JSON Schema (draft 2020-12) of spec files on standard output. Editors use it to
      check and complete specs as you type; CI can check specs with any JSON Schema validator.
      It checks structure (keys, types, values); 'herald validate' checks everything.
      Save it next to your specs: herald schema > herald.schema.json
      """, options: Options.self, run: run)

  /// Prints the schema on standard output; always exit 0.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    console.out(JSONSchemaRenderer.render())
    return ExitCode.success
  }
}
