// Symbolic links on the way to an output: refused unless the user says the link is intended.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The check that keeps herald's writes inside the folder or file the user named. A committed
/// link (`Generated -> /elsewhere`) would otherwise receive herald's files in its target, and an
/// `Info.plist` that is a link would have the file it points to rewritten. So every component of
/// an output path as written (for a relative path, from the current folder down; for an
/// absolute one, from `/`) must not be a symbolic link, unless `--follow-output-link` says the
/// link is intended. Links inside an output folder are refused whatever the option says (see
/// `OutputPlan.precheck`).
enum OutputLink {
  /// The option that lets a linked output path through.
  static let option = "--follow-output-link"

  /// The first component of `path` (the path up to and including it) that is a symbolic link,
  /// or nil. Components past the first one that does not exist are not looked at: nothing can
  /// stand below it.
  static func first(in path: String) -> String? {
    var current = path.hasPrefix("/") ? "" : nil as String?
    for part in path.split(separator: "/") {
      let next = current.map { $0 + "/" + part } ?? String(part)
      current = next
      var info = stat()
      guard lstat(next, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT == S_IFLNK { return next }
    }
    return nil
  }

  /// The failure for an output path with a link on the way, or nil when there is none.
  /// `what` names the output when the link is a folder above it ("the output folder").
  static func refusal(_ path: String, what: String) -> IOFailure? {
    guard let link = first(in: path) else { return nil }
    let place = link == path ? "" : " on the way to \(what) '\(path)'"
    return IOFailure(
      path: link,
      reason:
        "is a symbolic link (to '\(target(of: link))')\(place); herald does not write through a link it was not told about, since its files would land in the link's target. Replace the link with a real folder or file, or name the target itself, or run again with \(option) if the link is intended"
    )
  }

  /// What a link points to, as stored in it.
  static func target(of link: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
