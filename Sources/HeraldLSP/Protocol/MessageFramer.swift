// The base protocol's framing: `Content-Length: N` headers, an empty line, then N bytes of JSON.

/// Why the byte stream cannot be read as messages. After any of these the stream cannot be
/// resynchronized (the body's end is unknown or too far away), so the server stops.
public enum FramingProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The header block grew past `MessageFramer.maxHeaderBytes` without its empty line.
  case headerTooLong
  /// A header line without `name: value`.
  case malformedHeader(String)
  /// A header block without `Content-Length`, or with one that is not a decimal number.
  case missingContentLength
  /// A `Content-Length` above the limit; the body would not fit in memory.
  case bodyTooLarge(Int)

  public var description: String {
    switch self {
    case .headerTooLong: "a header block longer than \(MessageFramer.maxHeaderBytes) bytes"
    case .malformedHeader(let line): "a malformed header line '\(line)'"
    case .missingContentLength: "a header block without a valid Content-Length"
    case .bodyTooLarge(let length):
      "a message of \(length) bytes, above the limit of \(MessageFramer.maxBodyBytes)"
    }
  }
}

/// Splits a byte stream into message bodies. Bytes are appended as they arrive; `next()` returns
/// each complete body once. The buffer never holds more than one header block and one body of
/// at most `maxBodyBytes`, so a hostile `Content-Length` cannot make the server allocate more.
public struct MessageFramer: Sendable {
  /// The longest header block accepted (headers are two short lines in practice).
  public static let maxHeaderBytes = 8_192
  /// The largest body accepted: a spec file may be 64 MiB (`--max-file-size`'s default), and
  /// its text travels JSON-escaped inside `didOpen` and `didChange`.
  public static let maxBodyBytes = 96 << 20

  /// Bytes received and not yet returned.
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts; the consumed prefix is dropped in batches.
  private var start = 0
  /// The body length of the message whose headers were read, while its body is incomplete.
  private var pendingLength: Int?
  /// The largest body this framer accepts.
  private let limit: Int

  /// A framer; `limit` lowers the body limit (tests use small ones).
  public init(limit: Int = MessageFramer.maxBodyBytes) {
    self.limit = limit
  }

  /// Adds received bytes.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Whether bytes of an incomplete message are waiting.
  public var hasPartialMessage: Bool { start < buffer.count }

  /// The next complete body, or nil until more bytes arrive.
  public mutating func next() throws(FramingProblem) -> [UInt8]? {
    if pendingLength == nil {
      guard let length = try readHeaders() else { return nil }
      pendingLength = length
    }
    let length = pendingLength!
    guard buffer.count - start >= length else { return nil }
    let body = Array(buffer[start..<start + length])
    start += length
    pendingLength = nil
    compact()
    return body
  }

  /// Reads a complete header block and returns its `Content-Length`; nil while incomplete.
  private mutating func readHeaders() throws(FramingProblem) -> Int? {
    guard let end = headerEnd() else {
      if buffer.count - start > Self.maxHeaderBytes { throw .headerTooLong }
      return nil
    }
    guard end - start <= Self.maxHeaderBytes else { throw .headerTooLong }
    let block = String(decoding: buffer[start..<end], as: UTF8.self)
    start = end + 4
    var length: Int?
    for line in block.split(separator: "\r\n", omittingEmptySubsequences: false) {
      guard let colon = line.firstIndex(of: ":") else {
        throw .malformedHeader(String(line.prefix(80)))
      }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      guard name == "content-length" else { continue }  // Content-Type and the like
      guard !value.isEmpty, value.count <= 18, value.allSatisfy(\.isASCIIDigit),
        let number = Int(value)
      else { throw .missingContentLength }
      length = number
    }
    guard let length else { throw .missingContentLength }
    guard length <= limit else { throw .bodyTooLarge(length) }
    return length
  }

  /// The index of the `\r\n\r\n` that ends the header block, if it has arrived.
  private func headerEnd() -> Int? {
    var index = start
    let end = min(buffer.count, start + Self.maxHeaderBytes + 4)
    while index + 3 < end {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Drops the consumed prefix once it is large, so the buffer does not grow with the session.
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      start = 0
    } else if start > 1 << 20 {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// One message as the base protocol frames it.
  public static func frame(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
