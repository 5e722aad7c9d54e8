// Plist strings, keys and header comments read back by FoundationXML's XMLParser (libxml2).

import Foundation
import Testing

@testable import HeraldCore
@testable import HeraldPlist
@testable import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every hostile string gives a well-formed plist that reads back as the string, with the
/// characters XML 1.0 cannot hold replaced by U+FFFD.
@Suite struct XMLEscapingTests {
  /// `<string>` and `<key>` content reads back exactly (up to the documented U+FFFD), and a
  /// header comment naming the strings as paths keeps the document well-formed.
  @Test func plistTextRoundTripsThroughXMLParser() throws {
    let strings = HostileText.strings(seed: 41)
    let keyed = Dictionary(
      strings.enumerated().map {
        (String(format: "%05d", $0.offset) + $0.element, PlistValue.integer($0.offset))
      },
      uniquingKeysWith: { first, _ in first })
    let root = PlistValue.dictionary([
      "items": .array(strings.map(PlistValue.string)), "keyed": .dictionary(keyed),
    ])
    let document = PlistWriter.document(root, comment: FileHeader.xml(sources: strings))
    let reader = ElementTextReader()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    try #require(parsed, "\(String(describing: parser.parserError))")
    try #require(reader.comments.count == 1)
    #expect(!reader.comments[0].contains { $0.isNewline })
    let texts = reader.texts(of: "string")
    try #require(texts.count == strings.count)
    for (text, original) in zip(texts, strings) {
      #expect(
        HostileText.scalars(text) == HostileText.scalars(Self.representable(original)),
        "\(HostileText.describe(original))")
    }
    let keys = reader.texts(of: "key").filter { $0 != "items" && $0 != "keyed" }
    let expected = keyed.keys.sorted().map(Self.representable)
    #expect(keys.map(HostileText.scalars) == expected.map(HostileText.scalars))
  }

  /// The escaper's output never holds a raw CR, `]]>` or a character XML 1.0 forbids.
  @Test func textHoldsOnlyXMLCharacters() {
    for text in HostileText.strings(seed: 42) {
      let escaped = XMLEscaping.text(text)
      #expect(!escaped.unicodeScalars.contains("\r"))
      #expect(!escaped.unicodeScalars.contains(">"))  // so no `]]>` either
      #expect(escaped.unicodeScalars.allSatisfy(XMLEscaping.isAllowed))
      let comment = XMLEscaping.comment(text)
      let pairs = zip(comment.unicodeScalars, comment.unicodeScalars.dropFirst())
      #expect(!pairs.contains { $0 == "-" && $1 == "-" })
      #expect(!comment.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
    }
  }

  /// What XML 1.0 can hold of a string: forbidden scalars become U+FFFD (docs/decisions.md).
  static func representable(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: output.append(scalar)
      case 0x00...0x1F, 0xFFFE, 0xFFFF: output.append("\u{FFFD}")
      default: output.append(scalar)
      }
    }
    return String(output)
  }
}

/// Collects each element's character data, in document order, and the comments.
final class ElementTextReader: NSObject, XMLParserDelegate {
  /// Element name and text, in document order.
  private(set) var elements: [(name: String, text: String)] = []
  /// The comments.
  private(set) var comments: [String] = []
  /// The text of the element being read.
  private var current: String?

  /// The texts of every element named `name`.
  func texts(of name: String) -> [String] { elements.filter { $0.name == name }.map(\.text) }

  /// Starts collecting an element's text.
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    current = ""
  }

  /// Adds character data to the current element.
  func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

  /// Keeps the finished element's text (only leaf elements have one).
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if let current { elements.append((elementName, current)) }
    current = nil
  }

  /// Keeps a comment.
  func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }
}
