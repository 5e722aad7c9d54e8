// The XML property-list reader on bad values and on text that is not XML: located messages,
// unsupported values by key path, and Foundation's classification of old-style text.

import Testing

/// Bad scalars, encodings, unsupported values, deep nesting and old-style text.
struct PlistXMLValueErrorTests {
  /// The message for `text` (see `PlistXMLErrorTests`).
  static func message(_ text: String) -> String { PlistXMLErrorTests.message(text) }

  /// The message for `bytes`.
  static func message(_ bytes: [UInt8]) -> String { PlistXMLErrorTests.message(bytes) }

  /// What the reader says of a malformed file (see `PlistXMLErrorTests`).
  static func malformed(_ reason: String) -> String { PlistXMLErrorTests.malformed(reason) }

  /// Bad scalar text, located at the first character of the value.
  @Test func scalarErrors() {
    let cases: [(String, String)] = [
      ("<integer>12a</integer>", "line 1, column 35: '12a' is not an integer"),
      ("<integer>- 1</integer>", "line 1, column 35: '- 1' is not an integer"),
      ("<integer>0x</integer>", "line 1, column 35: '0x' is not an integer"),
      (
        "<integer>18446744073709551616</integer>",
        "line 1, column 35: '18446744073709551616' does not fit in 64 bits"
      ),
      (
        "<integer>-9223372036854775809</integer>",
        "line 1, column 35: '-9223372036854775809' does not fit in 64 bits"
      ),
      ("<integer/>", "line 1, column 26: <integer> is empty; give its value"),
      ("<integer> </integer>", "line 1, column 26: <integer> is empty; give its value"),
      ("<real>1.5x</real>", "line 1, column 32: '1.5x' is not a real number"),
      ("<real>0x10</real>", "line 1, column 32: '0x10' is not a real number"),
      ("<real>nan(1)</real>", "line 1, column 32: 'nan(1)' is not a real number"),
      ("<real>1e</real>", "line 1, column 32: '1e' is not a real number"),
      (
        "<date>2001-01-01T00:00:00.5Z</date>",
        "line 1, column 32: '2001-01-01T00:00:00.5Z' is not a date; write YYYY-MM-DDTHH:MM:SSZ (UTC)"
      ),
      (
        "<date>2001-1-01T00:00:00Z</date>",
        "line 1, column 32: '2001-1-01T00:00:00Z' is not a date; write YYYY-MM-DDTHH:MM:SSZ (UTC)"
      ),
      (
        "<date>2001-02-29T00:00:00Z</date>",
        "line 1, column 32: '2001-02-29T00:00:00Z' names no moment that exists"
      ),
      (
        "<date>2001-01-01T24:00:00Z</date>",
        "line 1, column 32: '2001-01-01T24:00:00Z' names no moment that exists"
      ),
      ("<date/>", "line 1, column 26: <date> is empty; give its value"),
      ("<data>AA!A</data>", "line 1, column 34: '!' is not a base64 character in <data>"),
      ("<data>AAé=</data>", "line 1, column 34: 'é' is not a base64 character in <data>"),
      ("<data>A===</data>", "line 1, column 33: misplaced '=' in base64 <data>"),
      ("<data>AA=A</data>", "line 1, column 35: base64 <data> goes on after its '=' padding"),
      (
        "<data>AAA</data>",
        "line 1, column 35: base64 <data> ends inside a group of four characters; is it cut short?"
      ),
    ]
    for (element, reason) in cases {
      let text = "<plist><dict><key>v</key>\(element)</dict></plist>"
      #expect(Self.message(text) == Self.malformed(reason), "\(element)")
    }
  }

  /// Encodings other than UTF-8 and invalid UTF-8.
  @Test func encodingErrors() {
    #expect(
      Self.message(
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><dict><key>é</key><true/></dict></plist>"
      )
        == Self.malformed(
          "line 1, column 31: the file declares the encoding 'ISO-8859-1'; save it as UTF-8 and "
            + "declare encoding=\"UTF-8\""))
    let invalid =
      Array("<plist><dict><key>".utf8) + [0xC3, 0x28] + Array("</key></dict></plist>".utf8)
    #expect(
      Self.message(invalid)
        == Self.malformed("line 1, column 19: invalid UTF-8 (byte 0xC3); save the file as UTF-8"))
    let wide: [UInt8] = [0xFF, 0xFE] + "<plist/>".utf8.flatMap { [$0, 0] }
    #expect(Self.message(wide) == Self.malformed("it is UTF-16 or UTF-32 text; save it as UTF-8"))
  }

  /// Values Herald could not write back unchanged, named by key path.
  @Test func unsupportedValues() {
    let text =
      "<plist><dict><key>list</key><array><true/><date>10000-01-01T00:00:00Z</date></array></dict></plist>"
    #expect(
      Self.message(text)
        == "a date outside years 1 to 9999 at 'list.1'")
    let year0 = "<plist><dict><key>d</key><date>0000-12-31T23:59:59Z</date></dict></plist>"
    #expect(Self.message(year0) == "a date outside years 1 to 9999 at 'd'")
  }

  /// Arrays and dictionaries nested more than 512 deep fail without exhausting the stack.
  @Test func deepNestingRefused() {
    let depth = 1000
    let text =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(
      Self.message(text)
        == Self.malformed(
          "line 1, column 3592: arrays and dictionaries are nested more than 512 deep"))
  }

  /// Text that is not XML: an old-style dictionary or strings file, other old-style values,
  /// and text that is neither, as Foundation classifies them.
  @Test func oldStyleAndPlainText() {
    let oldStyle = "an old-style (OpenStep) dictionary"
    for text in [
      "{ a = b; }", "/* c */ { a = (1, 2,); \"b\" = <0a 0b>; c; // d\n}", "a = b;\nc = \"d\";",
    ] {
      #expect(Self.message(text) == oldStyle, "\(text)")
    }
    for text in ["hello", "\"hello world\"", "( a, b )", "'single'"] {
      #expect(
        Self.message(text) == Self.malformed("old-style text, not a dictionary"), "\(text)")
    }
    #expect(
      Self.message("{ a = b")
        == Self.malformed(
          "line 1, column 1: expected an XML property list ('<?xml' or '<plist>') or a binary one ('bplist00'), found '{'"
        ))
    #expect(Self.message("") == Self.malformed("the file is empty"))
    #expect(Self.message(" \n\t") == Self.malformed("the file holds only white space"))
  }
}
