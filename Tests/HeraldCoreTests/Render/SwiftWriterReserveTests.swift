// The columns the writer keeps free after an array, as swift-format does before it breaks one.

import Testing

@testable import HeraldCore

/// `SwiftWriter.reserve(after:)` against widths measured with swift-format (lineLength 100).
@Suite struct SwiftWriterReserveTests {
  /// An array of atoms `[a, b, …]`.
  static func array(_ items: String...) -> SwiftExpression { .array(items.map { .atom($0) }) }

  /// A flat array keeps one column for the trailing comma; an array ending with an array keeps
  /// more, as the generated harness's `paths` showed (a 98-column line swift-format broke).
  @Test func reservedColumns() {
    #expect(SwiftWriter.reserve(after: .atom("x")) == 0)
    #expect(SwiftWriter.reserve(after: Self.array("a")) == 0)
    #expect(SwiftWriter.reserve(after: Self.array("a", "b")) == 1)
    #expect(SwiftWriter.reserve(after: .array([Self.array("a"), Self.array("b")])) == 2)
    #expect(SwiftWriter.reserve(after: .array([Self.array("a"), Self.array("b", "c")])) == 3)
    #expect(SwiftWriter.reserve(after: .array([Self.array("a", "b")])) == 1)
  }

  /// The `paths` line of a harness at the width swift-format breaks is broken by the writer too.
  @Test func nestedArrayBreaksWhereSwiftFormatDoes() {
    var writer = SwiftWriter()
    writer.indented {
      $0.indented {
        $0.expression(
          "static let paths: [[String]] = ",
          .array([
            Self.array("\"reply\""), Self.array("\"REPLY\""), Self.array("\"REPLY\"", "\"reply\""),
            Self.array("\"REPLY\"", "\"snooze\""),
          ]))
      }
    }
    #expect(writer.text.split(separator: "\n").count == 3, "\(writer.text)")
  }
}
