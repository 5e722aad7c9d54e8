// `herald plist merge` end to end: the built executable, real files, exit codes and messages.

import Foundation
import Testing

@testable import TestSupport

/// Runs of `herald plist merge` in temporary folders.
struct PlistMergeCommandTests {
  /// A valid spec with one extension, `MapUI`.
  static let spec = """
    version: 1
    categories:
      - id: ShowMap
        actions:
          - { id: open, title: Open }
    extensions:
      - target: MapUI
        categories: ShowMap
        principalClass: MapViewController
        initialContentSizeRatio: 0.5
        defaultContentHidden: true

    """

  /// A hand-kept Info.plist: foreign keys at every level, stale owned keys, keys out of order.
  static let teamPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleName</key><string>Maps</string>
      <key>Build</key><integer>42</integer>
      <key>Icon</key><data>AAEC/w==</data>
      <key>Released</key><date>2020-05-01T10:00:00Z</date>
      <key>NSExtension</key>
      <dict>
        <key>NSExtensionMainStoryboard</key><string>Old</string>
        <key>TeamSetting</key><real>2</real>
        <key>NSExtensionAttributes</key>
        <dict>
          <key>UNNotificationExtensionUserInteractionEnabled</key><true/>
          <key>TeamAttribute</key><false/>
        </dict>
      </dict>
    </dict>
    </plist>

    """

  /// What merging the spec into `teamPlist` changes, as the command lists it.
  static let changeLines = """
      added   NSExtension.NSExtensionAttributes.UNNotificationExtensionCategory: "ShowMap"
      added   NSExtension.NSExtensionAttributes.UNNotificationExtensionDefaultContentHidden: true
      added   NSExtension.NSExtensionAttributes.UNNotificationExtensionInitialContentSizeRatio: 0.5
      removed NSExtension.NSExtensionMainStoryboard: "Old"
      added   NSExtension.NSExtensionPointIdentifier: "com.apple.usernotifications.content-extension"
      added   NSExtension.NSExtensionPrincipalClass: "$(PRODUCT_MODULE_NAME).MapViewController"

    """

  /// The merge command for the folder's `spec.yml` and `Info.plist`.
  static let merge = ["plist", "merge", "spec.yml", "--target", "MapUI", "--into", "Info.plist"]

  /// Runs herald in a folder holding the spec and, when given, `Info.plist`; returns the run
  /// and the plist's bytes afterwards (nil when there is none).
  static func run(_ arguments: [String], plist: [UInt8]?) throws -> (HeraldRun, [UInt8]?) {
    try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: spec)
      if let plist { try folder.write("Info.plist", plist) }
      let run = try Herald.run(arguments, directory: folder.url)
      let after = try? Data(contentsOf: folder.url.appending(path: "Info.plist"))
      return (run, after.map { [UInt8]($0) })
    }
  }

  /// The dictionary a plist's bytes hold.
  static func parse(_ bytes: [UInt8]?) throws -> [String: Any] {
    let data = Data(try #require(bytes))
    let object = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(object as? [String: Any])
  }

  /// Owned keys are set, the unused storyboard removed, the boolean the spec does not set and
  /// foreign keys kept with their types, every change listed, and the file carries no herald
  /// header.
  @Test func mergeKeepsForeignKeys() throws {
    let (run, after) = try Self.run(Self.merge, plist: Array(Self.teamPlist.utf8))
    #expect(run.status == 0 && run.stderr == "")
    #expect(run.stdout == "updated Info.plist\n" + Self.changeLines)
    let root = try Self.parse(after)
    #expect(root["CFBundleName"] as? String == "Maps" && root["Build"] as? Int == 42)
    #expect(root["Icon"] as? Data == Data([0, 1, 2, 255]) && root["Released"] is Date)
    let section = try #require(root["NSExtension"] as? [String: Any])
    #expect(section["NSExtensionMainStoryboard"] == nil)
    #expect(
      section["NSExtensionPrincipalClass"] as? String == "$(PRODUCT_MODULE_NAME).MapViewController")
    #expect(section["TeamSetting"] as? Double == 2)
    let attributes = try #require(section["NSExtensionAttributes"] as? [String: Any])
    #expect(attributes["UNNotificationExtensionUserInteractionEnabled"] as? Bool == true)
    #expect(attributes["UNNotificationExtensionDefaultContentHidden"] as? Bool == true)
    #expect(attributes["UNNotificationExtensionCategory"] as? String == "ShowMap")
    #expect(attributes["TeamAttribute"] as? Bool == false)
    let text = String(decoding: try #require(after), as: UTF8.self)
    #expect(
      !text.contains("herald") && text.contains("\t<key>TeamSetting</key>\n\t\t<real>2</real>"))
  }

  /// `--check` exits 1 naming the file and the fix command, and writes nothing; after a merge
  /// it exits 0, and merging again leaves the file alone.
  @Test func checkThenMerge() throws {
    let original = Array(Self.teamPlist.utf8)
    let (stale, untouched) = try Self.run(Self.merge + ["--check"], plist: original)
    #expect(stale.status == 1 && untouched == original)
    #expect(
      stale.stderr == "herald plist merge: error: 'Info.plist' is out of date: its NSExtension "
        + "keys differ from the specs\n" + Self.changeLines
        + "run: herald plist merge spec.yml --target MapUI --into Info.plist\n")
    let merged = try #require(try Self.run(Self.merge, plist: original).1)
    let (fresh, kept) = try Self.run(Self.merge + ["--check"], plist: merged)
    #expect(fresh.status == 0 && fresh.stderr == "" && kept == merged)
    let (again, same) = try Self.run(Self.merge, plist: merged)
    #expect(again.status == 0 && again.stdout == "" && same == merged)
  }

  /// A binary plist is read and rewritten as XML with its values.
  @Test func binaryPlistBecomesXML() throws {
    let object = try PropertyListSerialization.propertyList(
      from: Data(Self.teamPlist.utf8), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let (run, after) = try Self.run(Self.merge, plist: [UInt8](binary))
    #expect(run.status == 0)
    #expect(after?.starts(with: Array("<?xml".utf8)) == true)
    #expect(try Self.parse(after)["Build"] as? Int == 42)
  }

  /// Files that are not dictionary plists exit 3, name the file and stay byte for byte.
  @Test(arguments: ["this is not a plist\n", "<plist version=\"1.0\"><array/></plist>\n", ""])
  func notAPlistExitsThree(text: String) throws {
    let (run, after) = try Self.run(Self.merge, plist: Array(text.utf8))
    #expect(run.status == 3)
    #expect(run.stderr.contains("'Info.plist'") && run.stderr.contains("the file was not changed"))
    #expect(after == Array(text.utf8))
  }

  /// A missing file exits 3 and is not created.
  @Test func missingFileExitsThree() throws {
    let (run, after) = try Self.run(Self.merge, plist: nil)
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "herald plist merge: error: cannot read 'Info.plist': no such file or directory\n")
    #expect(after == nil)
  }

  /// An unknown target exits 2 with a did-you-mean and the targets there are.
  @Test func unknownTargetExitsTwo() throws {
    let arguments = ["plist", "merge", "spec.yml", "--target", "MapU", "--into", "Info.plist"]
    let original = Array(Self.teamPlist.utf8)
    let (run, after) = try Self.run(arguments, plist: original)
    #expect(run.status == 2 && after == original)
    #expect(run.stderr.contains("no extension has target 'MapU'; did you mean 'MapUI'?"))
    #expect(run.stderr.contains("extension targets: MapUI"))
  }

  /// Spec errors are printed as validate prints them and exit 1; the plist is not touched.
  @Test func specErrorsExitOne() throws {
    let original = Array(Self.teamPlist.utf8)
    let (run, after) = try withTemporaryFolder { folder in
      try folder.write("spec.yml", text: "version: 1\nextensions:\n  - target: MapUI\n")
      try folder.write("Info.plist", original)
      let run = try Herald.run(Self.merge, directory: folder.url)
      return (run, [UInt8](try Data(contentsOf: folder.url.appending(path: "Info.plist"))))
    }
    #expect(run.status == 1 && after == original)
    #expect(run.stderr.contains("spec.yml:3:13: error: "))
  }

  /// `plist --help`, `plist merge --help`, `help plist merge` and the overview's entry.
  @Test func help() throws {
    let group = try Herald.run(["plist", "--help"])
    #expect(group.status == 0 && group.stdout.contains("merge  merge an extension's"))
    let merge = try Herald.run(["plist", "merge", "--help"])
    #expect(merge.status == 0 && merge.stdout.hasPrefix("usage: herald plist merge PATH..."))
    #expect(merge.stdout.contains("sorted keys, tab indentation"))
    let prune = merge.stdout.split(separator: "\n").first { $0.hasPrefix("  --prune ") }
    #expect(prune?.contains("also remove every key under NSExtensionAttributes") == true)
    #expect(merge.stdout.contains("(\\u{1B})") && !merge.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(try Herald.run(["help", "plist", "merge"]).stdout == merge.stdout)
    #expect(try Herald.run(["--help"]).stdout.contains("\n  plist            merge an extension"))
    let wrong = try Herald.run(["plist", "merg"])
    #expect(
      wrong.status == 2 && wrong.stderr.contains("unknown subcommand 'merg'; did you mean 'merge'?")
    )
  }
}
