// The language server's work per message, counted by the code itself (bytes copied and scanned,
// tree nodes visited, folder walks, queued bytes) and compared across doubling inputs on shapes
// chosen to be worst cases: applying edits must cost in proportion to the edits, not to the
// document; saves must not each walk the folders; a client that does not read must not make
// the queue grow with the messages. Timings are in scripts/bench-lsp, not here.

import HeraldCore
import Testing

@testable import HeraldLSP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scaling tests of `herald lsp`.
struct LSPScalingTests {
  /// The document shapes, each about `size` bytes, with the edits that are worst for it.
  enum Shape: CaseIterable {
    /// Spec-like short lines; each edit types at a line far from the last one.
    case lines
    /// One line without a break; each edit is near its end, a million characters in.
    case oneLine
    /// Short lines; edits alternate between the first and the last line (the worst case of a
    /// gap buffer).
    case alternatingEnds
    /// Lines of emoji and CR LF; edits land inside surrogate pairs and delete across lines.
    case astral

    /// A document of about `size` bytes.
    func text(_ size: Int) -> String {
      switch self {
      case .lines, .alternatingEnds:
        String(repeating: "      title: Pause the episode\n", count: size / 31)
      case .oneLine: String(repeating: "abcdefghij", count: size / 10)
      case .astral: String(repeating: "a: 🎧é🎧\r\n", count: size / 17)
      }
    }

    /// The `index`th edit of a batch on a document of `lines` lines of `width` UTF-16 units.
    func change(_ index: Int, lines: Int, width: Int, insert: String) -> TextChange {
      let (line, character, length): (Int, Int, Int) =
        switch self {
        case .lines: ((index * 7_919) % lines, 8, 0)
        case .oneLine: (0, width - 10 - index % 97, 1)
        case .alternatingEnds: (index % 2 == 0 ? 0 : lines - 2, 6, 0)
        case .astral: ((index * 7_919) % (lines - 2), 4, 2)  // inside the first emoji
        }
      let start = LSPPosition(line: line, character: character)
      // `length` characters to the right, or, for the astral shape, to the next line.
      let end =
        self == .astral
        ? LSPPosition(line: line + 1, character: 1)
        : LSPPosition(line: line, character: character + length)
      return TextChange(range: LSPRange(start: start, end: end), text: Array(insert.utf8))
    }
  }

  /// The work counted while one `didChange` batch of `edits` edits, each inserting `insert`,
  /// applies to a document of the shape and about `size` bytes (building the document is not
  /// counted).
  static func work(_ shape: Shape, size: Int, edits: Int, insert: String = "x") -> Int {
    var document = TextDocument(uri: "file:///w.herald.yml", version: 1, text: shape.text(size))
    let start = document.buffer.work.total
    let lines = document.buffer.lineCount
    let width = shape == .oneLine ? document.buffer.count : 0
    for index in 0..<edits {
      document.apply(shape.change(index, lines: lines, width: width, insert: insert))
    }
    return document.buffer.work.total - start
  }

  /// For every shape, a batch of 1,000 small edits costs about the same on 1, 2 and 4 MB
  /// documents: doubling the document adds a tree level or so per edit, where a copy of the
  /// text per edit would double the work.
  @Test(arguments: Shape.allCases)
  func editsDoNotGrowWithTheDocument(_ shape: Shape) {
    let counts = [1 << 20, 2 << 20, 4 << 20].map { Self.work(shape, size: $0, edits: 1_000) }
    for (small, large) in zip(counts, counts.dropFirst()) {
      #expect(Double(large) < 1.25 * Double(small), "\(shape): \(counts)")
    }
    // Each small edit rebuilds a few chunks: well below the 1 MB a whole copy would take.
    #expect(counts.allSatisfy { $0 < 1_000 * 16 * TextBuffer.defaultChunkSize }, "\(counts)")
  }

  /// Doubling the edits of a batch doubles its work, on a 4 MB document.
  @Test(arguments: Shape.allCases)
  func editsGrowLinearlyWithTheirNumber(_ shape: Shape) {
    let counts = [500, 1_000, 2_000].map { Self.work(shape, size: 4 << 20, edits: $0) }
    for (small, large) in zip(counts, counts.dropFirst()) {
      let ratio = Double(large) / Double(small)
      #expect(ratio > 1.6 && ratio < 2.4, "\(shape): \(counts)")
    }
  }

  /// Doubling the text each edit inserts doubles the work of a batch.
  @Test func editsGrowLinearlyWithTheirSize() {
    let counts = [16_384, 32_768, 65_536].map { size in
      Self.work(
        .lines, size: 1 << 20, edits: 50, insert: String(repeating: "y: z\n", count: size / 5))
    }
    for (small, large) in zip(counts, counts.dropFirst()) {
      let ratio = Double(large) / Double(small)
      #expect(ratio > 1.6 && ratio < 2.4, "\(counts)")
    }
  }

  /// A message body.
  static func body(_ message: JSON) -> [UInt8] { Array(message.serialized.utf8) }

  /// A notification body.
  static func notification(_ method: String, _ params: JSON) -> [UInt8] {
    body(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// A server initialized on a folder, writing to `output` (nobody reads it).
  static func server(output: Int32) -> LanguageServer {
    let server = LanguageServer(
      transport: Transport(input: open("/dev/null", O_RDONLY), output: output), version: "test")
    _ = server.handle(
      body([
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": ["rootUri": "file:///nonexistent-herald-workspace", "capabilities": [:]],
      ]))
    _ = server.handle(notification("initialized", [:]))
    return server
  }

  /// Saves and file events only mark the folders for a new walk: 100 or 200 of them in a row
  /// cost the one walk the next analysis makes, and a request after it walks no more.
  @Test func savesDoNotEachWalkTheFolders() {
    let output = open("/dev/null", O_WRONLY)
    defer { _ = close(output) }
    for saves in [100, 200] {
      let server = Self.server(output: output)
      #expect(server.discoveries == 1)
      for index in 0..<saves {
        let method = index % 2 == 0 ? "textDocument/didSave" : "workspace/didChangeWatchedFiles"
        _ = server.handle(Self.notification(method, ["textDocument": ["uri": "file:///x.yml"]]))
      }
      #expect(server.discoveries == 1, "\(saves) saves")
      server.refresh()
      #expect(server.discoveries == 2, "\(saves) saves")
      _ = server.handle(
        Self.body([
          "jsonrpc": "2.0", "id": 2, "method": "textDocument/documentSymbol",
          "params": ["textDocument": ["uri": "file:///x.herald.yml"]],
        ]))
      #expect(server.discoveries == 2, "\(saves) saves")
    }
  }

  /// A client that does not read while its document is analysed 50 or 100 times: the queue
  /// holds the newest diagnostics, not one list per analysis, so its peak does not grow with
  /// the analyses.
  @Test func unreadDiagnosticsDoNotGrowTheQueue() {
    var peaks: [Int] = []
    for analyses in [50, 100] {
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      defer { for end in ends { _ = close(end) } }
      let server = Self.server(output: ends[1])
      // The client's end is full from here on (the transport made the pipe non-blocking).
      let filler = [UInt8](repeating: 32, count: 4_096)
      while write(ends[1], filler, filler.count) > 0 {}
      let uri = "file:///nonexistent-herald-workspace/a.herald.yml"
      let text = "a: [\n"  // a YAML error: one diagnostic per analysis
      _ = server.handle(
        Self.notification(
          "textDocument/didOpen",
          ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]]))
      for version in 2..<(2 + analyses) {
        _ = server.handle(
          Self.notification(
            "textDocument/didChange",
            [
              "textDocument": ["uri": .string(uri), "version": .int(version)],
              "contentChanges": [["text": .string(text + "#\(version)\n")]],
            ]))
        server.refresh()
      }
      #expect(server.transport.queue.replacedCount == analyses - 1)
      peaks.append(server.transport.queue.peakByteCount)
    }
    #expect(Double(peaks[1]) < 1.1 * Double(peaks[0]), "\(peaks)")
  }
}
