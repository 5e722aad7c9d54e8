// The typed payloads of the plan: each category's custom keys and the set's named types, with
// their Swift names, as the renderers need them.

/// A struct the renderer writes: a category's `Payload` or a named type of `payloadTypes`.
public struct PlannedPayload: Sendable {
  /// Its fields, in source order (a category's start-state key last when not declared).
  public let fields: [PayloadField]
}

extension PayloadField {
  /// The Swift enum of a field with `enum:`: its type name, nested in the struct, and a case
  /// per value. The plan reads the contract's fields themselves; this is the one thing the
  /// renderers need that the contract does not name.
  public var enumeration: PlannedPayloadEnum? {
    enumValues.map { values in
      PlannedPayloadEnum(
        typeName: PayloadNames.enumTypeName(property: propertyName), values: values,
        caseNames: values.map(PayloadNames.caseName))
    }
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
  /// Its fields (a union's: its cases).
  public let payload: PlannedPayload
  /// For an entry of `payloadUnions`: its discriminator and cases.
  public var union: PayloadUnion? = nil
}

extension PlannedPayload {
  /// Plans a contract's fields.
  init(_ contract: PayloadContract) {
    fields = contract.fields
  }

  /// Plans a named type's fields.
  init(_ type: PayloadObjectType) {
    fields = type.fields
  }
}
