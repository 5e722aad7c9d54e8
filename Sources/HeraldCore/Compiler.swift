// The front end in one call: parse every file, then validate the set.

/// Runs the parse and validate stages over a spec set.
public enum Compiler {
  /// The outcome of checking a spec set.
  public struct Outcome: Sendable {
    /// The validated spec, when there were no errors.
    public let spec: ValidatedSpec?
    /// Every diagnostic, in report order.
    public var diagnostics: DiagnosticsEngine
    /// The `target` of every content extension the files declare, in the order given, then of
    /// every service extension (the order of their output folders), read even
    /// when the set has errors: the build plugin's extension targets learn from it that the spec
    /// set is theirs, and leave its errors to the app target's run.
    public var extensionTargets: [String] = []
    /// The `target` of every service extension the files declare (the end of
    /// `extensionTargets`), so that the build plugin's messages name the extension's kind.
    public var serviceExtensionTargets: [String] = []
  }

  /// Parses and validates the files together; files that cannot be decoded at all are skipped
  /// after their errors are reported, so every other problem is still found. The inputs are
  /// consumed: once parsed, their bytes are released before the rules run. Without
  /// `keepingMachines` the explored machines are dropped as soon as their rules ran, for callers
  /// that only report diagnostics; the spec then carries none.
  public static func check(_ inputs: consuming [InputFile], keepingMachines: Bool = true)
    -> Outcome
  {
    var diagnostics = DiagnosticsEngine()
    let files = (consume inputs).compactMap { SpecLoader.load($0, into: &diagnostics) }
    let spec = Validator.validate(files, into: &diagnostics, keepingMachines: keepingMachines)
    return Outcome(
      spec: diagnostics.hasErrors ? nil : spec, diagnostics: diagnostics,
      extensionTargets: files.flatMap { $0.extensions.map(\.target.value) }
        + files.flatMap { $0.serviceExtensions.map(\.target.value) },
      serviceExtensionTargets: files.flatMap { $0.serviceExtensions.map(\.target.value) })
  }
}
