import Foundation

/// What one round trip is asked to do: the typed form of `herald-roundtrip`'s command line and
/// environment, which tests build directly.
public struct RoundtripInvocation: Sendable {
  /// The checks a round trip can run.
  public enum Mode: Sendable {
    /// Does `register(on:)` register exactly what `herald export` lists?
    case registration
    /// Do the generated dynamic-action harnesses pass?
    case machines
  }

  /// The spec set: files and folders, as for `herald`.
  public var paths: [String]
  /// The checks to run, registration first; the registration alone when empty.
  public var modes: Set<Mode>
  /// Whether the work folder is kept (and its path printed on standard error).
  public var keepsWork: Bool
  /// The herald to run; nil builds the package's own with `swift build`.
  public var herald: URL?
  /// The cache folder; nil for .build/roundtrip-cache in the package.
  public var cache: URL?
  /// Where relative paths are resolved: herald runs there.
  public var directory: URL?
  /// Test hook: the driver leaves out one registered action (the last action of the first
  /// category that has any), so the comparison must fail; tests use it to prove that it can.
  public var dropsAction: Bool
  /// Test hook for the machines: flips one generated cell before compiling, so the harness must
  /// fail (see `CellMutation`).
  public var mutatesCell: Bool

  /// An invocation of `modes` on `paths`.
  public init(
    paths: [String], modes: Set<Mode> = [.registration], keepsWork: Bool = false,
    herald: URL? = nil, cache: URL? = nil, directory: URL? = nil, dropsAction: Bool = false,
    mutatesCell: Bool = false
  ) {
    self.paths = paths
    self.modes = modes
    self.keepsWork = keepsWork
    self.herald = herald
    self.cache = cache
    self.directory = directory
    self.dropsAction = dropsAction
    self.mutatesCell = mutatesCell
  }
}
