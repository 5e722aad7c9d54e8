// Renders one category's namespace in the app Swift: its identifier, its action enum, its typed
// response and the `UNNotificationCategory` it registers.

/// Writes `enum <Category>` inside the app's namespace.
struct CategorySwiftRenderer {
  /// The plan (access level, deployment targets).
  let plan: GenerationPlan
  /// How strings are written.
  let strings: SwiftStrings
  /// How actions are built.
  let actions: ActionSwiftRenderer

  /// One category's namespace.
  func render(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
    writer.enumeration(plan.access, category.typeName) { body in
      body.doc("The category identifier.")
      body.line(
        "\(plan.access) static let identifier = \(SwiftEscaping.stringLiteral(category.id))")
      body.line()
      actionEnum(category, &body)
      body.line()
      ResponseSwiftRenderer(plan: plan).categoryResponse(category, &body)
      body.line()
      makeCategory(category, &body)
    }
  }

  /// `enum Action: String, CaseIterable, Sendable`, alternates included.
  func actionEnum(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("Every action of the category, alternates included; raw values are identifiers.")
    let all = category.allActions
    guard !all.isEmpty else {
      writer.enumeration(plan.access, "Action", ["Hashable", "CaseIterable", "Sendable"]) { body in
        body.doc("The identifier (the category has no actions).")
        body.line("\(plan.access) var rawValue: String { switch self {} }")
      }
      return
    }
    writer.enumeration(plan.access, "Action", ["String", "CaseIterable", "Sendable"]) { body in
      for action in all {
        body.doc("\(SwiftEscaping.codeVoice(action.id)).")
        body.line("case \(action.caseName) = \(SwiftEscaping.stringLiteral(action.id))")
      }
    }
  }

  /// `static func makeCategory() -> UNNotificationCategory`.
  func makeCategory(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("The category as the running system registers it.")
    writer.function(
      .function("\(plan.access) static", "makeCategory", [], returns: "UNNotificationCategory")
    ) { body in
      body.line(
        category.actions.isEmpty
          ? "let actions: [UNNotificationAction] = []" : "var actions: [UNNotificationAction] = []")
      for action in category.actions { actions.append(action, &body) }
      options(category, &body)
      initializer(category, &body)
    }
  }

  /// Declares `options`, with platform branches where an option does not exist everywhere.
  func options(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let declaration = "let options: UNNotificationCategoryOptions = "
    let all = optionsLiteral(category.options)
    let macOS = optionsLiteral(
      category.options.filter { $0 != .allowInCarPlay && $0 != .allowAnnouncement })
    let watchOS = optionsLiteral(
      category.options.filter {
        $0 != .hiddenPreviewsShowTitle && $0 != .hiddenPreviewsShowSubtitle
      })
    guard macOS.flat != all.flat || watchOS.flat != all.flat else {
      return writer.expression(declaration, all)
    }
    writer.ifConfig([
      IfConfigBranch("os(macOS)") { $0.expression(declaration, macOS) },
      IfConfigBranch("os(watchOS)") { $0.expression(declaration, watchOS) },
      IfConfigBranch(nil) { $0.expression(declaration, all) },
    ])
  }

  /// An options literal; the deprecated `allowAnnouncement` is spelled by its raw value so the
  /// generated code compiles without deprecation warnings.
  func optionsLiteral(_ options: [CategoryOption]) -> SwiftExpression {
    var parts = options.filter { $0 != .allowAnnouncement }.map {
      SwiftExpression.atom("." + $0.rawValue)
    }
    if options.contains(.allowAnnouncement) {
      parts.append(.atom("UNNotificationCategoryOptions(rawValue: 1 << 4)"))
    }
    return .array(parts)
  }

  /// Returns the category built with the right initializer for each platform and version:
  /// plain, the iOS 11 placeholder one, or the iOS 12 summary one.
  func initializer(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let id: [SwiftArgument] = [
      SwiftArgument(label: "identifier", value: .atom("identifier")),
      SwiftArgument(label: "actions", value: .atom("actions")),
      SwiftArgument(
        label: "intentIdentifiers",
        value: .array(category.intentIdentifiers.map { .atom(SwiftEscaping.stringLiteral($0)) })),
    ]
    let options = SwiftArgument(label: "options", value: .atom("options"))
    let plain = SwiftExpression.call("UNNotificationCategory", id + [options])
    guard category.placeholder != nil || category.summaryFormat != nil else {
      return writer.expression("return ", plain)
    }
    let placeholder = SwiftArgument(
      label: "hiddenPreviewsBodyPlaceholder",
      value: category.placeholder.map(strings.expression) ?? .atom("nil"))
    let modern: SwiftExpression
    let version: Int
    if let summary = category.summaryFormat {
      version = 12
      let format = SwiftArgument(label: "categorySummaryFormat", value: strings.expression(summary))
      modern = .call("UNNotificationCategory", id + [placeholder, format, options])
    } else {
      version = 11
      modern = .call("UNNotificationCategory", id + [placeholder, options])
    }
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(version)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(13, 1)),
      PlannedPlatform(platform: .macOS, minimum: Version(10, 14)),
    ]
    let check = PlatformConditions.available(required, targets: plan.platforms)
    writer.ifConfig([
      IfConfigBranch("os(watchOS)") { $0.expression("return ", plain) },
      IfConfigBranch(nil) { body in
        guard let check else { return body.expression("return ", modern) }
        body.block("if \(check)") { $0.expression("return ", modern) }
        body.expression("return ", plain)
      },
    ])
  }
}
