// The record of what herald wrote into an output folder, by which it tells its own files from
// everybody else's.

/// The files herald generated in one folder, each with the SHA-256 of the bytes it wrote. Herald
/// overwrites or removes a file only when the manifest lists it, its bytes still hash to a
/// recorded value and it starts with herald's header: neither a header that merely looks like
/// herald's nor a record alone (forged, stale or mis-merged) proves anything, and a generated
/// file edited by hand is noticed instead of overwritten. Written as `sha256sum` lines, so
/// `sha256sum -c .herald-manifest` checks a folder with standard tools.
struct OutputManifest: Sendable, Equatable {
  /// The manifest's file name inside the output folder. Hidden, like other tools' state, so that
  /// folder references in Xcode do not pick it up.
  static let fileName = ".herald-manifest"
  /// Its first line, which marks the file as herald's.
  static let firstLine =
    "# herald manifest 1: files generated here and their SHA-256 (sha256sum format). Do not edit."

  /// The accepted hashes of each file, by path relative to the folder. A path has two while a
  /// run replaces it (the old bytes and the new), so that a run killed halfway leaves a folder
  /// the next run still recognises.
  var files: [String: Set<String>] = [:]

  /// Whether the manifest accepts `hash` as herald's bytes for `path`.
  func accepts(_ path: String, hash: String) -> Bool {
    files[path]?.contains(hash) ?? false
  }

  /// Whether the manifest lists `path`.
  func lists(_ path: String) -> Bool { files[path] != nil }

  /// The manifest that accepts both this one's and `other`'s hashes.
  func union(_ other: OutputManifest) -> OutputManifest {
    OutputManifest(files: files.merging(other.files) { $0.union($1) })
  }

  /// The file's text: the first line, then `<hash>  <path>` lines sorted by path and hash.
  var text: String {
    var text = Self.firstLine + "\n"
    for path in files.keys.sorted() {
      for hash in files[path]!.sorted() { text += "\(hash)  \(path)\n" }
    }
    return text
  }

  /// Whether a relative path can be recorded: one line, and no `\` (which `sha256sum` would
  /// take for an escape).
  static func canRecord(_ path: String) -> Bool {
    !path.isEmpty && !path.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }
  }

  /// Parses a manifest; nil when the bytes are not one herald wrote.
  init?(parsing bytes: [UInt8]) {
    guard case .success(let manifest) = Self.parse(bytes) else { return nil }
    self = manifest
  }

  /// Parses a manifest, or says why the bytes are not one herald wrote: the first line, then
  /// `<hash>  <path>` lines, each path one herald could have written (relative, inside the
  /// folder, no empty, `.` or `..` component), so that no line can name a file elsewhere.
  static func parse(_ bytes: [UInt8]) -> Result<OutputManifest, ManifestDamage> {
    guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else {
      return .failure(
        ManifestDamage(line: nil, problem: "it is not UTF-8 text ending in a newline"))
    }
    var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == Substring(Self.firstLine) else {
      return .failure(
        ManifestDamage(line: 1, problem: "it does not start with herald's first line"))
    }
    var manifest = OutputManifest()
    for (index, line) in lines.enumerated() {
      let number = index + 2
      let hash = line.prefix(64)
      guard hash.count == 64, hash.utf8.allSatisfy(Self.isHexDigit),
        line.dropFirst(64).hasPrefix("  ")
      else {
        return .failure(ManifestDamage(line: number, problem: "it is not '<SHA-256>  <path>'"))
      }
      let path = String(line.dropFirst(66))
      guard Self.canRecord(path) else {
        return .failure(
          ManifestDamage(line: number, problem: "its path is empty or holds a control or '\\'"))
      }
      guard Self.isInside(path) else {
        return .failure(
          ManifestDamage(
            line: number,
            problem:
              "its path is not one inside the folder (absolute, or with an empty, '.' or '..' part)"
          ))
      }
      manifest.files[path, default: []].insert(String(hash))
    }
    return .success(manifest)
  }

  /// Whether a recorded path names a file inside the folder, as herald writes paths: relative,
  /// with no empty, `.` or `..` component.
  static func isInside(_ path: String) -> Bool {
    !path.hasPrefix("/")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
      }
  }

  /// Why a manifest's bytes are not one herald wrote.
  struct ManifestDamage: Error, Equatable {
    /// The line at fault (1-based), or nil when the whole file is.
    let line: Int?
    /// What is wrong with it.
    let problem: String

    /// `line N: problem`, or the problem alone.
    var description: String { line.map { "line \($0): \(problem)" } ?? problem }
  }

  /// An empty manifest, or one with the given files.
  init(files: [String: Set<String>] = [:]) {
    self.files = files
  }

  /// A lowercase hex digit.
  static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// The manifest of `folder`: nil when there is none. A manifest that is a link, not a regular
  /// file, or not in herald's format is an I/O failure: herald will not guess what it owns.
  static func read(in folder: String) throws(IOFailure) -> OutputManifest? {
    let path = folder + "/" + fileName
    if FileSystem.isLink(path) {
      throw IOFailure(path: path, reason: "is a symbolic link; herald's manifest must be a file")
    }
    guard FileSystem.kind(path) != .missing else { return nil }
    switch parse(try FileSystem.read(path)) {
    case .success(let manifest): return manifest
    case .failure(let damage):
      throw IOFailure(
        path: path,
        reason:
          "is not a manifest herald wrote (or it was edited: \(damage.description)); herald needs it to know its own files. Restore it (e.g. from version control), or delete it and run again with --force to take over the files that carry herald's header"
      )
    }
  }
}
