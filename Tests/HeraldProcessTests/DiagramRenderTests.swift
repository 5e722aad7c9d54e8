// Renders herald's DOT drawings with Graphviz, so a broken diagram fails the suite.

import Foundation
import Testing

@testable import TestSupport

/// `herald explore --format dot` output is accepted by Graphviz's `dot`.
@Suite struct DiagramRenderTests {
  /// Graphviz's `dot`, which `scripts/test` installs.
  static let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Every machine of `Specs/` renders to a PNG.
  @Test func specsRenderWithGraphviz() throws {
    let dot = try #require(
      Self.dot, "Graphviz's dot is missing: install graphviz (scripts/test does)")
    let run = try Herald.run(["explore", "--format", "dot", "Specs"])
    #expect(run.status == 0)
    let folder = try TemporaryFolder()
    let graph = folder.url.appending(path: "machines.dot")
    try Data(run.stdout.utf8).write(to: graph)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dot)
    process.arguments = ["-Tpng", "-O", graph.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "dot failed: \(message)")
    let png = try Data(contentsOf: folder.url.appending(path: "machines.dot.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
  }

  /// A broken drawing is caught: dot rejects it.
  @Test func brokenDrawingFails() throws {
    let dot = try #require(Self.dot)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dot)
    process.arguments = ["-Tpng", "-o", "/dev/null"]
    let input = Pipe()
    process.standardInput = input
    process.standardError = Pipe()
    try process.run()
    input.fileHandleForWriting.write(Data("digraph { s0 -> [label=\"x\"] }".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
  }
}
