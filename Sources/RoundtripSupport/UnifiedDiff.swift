/// A unified diff of two lists of lines, hunk for hunk what Python's `difflib.unified_diff`
/// printed (its `SequenceMatcher`, with three lines of context), so a failing round trip reads
/// as it always has. Lines keep their line breaks.
struct UnifiedDiff {
  /// The lines of the old side.
  let old: [String]
  /// The lines of the new side.
  let new: [String]

  /// The diff with `---`/`+++` headers naming the sides, or "" when the lines are equal.
  func text(from oldName: String, to newName: String, context: Int = 3) -> String {
    let groups = Matcher(old, new).groupedOpcodes(context: context)
    guard !groups.isEmpty else { return "" }
    var text = "--- \(oldName)\n+++ \(newName)\n"
    for group in groups {
      let first = group[0]
      let last = group[group.count - 1]
      text += "@@ -\(Self.range(first.old.lowerBound, last.old.upperBound))"
      text += " +\(Self.range(first.new.lowerBound, last.new.upperBound)) @@\n"
      for opcode in group {
        if opcode.tag == .equal {
          text += old[opcode.old].map { " " + $0 }.joined()
          continue
        }
        if opcode.tag != .insert { text += old[opcode.old].map { "-" + $0 }.joined() }
        if opcode.tag != .delete { text += new[opcode.new].map { "+" + $0 }.joined() }
      }
    }
    return text
  }

  /// A hunk's line range: `start,length`, `start` alone for one line, and the line before an
  /// empty range.
  private static func range(_ start: Int, _ stop: Int) -> String {
    let length = stop - start
    if length == 1 { return "\(start + 1)" }
    return "\(length == 0 ? start : start + 1),\(length)"
  }
}

/// What one stretch of a diff does.
struct DiffOpcode: Equatable {
  /// The kinds of stretch.
  enum Tag { case equal, replace, delete, insert }
  /// What the stretch does.
  let tag: Tag
  /// Its lines in the old side.
  var old: Range<Int>
  /// Its lines in the new side.
  var new: Range<Int>
}

/// Python's `difflib.SequenceMatcher` without a junk function: the longest matching block,
/// then recursively the blocks on either side; a line that makes up more than 1% of a new side
/// of 200 lines or more is "popular" and cannot start a match (Python's `autojunk`).
private struct Matcher {
  /// The old side.
  let a: [String]
  /// The new side.
  let b: [String]
  /// The positions of each line of the new side that is not popular, ascending.
  let positions: [String: [Int]]

  /// A matcher of `a` against `b`.
  init(_ a: [String], _ b: [String]) {
    self.a = a
    self.b = b
    var positions: [String: [Int]] = [:]
    for (index, line) in b.enumerated() { positions[line, default: []].append(index) }
    if b.count >= 200 {
      let limit = b.count / 100 + 1
      positions = positions.filter { $0.value.count <= limit }
    }
    self.positions = positions
  }

  /// The longest block of equal lines in `a[aRange]` and `b[bRange]` (the earliest one on ties),
  /// as its start in each side and its length.
  func longestMatch(_ aRange: Range<Int>, _ bRange: Range<Int>) -> (i: Int, j: Int, size: Int) {
    var best = (i: aRange.lowerBound, j: bRange.lowerBound, size: 0)
    var lengths: [Int: Int] = [:]
    for i in aRange {
      var next: [Int: Int] = [:]
      for j in positions[a[i]] ?? [] {
        if j < bRange.lowerBound { continue }
        if j >= bRange.upperBound { break }
        let size = (lengths[j - 1] ?? 0) + 1
        next[j] = size
        if size > best.size { best = (i - size + 1, j - size + 1, size) }
      }
      lengths = next
    }
    while best.i > aRange.lowerBound, best.j > bRange.lowerBound, a[best.i - 1] == b[best.j - 1] {
      best = (best.i - 1, best.j - 1, best.size + 1)
    }
    while best.i + best.size < aRange.upperBound, best.j + best.size < bRange.upperBound,
      a[best.i + best.size] == b[best.j + best.size]
    {
      best.size += 1
    }
    return best
  }

  /// The matching blocks, in order, adjacent ones joined, ending with an empty block at the ends.
  func matchingBlocks() -> [(i: Int, j: Int, size: Int)] {
    var queue = [(0..<a.count, 0..<b.count)]
    var blocks: [(i: Int, j: Int, size: Int)] = []
    while let (aRange, bRange) = queue.popLast() {
      let match = longestMatch(aRange, bRange)
      guard match.size > 0 else { continue }
      blocks.append(match)
      if aRange.lowerBound < match.i && bRange.lowerBound < match.j {
        queue.append((aRange.lowerBound..<match.i, bRange.lowerBound..<match.j))
      }
      if match.i + match.size < aRange.upperBound && match.j + match.size < bRange.upperBound {
        queue.append(
          (match.i + match.size..<aRange.upperBound, match.j + match.size..<bRange.upperBound))
      }
    }
    blocks.sort { ($0.i, $0.j, $0.size) < ($1.i, $1.j, $1.size) }
    var joined: [(i: Int, j: Int, size: Int)] = []
    var current = (i: 0, j: 0, size: 0)
    for block in blocks {
      if current.i + current.size == block.i && current.j + current.size == block.j {
        current.size += block.size
      } else {
        if current.size > 0 { joined.append(current) }
        current = block
      }
    }
    if current.size > 0 { joined.append(current) }
    return joined + [(a.count, b.count, 0)]
  }

  /// The stretches that turn `a` into `b`.
  func opcodes() -> [DiffOpcode] {
    var i = 0
    var j = 0
    var codes: [DiffOpcode] = []
    for block in matchingBlocks() {
      let tag: DiffOpcode.Tag? =
        i < block.i && j < block.j ? .replace : i < block.i ? .delete : j < block.j ? .insert : nil
      if let tag { codes.append(DiffOpcode(tag: tag, old: i..<block.i, new: j..<block.j)) }
      i = block.i + block.size
      j = block.j + block.size
      if block.size > 0 {
        codes.append(DiffOpcode(tag: .equal, old: block.i..<i, new: block.j..<j))
      }
    }
    return codes
  }

  /// The stretches in hunks, each with up to `context` equal lines around its changes.
  func groupedOpcodes(context n: Int) -> [[DiffOpcode]] {
    var codes = opcodes()
    if codes.isEmpty { codes = [DiffOpcode(tag: .equal, old: 0..<1, new: 0..<1)] }
    if codes[0].tag == .equal {
      let code = codes[0]
      codes[0].old = max(code.old.lowerBound, code.old.upperBound - n)..<code.old.upperBound
      codes[0].new = max(code.new.lowerBound, code.new.upperBound - n)..<code.new.upperBound
    }
    if codes[codes.count - 1].tag == .equal {
      let code = codes[codes.count - 1]
      codes[codes.count - 1].old =
        code.old.lowerBound..<min(code.old.upperBound, code.old.lowerBound + n)
      codes[codes.count - 1].new =
        code.new.lowerBound..<min(code.new.upperBound, code.new.lowerBound + n)
    }
    var groups: [[DiffOpcode]] = []
    var group: [DiffOpcode] = []
    for var code in codes {
      if code.tag == .equal && code.old.count > 2 * n {
        group.append(
          DiffOpcode(
            tag: .equal,
            old: code.old.lowerBound..<min(code.old.upperBound, code.old.lowerBound + n),
            new: code.new.lowerBound..<min(code.new.upperBound, code.new.lowerBound + n)))
        groups.append(group)
        group = []
        code.old = max(code.old.lowerBound, code.old.upperBound - n)..<code.old.upperBound
        code.new = max(code.new.lowerBound, code.new.upperBound - n)..<code.new.upperBound
      }
      group.append(code)
    }
    if !group.isEmpty && !(group.count == 1 && group[0].tag == .equal) { groups.append(group) }
    return groups
  }
}
