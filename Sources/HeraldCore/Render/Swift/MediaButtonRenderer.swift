// Renders the media play/pause values a content extension's view controller returns.

/// Writes `mediaPlayPauseButtonType`, `mediaPlayPauseButtonFrame` and the tint colour.
struct MediaButtonRenderer {
  /// The access level keyword.
  let access: String

  /// The three values, inside the extension's enum.
  func render(_ button: PlannedMediaButton, _ writer: inout SwiftWriter) {
    writer.doc("Return this from the view controller's `mediaPlayPauseButtonType`.")
    let type = button.type == .default ? "`default`" : button.type.rawValue
    writer.line("\(access) static let mediaPlayPauseButtonType:")
    writer.indented { $0.line("UNNotificationContentExtensionMediaPlayPauseButtonType = .\(type)") }
    writer.line()
    let frame = button.frame.map(JSONValue.number)
    writer.doc("Return this from the view controller's `mediaPlayPauseButtonFrame`.")
    writer.expression(
      "\(access) static let mediaPlayPauseButtonFrame = ",
      .call(
        "CGRect",
        [
          "x": .atom(frame[0]), "y": .atom(frame[1]), "width": .atom(frame[2]),
          "height": .atom(frame[3]),
        ]))
    guard let tint = button.tint, let components = Self.components(tint) else { return }
    writer.line()
    writer.doc("Return this from the view controller's `mediaPlayPauseButtonTintColor` (\(tint)).")
    let values = components.map(JSONValue.number)
    writer.conditional("canImport(UIKit) || os(Linux)") {
      $0.function(.property("\(access) static", "mediaPlayPauseButtonTintColor", "UIColor")) {
        $0.expression(
          "",
          .call(
            "UIColor",
            [
              "red": .atom(values[0]), "green": .atom(values[1]), "blue": .atom(values[2]),
              "alpha": .atom(values[3]),
            ]))
      }
    }
  }

  /// Red, green, blue and alpha from `#RRGGBB` or `#RRGGBBAA`, each 0...1 rounded to 4 places.
  static func components(_ hex: String) -> [Double]? {
    let digits = Array(hex.dropFirst())
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var values: [Double] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
      values.append((Double(byte) / 255 * 10_000).rounded() / 10_000)
    }
    if values.count == 3 { values.append(1) }
    return values
  }
}
