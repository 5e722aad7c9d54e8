// Fresh folders with unique names, for work that is thrown away: the round trip's and the tests'.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Makes new, empty folders with names no other process can take first (`mkdtemp`: the name
/// and the folder come into being in one step, readable by the owner only).
package enum ScratchFolder {
  /// A new folder named `prefix` and six random characters, in `parent` (by default `TMPDIR`,
  /// else `/tmp`); returns its path.
  package static func make(prefix: String, in parent: String? = nil) throws(IOFailure) -> String {
    let base = parent ?? defaultParent
    let path = (base.hasSuffix("/") ? base : base + "/") + prefix + "XXXXXX"
    var template = Array(path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw .fromErrno(base) }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `TMPDIR` when it is set, else `/tmp`.
  static var defaultParent: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }
}
