/// The per-category part of the app Swift: its action enum and its `UNNotificationCategory`.

extension AppSwiftRenderer {
  /// One category's namespace.
  func category(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
    writer.block("\(plan.access) enum \(category.typeName)") { body in
      body.doc("The category identifier.")
      body.line(
        "\(plan.access) static let identifier = \(SwiftEscaping.stringLiteral(category.id))")
      body.line()
      actionEnum(category, &body)
      body.line()
      responseEnum(category, &body)
      body.line()
      makeCategory(category, &body)
    }
  }

  /// `enum Action: String, CaseIterable, Sendable`, alternates included.
  func actionEnum(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("Every action of the category, alternates included; raw values are identifiers.")
    let all = category.allActions
    guard !all.isEmpty else {
      writer.block("\(plan.access) enum Action: Hashable, CaseIterable, Sendable") { body in
        body.doc("The identifier (the category has no actions).")
        body.line("\(plan.access) var rawValue: String { switch self {} }")
      }
      return
    }
    writer.block("\(plan.access) enum Action: String, CaseIterable, Sendable") { body in
      for action in all {
        body.doc("\(SwiftEscaping.codeVoice(action.id)).")
        body.line("case \(action.caseName) = \(SwiftEscaping.stringLiteral(action.id))")
      }
    }
  }

  /// `static func makeCategory() -> UNNotificationCategory`.
  func makeCategory(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("The category as the running system registers it.")
    writer.block("\(plan.access) static func makeCategory() -> UNNotificationCategory") { body in
      body.line(
        category.actions.isEmpty
          ? "let actions: [UNNotificationAction] = []" : "var actions: [UNNotificationAction] = []")
      for action in category.actions { appendAction(action, &body) }
      categoryOptions(category, &body)
      categoryInitializer(category, &body)
    }
  }

  /// Declares `options`, with platform branches where an option does not exist everywhere.
  func categoryOptions(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let declaration = "let options: UNNotificationCategoryOptions = "
    let all = optionsLiteral(category.options)
    let macOS = optionsLiteral(
      category.options.filter { $0 != .allowInCarPlay && $0 != .allowAnnouncement })
    let watchOS = optionsLiteral(
      category.options.filter {
        $0 != .hiddenPreviewsShowTitle && $0 != .hiddenPreviewsShowSubtitle
      })
    guard macOS != all || watchOS != all else { return writer.line(declaration + all) }
    writer.directive("#if os(macOS)")
    writer.line(declaration + macOS)
    writer.directive("#elseif os(watchOS)")
    writer.line(declaration + watchOS)
    writer.directive("#else")
    writer.line(declaration + all)
    writer.directive("#endif")
  }

  /// An options literal; the deprecated `allowAnnouncement` is spelled by its raw value so the
  /// generated code compiles without deprecation warnings.
  func optionsLiteral(_ options: [CategoryOption]) -> String {
    var parts = options.filter { $0 != .allowAnnouncement }.map { "." + $0.rawValue }
    if options.contains(.allowAnnouncement) {
      parts.append("UNNotificationCategoryOptions(rawValue: 1 << 4)")
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
