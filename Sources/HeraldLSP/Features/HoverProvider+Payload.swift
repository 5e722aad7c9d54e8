// Hover on the payload language: the Swift type a payload type decodes to, where a named type is
// declared, and the Swift property a payload key becomes. The names follow the generated code
// (`PayloadType.swiftType`, `PayloadNames`), so the hover shows what the app will write.

import HeraldCore

extension HoverProvider {
  /// The Swift type a payload type decodes to, written as the app spells it from outside the
  /// namespace (`[Rides.PayloadTypes.Place]`).
  static func swiftType(_ type: PayloadType, namespace: String, enumName: String? = nil) -> String {
    type.swiftType(enumName: enumName, namedPrefix: namespace + ".PayloadTypes.")
  }

  /// A payload type: its Swift type and, for a named type, where it is declared and its keys.
  /// Nil for a named type the set does not declare (the validator reports it).
  static func payloadTypeText(_ type: PayloadType, in set: SpecSet) -> String? {
    let namespace = set.swift.namespace
    var text = "**payload type** \(code(type.spelling))\n\n"
    text += "Swift: \(code(swiftType(type, namespace: namespace)))\n"
    guard case .named(let name) = innermost(type) else { return text }
    // The resolved type, as the generated code declares it.
    guard let resolved = PayloadContracts(set).types[name] else { return nil }
    let decl = resolved.declaration
    let start = decl.name.range.start
    text += "\nDeclared in \(code(CompletionProvider.fileName(decl.name.range.file))), "
    text += "line \(start.line)\n"
    if !resolved.fields.isEmpty {
      text += "\n" + fieldTable(resolved.fields, namespace: namespace)
    }
    return text
  }

  /// The innermost element of an array type.
  static func innermost(_ type: PayloadType) -> PayloadType {
    if case .array(let element) = type { return innermost(element) }
    return type
  }

  /// A table of fields: key, Swift property and type.
  static func fieldTable(_ fields: [PayloadField], namespace: String) -> String {
    var text = "| Key | Swift |\n|---|---|\n"
    for field in fields {
      text += "| \(code(field.key)) | \(code(property(field, namespace: namespace))) |\n"
    }
    return text
  }

  /// A field's Swift property as the generated code declares it, read from the resolved
  /// contract (a start-state key is optional there): `pickup: Rides.PayloadTypes.Place?`.
  static func property(_ field: PayloadField, namespace: String) -> String {
    field.propertyName + ": "
      + swiftType(field.type, namespace: namespace, enumName: field.enumeration?.typeName)
      + (field.isOptional ? "?" : "")
  }

  /// A payload key: the Swift property it becomes and the type that holds it, read from the
  /// set's resolved contracts.
  static func payloadKeyText(owner: PayloadKeyOwner, key: String, in set: SpecSet) -> String? {
    let namespace = set.swift.namespace
    let contracts = PayloadContracts(set)
    let fields: [PayloadField]
    let holder: String
    let ownerText: String
    switch owner {
    case .category(let id):
      guard let index = set.categories.firstIndex(where: { $0.id.value == id }),
        set.categories[index].payload != nil, let contract = contracts[id]
      else { return nil }
      fields = contract.fields
      let typeName = SwiftNames.categories(set.categories)[index].typeName
      holder = namespace + "." + typeName + ".Payload"
      ownerText = "category \(code(id))"
    case .type(let name):
      guard let resolved = contracts.types[name] else { return nil }
      fields = resolved.fields
      holder = namespace + ".PayloadTypes." + name
      ownerText = "payload type \(code(name))"
    }
    guard let field = fields.first(where: { $0.key == key }) else { return nil }
    var text = "**payload key** \(code(key)) of \(ownerText)\n\n"
    text += "Swift: property \(code(property(field, namespace: namespace))) of \(code(holder))\n"
    text += field.isOptional ? "\nOptional: absent or null decodes to nil.\n" : "\nRequired.\n"
    if let description = field.description {
      text += "\n" + MarkdownEscaping.text(description) + "\n"
    }
    return text
  }
}
