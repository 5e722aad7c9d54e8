// The example specs in Specs/ are clean: herald validates them without a word.

import Foundation
import Testing

@testable import TestSupport

/// Tests of the example spec set.
struct SpecsTests {
  /// `herald validate Specs` exits 0 and prints nothing at all (no errors, warnings or notes).
  @Test func specsValidateSilently() throws {
    let run = try Herald.run(["validate", "Specs"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout == "")
  }

  /// Promoting warnings does not change that: the example specs have none.
  @Test func specsHaveNoWarnings() throws {
    let run = try Herald.run(["validate", "--warnings-as-errors", "--format", "json", "Specs"])
    #expect(run.status == 0)
    #expect(run.stdout == "[]\n")
  }

  /// Every key of the language appears in Specs/ (they are its feature tour).
  static let keys = [
    "version", "platforms", "iOS", "watchOS", "swift", "accessLevel", "namespace",
    "localization", "table", "bundle", "categories", "id", "swiftName", "actions", "alternates",
    "intentIdentifiers", "options", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat",
    "foregroundPresentation", "scenarios", "name", "taps", "expect", "register", "availability",
    "unavailable", "title", "icon", "system", "template", "textInput", "buttonTitle",
    "placeholder", "key", "default", "comment", "onTap", "becomes", "replace", "remove",
    "append", "set", "response", "extensions", "target", "principalClass", "mainStoryboard",
    "initialContentSizeRatio", "defaultContentHidden", "overridesDefaultTitle",
    "userInteractionEnabled", "mediaPlayPauseButton", "type", "frame", "tint",
  ]

  /// Values and YAML features the tour must show too.
  static let values = [
    "doNotDismiss", "dismiss }", "dismissAndForwardAction", "foreground", "destructive",
    "authenticationRequired", "customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle",
    "hiddenPreviewsShowSubtitle", "register: false", "textInput: true", "placeholder: \"\"",
    "<<: *", "&", "- *",
  ]

  /// Specs/ uses every key and the listed values somewhere, so it stays a complete tour.
  @Test func specsUseEveryFeature() throws {
    let folder = Herald.packageRoot.appending(path: "Specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let text = try names.filter { $0.hasSuffix(".yml") }.map {
      try String(contentsOf: folder.appending(path: $0), encoding: .utf8)
    }.joined()
    for key in Self.keys {
      let written = ["\n", " ", "{ "].contains { text.contains($0 + key + ":") }
      #expect(written, "\(key)")
    }
    for value in Self.values { #expect(text.contains(value), "\(value)") }
  }
}
