// The XML property-list reader on broken input: every failure names the file, the line and
// the column, and says what is wrong.

import Testing

@testable import HeraldPlist

/// Malformed XML structure and markup.
struct PlistXMLErrorTests {
  /// The message for `text`, or a note that it was read.
  static func message(_ text: String) -> String {
    message(Array(text.utf8))
  }

  /// The message for `bytes`, or a note that they were read.
  static func message(_ bytes: [UInt8]) -> String { PlistReading.message(bytes) }

  /// What the reader says of a malformed file: `reason` itself (`plist merge` puts it in a
  /// sentence naming the file).
  static func malformed(_ reason: String) -> String { reason }

  /// Broken structure, located at the construct that breaks it.
  @Test func structureErrors() {
    let cases: [(String, String)] = [
      (
        "<plist><dict><key>a</key><foo/></dict></plist>",
        "line 1, column 26: unknown element <foo>; expected <dict>, <array>, <string>, "
          + "<integer>, <real>, <true/>, <false/>, <date> or <data>"
      ),
      (
        "<plist><array><key>a</key></array></plist>",
        "line 1, column 15: a <key> belongs in a <dict>; expected <dict>, <array>, <string>, "
          + "<integer>, <real>, <true/>, <false/>, <date> or <data>"
      ),
      (
        "<plist><dict>\n  <key>a</key>\n</dict></plist>",
        "line 2, column 3: the key 'a' has no value"
      ),
      (
        "<plist><dict><string>a</string></dict></plist>",
        "line 1, column 14: expected a <key> in the <dict> at line 1, column 8, found <string>"
      ),
      (
        "<plist><array> text </array></plist>",
        "line 1, column 16: unexpected 'text </array>' in the <array> at line 1, column 8; "
          + "only elements belong there"
      ),
      (
        "<plist><dict>\n<key>a</key><string>x</strin></dict></plist>",
        "line 2, column 22: expected '</string>' to close the <string> at line 2, column 13, "
          + "found '</strin>'"
      ),
      (
        "<plist><dict><key>a</key><true>x</true></dict></plist>",
        "line 1, column 32: expected '</true>' to close the <true> at line 1, column 26, found 'x</true>'"
      ),
      (
        "<plist>\n<dict>\n<key>a</key><string>x</string>",
        "line 3, column 31: the <dict> at line 2, column 1 is not closed with '</dict>'"
      ),
      (
        "<plist><dict><key>a</key><string>x",
        "line 1, column 35: the <string> at line 1, column 26 is not closed with '</string>'"
      ),
      ("<plist/>", "line 1, column 1: the <plist> element is empty; it must hold one value"),
      (
        "<plist> <!-- --> </plist>",
        "line 1, column 1: the <plist> element is empty; it must hold one value"
      ),
      (
        "<plist><dict/><dict/></plist>",
        "line 1, column 15: <plist> holds one value, but a second one, <dict>, follows"
      ),
      (
        "<plist><dict/></plist>\njunk", "line 2, column 1: unexpected 'junk' after the root element"
      ),
      (
        "<plist><dict><key>p</key><plist/></dict></plist>",
        "line 1, column 26: <plist> can only be the outermost element"
      ),
      (
        "<plist><dict><key>a</key><string>a < b</string></dict></plist>",
        "line 1, column 36: unexpected '< b</string>' inside <string>; write '<' as '&lt;'"
      ),
      (
        "<plist><dict><key>a</key><string>x</string></dict></plist",
        "line 1, column 51: expected '</plist>' to close the <plist> at line 1, column 1, found '</plist'"
      ),
      (
        "   hello <plist/>",
        "line 1, column 4: expected an XML property list ('<?xml' or '<plist>') or a binary one ('bplist00'), found 'hello'"
      ),
    ]
    for (text, reason) in cases {
      #expect(Self.message(text) == Self.malformed(reason), "\(text)")
    }
  }

  /// Unclosed markup is reported where it opens.
  @Test func unclosedMarkup() {
    let cases: [(String, String)] = [
      (
        "<plist><!-- never closed <dict/></plist>",
        "line 1, column 8: this comment is not closed with '-->'"
      ),
      ("<?xml version=\"1.0\">", "line 1, column 1: the XML declaration is not closed with '?>'"),
      ("<plist version=\"1.0\"", "line 1, column 1: the <plist> tag is not closed with '>'"),
      (
        "<!DOCTYPE plist [ <!ENTITY x 'y'> <plist/>",
        "line 1, column 1: this <!DOCTYPE is not closed with '>'"
      ),
      (
        "<plist><dict><key>a</key><string><![CDATA[x</string></dict></plist>",
        "line 1, column 34: this CDATA section is not closed with ']]>'"
      ),
      (
        "<plist><dict><key>a</key><string>&amp</string></dict></plist>",
        "line 1, column 34: '&' starts no reference; write '&' as '&amp;'"
      ),
      (
        "<plist><dict><key>a</key><string>&nbsp;</string></dict></plist>",
        "line 1, column 34: unknown reference '&nbsp;'; use &lt; &gt; &amp; &quot; &apos; or &#NN; / &#xNN;"
      ),
      (
        "<plist><dict><key>a</key><string>&#xD800;</string></dict></plist>",
        "line 1, column 34: unknown reference '&#xD800;'; use &lt; &gt; &amp; &quot; &apos; or &#NN; / &#xNN;"
      ),
    ]
    for (text, reason) in cases {
      #expect(Self.message(text) == Self.malformed(reason), "\(text)")
    }
  }
}
