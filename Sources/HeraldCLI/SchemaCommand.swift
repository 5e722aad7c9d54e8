/// `herald schema`: print the JSON Schema of spec files, for editors and CI.

import HeraldCore

/// The schema command.
enum SchemaCommand {
  /// Its definition: no options, no paths.
  static let command = Command(
    syntax: CommandSyntax(name: "schema", options: [], flags: [], positionalName: nil),
    help: HelpText.schema, run: run)

  /// Prints the schema on standard output; always exit 0.
  static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    console.out(JSONSchemaRenderer.render())
    return ExitCode.success
  }
}
