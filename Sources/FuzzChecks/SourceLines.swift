// The lines of one spec file as libyaml counts them, to check that a diagnostic points inside.

import HeraldCore

/// The length in characters of every line of a file, with line breaks counted as libyaml does
/// (LF, CR LF, CR, NEL, LS, PS). The file is read as UTF-8: Herald refuses any other encoding at
/// its first byte, a position every file has. A leading byte order mark is no character of a
/// spec (libyaml skips it) but is one of a JSON payload, whose reader reports it as an error.
struct SourceLines {
  /// The characters on each line, without the break; line 1 first, never empty.
  let lengths: [Int]

  /// Splits `bytes` into lines. Invalid UTF-8 is repaired, which never merges two lines, so the
  /// counts stay an upper bound of what libyaml reads.
  init(_ bytes: [UInt8], skipsByteOrderMark: Bool = true) {
    let hasBOM = skipsByteOrderMark && bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let text = String(decoding: bytes.dropFirst(hasBOM ? 3 : 0), as: UTF8.self)
    var lengths = [0]
    var afterCR = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where afterCR: break
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: lengths.append(0)
      default: lengths[lengths.count - 1] += 1
      }
      afterCR = scalar.value == 0x0D
    }
    self.lengths = lengths
  }

  /// Why `position` lies outside the file (`nil` when it is inside): its line must exist and its
  /// column may be at most one past the line's last character.
  func problem(_ position: SourcePosition) -> String? {
    guard position.line >= 1, position.line <= lengths.count else {
      return "line \(position.line) is outside 1...\(lengths.count)"
    }
    let last = lengths[position.line - 1] + 1
    guard position.column >= 1, position.column <= last else {
      return "column \(position.column) of line \(position.line) is outside 1...\(last)"
    }
    return nil
  }

  /// Why `range` is not a range inside the file, or `nil`.
  func problem(_ range: SourceRange) -> String? {
    if let problem = problem(range.start) { return "start: " + problem }
    if let problem = problem(range.end) { return "end: " + problem }
    guard !(range.end < range.start) else {
      return "end \(range.end.line):\(range.end.column) is before start"
        + " \(range.start.line):\(range.start.column)"
    }
    return nil
  }
}
