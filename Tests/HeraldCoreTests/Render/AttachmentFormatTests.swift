// The attachment formats the service file reads types from: one per type identifier Apple
// lists, none named twice, so the generated switches have no duplicate case.

import Testing

@testable import HeraldCore

@Suite struct AttachmentFormatTests {
  /// Every type identifier of every kind has exactly one format, and no format is of no kind.
  @Test func everyTypeIdentifierHasOneFormat() {
    let identifiers = AttachmentKind.allCases.flatMap(\.typeIdentifiers)
    for identifier in identifiers {
      #expect(AttachmentFormat.all.filter { $0.typeIdentifier == identifier }.count == 1)
    }
    #expect(Set(AttachmentFormat.all.map(\.typeIdentifier)) == Set(identifiers))
  }

  /// No MIME type or extension names two formats; each is lowercase; each format has an
  /// extension to write.
  @Test func namesAreUniqueAndLowercase() {
    for names in [
      AttachmentFormat.all.flatMap(\.mimeTypes), AttachmentFormat.all.flatMap(\.fileExtensions),
    ] {
      #expect(Set(names).count == names.count)
      #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
    }
    #expect(AttachmentFormat.all.allSatisfy { !$0.fileExtensions.isEmpty })
  }

  /// The digit grouping of the byte limits, as swift-format's `GroupNumericLiterals` wants.
  @Test func groupsDigitsByThree() {
    #expect(ServiceSwiftRenderer.grouped(50_000_000) == "50_000_000")
    #expect(ServiceSwiftRenderer.grouped(999) == "999")
    #expect(ServiceSwiftRenderer.grouped(1_000) == "1_000")
  }
}
