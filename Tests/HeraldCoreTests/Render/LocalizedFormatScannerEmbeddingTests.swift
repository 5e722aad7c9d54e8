// The format scanner ships in generated code from its one source: the embedded copy is
// Sources/HeraldRuntime/LocalizedFormatScanner.swift byte for byte, the generated declaration is
// that file's enum, file-private, and the names the helper declares are reserved.

import Foundation
import HeraldRuntime
import Testing

@testable import HeraldCore

/// `EmbeddedLocalizedFormatScanner` against its source of truth, and what the renderer makes of
/// it.
@Suite struct LocalizedFormatScannerEmbeddingTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The source of truth.
  static let file = root.appending(path: "Sources/HeraldRuntime/LocalizedFormatScanner.swift")

  /// The embedded copy.
  static let embedded = root.appending(
    path: "Sources/HeraldCore/Render/Swift/EmbeddedLocalizedFormatScanner.swift")

  /// The Swift file that embeds `source`, indented as `PayloadWireRulesEmbeddingTests` indents
  /// its copy.
  static func embedding(of source: String) -> String {
    let indented = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? String($0) : "    " + $0 }
      .joined(separator: "\n")
    return """
      // The embedded copy of Sources/HeraldRuntime/LocalizedFormatScanner.swift, written by
      // LocalizedFormatScannerEmbeddingTests: edit that file and run the suite with HERALD_RECORD_GOLDENS=1.

      /// The source of `LocalizedFormatScanner`, which the generated `formatted` helper declares for itself.
      enum EmbeddedLocalizedFormatScanner {
        /// The file's text (Swift removes the indentation of the closing delimiter).
        static let source = #\"\"\"
      \(indented.dropLast(indented.hasSuffix("\n") ? 1 : 0))
          \"\"\"#
      }

      """
  }

  /// The embedded text is the file's, byte for byte; `HERALD_RECORD_GOLDENS=1` rewrites the
  /// embedding file (and fails, as goldens do).
  @Test func embeddedCopyIsTheSourceFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(!text.contains("\"\"\"#"), "the source holds the raw string delimiter")
    #expect(!text.contains("\\#("), "the source holds an interpolation of the raw string")
    let wanted = Self.embedding(of: text)
    let current = (try? String(contentsOf: Self.embedded, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["HERALD_RECORD_GOLDENS"] == "1", current != wanted {
      try Data(wanted.utf8).write(to: Self.embedded, options: .atomic)
      Issue.record(
        "rewrote EmbeddedLocalizedFormatScanner.swift; rebuild and run without HERALD_RECORD_GOLDENS"
      )
      return
    }
    #expect(
      current == wanted,
      "EmbeddedLocalizedFormatScanner.swift is stale: run LocalizedFormatScannerEmbeddingTests with HERALD_RECORD_GOLDENS=1"
    )
    #expect(EmbeddedLocalizedFormatScanner.source + "\n" == text, "rebuild after recording")
  }

  /// The helper ends with the source's enum and its documentation, file-private, every line of
  /// its body as the source has it but for `public`, and nothing of the source's file header;
  /// the template calls the scanner rather than reading formats itself.
  @Test func generatedDeclarationIsTheSourceEnum() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    var writer = SwiftWriter()
    FormatSwiftSource.write(&writer)
    let generated = writer.text
    let declaration = try #require(generated.firstRange(of: "/// The specifiers of a localized"))
    let scanner = generated[declaration.lowerBound...]
    #expect(scanner.contains("\nfileprivate enum LocalizedFormatScanner {\n"))
    #expect(!scanner.contains("public "))
    #expect(!generated.contains("This file is its one source"))
    let start = try #require(text.firstRange(of: "/// The specifiers of a localized"))
    let body = text[start.lowerBound...].replacing("public ", with: "")
      .replacing("enum LocalizedFormatScanner", with: "fileprivate enum LocalizedFormatScanner")
    #expect(scanner == body)
    let helper = generated[..<declaration.lowerBound]
    #expect(helper.contains("LocalizedFormatScanner.fill("))
    #expect(helper.contains("LocalizedFormatScanner.specifiers(in:"))
    for parsing in ["firstIndex(of: \"%\")", "\"0123456789", "prefix(3)"] {
      #expect(!helper.contains(parsing), "the template reads formats itself: \(parsing)")
    }
  }

  /// Every type the helper declares at its top level is a name `GeneratedNames` lists and
  /// `SwiftNameRule` keeps category types from taking, in the namespace and in a content
  /// extension's type.
  @Test func helperTypesAreReserved() {
    var writer = SwiftWriter()
    FormatSwiftSource.write(&writer)
    let pattern = #/\n(?:@?\w+ )*(?:struct|enum|class|actor) (\w+)/#
    let declared = Set(("\n" + writer.text).matches(of: pattern).map { String($0.output.1) })
    #expect(declared == [GeneratedNames.formatArgumentType, GeneratedNames.formatScannerType])
    for name in declared {
      #expect(SwiftNameRule.reservedTypeNames.contains(name), "\(name)")
      #expect(SwiftNameRule.reservedExtensionTypeNames.contains(name), "\(name)")
    }
  }
}
