// Compares the generated files with an output folder: what to create, update, remove or refuse.

import HeraldCore

/// The changes that bring an output folder in line with the generated files.
struct OutputPlan: Sendable, Equatable {
  /// Files to write that do not exist yet (relative paths).
  var create: [String] = []
  /// Herald's own files whose bytes differ.
  var update: [String] = []
  /// Herald's own files that the specs no longer produce, and temporary files of dead runs.
  var remove: [String] = []
  /// Files already up to date.
  var unchanged: [String] = []
  /// Files herald did not write (or cannot prove it wrote) that stand where it must write.
  var foreign: [String] = []
  /// Herald's own files edited since it wrote them, which it would overwrite or remove.
  var edited: [String] = []
  /// Files that carry herald's header but that no manifest records, left in place: shown when a
  /// folder written before the manifest is adopted.
  var unrecorded: [String] = []
  /// Files the manifest records that the specs no longer produce but that do not carry herald's
  /// header: the record is wrong (forged, stale or mis-merged), so they are left in place, with
  /// a note, and dropped from the manifest.
  var disowned: [String] = []
  /// The SHA-256 of each generated file's new bytes, for the manifest (known for every file
  /// that was rendered).
  var hashes: [String: String] = [:]

  /// Whether anything would change.
  var hasChanges: Bool { !(create.isEmpty && update.isEmpty && remove.isEmpty) }

  /// Whether the run must stop before writing: something foreign or edited is in the way.
  var isRefused: Bool { !(foreign.isEmpty && edited.isEmpty) }

  /// The manifest of the folder after this plan is applied.
  var manifest: OutputManifest {
    OutputManifest(files: hashes.mapValues { [$0] })
  }

  /// Sorts every list by path, the order reports print them in.
  mutating func sort() {
    create.sort()
    update.sort()
    remove.sort()
    unchanged.sort()
    foreign.sort()
    edited.sort()
    unrecorded.sort()
    disowned.sort()
  }

  /// What can be told of a generated file before its text exists: `.create` when nothing stands
  /// at its path, `.foreign` when anything but a regular file stands there (a link, a folder, a
  /// FIFO) or in the way of a parent folder, and nil when a regular file is there, to be compared
  /// with the text. `listed` tells whether the folder walk found the file.
  static func precheck(_ relative: String, listed: Bool, root: String) throws(IOFailure)
    -> Change?
  {
    let path = root + "/" + relative
    guard listed || FileSystem.kind(path) != .missing || FileSystem.isLink(path) else {
      return try blockedFolder(relative, root: root) ? .foreign : .create
    }
    if try blockedFolder(relative, root: root) { return .foreign }
    if FileSystem.isLink(path) || FileSystem.kind(path) != .file { return .foreign }
    return nil
  }

  /// The fates of a generated file.
  enum Change: Sendable { case create, update, unchanged, foreign, edited }

  /// Whether a regular file (not a link) starts with a header like herald's
  /// (`FileHeader.isGenerated`). This proves nothing about who wrote it, but herald overwrites or
  /// removes no file without it: neither a manifest record nor `--force` is enough alone.
  static func hasHeader(_ path: String) throws(IOFailure) -> Bool {
    guard FileSystem.kind(path) == .file, !FileSystem.isLink(path) else { return false }
    return FileHeader.isGenerated(try FileSystem.readPrefix(path, count: 1024))
  }

  /// Why a file the manifest records is still not herald's to replace or remove.
  static let whyRecordedWithoutHeader =
    "not herald's as it stands: \(OutputManifest.fileName) records it, but it does not start with herald's header (its top was changed, or the record is forged, stale or mis-merged), and herald never overwrites or removes such a file, even with --force"

  /// Why a file herald wrote, edited by hand since, is in the way, for refusal messages.
  static let whyEdited =
    "edited since herald wrote it; keep your change elsewhere, then delete the file or run again with --force to overwrite it"

  /// Why a generated path is in the way, for refusal messages; `recorded` tells whether the
  /// folder's manifest lists it.
  static func whyForeign(_ relative: String, root: String, recorded: Bool = false) -> String {
    let path = root + "/" + relative
    if (try? blockedFolder(relative, root: root)) ?? true {
      return "a file or a symbolic link stands where herald needs a folder; move it away"
    }
    if FileSystem.isLink(path) {
      return "a symbolic link, which herald never writes through; remove it"
    }
    if FileSystem.kind(path) != .file { return "not a regular file; move it away" }
    if (try? hasHeader(path)) ?? false {
      return
        "carries herald's header, but \(OutputManifest.fileName) does not record it; if herald wrote it, run again with --force to take it over"
    }
    if recorded { return whyRecordedWithoutHeader + "; move it away" }
    return "not written by herald (it does not start with herald's header); move it away"
  }

  /// Whether a file or a link (not a real folder) stands where one of the path's parent folders
  /// must go.
  static func blockedFolder(_ relative: String, root: String) throws(IOFailure) -> Bool {
    var current = root
    for part in relative.split(separator: "/").dropLast() {
      current += "/" + part
      if FileSystem.isLink(current) { return true }
      switch FileSystem.kind(current) {
      case .missing: return false
      case .directory: continue
      case .file, .other: return true
      }
    }
    return false
  }
}
