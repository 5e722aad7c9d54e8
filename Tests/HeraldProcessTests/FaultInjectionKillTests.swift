// `herald generate` killed with SIGKILL mid-run: files stay whole, the next run cleans up.

import Foundation
import Testing

@testable import TestSupport

/// A big spec set regenerated under SIGKILL at several points of the run.
@Suite(.serialized) struct FaultInjectionKillTests {
  /// Four spec files of 60 categories each (240 sample payloads), action titles ending in
  /// `title`, written to the folder `name`.
  static func writeSpecSet(_ folder: TemporaryFolder, _ name: String, title: String) throws {
    for file in 0..<4 {
      var text = "version: 1\ncategories:\n"
      for index in 0..<60 {
        let id = "c\(file)-\(index)"
        text += "  - id: \(id)\n    actions:\n      - { id: \(id)-go, title: \"Go \(title)\" }\n"
      }
      try folder.write("\(name)/part\(file).yml", text: text)
    }
  }

  /// Killed at ten points of a run that rewrites every file (the header names the spec folder,
  /// `a` before and `b` after): each file is the old or the new one, never a mix or a truncated
  /// file; at least one kill lands mid-write (temporary files staged, or some files renamed and
  /// others not); the next run removes the leftover temporary files and completes the new
  /// output.
  @Test func killedRunLeavesWholeFiles() throws {
    try withTemporaryFolder { folder in
      try Self.writeSpecSet(folder, "a", title: "old")
      try Self.writeSpecSet(folder, "b", title: "new")
      #expect(
        try Herald.run(["generate", "a", "--output", "old", "--payloads"], directory: folder.url)
          .status == 0)
      let timed = try Herald.run(
        ["generate", "b", "--output", "new", "--payloads"], directory: folder.url)
      #expect(timed.status == 0)
      let old = try FolderSnapshot(folder.url.appending(path: "old"))
      let new = try FolderSnapshot(folder.url.appending(path: "new"))
      #expect(new.files.count > 240)
      let out = folder.url.appending(path: "out")
      var interrupted = 0
      var leftovers = 0
      var kills = 0
      // Ten kills at fixed points of the run, then kills as soon as a staged file shows up in
      // Payloads/ (the fixed points can all miss the short write phase on a fast machine).
      let points = (1...10).map { Kill.after(timed.seconds * Double($0) / 11) }
      for (step, point) in (points + Array(repeating: Kill.whenStaging, count: 10)).enumerated() {
        if step >= points.count && interrupted > 0 { break }
        try? FileManager.default.removeItem(at: out)
        #expect(
          try Herald.run(["generate", "a", "--output", "out", "--payloads"], directory: folder.url)
            .status == 0)
        let killed = try Fault.killHerald(
          ["generate", "b", "--output", "out", "--payloads"], in: folder.url, at: point,
          watching: out.appending(path: "Payloads"))
        kills += 1
        let after = try FolderSnapshot(out)
        let newer = Fault.expectOldOrNew(after, old: old, new: new)
        if after.files.contains(".herald-manifest") { Fault.expectManifestAccepts(after) }
        let staged = Fault.temporaries(after).count
        if killed && (staged > 0 || (newer > 0 && newer < new.files.count)) { interrupted += 1 }
        leftovers += staged
        let rerun = try Herald.run(
          ["generate", "b", "--output", "out", "--payloads"], directory: folder.url)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let final = try FolderSnapshot(out)
        #expect(Fault.temporaries(final).isEmpty)
        #expect(Fault.contents(final) == Fault.contents(new))
      }
      print(
        "killed generate: \(interrupted) of \(kills) kills landed mid-write, "
          + "\(leftovers) temporary files left"
      )
      #expect(interrupted > 0, "no kill landed while herald was writing")
    }
  }
}
