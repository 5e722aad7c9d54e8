// `herald plist merge` never loses or corrupts a value of the team's Info.plist: the built
// executable on real files, read back by Foundation.

import Foundation
import HeraldCore
import Testing

@testable import HeraldCLI
@testable import HeraldPlist
@testable import TestSupport

/// End-to-end runs for the values a merge used to lose or change.
struct PlistMergeSafetyCommandTests {
  /// A plist with the spec's owned values already merged, plus `extra` inside
  /// `NSExtensionAttributes`, `section` inside `NSExtension` and `top` at the root (XML text).
  static func plist(top: String = "", section: String = "", extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      \(top)
      <key>NSExtension</key>
      <dict>
        \(section)
        <key>NSExtensionAttributes</key>
        <dict>
          <key>UNNotificationExtensionCategory</key><string>ShowMap</string>
          <key>UNNotificationExtensionDefaultContentHidden</key><true/>
          <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>
          \(extra)
        </dict>
        <key>NSExtensionPointIdentifier</key>
        <string>com.apple.usernotifications.content-extension</string>
        <key>NSExtensionPrincipalClass</key>
        <string>$(PRODUCT_MODULE_NAME).MapViewController</string>
      </dict>
    </dict>
    </plist>

    """
  }

  /// Runs a merge (with `options`) on `text` in a fresh folder.
  static func merge(_ text: String, _ options: [String] = []) throws -> (HeraldRun, [UInt8]?) {
    try PlistMergeCommandTests.run(PlistMergeCommandTests.merge + options, plist: Array(text.utf8))
  }

  /// The `NSExtensionAttributes` Foundation reads from merged bytes.
  static func attributes(_ bytes: [UInt8]?) throws -> [String: Any] {
    let section = try #require(PlistMergeCommandTests.parse(bytes)["NSExtension"] as? [String: Any])
    return try #require(section["NSExtensionAttributes"] as? [String: Any])
  }

  /// A CR the team wrote as `&#13;` (alone and before LF) survives a merge that rewrites the
  /// file, in a key and in a value, and is written as `&#13;` again.
  @Test func carriageReturnsSurvive() throws {
    let top =
      "<key>Note&#13;</key><string>a&#13;b&#13;&#10;c</string><key>Build</key><integer>1</integer>"
    let (run, after) = try Self.merge(Self.plist(top: top))
    #expect(run.status == 0)
    let root = try PlistMergeCommandTests.parse(after)
    #expect(root["Note\r"] as? String == "a\rb\r\nc")
    let text = String(decoding: try #require(after), as: UTF8.self)
    #expect(text.contains("<string>a&#13;b&#13;\nc</string>") && !text.contains("\r"))
  }

  /// `-0.0`, large and tiny reals and integers keep their values and kinds.
  @Test func numbersSurvive() throws {
    let top = """
      <key>Neg</key><real>-0.0</real><key>Big</key><real>1e300</real>
      <key>Tiny</key><real>5e-324</real><key>Whole</key><real>3</real>
      <key>Int</key><integer>-9223372036854775808</integer>
      """
    let (run, after) = try Self.merge(Self.plist(top: top))
    #expect(run.status == 0)
    let bytes = try #require(after)
    guard case .dictionary(let root)? = FoundationPlist.read(bytes) else {
      Issue.record("Foundation cannot read the merged file")
      return
    }
    #expect(root["Neg"]?.isIdentical(to: .real(-0.0)) == true)
    #expect(root["Big"] == .real(1e300) && root["Tiny"] == .real(5e-324))
    #expect(root["Whole"] == .real(3) && root["Int"] == .integer(.min))
  }

  /// Apple's optional keys and the team's own keys set by hand under `NSExtensionAttributes`
  /// are kept when the spec does not mention them; nothing changes, so nothing is written.
  @Test func handSetAttributesKept() throws {
    let extra = """
      <key>UNNotificationExtensionOverridesDefaultTitle</key><true/>
      <key>UNNotificationExtensionUserInteractionEnabled</key><false/>
      <key>TeamKey</key><string>mine</string>
      """
    let original = Self.plist(extra: extra)
    let (run, after) = try Self.merge(original)
    #expect(run.status == 0 && run.stderr == "")
    let attributes = try Self.attributes(after)
    #expect(attributes["UNNotificationExtensionOverridesDefaultTitle"] as? Bool == true)
    #expect(attributes["UNNotificationExtensionUserInteractionEnabled"] as? Bool == false)
    #expect(attributes["TeamKey"] as? String == "mine")
    #expect(run.stdout.hasPrefix("updated Info.plist: no key changed, only the layout"))
    let (check, _) = try Self.merge(
      String(decoding: try #require(after), as: UTF8.self), ["--check"])
    #expect(check.status == 0 && check.stdout == "" && check.stderr == "")
  }

  /// `--prune` removes the keys under `NSExtensionAttributes` the spec does not set, lists
  /// them, and keeps the other levels; `--check --prune` shows the same list and exits 1.
  @Test func pruneRemovesAndLists() throws {
    let original = Self.plist(
      top: "<key>Top</key><true/>", section: "<key>Mine</key><string>m</string>",
      extra: "<key>UNNotificationExtensionOverridesDefaultTitle</key><true/>"
        + "<key>TeamKey</key><string>t\u{7F}</string>")
    let lines = """
        removed NSExtension.NSExtensionAttributes.TeamKey: "t\\u{7F}"
        removed NSExtension.NSExtensionAttributes.UNNotificationExtensionOverridesDefaultTitle: true

      """
    let (check, untouched) = try Self.merge(original, ["--check", "--prune"])
    #expect(check.status == 1 && untouched == Array(original.utf8))
    #expect(check.stderr.contains("differ from the specs\n" + lines + "run: "))
    #expect(check.stderr.hasSuffix("--into Info.plist --prune\n"))
    let (run, after) = try Self.merge(original, ["--prune"])
    #expect(run.status == 0 && run.stdout == "updated Info.plist\n" + lines)
    let attributes = try Self.attributes(after)
    #expect(attributes["TeamKey"] == nil && attributes.count == 3)
    let root = try PlistMergeCommandTests.parse(after)
    #expect(root["Top"] as? Bool == true)
    #expect((root["NSExtension"] as? [String: Any])?["Mine"] as? String == "m")
  }

  /// An old value holding an escape sequence is shown escaped in the list, never raw.
  @Test func changesShownWithoutControlCharacters() throws {
    let original = Self.plist().replacingOccurrences(
      of: "<string>ShowMap</string>", with: "<string>Old&#x1B;[2J&#x85;</string>")
    let (run, _) = try Self.merge(original, ["--check"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        #"  changed NSExtension.NSExtensionAttributes.UNNotificationExtensionCategory: "#
          + #""Old\u{1B}[2J\u{85}" → "ShowMap""#))
    #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{85}" })
  }

  /// A character XML cannot hold, in a kept value or a key, stops the merge with exit 1 naming
  /// the key; the file is left byte for byte, and `--check` fails the same way.
  @Test(arguments: [
    (
      "<key>Bell</key><string>a&#7;b</string>",
      "the value of 'Bell' holds the control character U+0007"
    ),
    ("<key>Esc&#x1B;</key><true/>", #"the key '"Esc\u{1B}"' holds the control character U+001B"#),
  ])
  func unwritableCharacterRefused(top: String, message: String) throws {
    let original = Self.plist(top: top)
    for options in [[], ["--check"]] {
      let (run, after) = try Self.merge(original, options)
      #expect(run.status == 1 && after == Array(original.utf8) && run.stdout == "")
      #expect(run.stderr.hasPrefix("herald plist merge: error: 'Info.plist' was not changed: "))
      #expect(run.stderr.contains(message))
      #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
  }

  /// A spec whose category id holds an escape character never gets it into the plist: the
  /// merge (or a validation rule) stops with exit 1, the file is left byte for byte, and the
  /// message shows no raw control character.
  @Test func controlCharacterFromSpecRefused() throws {
    let spec = PlistMergeCommandTests.spec.replacingOccurrences(
      of: "ShowMap", with: #""Show\eMap""#)
    let original = Array(Self.plist().utf8)
    let (run, after) = try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: spec)
      try folder.write("Info.plist", original)
      let run = try Herald.run(PlistMergeCommandTests.merge, directory: folder.url)
      return (run, [UInt8](try Data(contentsOf: folder.url.appending(path: "Info.plist"))))
    }
    #expect(run.status == 1 && after == original, "\(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains("\u{1B}"))
    #expect(run.stderr.contains("U+001B") || run.stderr.contains("error"))
  }
}
