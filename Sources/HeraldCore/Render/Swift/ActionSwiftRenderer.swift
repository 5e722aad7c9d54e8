// Builds each `UNNotificationAction` or `UNTextInputNotificationAction`, with icons and gates;
// shared by the app's registration and a content extension's machine binding.

/// Writes the construction of planned actions, so that registration and a machine's binding
/// build the same action the same way.
struct ActionSwiftRenderer {
  /// The plan (deployment targets).
  let plan: GenerationPlan
  /// How strings are written.
  var strings: SwiftStrings

  /// The statement an action's construction is part of.
  enum Statement {
    /// `actions.append(action)`, in registration.
    case append
    /// `return action`, in a machine's `makeAction`.
    case `return`
  }

  /// Appends one action to `actions`, inside its platform and version gates.
  func append(_ action: PlannedAction, _ writer: inout SwiftWriter) {
    writer.conditional(PlatformConditions.excluding(action.unavailable)) { body in
      if let check = PlatformConditions.available(action.availability, targets: plan.platforms) {
        body.block("if \(check)") { inner in build(action, &inner, as: .append) }
      } else {
        build(action, &body, as: .append)
      }
    }
  }

  /// The action's construction when it needs no gate on any platform or version (no
  /// `unavailable`, no `availability` check, an icon every deployment target has), so that it
  /// can be an element of an array literal; nil when it needs statements around it.
  func ungated(_ action: PlannedAction) -> SwiftExpression? {
    guard action.unavailable.isEmpty,
      PlatformConditions.available(action.availability, targets: plan.platforms) == nil,
      action.icon == nil || iconCheck(action) == nil
    else { return nil }
    return construct(action, icon: action.icon)
  }

  /// Writes the statement for the action, choosing the icon initializer with `if #available`
  /// where some deployment target lacks icons.
  func build(_ action: PlannedAction, _ writer: inout SwiftWriter, as statement: Statement) {
    guard let icon = action.icon else {
      return write(statement, construct(action, icon: nil), &writer)
    }
    let withIcon = construct(action, icon: icon)
    guard let check = iconCheck(action) else { return write(statement, withIcon, &writer) }
    writer.ifElse(check) {
      write(statement, withIcon, &$0)
    } else: {
      write(statement, construct(action, icon: nil), &$0)
    }
  }

  /// The `#available` check an action's icon needs where the action can run, or nil when every
  /// deployment target (raised to the action's own availability) has icons.
  private func iconCheck(_ action: PlannedAction) -> String? {
    let targets = plan.platforms.map { target in
      action.availability.first { $0.platform == target.platform }.map {
        PlannedPlatform(platform: target.platform, minimum: max(target.minimum, $0.minimum))
      } ?? target
    }
    return PlatformConditions.available(PlatformConditions.iconMinimums, targets: targets)
  }

  /// Writes one statement around an action's construction.
  private func write(
    _ statement: Statement, _ construction: SwiftExpression, _ writer: inout SwiftWriter
  ) {
    switch statement {
    case .append: writer.expression("", .call("actions.append", [nil: construction]))
    case .return: writer.expression("return ", construction)
    }
  }

  /// The initializer call for an action.
  func construct(_ action: PlannedAction, icon: ActionIcon?) -> SwiftExpression {
    var arguments = [
      SwiftArgument(label: "identifier", value: .atom(SwiftEscaping.stringLiteral(action.id))),
      SwiftArgument(label: "title", value: strings.expression(action.title)),
      // An array, not an atom: swift-format keeps a column free after an array of several
      // options for the comma it would add on breaking it (`SwiftWriter.reserve(after:)`).
      SwiftArgument(
        label: "options", value: .array(action.options.map { .atom("." + $0.rawValue) })),
    ]
    if let icon { arguments.append(SwiftArgument(label: "icon", value: iconExpression(icon))) }
    guard let input = action.textInput else {
      return .call("UNNotificationAction", arguments)
    }
    if let button = input.buttonTitle, let placeholder = input.placeholder {
      arguments.append(
        SwiftArgument(label: "textInputButtonTitle", value: strings.expression(button)))
      arguments.append(
        SwiftArgument(label: "textInputPlaceholder", value: strings.expression(placeholder)))
    }
    return .call("UNTextInputNotificationAction", arguments)
  }

  /// The icon initializer call.
  func iconExpression(_ icon: ActionIcon) -> SwiftExpression {
    switch icon {
    case .system(let name):
      .call(
        "UNNotificationActionIcon", ["systemImageName": .atom(SwiftEscaping.stringLiteral(name))])
    case .template(let name):
      .call(
        "UNNotificationActionIcon", ["templateImageName": .atom(SwiftEscaping.stringLiteral(name))])
    }
  }
}
