// The XML property-list reader on hand-written input: every construct Apple's format allows.

import Testing

@testable import HeraldPlist

/// Accepted XML: prolog, markup, empty elements, references, CDATA, numbers, dates and data.
struct PlistXMLReaderTests {
  /// A root that is not a dictionary.
  struct NotDictionary: Error {}

  /// The root dictionary of `text`.
  static func read(_ text: String) throws -> [String: PlistValue] {
    guard case .dictionary(let members) = try PlistReader.value(Array(text.utf8)) else {
      throw NotDictionary()
    }
    return members
  }

  /// The value of one element, read as the only value of a dictionary.
  static func value(_ element: String) throws -> PlistValue? {
    try read("<plist><dict><key>v</key>\(element)</dict></plist>")["v"]
  }

  /// Everything around the root: declaration, comments, processing instructions, a document
  /// type with an internal subset, attributes, white space, and comments between elements.
  @Test func prologAndMarkupSkipped() throws {
    let text = """
      <?xml version="1.0" encoding="utf-8" standalone='no'?>
      <!-- written by hand -->
      <?editor keep this?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [
        <!ENTITY unused "a > b">
      ]>
      <plist version="1.0">
      <!-- before the root value -->
      <dict>
      \t<!-- a comment between keys --><key>a</key>
      \t<?pi between?>
      \t<array><?pi in array?><string>x</string> <!-- c --> </array>
      </dict>
      </plist>
      <!-- after the root -->

      """
    #expect(try Self.read(text) == ["a": .array([.string("x")])])
  }

  /// Attributes are skipped, well formed or not, as CoreFoundation skips them; a declared
  /// encoding other than UTF-8 is fine while the file is pure ASCII.
  @Test func attributesAndEncodings() throws {
    let cases = [
      "<?xml version='1.0' encoding='utf8'?><plist version=1.0 junk><dict/></plist>",
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><dict /></plist>",
      "<?xml version=\"1.0\" encoding = \"UTF-8\" ?><plist><dict/></plist>",
      "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<plist><dict><key>é</key><dict/></dict></plist>",
    ]
    #expect(try Self.read(cases[0]) == [:])
    #expect(try Self.read(cases[1]) == [:])
    #expect(try Self.read(cases[2]) == [:])
    #expect(try Self.read(cases[3]) == ["é": .dictionary([:])])
  }

  /// `<dict>` as the root without `<plist>` (CoreFoundation reads it), a UTF-8 byte-order mark
  /// and CRLF line ends.
  @Test func bareRootMarkAndCRLF() throws {
    let text = "\u{FEFF}<dict>\r\n<key>k</key>\r\n<true/>\r\n</dict>\r\n"
    #expect(try Self.read(text) == ["k": .bool(true)])
  }

  /// Empty-element forms and their long forms.
  @Test func emptyElements() throws {
    let members = try Self.read(
      """
      <plist><dict><key>s</key><string/><key>s2</key><string></string><key>d</key><dict/>
      <key>a</key><array/><key>a2</key><array></array><key>t</key><true/>
      <key>t2</key><true></true><key>f</key><false /><key/><string>empty key</string>
      <key>data</key><data/><key>data2</key><data>
      </data></dict></plist>
      """)
    #expect(
      members == [
        "s": .string(""), "s2": .string(""), "d": .dictionary([:]), "a": .array([]),
        "a2": .array([]), "t": .bool(true), "t2": .bool(true), "f": .bool(false),
        "": .string("empty key"), "data": .data([]), "data2": .data([]),
      ])
  }

  /// Entity and character references, CDATA sections, comments inside text, non-ASCII text and
  /// white space kept as written; references in keys too.
  @Test func textContent() throws {
    let members = try Self.read(
      """
      <plist><dict><key>&lt;k&gt; &amp;</key><string>&quot;&apos; &#65;&#x42;&#x1F642; é日</string>
      <key>c</key><string>a<![CDATA[<&>]]>b<!-- gone -->c</string>
      <key>w</key><string>  two\n lines\t</string></dict></plist>
      """)
    #expect(
      members == [
        "<k> &": .string("\"' AB🙂 é日"), "c": .string("a<&>bc"), "w": .string("  two\n lines\t"),
      ])
  }

  /// A repeated key keeps its last value, as in Foundation.
  @Test func repeatedKeyKeepsLastValue() throws {
    let text =
      "<plist><dict><key>k</key><integer>1</integer><key>k</key><integer>2</integer></dict></plist>"
    #expect(try Self.read(text) == ["k": .integer(2)])
  }

  /// Integers: signs, hexadecimal, leading zeros, white space around, the 64-bit edges.
  @Test func integers() throws {
    let cases: [(String, Int)] = [
      ("42", 42), ("-42", -42), ("+7", 7), ("0x1F", 31), ("0X1f", 31), ("-0x10", -16),
      (" 12\n", 12), ("010", 10), ("0", 0), ("-0", 0), ("000", 0),
      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
      ("-0x8000000000000000", Int.min),
    ]
    for (text, expected) in cases {
      #expect(try Self.value("<integer>\(text)</integer>") == .integer(expected), "\(text)")
    }
  }

  /// Reals: decimal forms, exponents, overflow to infinity, and CoreFoundation's spellings of
  /// NaN and the infinities in any case.
  @Test func reals() throws {
    let cases: [(String, Double)] = [
      ("1", 1), ("0.5", 0.5), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("-2.5E-3", -0.0025),
      ("+1.5", 1.5), (" 3.25 ", 3.25), ("1e400", .infinity), ("inf", .infinity),
      ("-inf", -.infinity), ("+infinity", .infinity), ("-Infinity", -.infinity),
      ("INF", .infinity), ("+inf", .infinity),
    ]
    for (text, expected) in cases {
      #expect(try Self.value("<real>\(text)</real>") == .real(expected), "\(text)")
    }
    for text in ["nan", "NaN", "NAN"] {
      guard case .real(let number)? = try Self.value("<real>\(text)</real>") else {
        Issue.record("\(text) is not a real")
        continue
      }
      #expect(number.isNaN)
    }
  }

  /// Dates: the epoch, Apple's reference date, leap days, both ends of years 1 to 9999.
  @Test func dates() throws {
    let cases: [(String, Double)] = [
      ("1970-01-01T00:00:00Z", 0), ("2001-01-01T00:00:00Z", 978_307_200),
      ("2000-02-29T12:34:56Z", 951_827_696), ("1969-12-31T23:59:59Z", -1),
      ("0001-01-01T00:00:00Z", -62_135_596_800), ("9999-12-31T23:59:59Z", 253_402_300_799),
      (" 1900-03-01T00:00:00Z\n", -2_203_891_200),
    ]
    for (text, expected) in cases {
      #expect(try Self.value("<date>\(text)</date>") == .date(expected), "\(text)")
    }
  }

  /// Base64 data: padding of each length, white space anywhere, the whole byte range.
  @Test func data() throws {
    let cases: [(String, [UInt8])] = [
      ("AA==", [0]), ("AAE=", [0, 1]), ("AAEC", [0, 1, 2]), ("AAEC/w==", [0, 1, 2, 255]),
      ("\n\t\tAA\n\t\tEC /w\r\n==\n\t", [0, 1, 2, 255]), ("+/+/", [0xFB, 0xFF, 0xBF]),
    ]
    for (text, expected) in cases {
      #expect(try Self.value("<data>\(text)</data>") == .data(expected), "\(text)")
    }
    let all = PlistWriter.document(.dictionary(["v": .data(Array(0...255))]))
    #expect(try Self.read(all) == ["v": .data(Array(0...255))])
  }

  /// Lines and columns: LF, CRLF and CR end lines, columns count Unicode scalars, and a
  /// byte-order mark is not a column.
  @Test func textPositions() {
    let text = Array("\u{FEFF}a\r\nbé日🙂x\rz\n".utf8)
    let x = text.firstIndex(of: UInt8(ascii: "x"))!
    #expect(PlistTextPosition(of: 3, in: text).description == "line 1, column 1")
    #expect(PlistTextPosition(of: x, in: text).description == "line 2, column 5")
    #expect(PlistTextPosition(of: x + 2, in: text).description == "line 3, column 1")
    #expect(PlistTextPosition(of: text.count, in: text).description == "line 4, column 1")
  }
}
