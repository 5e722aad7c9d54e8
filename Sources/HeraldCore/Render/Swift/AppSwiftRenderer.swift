// Renders the app target's Swift file: identifiers, categories, registration, responses and
// foreground presentation.

/// Writes `App/NotificationCategories.swift` from a plan.
struct AppSwiftRenderer {
  /// The plan.
  let plan: GenerationPlan
  /// How strings are written.
  let strings: SwiftStrings

  /// Prepares to render a plan.
  init(plan: GenerationPlan) {
    self.plan = plan
    strings = SwiftStrings(plan: plan)
  }

  /// The whole file, handed to `emit` in pieces of about `pieceSize` bytes.
  func render(pieceSize: Int = 1 << 20, into emit: (String) -> Void) {
    withoutActuallyEscaping(emit) { emit in
      var writer = SwiftWriter(sink: emit, pieceSize: pieceSize)
      render(&writer)
      writer.finish()
    }
  }

  /// Writes the whole file.
  func render(_ writer: inout SwiftWriter) {
    let categories = CategorySwiftRenderer(
      plan: plan, strings: strings, actions: ActionSwiftRenderer(plan: plan, strings: strings))
    writer.fileHeader(FileHeader.swift(sources: plan.sources))
    writer.conditional("canImport(UserNotifications)") { file in
      file.line("import Foundation")
      file.line("import UserNotifications")
      file.line()
      file.doc("The notification categories declared in the Herald specs.")
      file.enumeration(plan.access, plan.namespace) { body in
        categoryEnum(&body)
        for category in plan.categories {
          body.line()
          categories.render(category, &body)
        }
        body.line()
        RegistrationSwiftRenderer(plan: plan).render(&body)
        body.line()
        ResponseSwiftRenderer(plan: plan).namespaceResponse(&body)
        body.line()
        presentation(&body)
        if plan.localization != nil {
          body.line()
          strings.helper(access: plan.access, &body)
        }
        if plan.categories.contains(where: \.hasFormats) {
          body.line()
          FormatSwiftSource.write(&body)
        }
        PayloadSwiftRenderer(plan: plan).namespaceTypes(
          plan.categories.filter { $0.payload != nil }, conveniences: true, &body)
      }
      file.line()
      ResponseSwiftRenderer(plan: plan).sharedHelpers(&file)
    }
  }

  /// `enum Category: String, CaseIterable, Sendable`.
  func categoryEnum(_ writer: inout SwiftWriter) {
    writer.doc("Every category identifier of the spec set.")
    guard !plan.categories.isEmpty else {
      writer.enumeration(plan.access, "Category", ["Hashable", "CaseIterable", "Sendable"]) {
        $0.doc("The identifier (the spec set declares no categories).")
        $0.line("\(plan.access) var rawValue: String { switch self {} }")
      }
      return
    }
    writer.enumeration(plan.access, "Category", ["String", "CaseIterable", "Sendable"]) { body in
      for category in plan.categories {
        body.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
        body.assignment(
          "case \(category.caseName)", .atom(SwiftEscaping.stringLiteral(category.id)))
      }
    }
  }

  /// `presentationOptions(for:)` from each category's `foregroundPresentation`.
  func presentation(_ writer: inout SwiftWriter) {
    writer.doc("What `userNotificationCenter(_:willPresent:withCompletionHandler:)` should return.")
    writer.function(
      .function(
        "\(plan.access) static", "presentationOptions", ["for notification: UNNotification"],
        returns: "UNNotificationPresentationOptions")
    ) { body in
      body.line("presentationOptions(forCategory: notification.request.content.categoryIdentifier)")
    }
    writer.line()
    writer.doc("The foreground presentation options of a category id; none for unknown ids.")
    writer.function(
      .function(
        "\(plan.access) static", "presentationOptions", ["forCategory identifier: String"],
        returns: "UNNotificationPresentationOptions")
    ) { body in
      // One `case` per set of options, with enum-case patterns: a string pattern would cost an
      // overloaded `~=` per category, and a return per category a statement.
      var groups: [(options: [PresentationOption], cases: [String])] = []
      var indices: [[PresentationOption]: Int] = [:]
      for category in plan.categories where !category.foregroundPresentation.isEmpty {
        let options = category.foregroundPresentation
        if let index = indices[options] {
          groups[index].cases.append(".\(category.caseName)?")
        } else {
          indices[options] = groups.count
          groups.append((options, [".\(category.caseName)?"]))
        }
      }
      guard !groups.isEmpty else { return body.line("return []") }
      body.switchOn("Category(rawValue: identifier)") { cases in
        for group in groups {
          cases.caseClause(patterns: group.cases) { presentationReturn(group.options, &$0) }
        }
        cases.defaultClause("return []")
      }
    }
  }

  /// Returns the options; `banner` and `list` need iOS 14, below which `alert` stands in.
  func presentationReturn(_ options: [PresentationOption], _ writer: inout SwiftWriter) {
    let modern = SwiftExpression.array(options.map { .atom("." + $0.rawValue) })
    let required = [
      PlannedPlatform(platform: .iOS, minimum: Version(14)),
      PlannedPlatform(platform: .macCatalyst, minimum: Version(14)),
      PlannedPlatform(platform: .macOS, minimum: Version(11)),
      PlannedPlatform(platform: .watchOS, minimum: Version(7)),
    ]
    let usesNew = options.contains(.banner) || options.contains(.list)
    guard usesNew, let check = PlatformConditions.available(required, targets: plan.platforms)
    else {
      return writer.expression("return ", modern)
    }
    var legacy = options.filter { $0 != .banner && $0 != .list }.map {
      SwiftExpression.atom("." + $0.rawValue)
    }
    legacy.append(.atom("UNNotificationPresentationOptions(rawValue: 1 << 2)"))
    writer.block("if \(check)") { $0.expression("return ", modern) }
    writer.expression("return ", .array(legacy))
  }
}
