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
      body.assignment(
        "\(plan.access) static let identifier: String",
        .atom(SwiftEscaping.stringLiteral(category.id)))
      body.line()
      actionEnum(category, &body)
      body.line()
      ResponseSwiftRenderer(plan: plan).categoryResponse(category, &body)
      PayloadSwiftRenderer(plan: plan).categoryPayload(category, &body)
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
        body.assignment(
          "case \(action.caseName)", .atom(SwiftEscaping.stringLiteral(action.id)))
      }
    }
  }

  /// `static func makeCategory() -> UNNotificationCategory`, in as few expressions as its gates
  /// allow: the type checker pays for every statement, so ungated actions form one array literal
  /// (typed by the parameter it is passed to, or by an explicit annotation), options the same
  /// everywhere are passed inline, and a category with one initializer on every platform is
  /// returned in a single expression.
  func makeCategory(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    writer.doc("The category as the running system registers it.")
    writer.function(
      .function(
        "\(plan.access) static", "makeCategory", category.parameters.map(\.declaration),
        returns: "UNNotificationCategory")
    ) { body in
      let ungated = category.actions.compactMap(actions.ungated)
      let literal: SwiftExpression? =
        ungated.count == category.actions.count ? .array(ungated) : nil
      let uniformOptions = uniformOptionsLiteral(category.options)
      if let literal, let uniformOptions, !hasPlatformInitializers(category) {
        return body.expression("return ", plainInitializer(category, literal, uniformOptions))
      }
      let declaration = "let actions: [UNNotificationAction] = "
      if let literal {
        body.expression(declaration, literal)
      } else {
        body.line("var actions: [UNNotificationAction] = []")
        for action in category.actions { actions.append(action, &body) }
      }
      if uniformOptions == nil { options(category, &body) }
      initializer(category, options: uniformOptions ?? .atom("options"), &body)
    }
  }

  /// The options literal when it is the same on every platform, else nil.
  func uniformOptionsLiteral(_ options: [CategoryOption]) -> SwiftExpression? {
    let all = optionsLiteral(options)
    return platformOptions(options).allSatisfy { $0.flat == all.flat } ? all : nil
  }

  /// The options literals of macOS and watchOS, which lack some options.
  func platformOptions(_ options: [CategoryOption]) -> [SwiftExpression] {
    [
      optionsLiteral(options.filter { $0 != .allowInCarPlay && $0 != .allowAnnouncement }),
      optionsLiteral(
        options.filter { $0 != .hiddenPreviewsShowTitle && $0 != .hiddenPreviewsShowSubtitle }),
    ]
  }

  /// Declares `options`, with a branch for each platform where an option does not exist.
  func options(_ category: PlannedCategory, _ writer: inout SwiftWriter) {
    let declaration = "let options: UNNotificationCategoryOptions = "
    let all = optionsLiteral(category.options)
    let platforms = platformOptions(category.options)
    writer.ifConfig([
      IfConfigBranch("os(macOS)") { $0.expression(declaration, platforms[0]) },
      IfConfigBranch("os(watchOS)") { $0.expression(declaration, platforms[1]) },
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

  /// Whether the category is built with another initializer on some platform or version: it
  /// has a placeholder or a summary format, which watchOS lacks.
  func hasPlatformInitializers(_ category: PlannedCategory) -> Bool {
    category.placeholder != nil || category.summaryFormat != nil
  }

  /// `UNNotificationCategory(identifier:actions:intentIdentifiers:options:)`.
  func plainInitializer(
    _ category: PlannedCategory, _ actions: SwiftExpression, _ options: SwiftExpression
  ) -> SwiftExpression {
    .call("UNNotificationCategory", identification(category, actions) + [optionsArgument(options)])
  }

  /// The arguments every initializer starts with.
  private func identification(_ category: PlannedCategory, _ actions: SwiftExpression)
    -> [SwiftArgument]
  {
    [
      SwiftArgument(label: "identifier", value: .atom("identifier")),
      SwiftArgument(label: "actions", value: actions),
      SwiftArgument(
        label: "intentIdentifiers",
        value: .array(category.intentIdentifiers.map { .atom(SwiftEscaping.stringLiteral($0)) })),
    ]
  }

  /// The `options:` argument.
  private func optionsArgument(_ options: SwiftExpression) -> SwiftArgument {
    SwiftArgument(label: "options", value: options)
  }

  /// Returns the category built from `actions` with the right initializer for each platform and
  /// version: plain, the iOS 11 placeholder one, or the iOS 12 summary one.
  func initializer(
    _ category: PlannedCategory, options optionsValue: SwiftExpression,
    _ writer: inout SwiftWriter
  ) {
    let actions = SwiftExpression.atom("actions")
    let plain = plainInitializer(category, actions, optionsValue)
    guard hasPlatformInitializers(category) else {
      return writer.expression("return ", plain)
    }
    let id = identification(category, actions)
    let options = optionsArgument(optionsValue)
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
