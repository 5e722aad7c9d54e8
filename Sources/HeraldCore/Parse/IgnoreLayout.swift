// How a file's `ignore` lists are written, read from its text while the text is at hand, so
// that `invalid-ignore` can move an entry after the bytes are gone.

/// The edits that take each `ignore` entry of one file out of its list, and the one that adds
/// an id to the file's set-wide list (`diagnostics: { ignore: [...] }`), each leaving valid YAML
/// in the list's own style. A list written in a form not recognised here (a comment between
/// `[` and the first entry, an entry sharing a line with another key) gets no edits, so no
/// fix-it is offered for it rather than a wrong one.
struct IgnoreLayout: Sendable {
  /// By an entry's range: the edit that takes out that entry alone. In a flow list (`[a, b]`)
  /// it takes the entry and one comma; in a block list its whole line; the only entry of a
  /// list leaves `[]` (the key stays, so a list on a flow mapping needs no second edit).
  var removals: [SourceRange: FixIt.Edit] = [:]
  /// Where an id joins the file's set-wide list: after the last entry of its `ignore`, or into
  /// an empty `[]`, or, without a `diagnostics` block, a new top-level line after `version`.
  var addition: Insertion?

  /// An insertion of `before`, the id, then `after`.
  struct Insertion: Sendable {
    /// The empty range where the text goes (or, for `{}`, the range it replaces).
    let range: SourceRange
    /// The text before the id.
    let before: String
    /// The text after the id.
    let after: String

    /// The edit that adds `id`.
    func edit(_ id: String) -> FixIt.Edit {
      FixIt.Edit(range: range, replacement: before + id + after)
    }
  }

  /// How a list is written.
  private enum Style { case flow, block }

  /// Reads the layout of `file`'s lists from its `bytes`; nil when it has neither an entry nor a
  /// `diagnostics` block, which is every file of most sets.
  init?(_ file: SpecFile, bytes: [UInt8]) {
    let lists = file.ignoreEntryLists
    guard file.diagnostics != nil || lists.contains(where: { !$0.isEmpty }) else { return nil }
    let source = SourceText(bytes)
    let fileID = SourceFileID(file.path)
    let reader = Reader(source: source, fileID: fileID)
    for list in lists where !list.isEmpty {
      for (range, edit) in reader.removals(list) { removals[range] = edit }
    }
    addition = reader.addition(file)
  }

  /// Reads lists from one file's text.
  private struct Reader {
    let source: SourceText
    let fileID: SourceFileID

    /// The range from byte `start` to byte `end`.
    func range(_ start: Int, _ end: Int) -> SourceRange {
      SourceRange(
        fileID: fileID, start: source.position(ofOffset: start),
        end: source.position(ofOffset: end))
    }

    /// The byte offsets of an entry's start and end.
    func offsets(_ entry: Located<String>) -> (start: Int, end: Int)? {
      guard entry.range.fileID == fileID, entry.range.start.line == entry.range.end.line,
        let start = source.offset(of: entry.range.start),
        let end = source.offset(of: entry.range.end), start < end
      else { return nil }
      return (start, end)
    }

    /// The offset of the last byte before `offset` that is no space, tab or line break.
    func previousVisible(before offset: Int) -> Int? {
      var index = offset - 1
      while index >= 0, [32, 9, 10, 13].contains(source.bytes[index]) { index -= 1 }
      return index >= 0 ? index : nil
    }

    /// Whether the bytes from `start` to `end` are spaces and tabs only.
    func blank(_ start: Int, _ end: Int) -> Bool {
      start <= end && source.bytes[start..<end].allSatisfy { $0 == 32 || $0 == 9 }
    }

    /// Whether the rest of a line after `offset` is blank or a comment.
    func restIsBlank(after offset: Int, line: Int) -> Bool {
      guard let end = source.contentEnd(ofLine: line) else { return false }
      var index = offset
      while index < end, source.bytes[index] == 32 || source.bytes[index] == 9 { index += 1 }
      return index == end || source.bytes[index] == UInt8(ascii: "#")
    }

    /// A block entry's dash offset: the entry's line holds only indentation, `-`, space, the
    /// entry and perhaps a comment.
    func blockDash(_ entry: Located<String>, start: Int, end: Int) -> Int? {
      let line = entry.range.start.line
      let lineStart = source.lineStarts[line - 1]
      guard let dash = previousVisible(before: start), dash >= lineStart, dash + 1 < start,
        source.bytes[dash] == UInt8(ascii: "-"), blank(lineStart, dash), blank(dash + 1, start),
        restIsBlank(after: end, line: line)
      else { return nil }
      return dash
    }

    /// How the list whose first entry starts at `start` is written, from the byte before it.
    private func style(firstStart start: Int) -> Style? {
      guard let before = previousVisible(before: start) else { return nil }
      switch source.bytes[before] {
      case UInt8(ascii: "["): return .flow
      case UInt8(ascii: "-"): return .block
      default: return nil
      }
    }

    /// The removal of every entry of `list`, or none when its form is not recognised.
    func removals(_ list: [Located<String>]) -> [(SourceRange, FixIt.Edit)] {
      let spans = list.compactMap(offsets)
      guard spans.count == list.count, let style = style(firstStart: spans[0].start) else {
        return []
      }
      var result: [(SourceRange, FixIt.Edit)] = []
      switch style {
      case .flow:
        for (index, span) in spans.enumerated() {
          let cut =
            spans.count == 1
            ? range(span.start, span.end)
            : index + 1 < spans.count
              ? range(span.start, spans[index + 1].start) : range(spans[index - 1].end, span.end)
          result.append((list[index].range, FixIt.Edit(range: cut, replacement: "")))
        }
      case .block:
        let dashes = zip(list, spans).compactMap { blockDash($0, start: $1.start, end: $1.end) }
        guard dashes.count == list.count else { return [] }
        for entry in list {
          let line = entry.range.start.line
          if spans.count == 1 {
            result.append((entry.range, emptied(dash: dashes[0], end: spans[0].end)))
          } else if line < source.lineStarts.count {
            let cut = range(source.lineStarts[line - 1], source.lineStarts[line])
            result.append((entry.range, FixIt.Edit(range: cut, replacement: "")))
          } else {
            // The last line of a file that does not end with a break: from the end of the line
            // before (an earlier entry's) to the end of this one.
            guard let previousEnd = source.contentEnd(ofLine: line - 1),
              let end = source.contentEnd(ofLine: line)
            else { return [] }
            result.append(
              (entry.range, FixIt.Edit(range: range(previousEnd, end), replacement: "")))
          }
        }
      }
      return result
    }

    /// The edit that takes out the only entry of a block list: `ignore: []` on the key's line
    /// when the key ends its line, else `[]` where the dash was (`ignore:` then an indented
    /// `[]`, valid YAML all the same).
    func emptied(dash: Int, end: Int) -> FixIt.Edit {
      if let colon = previousVisible(before: dash), source.bytes[colon] == UInt8(ascii: ":") {
        let line = source.position(ofOffset: colon).line
        var key = source.text(source.lineStarts[line - 1], colon).drop { $0 == " " }
        if key.hasPrefix("- ") { key = key.dropFirst(2).drop { $0 == " " } }
        if key.trimmingSuffix(" ") == "ignore" {
          return FixIt.Edit(range: range(colon + 1, end), replacement: " []")
        }
      }
      return FixIt.Edit(range: range(dash, end), replacement: "[]")
    }

    /// Where an id joins `file`'s set-wide list.
    func addition(_ file: SpecFile) -> Insertion? {
      let lineBreak = source.lineBreak
      guard let block = file.diagnostics else { return newBlock(file, lineBreak: lineBreak) }
      guard let last = block.value.ignore.last else { return intoEmpty(block.range) }
      guard let first = block.value.ignore.first.flatMap(offsets), let span = offsets(last),
        let style = style(firstStart: first.start)
      else { return nil }
      switch style {
      case .flow:
        return Insertion(range: range(span.end, span.end), before: ", ", after: "")
      case .block:
        guard let dash = blockDash(last, start: span.start, end: span.end) else { return nil }
        let line = last.range.start.line
        let indent = String(source.text(source.lineStarts[line - 1], dash))
        if line < source.lineStarts.count {
          let next = source.lineStarts[line]
          return Insertion(range: range(next, next), before: indent + "- ", after: lineBreak)
        }
        guard let end = source.contentEnd(ofLine: line) else { return nil }
        return Insertion(range: range(end, end), before: lineBreak + indent + "- ", after: "")
      }
    }

    /// An id in a `diagnostics` block whose `ignore` is empty: into `[]`, or `{}` replaced.
    func intoEmpty(_ block: SourceRange) -> Insertion? {
      guard let start = source.offset(of: block.start), let end = source.offset(of: block.end),
        start < end
      else { return nil }
      let text = source.bytes[start..<end]
      if text.elementsEqual("{}".utf8) {
        return Insertion(range: range(start, end), before: "{ ignore: [", after: "] }")
      }
      guard let open = text.firstIndex(of: UInt8(ascii: "[")),
        let close = text[open...].firstIndex(of: UInt8(ascii: "]")), blank(open + 1, close)
      else { return nil }
      return Insertion(range: range(close, close), before: "", after: "")
    }

    /// A new top-level line `diagnostics: { ignore: [id] }` after the `version: 1` line, when
    /// `version` starts its line and nothing but a comment follows its value.
    func newBlock(_ file: SpecFile, lineBreak: String) -> Insertion? {
      guard let version = file.version, version.range.start.line == version.range.end.line,
        let end = source.offset(of: version.range.end)
      else { return nil }
      let line = version.range.start.line
      let lineStart = source.lineStarts[line - 1]
      guard source.bytes[lineStart...].starts(with: "version".utf8),
        restIsBlank(after: end, line: line)
      else { return nil }
      let text = "diagnostics: { ignore: ["
      if line < source.lineStarts.count {
        let next = source.lineStarts[line]
        return Insertion(range: range(next, next), before: text, after: "] }" + lineBreak)
      }
      guard let lineEnd = source.contentEnd(ofLine: line) else { return nil }
      return Insertion(range: range(lineEnd, lineEnd), before: lineBreak + text, after: "] }")
    }
  }
}

extension SpecFile {
  /// Every `ignore` list the file holds, empty ones included: `diagnostics`, then each category
  /// with its actions and alternates, then the extensions and service extensions.
  var ignoreEntryLists: [[Located<String>]] {
    var lists: [[Located<String>]] = [diagnostics?.value.ignore ?? []]
    for category in categories {
      lists.append(category.ignore)
      lists += category.actions.map(\.ignore) + category.alternates.map(\.ignore)
    }
    return lists + extensions.map(\.ignore) + serviceExtensions.map(\.ignore)
  }
}
