// Renders registration: the registered set, merge-safe `register(on:)` and
// `registerReplacingAll(on:)`.

/// Writes the registration members of the app's namespace.
struct RegistrationSwiftRenderer {
  /// The plan (access level, categories, deployment targets).
  let plan: GenerationPlan

  /// The registration members of the namespace.
  func render(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc(
      "Every category id the specs declare; merge-safe registration replaces exactly these.")
    writer.expression(
      "\(access) static let ownedIdentifiers: Set<String> = ",
      .array(plan.categories.map { .atom(SwiftEscaping.stringLiteral($0.id)) }))
    writer.line()
    writer.doc("The categories `register(on:)` hands to the system on the running OS.")
    writer.function(
      .function(
        "\(access) static", "registeredCategories", [], returns: "Set<UNNotificationCategory>")
    ) { body in
      registeredCategories(&body)
    }
    writer.line()
    writer.doc("`existing` without the categories the specs own, plus the spec set's categories.")
    writer.function(
      .function(
        "\(access) static", "merged", ["with existing: Set<UNNotificationCategory>"],
        returns: "Set<UNNotificationCategory>")
    ) {
      $0.line(
        "existing.filter { !ownedIdentifiers.contains($0.identifier) }.union(registeredCategories())"
      )
    }
    writer.line()
    writer.doc(
      "Registers the categories in one call, keeping categories that other code registered.")
    writer.doc("Idempotent: calling it again sets the same categories. `center` is not `Sendable`")
    writer.doc("and this runs off the caller's actor, so pass one the caller does not keep,")
    writer.doc("such as `UNUserNotificationCenter.current()` written at the call.")
    writer.function(
      .function(
        "\(access) static", "register", ["on center: UNUserNotificationCenter"], effects: "async")
    ) {
      $0.line("let existing = await center.notificationCategories()")
      $0.line("center.setNotificationCategories(merged(with: existing))")
    }
    writer.line()
    // The completion handler is `@Sendable` (SE-0463 imports the SDK's as `@Sendable`) and
    // `UNUserNotificationCenter` is not `Sendable`, so this form takes no center: capturing one
    // would be a Swift 6 error. The closure asks for the process's center again instead
    // (docs/decisions.md, "Registration with a completion handler").
    writer.doc(
      "Registers the categories on `UNUserNotificationCenter.current()`, keeping others, then")
    writer.doc("calls `completionHandler`. It takes no center: the handler is `@Sendable` and")
    writer.doc("`UNUserNotificationCenter` is not, so the closure fetches `current()` again")
    writer.doc("rather than capture a center. To register on another center, use `register(on:)`.")
    writer.function(
      .function(
        "\(access) static", "register", ["completionHandler: @escaping @Sendable () -> Void"])
    ) {
      $0.scope("UNUserNotificationCenter.current().getNotificationCategories { existing in") {
        inner in
        inner.line(
          "UNUserNotificationCenter.current().setNotificationCategories(merged(with: existing))")
        inner.line("completionHandler()")
      }
    }
    writer.line()
    writer.doc(
      "Replaces every registered category with the spec set's categories (not merge-safe).")
    writer.function(
      .function("\(access) static", "registerReplacingAll", ["on center: UNUserNotificationCenter"])
    ) {
      $0.line("center.setNotificationCategories(registeredCategories())")
    }
  }

  /// The body of `registeredCategories()`: the categories every platform and version registers
  /// in one set literal (one expression for the type checker, where an `insert` apiece would be
  /// a statement apiece), then each gated category inside its gates.
  func registeredCategories(_ writer: inout SwiftWriter) {
    let registered = plan.categories.filter(\.registered)
    let isGated = { (category: PlannedCategory) in
      PlatformConditions.excluding(category.unavailable) != nil
        || PlatformConditions.available(category.availability, targets: plan.platforms) != nil
    }
    let gated = registered.filter(isGated)
    let ungated = SwiftExpression.array(
      registered.filter { !isGated($0) }.map { .atom("\($0.typeName).makeCategory()") })
    guard !gated.isEmpty else { return writer.expression("return ", ungated) }
    writer.expression("var categories: Set<UNNotificationCategory> = ", ungated)
    for category in gated {
      writer.conditional(PlatformConditions.excluding(category.unavailable)) { inner in
        let insert = "categories.insert(\(category.typeName).makeCategory())"
        if let check = PlatformConditions.available(category.availability, targets: plan.platforms)
        {
          inner.block("if \(check)") { $0.line(insert) }
        } else {
          inner.line(insert)
        }
      }
    }
    writer.line("return categories")
  }
}
