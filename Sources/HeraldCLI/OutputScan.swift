// What the output folder holds before a generate run, and which of it herald owns.

import HeraldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The files below the output folder and its manifest. When the manifest records every file, no
/// generated path can meet a foreign file, so `OutputPass` may stage while it renders; otherwise
/// it first classifies every file without writing, so that a refused run touches nothing.
struct OutputScan: Sendable {
  /// Every file and link below the folder, relative to it, without the manifest and the
  /// temporary files of herald runs.
  let present: Set<String>
  /// The manifest, or nil when the folder has none (new, or written before manifests).
  let manifest: OutputManifest?
  /// Temporary files left by herald runs that no longer exist (killed), which may go.
  let deadTemporaries: [String]
  /// Whether the folder itself is a link.
  let rootIsLink: Bool
  /// Whether a file was modified after the manifest was written: likely a hand edit.
  let touchedSinceManifest: Bool

  /// Whether the manifest records every file of the folder and none was modified after it, so
  /// that no file is likely to be refused. Otherwise the run classifies before it stages, so a
  /// refused run creates no temporary file and moves no folder's modification time.
  var isClean: Bool {
    guard !rootIsLink, !touchedSinceManifest else { return false }
    guard let manifest else { return present.isEmpty }
    return present.allSatisfy(manifest.lists)
  }

  /// Whether the manifest records `path`.
  func isRecorded(_ path: String) -> Bool { manifest?.lists(path) ?? false }

  /// Scans `root`.
  static func take(_ root: String) throws(IOFailure) -> OutputScan {
    let rootIsLink = FileSystem.isLink(root)
    var present = Set<String>()
    var dead: [String] = []
    for path in try FileSystem.walk(root) where path != OutputManifest.fileName {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if let owner = temporaryOwner(name) {
        if owner != getpid() && !isAlive(owner) { dead.append(path) }
        continue
      }
      present.insert(path)
    }
    let written = FileSystem.modificationTime(root + "/" + OutputManifest.fileName)
    let touched = present.contains { path in
      guard let written, let modified = FileSystem.modificationTime(root + "/" + path) else {
        return true
      }
      return modified >= written  // equal on coarse clocks: classify first, to be safe
    }
    return OutputScan(
      present: present, manifest: try OutputManifest.read(in: root), deadTemporaries: dead,
      rootIsLink: rootIsLink, touchedSinceManifest: touched)
  }

  /// The process id in a temporary file's name (`.<name>.herald-<pid>[-<hex>].tmp`, see
  /// `FileSystem.temporaryName`), or nil for any other name.
  static func temporaryOwner(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"),
      let marker = name.ranges(of: ".herald-").last
    else { return nil }
    let rest = name[marker.upperBound...].dropLast(4)
    let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let pid = pid_t(parts[0]), pid > 0,
      parts.dropFirst().allSatisfy({ part in !part.isEmpty && part.allSatisfy(\.isHexDigit) })
    else { return nil }
    return pid
  }

  /// Whether a process with this id exists.
  static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }
}
