// The typed payloads of the plan: each category's custom keys and the set's named types, with
// their Swift names, as the renderers need them.

/// A struct the renderer writes: a category's `Payload` or a named type of `payloadTypes`.
public struct PlannedPayload: Sendable {
  /// Its fields, in source order (a category's start-state key last when not declared).
  public let fields: [PlannedPayloadField]
}

/// One field of a planned payload.
public struct PlannedPayloadField: Sendable {
  /// The key, as the payload spells it.
  public let key: String
  /// The Swift property's name.
  public let propertyName: String
  /// The value's type.
  public let type: PayloadType
  /// Whether the key may be absent or null.
  public let isOptional: Bool
  /// The enum's values and its Swift type and case names; nil for a plain type.
  public let enumeration: PlannedPayloadEnum?
  /// `description`, if given.
  public let description: String?
  /// The named states, for the start-state key.
  public let startStates: [String]?

  /// Plans a resolved field.
  init(_ field: PayloadField) {
    key = field.key
    propertyName = field.propertyName
    type = field.type
    isOptional = field.isOptional
    enumeration = field.enumValues.map { values in
      PlannedPayloadEnum(
        typeName: PayloadNames.enumTypeName(property: field.propertyName), values: values,
        caseNames: values.map(PayloadNames.caseName))
    }
    description = field.description
    startStates = field.startStates
  }
}

/// The Swift enum of a field's `enum`.
public struct PlannedPayloadEnum: Sendable {
  /// The enum's type name, nested in the struct.
  public let typeName: String
  /// The raw values, in spec order.
  public let values: [String]
  /// The case name of each value.
  public let caseNames: [String]
}

/// A named type of `payloadTypes`, planned.
public struct PlannedPayloadType: Sendable {
  /// Its Swift type name (the spec's name).
  public let name: String
  /// The source file that declares it.
  public let source: String
  /// Its fields.
  public let payload: PlannedPayload
}

extension PlannedPayload {
  /// Plans a contract's fields.
  init(_ contract: PayloadContract) {
    fields = contract.fields.map(PlannedPayloadField.init)
  }

  /// Plans a named type's fields.
  init(_ type: PayloadObjectType) {
    fields = type.fields.map(PlannedPayloadField.init)
  }
}
