// What the renderers need of the value shapes of issue 38 beyond the contract's fields: an
// integer enum's Swift enum, and which shared helpers a plan's payloads use.

extension PayloadField {
  /// The Swift enum of an `integer` field's `enum`: its type name (as a string enum's), a case
  /// per value.
  public var integerEnumeration: PlannedIntegerEnum? {
    integerEnum.map { cases in
      PlannedIntegerEnum(
        typeName: PayloadNames.enumTypeName(property: propertyName),
        cases: cases.map { (PayloadNames.caseName($0.name), $0.value) })
    }
  }

  /// Whether the field needs the helpers of issue 38's shapes (`PayloadShapeSupportSource`).
  public var usesShapeHelpers: Bool {
    wireShape != .plain || isLenient || integerEnum != nil || type.usesMapOrJSON
  }
}

extension PayloadType {
  /// Whether a map or `json` is this type or inside it.
  public var usesMapOrJSON: Bool {
    switch self {
    case .map, .json: true
    case .array(let element): element.usesMapOrJSON
    default: false
    }
  }

  /// Whether `json` is this type or inside it.
  public var usesJSON: Bool {
    switch self {
    case .json: true
    case .array(let element), .map(let element): element.usesJSON
    default: false
    }
  }
}

/// The Swift enum of an integer field's `enum`.
public struct PlannedIntegerEnum: Sendable {
  /// The enum's type name, nested in the struct.
  public let typeName: String
  /// Each case's Swift name and value, in spec order.
  public let cases: [(name: String, value: Int64)]
}
