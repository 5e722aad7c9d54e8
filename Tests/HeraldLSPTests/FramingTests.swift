// The base protocol's framing: split bodies, several messages in one read, bad headers, limits.

import Testing

@testable import HeraldLSP

/// Tests of `MessageFramer`.
struct FramingTests {
  /// A message whose bytes arrive one at a time comes out once, whole.
  @Test func bytesArriveOneAtATime() throws {
    var framer = MessageFramer()
    let framed = MessageFramer.frame(#"{"a":"é"}"#)
    var bodies: [[UInt8]] = []
    for byte in framed {
      framer.append([byte])
      if let body = try framer.next() { bodies.append(body) }
    }
    #expect(bodies == [Array(#"{"a":"é"}"#.utf8)])
    #expect(!framer.hasPartialMessage)
  }

  /// Two messages in one read, with another header and any letter case, come out in order.
  @Test func severalMessagesInOneRead() throws {
    var framer = MessageFramer()
    framer.append(
      Array(
        "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
          .utf8)
        + MessageFramer.frame("[1]"))
    #expect(try framer.next() == Array("{}".utf8))
    #expect(try framer.next() == Array("[1]".utf8))
    #expect(try framer.next() == nil)
  }

  /// The length counts bytes, not characters: a body with multi-byte UTF-8 is framed whole.
  @Test func lengthCountsBytes() throws {
    let framed = MessageFramer.frame("\"🎧\"")
    #expect(framed.starts(with: Array("Content-Length: 6\r\n\r\n".utf8)))
  }

  /// Headers that cannot be read, and bodies over the limit, are errors before any body is
  /// buffered.
  @Test func badHeaders() throws {
    let cases: [(String, FramingProblem)] = [
      ("Content-Length: 11\r\n\r\n", .bodyTooLarge(11)),
      ("Content-Type: x\r\n\r\n", .missingContentLength),
      ("Content-Length: -1\r\n\r\n", .missingContentLength),
      ("Content-Length: 1e3\r\n\r\n", .missingContentLength),
      ("no colon here\r\n\r\n", .malformedHeader("no colon here")),
      (String(repeating: "a", count: MessageFramer.maxHeaderBytes + 1), .headerTooLong),
    ]
    for (input, expected) in cases {
      var framer = MessageFramer(limit: 10)
      framer.append(Array(input.utf8))
      #expect(throws: expected) { try framer.next() }
    }
  }

  /// A body at exactly the limit is accepted.
  @Test func bodyAtTheLimit() throws {
    var framer = MessageFramer(limit: 4)
    framer.append(MessageFramer.frame("1234"))
    #expect(try framer.next() == Array("1234".utf8))
  }
}
