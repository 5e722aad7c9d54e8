// Reads a request file's request line and headers, and finds where its body starts.

/// Reads the head of a request file: lines up to the first blank one. It never traps and never
/// stops early: a line that is neither a request line, a header nor a comment is a located
/// problem, and reading goes on, so that one typo does not hide the checks of every other
/// header. The cost is one pass over the head's bytes.
public struct APNsRequestReader {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// The file, interned once.
  private let file: SourceFileID

  /// A reader of `bytes`, reported as `path`.
  public init(_ bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.file = SourceFileID(path)
  }

  /// Reads the request.
  public func read() -> APNsRequest {
    var request = APNsRequest()
    var index = 0
    var line = 1
    // A line starting with a UTF-8 byte order mark is read without it, as editors write it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var started = false
    // The end of the last line read: where a missing body is reported, inside the file.
    var lastEnd = SourcePosition(line: 1, column: 1)
    while index < bytes.count {
      let (end, next) = lineEnd(from: index)
      let content = bytes[index..<end]
      lastEnd = position(line: line, lineStart: index, upTo: end)
      if content.allSatisfy(Self.isBlank) {
        // Blank lines before anything are skipped; the first after the head ends it, and
        // the body starts on the next line, which a blank last line without a break lacks.
        if started && next > end {
          request.body = (next, line + 1)
          return request
        }
      } else if Self.isComment(content) {
        // `#`, `###` (an HTTP client's separator and title) and `//` lines are comments.
      } else if let first = content.first(where: { !Self.isBlank($0) }),
        first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
      {
        let at = range(line: line, from: index, to: index, in: index..<end)
        request.problems.append(
          JSONReadProblem(
            started
              ? "a blank line separates the headers from the payload; add one before it"
              : "a request file starts with its request line ('POST /3/device/<token>') or a header; this is a bare payload, which a '.json' file holds",
            at: at))
        request.body = (index, line)
        return request
      } else if !started, let requestLine = requestLine(content, line: line, lineStart: index) {
        request.line = requestLine
        started = true
      } else {
        started = true
        readHeader(content, line: line, lineStart: index, into: &request)
      }
      index = next
      line += 1
    }
    request.problems.append(
      JSONReadProblem(
        "the request has no payload: a blank line and the payload's JSON follow the headers",
        at: SourceRange(fileID: file, start: lastEnd, end: lastEnd)))
    return request
  }

  /// Reads `METHOD target [HTTP/2]`, or returns nil when the line is not one: its first word is
  /// not capital letters followed by a space.
  private func requestLine(_ content: ArraySlice<UInt8>, line: Int, lineStart: Int) -> RequestLine?
  {
    let words = Self.words(content)
    guard words.count >= 2, let method = words.first,
      method.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else { return nil }
    let target = words[1]
    return RequestLine(
      method: String(decoding: method, as: UTF8.self),
      methodRange: range(line: line, from: method.startIndex, to: method.endIndex, in: content),
      target: String(decoding: target, as: UTF8.self),
      targetRange: range(line: line, from: target.startIndex, to: target.endIndex, in: content))
  }

  /// Reads `name: value` into the request's headers, or a problem when the line is not one.
  private func readHeader(
    _ content: ArraySlice<UInt8>, line: Int, lineStart: Int, into request: inout APNsRequest
  ) {
    guard let colon = content.firstIndex(of: UInt8(ascii: ":")) else {
      request.problems.append(
        JSONReadProblem(
          "this line is no header: a header is 'name: value', such as 'apns-push-type: alert'",
          at: range(line: line, from: content.startIndex, to: content.endIndex, in: content)))
      return
    }
    let name = content[content.startIndex..<colon]
    let nameRange = range(line: line, from: name.startIndex, to: name.endIndex, in: content)
    guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
      request.problems.append(
        JSONReadProblem(
          name.isEmpty
            ? "a header line starts with its name, then ':'"
            : "a header's name is letters, digits and '-' (an HTTP token), without spaces",
          at: name.isEmpty
            ? range(line: line, from: colon, to: colon + 1, in: content) : nameRange))
      return
    }
    var valueStart = colon + 1
    while valueStart < content.endIndex && Self.isBlank(content[valueStart]) { valueStart += 1 }
    var valueEnd = content.endIndex
    while valueEnd > valueStart && Self.isBlank(content[valueEnd - 1]) { valueEnd -= 1 }
    let lowercased = name.map { byte in
      byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
    request.headers.append(
      RequestHeader(
        name: String(decoding: lowercased, as: UTF8.self), nameRange: nameRange,
        value: String(decoding: content[valueStart..<valueEnd], as: UTF8.self),
        valueRange: range(line: line, from: valueStart, to: valueEnd, in: content)))
  }

  /// Where the line starting at `start` ends, and where the next starts. Lines break where they
  /// do in every other file Herald reads and shows (`JSONReader`, libyaml): LF, CR LF, a CR
  /// alone, NEL, LS and PS, so that positions and the excerpts printed under them agree.
  private func lineEnd(from start: Int) -> (end: Int, next: Int) {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        return (index, index + 1)
      case UInt8(ascii: "\r"):
        let crlf = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
        return (index, index + (crlf ? 2 : 1))
      case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
        return (index, index + 2)
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        return (index, index + 3)
      default:
        index += 1
      }
    }
    return (index, index)
  }

  // MARK: Positions

  /// The range of `start..<end` within the line `content` spans.
  private func range(line: Int, from start: Int, to end: Int, in content: Range<Int>)
    -> SourceRange
  {
    SourceRange(
      fileID: file, start: position(line: line, lineStart: content.lowerBound, upTo: start),
      end: position(line: line, lineStart: content.lowerBound, upTo: end))
  }

  /// The range of `start..<end` within the line `content` holds.
  private func range(line: Int, from start: Int, to end: Int, in content: ArraySlice<UInt8>)
    -> SourceRange
  {
    range(line: line, from: start, to: end, in: content.startIndex..<content.endIndex)
  }

  /// The position of byte `index` on the line starting at `lineStart`: columns count Unicode
  /// scalars, as Herald's other positions do, so UTF-8 continuation bytes do not move them.
  private func position(line: Int, lineStart: Int, upTo index: Int) -> SourcePosition {
    let scalars = bytes[lineStart..<index].reduce(0) { count, byte in
      byte & 0xC0 == 0x80 ? count : count + 1
    }
    return SourcePosition(line: line, column: 1 + scalars)
  }

  // MARK: Bytes

  /// A space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether a line is a comment: it starts with `#` or `//` after any blanks.
  static func isComment(_ content: ArraySlice<UInt8>) -> Bool {
    let rest = content.drop(while: isBlank)
    return rest.first == UInt8(ascii: "#") || rest.starts(with: [0x2F, 0x2F])
  }

  /// The words of a line, split at blanks.
  static func words(_ content: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    content.split(whereSeparator: isBlank)
  }

  /// An HTTP token byte (RFC 9110's `tchar`): what a header name is made of.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
