// How `plist merge` words a file it cannot read: the reader's problem (HeraldPlistTests) in a
// sentence naming the file and what to do.

import HeraldPlist
import Testing

@testable import HeraldCLI

/// Tests of `PlistReader.parse(_:path:)` and `PlistFileError`'s messages.
struct PlistFileErrorTests {
  /// Files that are not dictionary plists fail with a message naming the file.
  @Test func readErrorsNameTheFile() {
    let cases: [(String, String)] = [
      ("not a plist at all", "'in.plist' is not a property list"),
      ("hello", "'in.plist' is not a property list"),
      ("", "'in.plist' is not a property list"),
      ("{ a = b; }", "'in.plist' is an old-style (OpenStep) property list"),
      ("<plist version=\"1.0\"><array/></plist>", "the root of 'in.plist' is an array"),
    ]
    for (text, message) in cases {
      do {
        _ = try PlistReader.parse(Array(text.utf8), path: "in.plist")
        Issue.record("'\(text)' was read as a dictionary plist")
      } catch {
        #expect(error.description.hasPrefix(message), "\(text): \(error)")
      }
    }
  }

  /// Each kind of reader problem becomes its sentence: text by line and column, binary by byte,
  /// unsupported values by key path.
  @Test func problemsBecomeSentences() {
    func message(_ text: String) -> String {
      do {
        return "read: \(try PlistReader.parse(Array(text.utf8), path: "in.plist"))"
      } catch {
        return error.description
      }
    }
    #expect(
      message("<plist><dict><key>a</key><integer>12a</integer></dict></plist>")
        == "'in.plist' is not a property list (line 1, column 35: '12a' is not an integer); "
        + "give an XML or binary Info.plist")
    #expect(
      message("<plist><dict><key>d</key><date>0000-12-31T23:59:59Z</date></dict></plist>")
        .hasPrefix("'in.plist' holds a date outside years 1 to 9999 at 'd', which herald cannot "))
    #expect(
      message("{ a = b; }")
        == "'in.plist' is an old-style (OpenStep) property list; convert it to XML first "
        + "(plutil -convert xml1)")
    #expect(
      message("hello")
        == "'in.plist' is not a property list (it is plain text, not XML or binary); give an XML "
        + "or binary Info.plist")
    #expect(
      message("bplist00")
        .hasPrefix("'in.plist' is not a property list (binary property list, byte "))
  }
}
