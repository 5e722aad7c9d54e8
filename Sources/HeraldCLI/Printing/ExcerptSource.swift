// The source lines that the text form of diagnostics shows under each diagnostic and note.

import HeraldCore

/// The lines of the spec files that some diagnostic, note or fix-it points at, and no others.
/// Built once per printing from the input bytes: each file is scanned once for line breaks and
/// only the wanted lines are decoded, so a huge file costs a pass over its bytes, not a copy.
struct ExcerptSource: Sendable {
  /// The wanted lines of each file, by 1-based line number, without their line break.
  private var lines: [SourceFileID: [Int: SourceLine]] = [:]

  /// An empty source: no excerpt is printed.
  init() {}

  /// The lines of `inputs` that `diagnostics` point at. A path given twice is read from its first
  /// input, as the diagnostics came from that one.
  init(_ inputs: [InputFile], for diagnostics: [Diagnostic]) {
    let wanted = Self.wanted(diagnostics)
    for input in inputs { add(input, wanted: wanted) }
  }

  /// Adds the lines of one input that `diagnostics` point at, so that a command reading its
  /// inputs one at a time keeps only those lines and never every input at once.
  mutating func add(_ input: InputFile, for diagnostics: [Diagnostic]) {
    add(input, wanted: Self.wanted(diagnostics))
  }

  /// Adds the wanted lines of one input, unless its path was added before.
  private mutating func add(_ input: InputFile, wanted: [SourceFileID: Set<Int>]) {
    let file = SourceFileID(input.path)
    guard lines[file] == nil, let numbers = wanted[file] else { return }
    lines[file] = Self.lines(numbers, of: input.bytes).mapValues(SourceLine.init)
  }

  /// The line numbers each file's diagnostics, notes and fix-its start on.
  private static func wanted(_ diagnostics: [Diagnostic]) -> [SourceFileID: Set<Int>] {
    var wanted: [SourceFileID: Set<Int>] = [:]
    for diagnostic in diagnostics {
      var ranges = [diagnostic.range] + diagnostic.fixIts.flatMap { $0.edits.map(\.range) }
      ranges += diagnostic.notes.compactMap(\.range)
      for range in ranges { wanted[range.fileID, default: []].insert(range.start.line) }
    }
    return wanted
  }

  /// Creates a source from whole texts, for tests.
  init(texts: [String: String]) {
    for (path, text) in texts {
      let numbers = Set(1...(text.utf8.count + 1))
      lines[SourceFileID(path)] = Self.lines(numbers, of: Array(text.utf8)).mapValues(
        SourceLine.init)
    }
  }

  /// Line `number` of `file`, if it was wanted and exists.
  func line(_ number: Int, of file: SourceFileID) -> SourceLine? {
    lines[file]?[number]
  }

  /// The wanted lines of one file's bytes. Lines break as libyaml breaks them (LF, CR LF, CR,
  /// NEL, LS, PS), so line numbers agree with the diagnostics; a leading byte order mark is not
  /// part of line 1, as libyaml does not count it in columns. UTF-16 files (rare) are decoded
  /// whole first.
  static func lines(_ numbers: Set<Int>, of bytes: [UInt8]) -> [Int: String] {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return lines(numbers, of: Array(utf16Text(bytes).utf8))
    }
    let skip = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let last = numbers.max() else { return [:] }
    var result: [Int: String] = [:]
    var number = 1
    var start = skip
    var index = skip
    func take(_ end: Int) {
      if numbers.contains(number) {
        result[number] = String(decoding: bytes[start..<end], as: UTF8.self)
      }
    }
    while index < bytes.count, number <= last {
      let byte = bytes[index]
      let breakLength: Int
      if byte == 0x0A {
        breakLength = 1
      } else if byte == 0x0D {
        breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
        breakLength = 2
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        breakLength = 3
      } else {
        index += 1
        continue
      }
      take(index)
      number += 1
      index += breakLength
      start = index
    }
    if number <= last { take(bytes.count) }
    return result
  }

  /// The text of a UTF-16 file that starts with its byte order mark, without the mark.
  static func utf16Text(_ bytes: [UInt8]) -> String {
    let little = bytes.starts(with: [0xFF, 0xFE])
    let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
      little
        ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
        : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }
    return String(decoding: units, as: UTF16.self)
  }
}

/// One source line, with the index of every `stride`th scalar, so that an excerpt or a fix-it
/// far into a very long line (a minified spec) finds its column without walking the line again:
/// many diagnostics on one such line stay linear.
struct SourceLine: Sendable {
  /// Scalars between two marks.
  static let stride = 256
  /// The text, without the line break.
  let text: String
  /// `marks[k]` is the index of the scalar at 0-based offset `k * stride`.
  private let marks: [String.UnicodeScalarView.Index]

  /// Indexes `text`; a line shorter than `stride` scalars needs no mark but the start.
  init(_ text: String) {
    self.text = text
    var marks = [text.unicodeScalars.startIndex]
    if text.utf8.count > Self.stride {
      var offset = 0
      var index = text.unicodeScalars.startIndex
      while index != text.unicodeScalars.endIndex {
        text.unicodeScalars.formIndex(after: &index)
        offset += 1
        if offset % Self.stride == 0 { marks.append(index) }
      }
    }
    self.marks = marks
  }

  /// The scalars from 1-based column `from` (at most `limit` of them, all when nil); empty when
  /// the line is shorter.
  func scalars(from column: Int, limit: Int? = nil) -> Substring.UnicodeScalarView {
    let scalars = text.unicodeScalars
    let offset = max(0, column - 1)
    let mark = min(offset / Self.stride, marks.count - 1)
    let start =
      scalars.index(
        marks[mark], offsetBy: offset - mark * Self.stride, limitedBy: scalars.endIndex)
      ?? scalars.endIndex
    let end =
      limit.flatMap { scalars.index(start, offsetBy: $0, limitedBy: scalars.endIndex) }
      ?? scalars.endIndex
    return scalars[start..<end]
  }
}
