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
  /// The runtime file and its copy.
  static let runtime = EmbeddedRuntimeFile(
    name: "LocalizedFormatScanner", use: "the generated `formatted` helper declares for itself",
    suite: "LocalizedFormatScannerEmbeddingTests")

  /// The source of truth.
  static var file: URL { runtime.file }

  /// The embedded text is the file's, byte for byte; `HERALD_RECORD_GOLDENS=1` rewrites the
  /// embedding file (and fails, as goldens do).
  @Test func embeddedCopyIsTheSourceFile() throws {
    try Self.runtime.check(compiled: EmbeddedLocalizedFormatScanner.source)
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
