// Builds each `UNNotificationAction` or `UNTextInputNotificationAction`, with icons and gates;
// shared by the app's registration and a content extension's machine binding.

/// Writes the construction of planned actions, so that registration and a machine's binding
/// build the same action the same way.
struct ActionSwiftRenderer {
  /// The plan (deployment targets).
  let plan: GenerationPlan
  /// How strings are written.
  let strings: SwiftStrings

  /// Appends one action to `actions`, inside its platform and version gates.
  func append(_ action: PlannedAction, _ writer: inout SwiftWriter) {
    writer.conditional(PlatformConditions.excluding(action.unavailable)) { body in
      if let check = PlatformConditions.available(action.availability, targets: plan.platforms) {
        body.block("if \(check)") { inner in build(action, &inner) { "actions.append(\($0))" } }
      } else {
        build(action, &body) { "actions.append(\($0))" }
      }
    }
  }

  /// Writes `statement(expression)` for the action, choosing the icon initializer with
  /// `if #available` where some deployment target lacks icons.
  func build(
    _ action: PlannedAction, _ writer: inout SwiftWriter, statement: (String) -> String
  ) {
    guard let icon = action.icon else {
      return writer.line(statement(construct(action, icon: nil)))
    }
    let targets = plan.platforms.map { target in
      action.availability.first { $0.platform == target.platform }.map {
        PlannedPlatform(platform: target.platform, minimum: max(target.minimum, $0.minimum))
      } ?? target
    }
    let withIcon = statement(construct(action, icon: icon))
    guard
      let check = PlatformConditions.available(PlatformConditions.iconMinimums, targets: targets)
    else { return writer.line(withIcon) }
    writer.block("if \(check)") { $0.line(withIcon) }
    writer.block("else") { $0.line(statement(construct(action, icon: nil))) }
  }

  /// The initializer call for an action.
  func construct(_ action: PlannedAction, icon: ActionIcon?) -> String {
    var arguments = [
      "identifier: \(SwiftEscaping.stringLiteral(action.id))",
      "title: \(strings.expression(action.title))",
      "options: [" + action.options.map { "." + $0.rawValue }.joined(separator: ", ") + "]",
    ]
    if let icon { arguments.append("icon: \(iconExpression(icon))") }
    guard let input = action.textInput else {
      return "UNNotificationAction(" + arguments.joined(separator: ", ") + ")"
    }
    if let button = input.buttonTitle, let placeholder = input.placeholder {
      arguments.append("textInputButtonTitle: \(strings.expression(button))")
      arguments.append("textInputPlaceholder: \(strings.expression(placeholder))")
    }
    return "UNTextInputNotificationAction(" + arguments.joined(separator: ", ") + ")"
  }

  /// The icon initializer call.
  func iconExpression(_ icon: ActionIcon) -> String {
    switch icon {
    case .system(let name):
      "UNNotificationActionIcon(systemImageName: \(SwiftEscaping.stringLiteral(name)))"
    case .template(let name):
      "UNNotificationActionIcon(templateImageName: \(SwiftEscaping.stringLiteral(name)))"
    }
  }
}
