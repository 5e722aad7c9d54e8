// A file of HeraldRuntime and its recorded copy in HeraldCore: the check every embedding test
// makes, written once (the copy is the file byte for byte, in the layout swift-format accepts,
// and `HERALD_RECORD_GOLDENS=1` rewrites it).

import Foundation
import Testing

/// A runtime source file and the HeraldCore file that embeds its text.
struct EmbeddedRuntimeFile {
  /// The enum the runtime file declares (`PayloadWireRules`).
  let name: String
  /// What the generated code does with it, for the copy's doc comment.
  let use: String
  /// The suite that records the copy.
  let suite: String

  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The source of truth.
  var file: URL { Self.root.appending(path: "Sources/HeraldRuntime/\(name).swift") }
  /// The embedded copy.
  var embedded: URL {
    Self.root.appending(path: "Sources/HeraldCore/Render/Swift/Embedded\(name).swift")
  }

  /// The source's text.
  func text() throws -> String { try String(contentsOf: file, encoding: .utf8) }

  /// The Swift file that embeds `source`: its lines indented like the code around them, so
  /// that the file passes swift-format too (Swift removes the indentation of the closing
  /// delimiter).
  func embedding(of source: String) -> String {
    let indented = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? String($0) : "    " + $0 }
      .joined(separator: "\n")
    return """
      // The embedded copy of Sources/HeraldRuntime/\(name).swift, written by
      // \(suite): edit that file and run the suite with HERALD_RECORD_GOLDENS=1.

      /// The source of `\(name)`, which \(use).
      enum Embedded\(name) {
        /// The file's text (Swift removes the indentation of the closing delimiter).
        static let source = #\"\"\"
      \(indented.dropLast(indented.hasSuffix("\n") ? 1 : 0))
          \"\"\"#
      }

      """
  }

  /// Checks the copy against the file; `compiled` is the copy's text as built into HeraldCore.
  func check(compiled: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = try text()
    #expect(!text.contains("\"\"\"#"), "the source holds the raw string delimiter")
    #expect(!text.contains("\\#("), "the source holds an interpolation of the raw string")
    let wanted = embedding(of: text)
    let current = (try? String(contentsOf: embedded, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["HERALD_RECORD_GOLDENS"] == "1", current != wanted {
      try Data(wanted.utf8).write(to: embedded, options: .atomic)
      Issue.record(
        "rewrote Embedded\(name).swift; rebuild and run without HERALD_RECORD_GOLDENS",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      current == wanted,
      "Embedded\(name).swift is stale: run \(suite) with HERALD_RECORD_GOLDENS=1",
      sourceLocation: sourceLocation)
    #expect(compiled + "\n" == text, "rebuild after recording", sourceLocation: sourceLocation)
  }
}
