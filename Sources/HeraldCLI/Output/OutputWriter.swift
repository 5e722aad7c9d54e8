// Takes one generated file piece by piece: compares it with the file on disk as the pieces come
// and, once they differ, writes them to a temporary file beside it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Compares and stages one output file without holding it whole. While the pieces match the old
/// file nothing is written; at the first piece that differs (or at once, for a new file) a
/// temporary file is created, the matching prefix is copied into it from the old file, and every
/// later piece is appended. `finish()` tells whether the file is new, changed or unchanged.
final class OutputWriter {
  /// The target, for messages and for the temporary file's folder.
  let target: String
  /// Whether a differing file is staged (a real run) or only found to differ.
  let staging: Bool
  /// The old file, open for reading, or -1 for a new file.
  private var old: Int32 = -1
  /// The old file's permissions, which the new one keeps.
  private var mode: mode_t = 0o644
  /// How many bytes matched the old file so far.
  private var matched = 0
  /// Whether the text differs from the old file (always true for a new file).
  private(set) var differs: Bool
  /// The temporary file being written, once staging began.
  private var staged: (descriptor: Int32, file: StagedFile)?
  /// The first failure; later pieces are ignored.
  private var failure: IOFailure?
  /// The hash of the text so far, for the manifest: kept only once the text differs from the
  /// old file (the matching prefix is hashed from the old file then), so an unchanged file costs
  /// no hashing when its digest is already known.
  private var hash = SHA256()
  /// The SHA-256 of the whole new text, once `finish()` has returned.
  private(set) var digest = ""

  /// Starts on `target`: compares with it when `existing`, otherwise treats it as new. The
  /// digest is always of the bytes, never taken from the manifest: after a git merge the
  /// manifest may record the other side's hash for a file whose bytes are right, and copying
  /// that record forward would make the next run refuse the file as edited.
  init(target: String, existing: Bool, staging: Bool) throws(IOFailure) {
    self.target = target
    self.staging = staging
    differs = !existing
    guard existing else { return }
    old = open(target, O_RDONLY | O_CLOEXEC)
    guard old >= 0 else { throw .fromErrno(target) }
    var info = stat()
    if fstat(old, &info) == 0 { mode = info.st_mode & 0o7777 }
  }

  deinit {
    if old >= 0 { close(old) }
    if let staged {
      close(staged.descriptor)
      FileSystem.discard([staged.file])
    }
  }

  /// Takes the next piece of the text.
  func write(_ piece: String) {
    guard failure == nil else { return }
    do {
      try FileSystem.withUTF8(piece) { bytes throws(IOFailure) in try write(bytes) }
    } catch {
      failure = error
    }
  }

  /// Compares `bytes` with the old file at the current offset, and stages them once they differ.
  private func write(_ bytes: UnsafeRawBufferPointer) throws(IOFailure) {
    hash.update(bytes)
    if !differs {
      if try FileSystem.readMatches(old, bytes, name: target) {
        matched += bytes.count
        return
      }
      differs = true
    }
    guard staging else { return }
    let descriptor = try beginStaging()
    guard FileSystem.writeAll(bytes, to: descriptor) else { throw .fromErrno(target) }
  }

  /// The temporary file, created on first use with the old file's matching prefix in it.
  private func beginStaging() throws(IOFailure) -> Int32 {
    if let staged { return staged.descriptor }
    let opened = try FileSystem.openStaged(target, mode: mode, target: target)
    staged = opened
    guard FileSystem.copyPrefix(of: old, count: matched, to: opened.descriptor) else {
      throw .fromErrno(target)
    }
    return opened.descriptor
  }

  /// The first `count` bytes of the old file (read with `pread`, so the comparison's offset
  /// stays), to look for herald's header without opening the file again; empty for a new file.
  func oldPrefix(count: Int) throws(IOFailure) -> [UInt8] {
    guard old >= 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let read = buffer.withUnsafeMutableBytes {
        pread(old, $0.baseAddress! + filled, count - filled, off_t(filled))
      }
      if read < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(target)
      }
      if read == 0 { break }
      filled += read
    }
    return Array(buffer.prefix(filled))
  }

  /// Ends the file: its change, and the staged file when the run stages and the text differs.
  /// Throws the first failure; the temporary file is then removed.
  func finish() throws(IOFailure) -> (change: OutputPlan.Change, staged: StagedFile?) {
    if let failure { throw failure }
    if !differs {
      var byte: UInt8 = 0
      let extra = systemRead(old, &byte, 1)
      guard extra >= 0 else { throw .fromErrno(target) }
      if extra == 0 {
        digest = hash.finish()
        return (.unchanged, nil)
      }
      differs = true
    }
    digest = hash.finish()
    let change: OutputPlan.Change = old >= 0 ? .update : .create
    guard staging else { return (change, nil) }
    let descriptor = try beginStaging()
    let file = staged!.file
    staged = nil
    guard close(descriptor) == 0 else {
      let failure = IOFailure.fromErrno(target)
      FileSystem.discard([file])
      throw failure
    }
    return (change, file)
  }
}
