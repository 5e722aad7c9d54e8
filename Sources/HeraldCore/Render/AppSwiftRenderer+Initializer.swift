/// Chooses the `UNNotificationCategory` initializer: plain, iOS 11 placeholder, iOS 12 summary.

extension AppSwiftRenderer {
  /// Returns the category built with the right initializer for each platform and version.
  func categoryInitializer(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let id =
      "identifier: identifier, actions: actions, intentIdentifiers: "
      + SwiftEscaping.arrayLiteral(category.intentIdentifiers)
    let plain = "return UNNotificationCategory(\(id), options: options)"
    guard category.placeholder != nil || category.summaryFormat != nil else {
      return writer.line(plain)
    }
    let placeholder = category.placeholder.map(strings.expression)
    let modern: String
    let version: Int
    if let summary = category.summaryFormat {
      version = 12
      modern =
        "return UNNotificationCategory(\(id), hiddenPreviewsBodyPlaceholder: \(placeholder ?? "nil"), "
        + "categorySummaryFormat: \(strings.expression(summary)), options: options)"
    } else {
      version = 11
      modern =
        "return UNNotificationCategory(\(id), hiddenPreviewsBodyPlaceholder: \(placeholder!), options: options)"
    }
    writer.directive("#if os(watchOS)")
    writer.line(plain)
    writer.directive("#else")
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(version)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(13, 1)),
      PlannedPlatform(platform: .macOS, minimum: Version(10, 14)),
    ]
    if let check = PlatformConditions.available(required, targets: plan.platforms) {
      writer.block("if \(check)") { $0.line(modern) }
      writer.line(plain)
    } else {
      writer.line(modern)
    }
    writer.directive("#endif")
  }
}
