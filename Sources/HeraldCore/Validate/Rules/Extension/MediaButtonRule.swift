// Rule `media-button-frame`: the media button has a non-empty frame and a valid tint.

/// Checks each extension's `mediaPlayPauseButton`.
struct MediaButtonRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.invalidValue] }

  /// Checks frame and tint.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for decl in context.set.extensions {
      guard let button = decl.mediaPlayPauseButton?.value else { continue }
      let frame = button.frame
      if frame.value.count != 4 {
        diagnostics.report(
          Self.description, "'frame' needs four numbers: x, y, width, height",
          at: frame.range)
      } else if frame.value[2] <= 0 || frame.value[3] <= 0 {
        diagnostics.report(
          Self.description,
          "'frame' must have a positive width and height, or the system draws no button",
          at: frame.range)
      }
      if let tint = button.tint, !Self.isHexColor(tint.value) {
        diagnostics.report(
          SpecDecoder.invalidValue,
          "'\(tint.value)' is not an sRGB colour; write #RRGGBB or #RRGGBBAA",
          at: tint.range)
      }
    }
  }

  /// Whether text is `#RRGGBB` or `#RRGGBBAA` in ASCII hex digits (the `tint` pattern of
  /// `SpecSchema.mediaButton`; fullwidth digits would leave the generated colour out).
  static func isHexColor(_ text: String) -> Bool {
    guard text.first == "#" else { return false }
    let digits = text.dropFirst()
    return (digits.count == 6 || digits.count == 8)
      && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
  }
}

extension RuleID {
  /// `media-button-frame`, described by `MediaButtonRule.description`.
  public static let mediaButtonFrame = RuleID("media-button-frame")
}

extension MediaButtonRule {
  /// The record of `media-button-frame`.
  static let description = RuleDescription(
    id: .mediaButtonFrame, severity: .error,
    summary: "A media button frame that is not four numbers with a positive size.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - target: UI
            categories: c
            principalClass: VC
            initialContentSizeRatio: 1
            mediaPlayPauseButton: { type: overlay, frame: ↓[0, 0, 44, 0] }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - target: UI
            categories: c
            principalClass: VC
            initialContentSizeRatio: 1
            mediaPlayPauseButton: { type: overlay, frame: [0, 0, 44, 44] }
        """#))
}
