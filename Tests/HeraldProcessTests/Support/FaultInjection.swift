// The faults the FaultInjection tests cause: read-only folders, a full volume, a killed herald.

import Foundation
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Causes faults around a herald run and checks what a run left behind.
enum Fault {
  /// Whether the tests run as root, whom permission bits do not stop.
  static let isRoot = geteuid() == 0

  /// Runs a system tool found on `PATH`, quietly; its exit status.
  @discardableResult
  static func tool(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Makes a folder and everything below it unwritable. Root ignores mode bits, so for root the
  /// immutable attribute (`chattr +i`, which binds root too) is set instead.
  static func makeReadOnly(_ url: URL) -> Bool {
    let command = isRoot ? ["chattr", "-R", "+i"] : ["chmod", "-R", "a-w"]
    return tool(command + [url.path]) == 0
  }

  /// Undoes `makeReadOnly`, so the folder can be removed.
  static func makeWritable(_ url: URL) {
    if isRoot { tool(["chattr", "-R", "-i", url.path]) }
    tool(["chmod", "-R", "u+w", url.path])
  }

  /// Whether `makeReadOnly` really stops file creation here (not on every file system).
  static let canMakeReadOnly: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    defer { folder.remove() }
    guard makeReadOnly(folder.url) else { return false }
    defer { makeWritable(folder.url) }
    return (try? folder.write("probe", text: "x")) == nil
  }()

  /// Mounts a tmpfs of `kilobytes` at `url` (root only), so writes there fail with ENOSPC.
  static func mountTinyVolume(_ url: URL, kilobytes: Int) -> Bool {
    tool(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) == 0
  }

  /// Whether a tiny volume can be mounted here (root with mount rights, as in CI).
  static let canMountTinyVolume: Bool = {
    guard isRoot, let folder = try? TemporaryFolder() else { return false }
    defer { folder.remove() }
    guard mountTinyVolume(folder.url, kilobytes: 64) else { return false }
    tool(["umount", folder.url.path])
    return true
  }()

  /// Starts `herald ARGUMENTS` in `directory`, kills it with SIGKILL at `point` (after a delay,
  /// or once a temporary file shows up in `folder`) and waits for it; true when the kill came
  /// before herald exited on its own.
  static func killHerald(
    _ arguments: [String], in directory: URL, at point: Kill, watching folder: URL
  ) throws -> Bool {
    let process = Process()
    process.executableURL = Herald.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    switch point {
    case .after(let delay):
      usleep(UInt32(delay * 1_000_000))
    case .whenStaging:
      while process.isRunning {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.contains(".herald-") }) { break }
      }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
  }

  /// Herald's leftover temporary files below a snapshot (`.NAME.herald-PID.tmp`).
  static func temporaries(_ snapshot: FolderSnapshot) -> [String] {
    snapshot.files.filter {
      let name = $0.split(separator: "/").last ?? ""
      return name.hasPrefix(".") && name.contains(".herald-") && name.hasSuffix(".tmp")
    }
  }

  /// The bytes of every regular file of a snapshot, by relative path.
  static func contents(_ snapshot: FolderSnapshot) -> [String: [UInt8]] {
    Dictionary(uniqueKeysWithValues: snapshot.files.map { ($0, snapshot.entries[$0]?.bytes ?? []) })
  }

  /// Expects every file of `after` (temporaries aside) to hold exactly its bytes in `old` or in
  /// `new`: never a mix, a truncated file or a stray one. Returns how many hold the new bytes.
  @discardableResult
  static func expectOldOrNew(
    _ after: FolderSnapshot, old: FolderSnapshot, new: FolderSnapshot,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var newer = 0
    let leftovers = Set(temporaries(after))
    for path in after.files where !leftovers.contains(path) && path != ".herald-manifest" {
      let bytes = after.entries[path]?.bytes
      let isOld = bytes == old.entries[path]?.bytes
      let isNew = bytes == new.entries[path]?.bytes
      #expect(
        isOld || isNew, "\(path) is neither the old nor the new file",
        sourceLocation: sourceLocation)
      if isNew && !isOld { newer += 1 }
    }
    return newer
  }
}

extension Fault {
  /// Expects the folder's manifest to accept the bytes of every file (temporaries aside), so
  /// that the next run takes each as herald's own: what a run killed at any point must leave.
  static func expectManifestAccepts(
    _ snapshot: FolderSnapshot, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let bytes = snapshot.entries[".herald-manifest"]?.bytes,
      let manifest = OutputManifest(parsing: bytes)
    else {
      Issue.record("no readable .herald-manifest", sourceLocation: sourceLocation)
      return
    }
    let leftovers = Set(temporaries(snapshot))
    for path in snapshot.files where !leftovers.contains(path) && path != ".herald-manifest" {
      let hash = SHA256.hex(snapshot.entries[path]?.bytes ?? [])
      #expect(
        manifest.accepts(path, hash: hash), "the manifest does not accept \(path)",
        sourceLocation: sourceLocation)
    }
  }
}

/// When a fault-injection test kills herald.
enum Kill {
  /// After this many seconds.
  case after(Double)
  /// As soon as a temporary file appears in the watched folder (herald is staging its writes).
  case whenStaging
}
