// Why bytes are not a property list Herald can merge into, and where, before the path is known.

/// A failure of the property-list reader, located by byte offset (`PlistTextPosition` turns an
/// offset into a line and column).
public enum PlistReadProblem: Error, Equatable {
  /// Text that breaks the XML property-list format at byte `offset`.
  case text(offset: Int, message: String)
  /// A binary property list that is corrupt at byte `offset`.
  case binary(offset: Int, message: String)
  /// Not a property list, for a reason that needs no position.
  case notPlist(String)
  /// An old-style (OpenStep) text property list; `isDictionary` when its root is one.
  case openStep(isDictionary: Bool)
  /// A well-formed value Herald cannot write back unchanged, at `keyPath`.
  case unsupported(keyPath: [String], what: String)
}

/// A 1-based line and column in property-list text. Lines end at LF, CRLF or CR; the column
/// counts Unicode scalars (UTF-8 lead bytes), and a UTF-8 byte-order mark is not counted.
public struct PlistTextPosition: Equatable, CustomStringConvertible {
  /// The line, from 1.
  let line: Int
  /// The column, from 1, in Unicode scalars.
  let column: Int

  /// `line L, column C`.
  public var description: String { "line \(line), column \(column)" }

  /// The position of byte `offset` of `bytes` (clamped to the end).
  public init(of offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let end = min(max(offset, 0), bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != 0x0D {
        column += 1
      }
      index += 1
    }
    self.line = line
    self.column = column
  }

  /// At most `limit` bytes of `bytes` from `offset`, up to the line's end or through the first
  /// `>` (one tag), as text to quote in a message (invalid UTF-8 shown as U+FFFD).
  static func excerpt(of bytes: [UInt8], at offset: Int, limit: Int = 24) -> String {
    let start = min(max(offset, 0), bytes.count)
    var end = start
    while end < bytes.count, end - start < limit, bytes[end] != 0x0A, bytes[end] != 0x0D {
      end += 1
      if bytes[end - 1] == UInt8(ascii: ">") { break }
    }
    while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
