// The payload part of a content extension's Swift file: the payload types of the categories it
// serves (or, in one module, aliases of the app file's) and the start state read through them.

extension MachineSwiftRenderer {
  /// Whether the file declares the payload types of the categories it serves: it does unless
  /// it compiles into one module with the app file, whose types it then names.
  var ownsPayloads: Bool { !code.payloadCategories.isEmpty && !plan.oneModule }

  /// `startState(_:)`: the start state read through the typed payload.
  func payloadStartState(_ field: PayloadField, _ writer: inout SwiftWriter) {
    let value = "payload.\(field.propertyName)" + (field.enumeration == nil ? "" : "?.rawValue")
    writer.line()
    writer.doc("The state a decoded payload names under `startStateKey`; nil when it names none or")
    writer.doc("a name the spec does not give in `states`.")
    writer.function(
      .function("\(plan.access) static", "startState", ["_ payload: Payload"], returns: "State?")
    ) { body in
      if field.isOptional {
        body.line("\(value).flatMap(State.init(named:))")
      } else {
        body.line("State(named: \(value))")
      }
    }
  }

  /// In one module, the extension's payload types as aliases of the app file's, declared in
  /// extensions at file scope (where no category type of the extension's enum shadows the
  /// namespace's name).
  func sharedPayloadTypes(_ writer: inout SwiftWriter) {
    guard plan.oneModule, !code.payloadCategories.isEmpty else { return }
    for category in code.payloadCategories {
      writer.line()
      writer.extensionOf("\(code.typeName).\(category.typeName)") { body in
        body.doc("The custom payload of the category: the app code's type.")
        body.typeAlias(
          "Payload", "\(plan.namespace).\(category.typeName).Payload", access: plan.access)
      }
    }
    writer.line()
    writer.extensionOf(code.typeName) { body in
      if !plan.payloadTypes.isEmpty {
        body.doc("The named object types of the payloads: the app code's.")
        body.typeAlias("PayloadTypes", "\(plan.namespace).PayloadTypes", access: plan.access)
      }
      body.doc("Why a payload did not decode: the app code's error.")
      body.typeAlias(
        "PayloadDecodingError", "\(plan.namespace).PayloadDecodingError", access: plan.access)
    }
  }
}
