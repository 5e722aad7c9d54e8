// Source positions and ranges that every diagnostic and located value carries.

/// A 1-based line and column in a spec file; columns count Unicode characters, as libyaml does.
public struct SourcePosition: Sendable, Hashable, Comparable {
  /// The 1-based line, stored compactly (spec files stay far below 4 billion lines).
  private let storedLine: UInt32
  /// The 1-based column, stored compactly.
  private let storedColumn: UInt32

  /// The 1-based line.
  public var line: Int { Int(storedLine) }
  /// The 1-based column, in characters.
  public var column: Int { Int(storedColumn) }

  /// Creates a position; values beyond `UInt32.max` are clamped.
  public init(line: Int, column: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// Orders positions by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A stretch of one spec file: the file's path as the user gave it, a start and an exclusive end.
/// The path is held as an interned `SourceFileID`, so a range is 20 bytes and copies freely.
public struct SourceRange: Sendable, Hashable {
  /// The interned path.
  public let fileID: SourceFileID
  /// Where the range starts.
  public let start: SourcePosition
  /// Where the range ends (exclusive).
  public let end: SourcePosition

  /// Creates a range.
  public init(file: String, start: SourcePosition, end: SourcePosition) {
    self.init(fileID: SourceFileID(file), start: start, end: end)
  }

  /// Creates a range in an already interned file: no lock is taken.
  public init(fileID: SourceFileID, start: SourcePosition, end: SourcePosition) {
    self.fileID = fileID
    self.start = start
    self.end = end
  }

  /// The file's path exactly as the user gave it (`<stdin>` for standard input).
  public var file: String { fileID.path }

  /// A range at the very start of a file, for problems about the whole file.
  public static func fileStart(_ file: String) -> SourceRange {
    let origin = SourcePosition(line: 1, column: 1)
    return SourceRange(file: file, start: origin, end: origin)
  }

  /// Orders ranges by file, then start position.
  public static func precedes(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
    if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
    return lhs.start < rhs.start
  }
}
