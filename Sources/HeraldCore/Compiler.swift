/// The front end in one call: parse every file, then validate the set.

/// Runs the parse and validate stages over a spec set.
public enum Compiler {
  /// The outcome of checking a spec set.
  public struct Outcome: Sendable {
    /// The validated spec, when there were no errors.
    public let spec: ValidatedSpec?
    /// Every diagnostic, in report order.
    public var diagnostics: DiagnosticsEngine
  }

  /// Parses and validates the files together; files that cannot be decoded at all are skipped
  /// after their errors are reported, so every other problem is still found.
  public static func check(_ inputs: [InputFile]) -> Outcome {
    var diagnostics = DiagnosticsEngine()
    let files = inputs.compactMap { SpecLoader.load($0, into: &diagnostics) }
    let spec = Validator.validate(files, into: &diagnostics)
    return Outcome(spec: diagnostics.hasErrors ? nil : spec, diagnostics: diagnostics)
  }
}
