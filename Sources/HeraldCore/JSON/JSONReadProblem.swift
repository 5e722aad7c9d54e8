// What the located JSON reader reports: a located reason the text is not the JSON it expects.

/// A problem the JSON reader found: a syntax error (which stops reading), a repeated key or a
/// value nested too deep. Each has the place it was found, for a `path:line:col` diagnostic.
public struct JSONReadProblem: Error, Sendable, Hashable {
  /// What is wrong and what to do, lowercase like every Herald message.
  public let message: String
  /// Where it was found.
  public let range: SourceRange
  /// Where the first of a repeated key is, for a note.
  public let firstRange: SourceRange?

  /// Creates a problem.
  public init(_ message: String, at range: SourceRange, first: SourceRange? = nil) {
    self.message = message
    self.range = range
    self.firstRange = first
  }
}
