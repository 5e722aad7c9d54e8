// The base protocol's framing: split bodies, several messages in one read, bad headers.

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
  }
}
