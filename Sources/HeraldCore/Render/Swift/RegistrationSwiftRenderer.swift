// Renders registration: the registered set, merge-safe `register(on:)` and
// `registerReplacingAll(on:)`.

/// Writes the registration members of the app's namespace.
struct RegistrationSwiftRenderer {
  /// The plan (access level, categories, deployment targets).
  let plan: GenerationPlan

  /// The registration members of the namespace.
  func render(_ writer: inout SwiftWriter) {
    let access = plan.access
    let parameters = plan.registrationParameters
    WorkMeter.add(parameters.count)
    let declared = parameters.map(\.declaration)
    // Calls that pass the parameters on are expressions, so that many parameters break the
    // line as swift-format breaks it.
    let passed = parameters.map { SwiftArgument(label: $0.name, value: .atom($0.name)) }
    let registered = SwiftExpression.call("registeredCategories", passed)
    writer.doc(
      "Every category id the specs declare; merge-safe registration replaces exactly these.")
    writer.expression(
      "\(access) static let ownedIdentifiers: Set<String> = ",
      .array(plan.categories.map { .atom(SwiftEscaping.stringLiteral($0.id)) }))
    writer.line()
    writer.doc("The categories `register(on:)` hands to the system on the running OS.")
    writer.function(
      .function(
        "\(access) static", "registeredCategories", declared,
        returns: "Set<UNNotificationCategory>")
    ) { body in
      registeredCategories(&body)
    }
    writer.line()
    writer.doc("`existing` without the categories the specs own, plus the spec set's categories.")
    writer.function(
      .function(
        "\(access) static", "merged", ["with existing: Set<UNNotificationCategory>"] + declared,
        returns: "Set<UNNotificationCategory>")
    ) {
      let filtered = "existing.filter { !ownedIdentifiers.contains($0.identifier) }"
      guard !parameters.isEmpty else {
        return $0.line(filtered + ".union(registeredCategories())")
      }
      $0.line(filtered)
      $0.indented {
        $0.expression("", .call(".union", [SwiftArgument(label: nil, value: registered)]))
      }
    }
    writer.line()
    writer.doc(
      "Registers the categories in one call, keeping categories that other code registered.")
    writer.doc("Idempotent: calling it again sets the same categories. `center` is not `Sendable`")
    writer.doc("and this runs off the caller's actor, so pass one the caller does not keep,")
    writer.doc("such as `UNUserNotificationCenter.current()` written at the call.")
    writer.function(
      .function(
        "\(access) static", "register", ["on center: UNUserNotificationCenter"] + declared,
        effects: "async")
    ) {
      // The center stays in this task: only the queue's turn is awaited across actors.
      $0.line("await registrationQueue.enter()")
      $0.line("let existing = await center.notificationCategories()")
      let merged = SwiftExpression.call(
        "merged", [SwiftArgument(label: "with", value: .atom("existing"))] + passed)
      $0.expression(
        "", .call("center.setNotificationCategories", [SwiftArgument(label: nil, value: merged)]))
      $0.line("await registrationQueue.leave()")
    }
    writer.line()
    // The completion handler is `@Sendable` (SE-0463 imports the SDK's as `@Sendable`) and
    // `UNUserNotificationCenter` is not `Sendable`, so this form takes no center: capturing one
    // would be a Swift 6 error. The task asks for the process's center itself
    // (docs/decisions.md, "Registration with a completion handler") and waits its turn in the
    // same queue as `register(on:)`.
    writer.doc(
      "Registers the categories on `UNUserNotificationCenter.current()`, keeping others, then")
    writer.doc("calls `completionHandler`. It takes no center: the handler is `@Sendable` and")
    writer.doc("`UNUserNotificationCenter` is not, so the registering task fetches `current()`")
    writer.doc("rather than capture a center. To register on another center, use `register(on:)`.")
    writer.function(
      .function(
        "\(access) static", "register",
        declared + ["completionHandler: @escaping @Sendable () -> Void"])
    ) {
      $0.block("Task") { inner in
        let center = SwiftArgument(label: "on", value: .atom("UNUserNotificationCenter.current()"))
        inner.expression("await ", .call("register", [center] + passed))
        inner.line("completionHandler()")
      }
    }
    writer.line()
    registrationQueue(&writer)
    writer.line()
    writer.doc(
      "Replaces every registered category with the spec set's categories (not merge-safe).")
    writer.function(
      .function(
        "\(access) static", "registerReplacingAll",
        ["on center: UNUserNotificationCenter"] + declared)
    ) {
      $0.expression(
        "",
        .call("center.setNotificationCategories", [SwiftArgument(label: nil, value: registered)]))
    }
  }

  /// The queue that runs the namespace's registrations one after another: two merges at once
  /// would both read the old set, and the later write would drop the earlier one's categories.
  /// An actor that hands out turns in arrival order, rather than a lock, so that waiting never
  /// blocks a thread (the main thread included) and the center never crosses into the actor.
  func registrationQueue(_ writer: inout SwiftWriter) {
    let type = GeneratedNames.registrationQueueType
    writer.doc("Runs the registrations of this namespace one after another, in arrival order.")
    writer.line("private static let registrationQueue = \(type)()")
    writer.line()
    writer.doc("Turns for registrations: one runs at a time, the others wait without a thread.")
    writer.block("private actor \(type)") { body in
      body.line("private var running = false")
      body.line("private var waiting: [CheckedContinuation<Void, Never>] = []")
      body.line("private var next = 0")
      body.line()
      body.doc("Returns once no other registration runs, marking this one as running.")
      body.block("func enter() async") { enter in
        enter.block("guard running else") { start in
          start.line("running = true")
          start.line("return")
        }
        enter.line("await withCheckedContinuation { waiting.append($0) }")
      }
      body.line()
      body.doc("Ends the running registration and hands its turn to the longest waiting one.")
      body.block("func leave()") { leave in
        leave.block("guard next < waiting.count else") { idle in
          idle.line("waiting.removeAll()")
          idle.line("next = 0")
          idle.line("running = false")
          idle.line("return")
        }
        leave.line("let turn = waiting[next]")
        leave.line("next += 1")
        leave.line("turn.resume()")
      }
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
    let ungated = SwiftExpression.array(registered.filter { !isGated($0) }.map(Self.makeCategory))
    guard !gated.isEmpty else { return writer.expression("return ", ungated) }
    writer.expression("var categories: Set<UNNotificationCategory> = ", ungated)
    for category in gated {
      writer.conditional(PlatformConditions.excluding(category.unavailable)) { inner in
        let insert = SwiftExpression.call(
          "categories.insert", [SwiftArgument(label: nil, value: Self.makeCategory(category))])
        if let check = PlatformConditions.available(category.availability, targets: plan.platforms)
        {
          inner.block("if \(check)") { $0.expression("", insert) }
        } else {
          inner.expression("", insert)
        }
      }
    }
    writer.line("return categories")
  }

  /// The call of a category's `makeCategory`, passing the parameters it takes.
  static func makeCategory(_ category: PlannedCategory) -> SwiftExpression {
    .call(
      "\(category.typeName).makeCategory",
      category.parameters.map { SwiftArgument(label: $0.name, value: .atom($0.name)) })
  }
}
