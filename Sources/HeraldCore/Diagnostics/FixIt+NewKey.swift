// A fix-it that adds a key to a mapping of a spec, written in the mapping's own style.

extension FixIt {
  /// Inserts `key: value` right after the scalar at `anchor`, a value of the mapping that spans
  /// `mapping`. A block mapping gets a new line at the mapping's indentation; a flow mapping
  /// (`{ id: a, title: A }`) gets `, key: value`. The style is read from the positions: a block
  /// mapping starts at its first key, so a value on the mapping's first line sits exactly
  /// `anchorKey: ` after the mapping's start; anything else on that line is inside braces.
  static func newKey(
    _ key: String, _ value: String, after anchor: SourceRange, anchorKey: String,
    in mapping: SourceRange
  ) -> FixIt {
    let insertion = SourceRange(fileID: anchor.fileID, start: anchor.end, end: anchor.end)
    let keyWidth = anchorKey.count + 2
    let block =
      anchor.start.line != mapping.start.line
      || anchor.start.column - mapping.start.column == keyWidth
    let indent = String(repeating: " ", count: max(0, mapping.start.column - 1))
    return FixIt(
      range: insertion,
      replacement: block ? "\n\(indent)\(key): \(value)" : ", \(key): \(value)")
  }
}
