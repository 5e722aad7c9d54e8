/// Registration: the registered set, merge-safe `register(on:)` and `registerReplacingAll(on:)`.

extension AppSwiftRenderer {
  /// The registration members of the namespace.
  func registration(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc(
      "Every category id the specs declare; merge-safe registration replaces exactly these.")
    let owned = plan.categories.map { SwiftEscaping.stringLiteral($0.id) }.joined(separator: ", ")
    writer.line("\(access) static let ownedIdentifiers: Set<String> = [\(owned)]")
    writer.line()
    writer.doc("The categories `register(on:)` hands to the system on the running OS.")
    writer.block("\(access) static func registeredCategories() -> Set<UNNotificationCategory>") {
      body in
      let registered = plan.categories.filter(\.registered)
      body.line(
        registered.isEmpty
          ? "let categories: Set<UNNotificationCategory> = []"
          : "var categories: Set<UNNotificationCategory> = []")
      for category in registered {
        body.conditional(PlatformConditions.excluding(category.unavailable)) { inner in
          let insert = "categories.insert(\(category.typeName).makeCategory())"
          if let check = PlatformConditions.available(
            category.availability, targets: plan.platforms)
          {
            inner.block("if \(check)") { $0.line(insert) }
          } else {
            inner.line(insert)
          }
        }
      }
      body.line("return categories")
    }
    writer.line()
    writer.doc("`existing` without the categories the specs own, plus the spec set's categories.")
    writer.block(
      "\(access) static func merged(with existing: Set<UNNotificationCategory>) -> Set<UNNotificationCategory>"
    ) {
      $0.line(
        "existing.filter { !ownedIdentifiers.contains($0.identifier) }.union(registeredCategories())"
      )
    }
    writer.line()
    writer.doc(
      "Registers the categories in one call, keeping categories that other code registered.")
    writer.doc("Idempotent: calling it again sets the same categories.")
    writer.block("\(access) static func register(on center: UNUserNotificationCenter) async") {
      $0.line("let existing = await center.notificationCategories()")
      $0.line("center.setNotificationCategories(merged(with: existing))")
    }
    writer.line()
    writer.doc("Registers the categories, keeping others, then calls `completionHandler`.")
    writer.block(
      "\(access) static func register(on center: UNUserNotificationCenter, completionHandler: @escaping @Sendable () -> Void)"
    ) {
      $0.scope("center.getNotificationCategories { existing in") { inner in
        inner.line("center.setNotificationCategories(merged(with: existing))")
        inner.line("completionHandler()")
      }
    }
    writer.line()
    writer.doc(
      "Replaces every registered category with the spec set's categories (not merge-safe).")
    writer.block("\(access) static func registerReplacingAll(on center: UNUserNotificationCenter)")
    {
      $0.line("center.setNotificationCategories(registeredCategories())")
    }
  }
}
