// Streamed output: renderers that hand on pieces, and the writer that compares and stages them.

import Foundation
import Testing

@testable import HeraldCore
@testable import HeraldOutput
@testable import TestSupport

/// `OutputWriter`, `SwiftWriter`'s sink and the streamed renderers.
@Suite struct OutputWriterTests {
  /// The old file's size: several read chunks and a ragged end.
  static let size = 3 * FileSystem.chunkSize + 17

  /// Bytes that differ from their neighbours.
  static func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(ascii: "a") + UInt8(truncatingIfNeeded: $0 &* 7) % 26 }
  }

  /// `text` cut into pieces at `cuts` (offsets, in order).
  static func pieces(_ text: [UInt8], cuts: [Int]) -> [String] {
    let edges = [0] + cuts.filter { $0 > 0 && $0 < text.count } + [text.count]
    return zip(edges, edges.dropFirst()).map { String(decoding: text[$0..<$1], as: UTF8.self) }
  }

  /// Feeds `pieces` for `target` and returns the change and the staged file's bytes.
  static func feed(_ pieces: [String], target: String, existing: Bool, staging: Bool) throws
    -> (OutputPlan.Change, [UInt8]?)
  {
    let writer = try OutputWriter(target: target, existing: existing, staging: staging)
    for piece in pieces { writer.write(piece) }
    let (change, staged) = try writer.finish()
    defer { staged.map { FileSystem.discard([$0]) } }
    return (change, try staged.map { try FileSystem.read($0.temporary) })
  }

  /// The digest is the SHA-256 of the new text whatever the cuts and wherever the text differs,
  /// an unchanged text included: a manifest's record is never copied forward (after a merge it
  /// may be the other side's).
  @Test func digestIsTheNewTextsHash() throws {
    try withTemporaryFolder { folder in
      let old = Self.bytes(Self.size)
      let path = try folder.write("old.txt", old)
      let chunk = FileSystem.chunkSize
      var variants: [[UInt8]] = [old, old + [65], Array(old.dropLast()), [], Array(old.prefix(9))]
      for offset in [0, chunk - 1, chunk + 1, Self.size - 1] {
        var changed = old
        changed[offset] = UInt8(ascii: "#")
        variants.append(changed)
      }
      for (index, text) in variants.enumerated() {
        for cuts in [[], [1], [chunk - 1, chunk + 1], [100, 70_000, 150_000]] {
          let writer = try OutputWriter(target: path, existing: true, staging: false)
          for piece in Self.pieces(text, cuts: cuts) { writer.write(piece) }
          let change = try writer.finish().change
          // The digest is of the bytes, unchanged or not: never a manifest's record.
          #expect(writer.digest == SHA256.hex(text), "variant \(index), cuts \(cuts), \(change)")
        }
      }
      let fresh = try OutputWriter(target: path + ".new", existing: false, staging: false)
      for piece in Self.pieces(old, cuts: [5, chunk]) { fresh.write(piece) }
      _ = try fresh.finish()
      #expect(fresh.digest == SHA256.hex(old))
    }
  }

  /// Whatever the cuts, a new text is staged whole, an equal one is unchanged and stages
  /// nothing, and a different one (a byte changed anywhere, longer, shorter) is staged whole,
  /// with the old file's prefix copied in, and keeps the old file's permissions.
  @Test func comparesAndStagesPieceByPiece() throws {
    try withTemporaryFolder { folder in
      let old = Self.bytes(Self.size)
      let path = try folder.write("old.txt", old)
      chmod(path, 0o600)
      let chunk = FileSystem.chunkSize
      var variants: [[UInt8]] = [old, old + [65], Array(old.dropLast()), [], Array(old.prefix(5))]
      for offset in [0, chunk - 1, chunk, 2 * chunk + 3, Self.size - 1] {
        var changed = old
        changed[offset] = UInt8(ascii: "#")
        variants.append(changed)
      }
      let cutSets = [[], [1], [chunk - 1, chunk, chunk + 1], [100, 5000, 70_000, 150_000]]
      for (index, text) in variants.enumerated() {
        for cuts in cutSets {
          let pieces = Self.pieces(text, cuts: cuts)
          let (change, staged) = try Self.feed(pieces, target: path, existing: true, staging: true)
          let context = "variant \(index), cuts \(cuts)"
          #expect(change == (text == old ? .unchanged : .update), "\(context)")
          #expect(staged == (text == old ? nil : text), "\(context)")
          let (inspected, none) = try Self.feed(
            pieces, target: path, existing: true, staging: false)
          #expect(inspected == change && none == nil, "\(context)")
        }
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      #expect(leftovers == ["old.txt"])
      let writer = try OutputWriter(target: path, existing: true, staging: true)
      writer.write("changed")
      let staged = try #require(try writer.finish().staged)
      defer { FileSystem.discard([staged]) }
      let mode = try FileManager.default.attributesOfItem(atPath: staged.temporary)[
        .posixPermissions]
      #expect(mode as? Int == 0o600)
      let fresh = try Self.feed(
        ["new ", "file"], target: folder.url.path + "/new.txt",
        existing: false, staging: true)
      #expect(fresh.0 == .create && fresh.1 == Array("new file".utf8))
    }
  }

  /// A failure part-way (the folder went away) is thrown by `finish` and leaves nothing staged.
  @Test func failureIsThrownAtTheEnd() throws {
    try withTemporaryFolder { folder in
      let target = folder.url.path + "/gone/file.txt"
      let writer = try OutputWriter(target: target, existing: false, staging: true)
      writer.write("text")
      writer.write("more")
      #expect(throws: IOFailure.self) { try writer.finish() }
    }
  }

  /// A writer with a sink hands on pieces that join to the text a plain writer keeps, and
  /// each piece but the last has reached the piece size.
  @Test func swiftWriterPiecesJoinToTheWholeText() {
    /// Writes the same lines into `writer`.
    func fill(_ writer: inout SwiftWriter) {
      for index in 0..<500 {
        writer.block("enum E\(index)") { $0.line("case a, b // \(index)") }
        writer.conditional("os(iOS)") { $0.line("case c") }
      }
    }
    var plain = SwiftWriter()
    fill(&plain)
    var pieces: [String] = []
    var streamed = SwiftWriter(sink: { pieces.append($0) }, pieceSize: 1000)
    fill(&streamed)
    streamed.finish()
    #expect(pieces.joined() == plain.text)
    #expect(pieces.count > 10)
    #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 1000 })
  }

  /// The app file and the overview, rendered in small pieces, join to the whole texts (rendered
  /// as one piece), for random spec sets with every feature.
  @Test(arguments: PropertySeeds.inProcess.prefix(8))
  func streamedRenderersMatchWholeRendering(seed: UInt64) throws {
    let spec = try #require(Compiler.check(RandomSpec(seed: seed).inputs).spec)
    let plan = Translator.plan(spec)
    /// The pieces `render` hands on.
    func pieces(_ render: ((String) -> Void) -> Void) -> [String] {
      var pieces: [String] = []
      render { pieces.append($0) }
      return pieces
    }
    let app = pieces { AppSwiftRenderer(plan: plan).render(pieceSize: 512, into: $0) }
    let wholeApp = pieces { AppSwiftRenderer(plan: plan).render(pieceSize: .max, into: $0) }
    #expect(app.joined() == wholeApp.joined(), "\(PropertySeeds.rerun(seed))")
    #expect(app.count > 1 && wholeApp.count == 1)
    let overview = pieces { OverviewRenderer.render(plan, pieceSize: 256, into: $0) }
    let wholeOverview = pieces { OverviewRenderer.render(plan, pieceSize: .max, into: $0) }
    #expect(overview.joined() == wholeOverview.joined(), "\(PropertySeeds.rerun(seed))")
    #expect(wholeOverview.count == 1)
  }
}
