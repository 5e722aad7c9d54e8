// Renders the binding that steps a machine from `didReceive(_:completionHandler:)`.

/// Writes the `#if canImport(UserNotificationsUI)` part of an extension's Swift file.
struct MachineBindingRenderer {
  /// The extension file's renderer.
  let renderer: MachineSwiftRenderer

  /// The attribute, on a line of its own, of every function that touches `NSExtensionContext`
  /// or `UNNotificationResponse`. Neither is `Sendable`, and they belong to the content
  /// extension's view controller, a `UIViewController` and so `@MainActor`; a main-actor
  /// binding is called from it synchronously and never sends them across isolation
  /// (docs/decisions.md).
  static let isolation = "@MainActor"

  /// The binding, the action builders and the media helpers.
  func render(_ writer: inout SwiftWriter) {
    let code = renderer.code
    let access = renderer.plan.access
    writer.line()
    writer.conditional("canImport(UserNotificationsUI)") { file in
      file.line("import Foundation")
      file.line("import UserNotifications")
      file.line("import UserNotificationsUI")
      file.line()
      file.extensionOf(code.typeName) { body in
        if !code.machines.isEmpty {
          handlers(&body)
          start(&body)
        }
        if let media = code.mediaButton {
          body.line()
          MediaButtonRenderer(access: access).render(media, &body)
        }
        if renderer.plan.localization != nil {
          body.line()
          renderer.strings.helper(access: access, &body)
        }
        if code.machines.contains(where: { $0.category.hasFormats }) {
          body.line()
          FormatSwiftSource.write(&body)
        }
      }
      for machine in code.machines { binding(machine, &file) }
      if !code.machines.isEmpty { answerOption(&file) }
      payloadConveniences(&file)
    }
  }

  /// The decodings of a delivered notification and of a response, for the payload types the
  /// file declares: they name UserNotifications' types, which only the binding imports.
  func payloadConveniences(_ writer: inout SwiftWriter) {
    let code = renderer.code
    guard !code.payloadCategories.isEmpty else { return }
    let payloads = PayloadSwiftRenderer(plan: renderer.plan)
    // In one module the payload structs are the app file's, which has their conveniences.
    for category in code.payloadCategories where renderer.ownsPayloads {
      payloads.notificationInitializers(
        of: "\(code.typeName).\(category.typeName).Payload", &writer)
    }
    writer.line()
    writer.extensionOf("\(code.typeName).Payload") { payloads.notificationEnumInitializer(&$0) }
  }

  /// `Decision.Answer.option`: the system's option for the handler's answer.
  func answerOption(_ writer: inout SwiftWriter) {
    writer.line()
    writer.extensionOf("\(renderer.code.typeName).Decision.Answer") { body in
      body.doc("The matching `UNNotificationContentExtensionResponseOption`.")
      body.function(
        .property(renderer.plan.access, "option", "UNNotificationContentExtensionResponseOption")
      ) { inner in
        inner.switchOn("self") { cases in
          cases.caseClause(".doNotDismiss", "return .doNotDismiss")
          cases.caseClause(".dismiss", "return .dismiss")
          cases.caseClause(".dismissAndForwardAction", "return .dismissAndForwardAction")
        }
      }
    }
  }

  /// `start(_:in:)`: shows the state a notification's payload names, for the machines whose
  /// category declares `startState`.
  func start(_ body: inout SwiftWriter) {
    let starting = renderer.code.machines.filter { $0.startStateKey != nil || $0.fillsFromPayload }
    guard !starting.isEmpty else { return }
    body.line()
    body.doc("Starts a notification in the state its payload names (`startState` in the spec),")
    body.doc("from `didReceive(_:)`: shows that state's actions and returns true. Returns false,")
    body.doc("changing nothing, when the payload names no state or its category declares none.")
    if starting.contains(where: \.fillsFromPayload) {
      body.doc("A category whose titles show payload values starts in the state its payload")
      body.doc("names, else in its first state, with the titles filled from this notification.")
    }
    body.line("@discardableResult")
    body.line(Self.isolation)
    body.function(
      .function(
        "\(renderer.plan.access) static", "start",
        ["_ notification: UNNotification", "in context: NSExtensionContext?"], returns: "Bool")
    ) { inner in
      inner.line("let content = notification.request.content")
      inner.switchOn("content.categoryIdentifier") { cases in
        for machine in starting {
          let type = machine.category.typeName
          cases.caseClause(SwiftEscaping.stringLiteral(machine.category.id)) { clause in
            guard machine.fillsFromPayload else {
              clause.block(
                "guard let state = \(type).startState(userInfo: content.userInfo) else"
              ) {
                $0.line("return false")
              }
              clause.line("\(type).show(state, in: context)")
              return clause.line("return true")
            }
            var state = "\(type).initial"
            if machine.startStateKey != nil {
              clause.line("let named = \(type).startState(userInfo: content.userInfo)")
              state = "named ?? " + state
            }
            // An expression, so that long type names break the call as swift-format does.
            clause.expression(
              "",
              .call(
                "\(type).show",
                [nil: .atom(state), "in": .atom("context"), "for": .atom("notification")]))
            clause.line("return true")
          }
        }
        cases.defaultClause("return false")
      }
    }
  }

  /// The extension-wide binding: decoding a response into a `Tap`, handing it to the app's
  /// handler before anything changes, and applying the handler's `Decision`; plus the forms
  /// without a handler, which apply every tap.
  func handlers(_ body: inout SwiftWriter) {
    let code = renderer.code
    let access = renderer.plan.access
    let option = "UNNotificationContentExtensionResponseOption"
    let main = "\(access) static"
    let parameters = ["_ response: UNNotificationResponse", "in context: NSExtensionContext?"]
    // Titles filled from the payload are filled again from the response's notification.
    let filling = code.machines.contains(where: \.fillsFromPayload)
    let notification = filling ? ", for: response.notification" : ""
    body.doc("Handles a tap from `didReceive(_:) async`: decodes it, awaits `handler` before")
    body.doc("anything changes, then applies the handler's decision: `.apply` shows the new")
    body.doc("actions and answers with the transition's response, `.keep` changes nothing and")
    body.doc("keeps the interface open. An unmatched tap reaches the handler too; applied, it")
    body.doc("closes the interface and is forwarded to the app.")
    body.line(Self.isolation)
    body.function(
      .function(
        main, "handle", parameters + ["onTap handler: (Tap) async -> Decision"], effects: "async",
        returns: option)
    ) { inner in
      inner.line("let tap = tap(response, in: context)")
      inner.line("return apply(tap, await handler(tap), to: context\(notification))")
    }
    body.line()
    body.doc("The completion-handler form of `handle(_:in:onTap:)`, for")
    body.doc("`didReceive(_:completionHandler:)`: `completionHandler` gets the option once the")
    body.doc("handler has decided, on the main actor. It need not be `@Sendable`: Xcode 16")
    body.doc("imports the block without it, Swift 6.2 with it, and both are accepted here.")
    body.line(Self.isolation)
    body.function(
      .function(
        main, "handle",
        parameters + [
          "completionHandler: @escaping (\(option)) -> Void",
          "onTap handler: @escaping @MainActor (Tap) async -> Decision",
        ])
    ) { inner in
      inner.scope("Task { @MainActor in") {
        $0.line("completionHandler(await handle(response, in: context, onTap: handler))")
      }
    }
    body.line()
    body.doc("Handles a tap with every tap applied and no handler: the new actions are shown")
    body.doc("and the option returned; an unmatched tap closes the interface and is forwarded.")
    body.line(Self.isolation)
    body.function(
      .function(
        main, "responseOption",
        ["for response: UNNotificationResponse", "in context: NSExtensionContext?"], returns: option
      )
    ) {
      $0.line("apply(tap(response, in: context), .apply, to: context\(notification))")
    }
    body.line()
    body.doc("The completion-handler form of `responseOption(for:in:)`.")
    body.line(Self.isolation)
    body.function(
      .function(main, "handle", parameters + ["completionHandler: (\(option)) -> Void"])
    ) {
      $0.line("completionHandler(responseOption(for: response, in: context))")
    }
    body.line()
    body.doc("The async form of `responseOption(for:in:)`.")
    body.line(Self.isolation)
    body.function(.function(main, "handle", parameters, effects: "async", returns: option)) {
      $0.line("responseOption(for: response, in: context)")
    }
    body.line()
    body.doc("The tap a response stands for, read against the actions `context` shows.")
    body.line(Self.isolation)
    body.function(.function(main, "tap", parameters, returns: "Tap")) { inner in
      inner.line("tap(")
      inner.line("  categoryIdentifier: response.notification.request.content.categoryIdentifier,")
      inner.line("  actionIdentifier: response.actionIdentifier, in: context)")
    }
    body.line()
    body.doc("The tap of `actionIdentifier` on a notification of `categoryIdentifier`, read")
    body.doc("against the actions `context` shows.")
    body.line(Self.isolation)
    body.function(
      .function(
        main, "tap",
        [
          "categoryIdentifier: String", "actionIdentifier: String",
          "in context: NSExtensionContext?",
        ], returns: "Tap")
    ) { inner in
      inner.block("guard let context else") { guarded in
        guarded.line("let unmatched = Tap.Unmatched(")
        guarded.line(
          "  categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier,")
        guarded.line("  shownIdentifiers: [], reason: .noContext)")
        guarded.line("return .unmatched(unmatched)")
      }
      inner.line("return Tap(")
      inner.line("  categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier,")
      inner.line("  shownIdentifiers: context.notificationActions.map(\\.identifier))")
    }
    body.line()
    body.doc("Applies a decision about `tap` to `context` and gives the option to answer with.")
    if filling {
      body.doc("Titles that show payload values are filled from `notification`, else from their")
      body.doc("fallbacks.")
    }
    body.line(Self.isolation)
    body.function(
      .function(
        main, "apply",
        ["_ tap: Tap", "_ decision: Decision", "to context: NSExtensionContext?"]
          + (filling ? ["for notification: UNNotification? = nil"] : []),
        returns: option)
    ) { inner in
      inner.line("let answer: Decision.Answer?")
      inner.switchOn("decision") { cases in
        cases.caseClause(".apply", "answer = nil")
        cases.caseClause(".applyAnswering(let chosen)", "answer = chosen")
        cases.caseClause(".keep", "return .doNotDismiss")
      }
      inner.switchOn("tap") { cases in
        for machine in code.machines {
          let type = machine.category.typeName
          cases.caseClause(".\(machine.category.caseName)(let transition)") { clause in
            clause.block("if let next = transition.to, next != transition.from") {
              var arguments = [SwiftArgument(label: "for", value: .atom("next"))]
              if machine.fillsFromPayload {
                arguments.append(
                  SwiftArgument(label: "payload", value: .atom(Self.decoded(type))))
              }
              $0.assignment(
                "context?.notificationActions", .call("\(type).notificationActions", arguments))
            }
            clause.line("return answer?.option ?? transition.response.option")
          }
        }
        cases.caseClause(".unmatched", "return answer?.option ?? .dismissAndForwardAction")
      }
    }
  }

  /// The per-machine binding and action builders.
  func binding(_ machine: MachinePlan, _ writer: inout SwiftWriter) {
    let access = renderer.plan.access
    let optionType = "UNNotificationContentExtensionResponseOption"
    writer.line()
    let filling = machine.fillsFromPayload
    writer.extensionOf("\(renderer.code.typeName).\(machine.category.typeName)") { body in
      handle(machine, &body)
      body.line()
      body.doc("Shows the actions of `state`: the typed way to start in any reachable state, for")
      body.doc("example one chosen from the notification in `didReceive(_:)`.")
      if filling {
        body.doc("Titles that show payload values show their fallbacks; `show(_:in:for:)` fills")
        body.doc("them from a notification.")
        body.line(Self.isolation)
        body.function(
          .function(
            "\(access) static", "show", ["_ state: State", "in context: NSExtensionContext?"])
        ) {
          $0.line("show(state, in: context, for: nil)")
        }
        body.line()
        body.doc("Shows the actions of `state`, with the titles that show payload values filled")
        body.doc("from `notification`'s payload, else from their fallbacks.")
      }
      body.line(Self.isolation)
      body.function(
        .function(
          "\(access) static", "show",
          ["_ state: State", "in context: NSExtensionContext?"]
            + (filling ? ["for notification: UNNotification?"] : []))
      ) {
        guard filling else {
          return $0.line("context?.notificationActions = notificationActions(for: state)")
        }
        $0.line("context?.notificationActions = notificationActions(")
        $0.line("  for: state, payload: \(Self.decoded(nil)))")
      }
      body.line()
      body.doc("The actions to show in a state, built as registration builds them.")
      if filling {
        // Overloads rather than a defaulted parameter: the machine harness's protocol requires
        // `notificationActions(for:)` itself.
        body.doc("Titles that show payload values show their fallbacks.")
        body.function(
          .function(
            "\(access) static", "notificationActions", ["for state: State"],
            returns: "[UNNotificationAction]")
        ) {
          $0.line("notificationActions(for: state, payload: nil)")
        }
        body.line()
        body.doc("The actions to show in a state, with payload values read from `payload`, else")
        body.doc("their fallbacks.")
      }
      body.function(
        .function(
          "\(access) static", "notificationActions",
          ["for state: State"] + (filling ? ["payload: Payload?"] : []),
          returns: "[UNNotificationAction]")
      ) {
        guard filling else { return $0.line("shownActions(in: state).map(makeAction)") }
        $0.line("shownActions(in: state).map { makeAction($0, payload: payload) }")
      }
      body.line()
      body.doc("Builds one action, with its icon and text input.")
      body.function(
        .function(
          "\(access) static", "makeAction",
          ["_ action: Action"] + (filling ? ["payload: Payload? = nil"] : []),
          returns: "UNNotificationAction")
      ) { inner in
        var actions = renderer.actions
        if filling, let payload = machine.category.payload {
          actions.strings.payload = SwiftStrings.FormatPayload(
            variable: "payload", fields: payload.fields)
        }
        inner.switchOn("action") { cases in
          for action in machine.actions {
            cases.caseClause(".\(action.caseName)") {
              actions.build(action, &$0, as: .return)
            }
          }
        }
      }
    }
    writer.line()
    writer.extensionOf("\(renderer.code.typeName).\(machine.category.typeName).Response") {
      body in
      body.doc("The matching `UNNotificationContentExtensionResponseOption`.")
      body.function(.property(access, "option", optionType)) { inner in
        inner.switchOn("self") { cases in
          cases.caseClause(".doNotDismiss", "return .doNotDismiss")
          cases.caseClause(".dismiss", "return .dismiss")
          cases.caseClause(".dismissAndForwardAction", "return .dismissAndForwardAction")
        }
      }
    }
  }

  /// `handle(_:in:)` of one machine: a tap by identifier with every tap applied; for a machine
  /// whose titles show payload values, also `handle(_:in:for:)`, which fills them from the
  /// notification (overloads, since the machine harness's protocol requires `handle(_:in:)`).
  func handle(_ machine: MachinePlan, _ body: inout SwiftWriter) {
    let access = renderer.plan.access
    let optionType = "UNNotificationContentExtensionResponseOption"
    let owner = renderer.code.typeName
    let filling = machine.fillsFromPayload
    body.doc("Taps `identifier` in the shown actions of `context` with every tap applied, as")
    body.doc("`\(owner).responseOption(for:in:)` does for a whole response.")
    let parameters = ["_ identifier: String", "in context: NSExtensionContext?"]
    if filling {
      body.doc("Titles that show payload values show their fallbacks; `handle(_:in:for:)` fills")
      body.doc("them from the notification.")
      body.line(Self.isolation)
      body.function(.function("\(access) static", "handle", parameters, returns: optionType)) {
        $0.line("handle(identifier, in: context, for: nil)")
      }
      body.line()
      body.doc("Taps `identifier` as `handle(_:in:)` does, filling the new actions' payload")
      body.doc("values from `notification`, else their fallbacks.")
    }
    body.line(Self.isolation)
    body.function(
      .function(
        "\(access) static", "handle",
        parameters + (filling ? ["for notification: UNNotification?"] : []), returns: optionType)
    ) { inner in
      inner.expression(
        "let tap = ",
        .call(
          "\(owner).tap",
          [
            "categoryIdentifier": .atom(SwiftEscaping.stringLiteral(machine.category.id)),
            "actionIdentifier": .atom("identifier"), "in": .atom("context"),
          ]))
      var arguments = [
        SwiftArgument(label: nil, value: .atom("tap")),
        SwiftArgument(label: nil, value: .atom(".apply")),
        SwiftArgument(label: "to", value: .atom("context")),
      ]
      if filling { arguments.append(SwiftArgument(label: "for", value: .atom("notification"))) }
      inner.expression("return ", .call("\(owner).apply", arguments))
    }
  }

  /// The payload of `notification` decoded as `type`'s (the binding's own category's when nil),
  /// or nil when there is no notification or it does not decode.
  static func decoded(_ type: String?) -> String {
    "notification.flatMap { try? \(type.map { $0 + "." } ?? "")Payload($0) }"
  }
}
