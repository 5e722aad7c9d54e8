// The messages waiting for the client: a document's newer diagnostics replace its unsent ones,
// responses are never dropped, and a full queue stops the server taking requests until the
// client reads, over real pipes that nobody reads.

import HeraldCore
import Testing

@testable import HeraldLSP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tests of `OutgoingQueue` and of `Transport`'s writing.
struct OutgoingQueueTests {
  /// Everything a queue would write, message by message.
  static func drain(_ queue: inout OutgoingQueue) -> [String] {
    var messages: [String] = []
    while let pending = queue.pending() {
      messages.append(String(decoding: pending, as: UTF8.self))
      queue.consume(pending.count)
    }
    return messages
  }

  /// A keyed message replaces the unsent one with its key, where the newer one was queued;
  /// unkeyed ones all stay, in order.
  @Test func newerKeyedMessageReplacesTheUnsentOne() {
    var queue = OutgoingQueue(limit: 100)
    queue.append(Array("r1".utf8))
    queue.append(Array("a1".utf8), key: "a")
    queue.append(Array("r2".utf8))
    queue.append(Array("b1".utf8), key: "b")
    queue.append(Array("a2".utf8), key: "a")
    #expect(queue.byteCount == 8)
    #expect(queue.replacedCount == 1)
    #expect(Self.drain(&queue) == ["r1", "r2", "b1", "a2"])
    #expect(queue.isEmpty)
  }

  /// A message half written stays whole: the newer one queues behind it.
  @Test func halfWrittenMessageStays() {
    var queue = OutgoingQueue(limit: 100)
    queue.append(Array("first".utf8), key: "a")
    let pending = queue.pending()!
    queue.consume(2)
    #expect(pending.count == 5)
    queue.append(Array("second".utf8), key: "a")
    queue.append(Array("third".utf8), key: "a")
    #expect(Self.drain(&queue) == ["rst", "third"])
  }

  /// The queue is full past its limit, and no longer once written below it.
  @Test func fullPastTheLimit() {
    var queue = OutgoingQueue(limit: 10)
    queue.append(Array("0123456789".utf8))
    #expect(!queue.isFull)
    queue.append(Array("x".utf8))
    #expect(queue.isFull)
    queue.consume(4)
    #expect(!queue.isFull && queue.byteCount == 7)
  }

  /// A pipe: its read end and its write end.
  static func pipePair() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    return (ends[0], ends[1])
  }

  /// Reads everything the transport has queued or written to `end` (letting it write what
  /// the pipe takes each time), and returns the messages as JSON, with the bodies the
  /// transport took from its input meanwhile.
  static func readAll(
    _ transport: Transport, from end: Int32
  ) throws -> (messages: [JSON], taken: [[UInt8]]) {
    var framer = MessageFramer()
    var messages: [JSON] = []
    var taken: [[UInt8]] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // Writes what the pipe can take.
      if case .message(let body) = try transport.next(timeout: 0) { taken.append(body) }
      var descriptor = pollfd(fd: end, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 0) > 0 else {
        if transport.queue.isEmpty { break }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(end, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      framer.append(buffer[..<count])
      while let body = try framer.next() { messages.append(try JSON.parse(body)) }
    }
    return (messages, taken)
  }

  /// A client that does not read: 300 diagnostics lists of 20 KB for one document and 60
  /// responses are sent without blocking; the queue never holds more than the responses and
  /// a list or two. When the client reads, every response comes, in order, and the newest
  /// list last.
  @Test func clientThatDoesNotRead() throws {
    let input = Self.pipePair()
    let output = Self.pipePair()
    defer { for end in [input.read, input.write, output.read, output.write] { _ = close(end) } }
    let transport = Transport(input: input.read, output: output.write)
    let padding = JSON.string(String(repeating: "d", count: 20_000))
    for round in 0..<60 {
      #expect(transport.send(["jsonrpc": "2.0", "id": .int(round), "result": .null]))
      for version in 0..<5 {
        let params: JSON = [
          "uri": "file:///a", "version": .int(round * 5 + version), "pad": padding,
        ]
        transport.send(
          ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params],
          replacing: "file:///a")
      }
    }
    #expect(
      transport.queue.peakByteCount < 60 * 100 + 3 * 20_100, "\(transport.queue.peakByteCount)")
    let messages = try Self.readAll(transport, from: output.read).messages
    let ids = messages.compactMap { $0["id"]?.integer }
    #expect(ids == Array(0..<60))
    let versions = messages.compactMap { $0["params"]?["version"]?.integer }
    #expect(versions.count < 10, "\(versions)")
    #expect(messages.last?["params"]?["version"]?.integer == 299)
  }

  /// Past its limit, the queue stops the transport taking messages until the client reads;
  /// then the waiting message comes.
  @Test func fullQueueStopsReadingUntilTheClientReads() throws {
    let input = Self.pipePair()
    let output = Self.pipePair()
    defer { for end in [input.read, input.write, output.read, output.write] { _ = close(end) } }
    let transport = Transport(input: input.read, output: output.write, queueLimit: 10_000)
    let padding = JSON.string(String(repeating: "r", count: 1_000))
    var id = 0
    while !transport.queue.isFull {
      transport.send(["jsonrpc": "2.0", "id": .int(id), "result": padding])
      id += 1
    }
    let request = MessageFramer.frame(#"{"jsonrpc":"2.0","id":"x","method":"shutdown"}"#)
    #expect(write(input.write, request, request.count) == request.count)
    #expect(try transport.next(timeout: 50) == .timeout)
    let (messages, taken) = try Self.readAll(transport, from: output.read)
    #expect(messages.compactMap { $0["id"]?.integer } == Array(0..<id))
    #expect(taken.count == 1)
    #expect(try taken.first.map { try JSON.parse($0)["method"]?.string } == "shutdown")
  }

  /// A client whose end is closed ends the session: the write fails and the next wait says so.
  @Test func closedClientEndsTheSession() throws {
    let input = Self.pipePair()
    let output = Self.pipePair()
    defer { for end in [input.read, input.write, output.write] { _ = close(end) } }
    let transport = Transport(input: input.read, output: output.write)
    close(output.read)
    #expect(!transport.send(["jsonrpc": "2.0", "id": 1, "result": .null]))
    #expect(transport.outputFailed)
    #expect(try transport.next(timeout: 1_000) == .closed)
  }
}
