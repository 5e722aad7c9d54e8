// The files a valid spec generates, in-process: what the renderer tests read.

import Testing

@testable import HeraldCore

/// The files generated for the spec `text` (a file named `path`); the test fails when it is not
/// valid, with its diagnostics.
func generatedFiles(_ text: String, path: String = "spec.yml") throws -> [OutputFile] {
  let outcome = Compiler.check([InputFile(path: path, bytes: Array(text.utf8))])
  let spec = try #require(
    outcome.spec, "\(outcome.diagnostics.sorted.map(\.message).joined(separator: "\n"))")
  return Generator.files(Translator.plan(spec))
}
