// Marker tests for extension values: media-button-frame, and the invalid-value, missing-key and
// platform-version cases that extensions add.

import Testing

@testable import HeraldCore

/// The media button, the size ratio, required keys and iOS 12 attributes.
@Suite struct ExtensionValueTests {
  /// A frame without four numbers, or without a positive size, is an error at the frame.
  @Test func mediaButtonFrameFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: c }, { id: d }]
      extensions:
        - target: UI
          categories: [c]
          principalClass: VC
          initialContentSizeRatio: 1
          mediaPlayPauseButton: { type: overlay, frame: 1️⃣[0, 0, 44] }
        - target: UI2
          categories: [d]
          principalClass: VC
          initialContentSizeRatio: 1
          mediaPlayPauseButton: { type: default, frame: 2️⃣[0, 0, 0, 44] }
      """)
    expectDiagnostic(
      result, id: .mediaButtonFrame, severity: .error,
      message: "'frame' needs four numbers: x, y, width, height", at: "1️⃣")
    expectDiagnostic(
      result, id: .mediaButtonFrame, severity: .error,
      message: "'frame' must have a positive width and height, or the system draws no button",
      at: "2️⃣")
    expectIDs(result, [.mediaButtonFrame, .mediaButtonFrame])
  }

  /// A four-number frame with a positive size and a hex tint is silent.
  @Test func mediaButtonFrameQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: c }]
        extensions:
          - target: UI
            categories: [c]
            principalClass: VC
            initialContentSizeRatio: 1
            mediaPlayPauseButton: { type: overlay, frame: [0, 0, 44.5, 44], tint: "#FF3B30" }
        """))
  }

  /// A negative ratio and a tint that is not hex are invalid values at the value.
  @Test func invalidExtensionValuesFire() {
    let result = check(
      """
      version: 1
      categories: [{ id: c }]
      extensions:
        - target: UI
          categories: [c]
          principalClass: VC
          initialContentSizeRatio: 1️⃣-0.5
          mediaPlayPauseButton: { type: overlay, frame: [0, 0, 44, 44], tint: 2️⃣red }
      """)
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "'initialContentSizeRatio' must be 0 or more, found -0.5", at: "1️⃣")
    expectDiagnostic(
      result, id: .invalidValue, severity: .error,
      message: "'red' is not an sRGB colour; write #RRGGBB or #RRGGBBAA", at: "2️⃣")
    expectIDs(result, [.invalidValue, .invalidValue])
  }

  /// The ratios real apps use (0, 0.0001, 1.5) and an alpha tint are silent.
  @Test(arguments: ["0", "0.0001", "1.5"])
  func invalidExtensionValuesQuiet(_ ratio: String) {
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: c }]
        extensions:
          - target: UI
            categories: [c]
            principalClass: VC
            initialContentSizeRatio: \(ratio)
            mediaPlayPauseButton: { type: none, frame: [0, 0, 1, 1], tint: "#FF3B3080" }
        """))
  }

  /// Missing `initialContentSizeRatio` errs at the entry; an empty category list at the target.
  @Test func extensionMissingKeysFire() {
    let result = check(
      """
      version: 1
      categories: [{ id: c }]
      extensions:
        - 1️⃣target: UI
          categories: [c]
          principalClass: VC
        - target: UI2
          categories: 2️⃣[]
          principalClass: VC
          initialContentSizeRatio: 1
      """)
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: "extension is missing the required key 'initialContentSizeRatio'", at: "1️⃣")
    expectDiagnostic(
      result, id: .missingKey, severity: .error,
      message: "extension 'UI2' must serve at least one category", at: "2️⃣")
    expectIDs(result, [.missingKey, .missingKey])
  }

  /// `userInteractionEnabled` below iOS 12 warns at the flag.
  @Test func userInteractionNeedsIOS12() {
    let result = check(
      """
      version: 1
      platforms: { iOS: "11.0" }
      categories: [{ id: c }]
      extensions:
        - target: UI
          categories: [c]
          principalClass: VC
          initialContentSizeRatio: 1
          userInteractionEnabled: 1️⃣true
      """)
    expectDiagnostic(
      result, id: .platformVersion, severity: .warning,
      message: "'userInteractionEnabled' needs iOS 12; on iOS 11.0 the view gets no touches",
      at: "1️⃣")
    expectIDs(result, [.deploymentTarget, .platformVersion])
  }

  /// On iOS 13 (the lowest supported target), with the flag on or off, `userInteractionEnabled`
  /// is silent.
  @Test func userInteractionQuiet() {
    for (version, flag) in [("13.0", "true"), ("13.0", "false")] {
      expectClean(
        check(
          """
          version: 1
          platforms: { iOS: "\(version)" }
          categories: [{ id: c }]
          extensions:
            - target: UI
              categories: [c]
              principalClass: VC
              initialContentSizeRatio: 1
              userInteractionEnabled: \(flag)
              defaultContentHidden: true
              overridesDefaultTitle: false
          """))
    }
  }
}
