// The server's standard input and output: framed messages in, framed messages out.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What waiting for input gave.
public enum TransportEvent: Sendable, Hashable {
  /// A complete message body.
  case message([UInt8])
  /// The timeout passed without a complete message.
  case timeout
  /// The input ended (the client closed it or went away).
  case closed
}

/// Reads framed messages from one descriptor and writes framed messages to another. One thread
/// uses it: the server's run loop.
public final class Transport {
  /// Where messages come from (standard input).
  private let input: Int32
  /// Where messages go (standard output).
  private let output: Int32
  /// The framing state of the input.
  private var framer: MessageFramer
  /// Whether the input has ended.
  private var inputEnded = false
  /// Whether a write failed: the client is gone, and nothing more is written.
  public private(set) var outputFailed = false

  /// A transport over two descriptors.
  public init(input: Int32, output: Int32, limit: Int = MessageFramer.maxBodyBytes) {
    self.input = input
    self.output = output
    self.framer = MessageFramer(limit: limit)
    // A client that closes its end must not kill the server with SIGPIPE: the failed write
    // says the same, and the server then exits on its own.
    signal(SIGPIPE, SIG_IGN)
  }

  /// The next message, waiting at most `timeout` milliseconds (forever when nil). Messages
  /// already buffered come first, without waiting.
  public func next(timeout: Int?) throws(FramingError) -> TransportEvent {
    if let body = try framer.next() { return .message(body) }
    if inputEnded { return .closed }
    var remaining = timeout
    while true {
      let started = Clock.milliseconds()
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(clamping: remaining ?? -1))
      if ready < 0 {
        if errno == EINTR {
          remaining = remaining.map { max(0, $0 - (Clock.milliseconds() - started)) }
          continue
        }
        inputEnded = true
        return .closed
      }
      if ready == 0 { return .timeout }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        inputEnded = true
        return .closed
      }
      framer.append(chunk[..<count])
      if let body = try framer.next() { return .message(body) }
      remaining = remaining.map { max(0, $0 - (Clock.milliseconds() - started)) }
      if remaining == 0 { return .timeout }
    }
  }

  /// Sends one message; returns false when the client can no longer be written to.
  @discardableResult
  public func send(_ message: JSON) -> Bool {
    guard !outputFailed else { return false }
    var bytes = MessageFramer.frame(message.serialized)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(output, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        outputFailed = true
        return false
      }
      offset += written
    }
    return true
  }
}

/// A monotonic clock in milliseconds, for debouncing and timing.
enum Clock {
  /// Milliseconds since an arbitrary fixed point.
  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
