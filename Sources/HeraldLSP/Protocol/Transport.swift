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
/// uses it: the server's run loop. Writing never blocks the loop: messages wait in a queue and
/// go out whenever the client's end can take bytes, while the loop goes on reading; once the
/// queue holds more than its limit, the loop stops taking messages until the client reads.
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
  /// The messages the client has not taken yet.
  private(set) var queue: OutgoingQueue
  /// The output's flags before it was made non-blocking, put back by `finish`.
  private var savedFlags: Int32?

  /// A transport over two descriptors. When the output is a pipe or a socket (an editor's), it
  /// is made non-blocking; a terminal or a file is written with blocking writes, since neither
  /// stalls.
  public init(
    input: Int32, output: Int32, limit: Int = MessageFramer.maxBodyBytes,
    queueLimit: Int = OutgoingQueue.defaultLimit
  ) {
    self.input = input
    self.output = output
    self.framer = MessageFramer(limit: limit)
    self.queue = OutgoingQueue(limit: queueLimit)
    // A client that closes its end must not kill the server with SIGPIPE: the failed write
    // says the same, and the server then exits on its own.
    signal(SIGPIPE, SIG_IGN)
    var info = stat()
    let kind = fstat(output, &info) == 0 ? info.st_mode & S_IFMT : 0
    if kind == S_IFIFO || kind == S_IFSOCK {
      let flags = fcntl(output, F_GETFL)
      if flags >= 0, flags & O_NONBLOCK == 0, fcntl(output, F_SETFL, flags | O_NONBLOCK) == 0 {
        savedFlags = flags
      }
    }
  }

  /// The next message, waiting at most `timeout` milliseconds (forever when nil), writing
  /// queued messages meanwhile. Messages already buffered come first, without waiting, unless
  /// the queue is full. A failed write ends the session as a closed input does.
  public func next(timeout: Int?) throws(FramingProblem) -> TransportEvent {
    let deadline = timeout.map { Clock.milliseconds() + max(0, $0) }
    var polled = false
    while true {
      flush()
      if outputFailed { return .closed }
      if !queue.isFull, let body = try framer.next() { return .message(body) }
      if inputEnded { return .closed }
      let remaining = deadline.map { max(0, $0 - Clock.milliseconds()) }
      if polled, remaining == 0 { return .timeout }
      polled = true
      let reading = !queue.isFull && !inputEnded
      var descriptors: [pollfd] = []
      if reading { descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
      if !queue.isEmpty {
        descriptors.append(pollfd(fd: output, events: Int16(POLLOUT), revents: 0))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: remaining ?? -1))
      if ready < 0 {
        if errno == EINTR { continue }
        inputEnded = true
        return .closed
      }
      if ready == 0 { return .timeout }
      guard reading, descriptors[0].revents != 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        inputEnded = true
        continue
      }
      framer.append(chunk[..<count])
    }
  }

  /// Queues one message and writes what the client can take now; returns false when the
  /// client can no longer be written to. A message with a `key` replaces the unsent one with
  /// the same key (a document's older diagnostics).
  @discardableResult
  public func send(_ message: JSON, replacing key: String? = nil) -> Bool {
    guard !outputFailed else { return false }
    queue.append(MessageFramer.frame(message.serialized), key: key)
    flush()
    return !outputFailed
  }

  /// Writes queued bytes until the queue is empty or the client's end is full.
  private func flush() {
    while !outputFailed, let pending = queue.pending() {
      let written = pending.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if written > 0 {
        queue.consume(written)
        continue
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
      outputFailed = true
      queue.removeAll()
    }
  }

  /// Writes what is still queued, waiting at most `patience` milliseconds for the client to
  /// read it, and gives the output its flags back. Called once, when the session ends.
  public func finish(patience: Int = 5_000) {
    let deadline = Clock.milliseconds() + patience
    flush()
    while !outputFailed, !queue.isEmpty {
      let remaining = deadline - Clock.milliseconds()
      guard remaining > 0 else { break }
      var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
      if poll(&descriptor, 1, Int32(clamping: remaining)) < 0, errno != EINTR { break }
      flush()
    }
    if let savedFlags { _ = fcntl(output, F_SETFL, savedFlags) }
    savedFlags = nil
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
