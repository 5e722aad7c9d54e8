// The documentation of the checkout a herald binary was built in, for links that must point at
// something that exists: herald has no public home whose URL it could print.

import HeraldLSP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Finds `docs/` beside the package a herald binary was built from (`.build/release/herald`,
/// the pre-commit hook's `.build-pre-commit/release/herald`, `swift run`'s binary).
enum CheckoutDocs {
  /// The `file://` URL of `docs/NAME` in the checkout that holds the running executable, or nil
  /// when the executable is not inside a checkout (copied to `/usr/local/bin`, say).
  static func url(of name: String) -> String? {
    guard let executable = executablePath() else { return nil }
    return url(of: name, executable: executable)
  }

  /// The same for an executable at `executable` (resolved), looking at most six folders up:
  /// SwiftPM puts binaries four levels below the package (`.build/<triple>/<config>/herald`).
  static func url(of name: String, executable: String) -> String? {
    var folder = FileSystem.canonical(executable)
    for _ in 0..<6 {
      guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return nil }
      folder = String(folder[..<slash])
      let docs = folder + "/docs/" + name
      if FileSystem.kind(docs) == .file, FileSystem.kind(folder + "/Package.swift") == .file {
        return DocumentURI.uri(docs)
      }
    }
    return nil
  }

  /// The running executable's path, resolved.
  static func executablePath() -> String? {
    #if canImport(Darwin)
      var size = UInt32(4096)
      var buffer = [CChar](repeating: 0, count: Int(size))
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return FileSystem.canonical(String(cString: buffer))
    #else
      let resolved = FileSystem.canonical("/proc/self/exe")
      return resolved == "/proc/self/exe" ? nil : resolved
    #endif
  }
}
