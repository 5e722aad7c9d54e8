// The child's standard error: a pipe, or a pseudo-terminal so that `--color auto` sees a tty.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One captured output stream of a child process.
final class StreamEnd: @unchecked Sendable {
  /// The handle the child writes to.
  let childHandle: FileHandle
  /// The descriptor the test reads from.
  let readDescriptor: Int32
  /// The pipe, kept alive while it is read.
  private let pipe: Pipe?

  /// Creates a stream end from its parts.
  private init(childHandle: FileHandle, readDescriptor: Int32, pipe: Pipe?) {
    self.childHandle = childHandle
    self.readDescriptor = readDescriptor
    self.pipe = pipe
  }

  /// An ordinary pipe.
  static func pipe() -> StreamEnd {
    let pipe = Pipe()
    return StreamEnd(
      childHandle: pipe.fileHandleForWriting,
      readDescriptor: pipe.fileHandleForReading.fileDescriptor, pipe: pipe)
  }

  /// A pseudo-terminal: the child writes to its secondary side, the test reads the primary.
  static func terminal() throws -> StreamEnd {
    let primary = PseudoTerminal.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard primary >= 0, PseudoTerminal.grant(primary) == 0, PseudoTerminal.unlock(primary) == 0,
      let name = PseudoTerminal.name(primary)
    else { throw POSIXError(.ENXIO) }
    let secondary = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard secondary >= 0 else { throw POSIXError(.ENXIO) }
    var settings = termios()
    tcgetattr(secondary, &settings)
    settings.c_oflag &= ~tcflag_t(OPOST)  // keep "\n" as is, without a "\r" before it
    tcsetattr(secondary, TCSANOW, &settings)
    return StreamEnd(
      childHandle: FileHandle(fileDescriptor: secondary, closeOnDealloc: true),
      readDescriptor: primary, pipe: nil)
  }

  /// Closes the test's copy of the child's side, so reading ends when the child exits.
  func closeChildSide() {
    try? childHandle.close()
  }

  /// Closes the primary side of a pseudo-terminal.
  deinit {
    if pipe == nil { close(readDescriptor) }
  }
}

/// Reads a descriptor to its end on a thread of its own.
final class Drain: @unchecked Sendable {
  /// Signalled when the end is reached.
  private let done = DispatchSemaphore(value: 0)
  /// The bytes read; only touched by the reading thread until `done` is signalled.
  private var bytes: [UInt8] = []
  /// The owner of the descriptor, kept alive while it is read.
  private let owner: AnyObject

  /// Starts reading `descriptor`, keeping `owner` alive.
  init(_ descriptor: Int32, keeping owner: AnyObject) {
    self.owner = owner
    Thread.detachNewThread { [self] in
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }  // end of file, or EIO once a terminal's last writer is gone
        bytes.append(contentsOf: chunk[0..<count])
      }
      done.signal()
    }
  }

  /// Waits for the end and returns what was read, as UTF-8 text.
  func text() -> String {
    done.wait()
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The C library's pseudo-terminal functions, looked up at run time (Glibc does not export them
/// to Swift).
enum PseudoTerminal {
  /// The C library, searched through the program's global symbols.
  private static var library: UnsafeMutableRawPointer? { dlopen(nil, RTLD_NOW) }

  /// A C function `name` of type `T`.
  private static func function<T>(_ name: String, _ type: T.Type) -> T {
    guard let symbol = dlsym(library, name) else { fatalError("no \(name) in the C library") }
    return unsafeBitCast(symbol, to: type)
  }

  /// `posix_openpt`.
  static let open = function("posix_openpt", (@convention(c) (Int32) -> Int32).self)
  /// `grantpt`.
  static let grant = function("grantpt", (@convention(c) (Int32) -> Int32).self)
  /// `unlockpt`.
  static let unlock = function("unlockpt", (@convention(c) (Int32) -> Int32).self)
  /// `ptsname`.
  static let name = function(
    "ptsname", (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}
