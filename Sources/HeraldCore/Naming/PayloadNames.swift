// The Swift names of the payload language: properties from keys, enum types and cases from
// keys and values, and which type names a payload type may take.

/// Derives and checks the Swift names of generated `Payload` types, in one place so that the
/// names the rules check are the names the renderer writes.
public enum PayloadNames {
  /// Names a named type may not take: the Swift and Foundation types the generated code uses,
  /// and the generated helpers beside the payload types. Inside the namespace such a name would
  /// hide the real type from the generated code.
  public static let reservedTypeNames: Set<String> = Set([
    "Any", "AnyHashable", "Array", "Bool", "Codable", "CodingKey", "Decodable", "Decoder",
    "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Foundation", "Hashable",
    "Int", "Int64", "NSNull", "NSNumber", "UNNotification", "UNNotificationResponse", "Never",
    "Optional", "Sendable", "String", "Swift", "URL", "Date", "Void",
    GeneratedNames.payloadType, GeneratedNames.payloadTypesType,
  ]).union(GeneratedNames.payloadHelperTypes).union(GeneratedNames.payloadShapeHelperTypes)

  /// Property names the generated `Payload` structs declare themselves.
  public static let reservedMemberNames: Set<String> = ["apnsPayload", "encode", "init"]

  /// Why `name` cannot name a payload type, or nil when it can: it must be a Swift identifier
  /// starting with an ASCII capital, not a built-in type's spelling, not a reserved name.
  public static func typeNameProblem(_ name: String) -> String? {
    guard Naming.isIdentifier(name), let first = name.utf8.first, first >= 0x41, first <= 0x5A
    else {
      return
        "a payload type name is a Swift type name starting with a capital letter (ASCII letters, digits, '_')"
    }
    if reservedTypeNames.contains(name) {
      return "the generated code uses '\(name)' itself; choose another name"
    }
    return nil
  }

  /// The property name of a field: its `swiftName`, or the key in lowerCamelCase (`ride-id` →
  /// `rideId`, a keyword gets a leading `_`).
  public static func propertyName(_ field: PayloadFieldDecl) -> String {
    field.swiftName?.value ?? propertyName(key: field.key.value)
  }

  /// The property name derived from a key.
  public static func propertyName(key: String) -> String {
    Naming.sanitize(Naming.camelCase(key, upperFirst: false), fallback: "value", isCase: true)
  }

  /// The name of the enum generated for a field with `enum:`: its property name in
  /// UpperCamelCase (`vehicle` → `Vehicle`); a reserved name gets `Value` after it (`string` →
  /// `StringValue`), so the enum never hides a type the generated code uses, and so does a name
  /// the property itself has (`_2` from the key `2`, or a capitalized `swiftName`): Swift could
  /// not tell the enum from the property.
  public static func enumTypeName(property: String) -> String {
    var bytes = Array(property.drop { $0 == "_" }.utf8)
    if let first = bytes.first, first >= 0x61, first <= 0x7A { bytes[0] = first - 0x20 }
    let name = Naming.sanitize(String(decoding: bytes, as: UTF8.self), fallback: "Value")
    return reservedTypeNames.contains(name) || name == property ? name + "Value" : name
  }

  /// The case name of an enum value (`car-xl` → `carXl`, `default` → `_default`).
  public static func caseName(_ value: String) -> String {
    Naming.sanitize(Naming.camelCase(value, upperFirst: false), fallback: "value", isCase: true)
  }
}
