// The real console: the process's standard streams and environment.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension Console {
  /// The process's own console.
  static var system: Console {
    Console(
      out: { write(1, $0) }, err: { write(2, $0) },
      readInput: { limit, scope throws(IOFailure) -> [UInt8] in
        try FileSystem.readAll(0, name: "<stdin>", limit: limit, scope: scope)
      },
      errIsTerminal: isatty(2) == 1, environment: processEnvironment(),
      keepUntilExit: { value in _ = Unmanaged.passRetained(Leaked(value)) })
  }

  /// Writes a whole string to a descriptor.
  static func write(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// The environment variables of this process.
  static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}

/// A value kept alive on purpose until the process exits.
private final class Leaked: @unchecked Sendable {
  let value: Any

  /// Wraps a value.
  init(_ value: Any) { self.value = value }
}
