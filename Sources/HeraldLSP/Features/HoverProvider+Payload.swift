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
    guard let decl = set.payloadTypes.first(where: { $0.name.value == name }) else { return nil }
    let start = decl.name.range.start
    text += "\nDeclared in \(code(CompletionProvider.fileName(decl.name.range.file))), "
    text += "line \(start.line)\n"
    if !decl.fields.isEmpty {
      text += "\n" + fieldTable(decl.fields, namespace: namespace)
    }
    return text
  }

  /// The innermost element of an array type.
  static func innermost(_ type: PayloadType) -> PayloadType {
    if case .array(let element) = type { return innermost(element) }
    return type
  }

  /// A table of fields: key, Swift property and type.
  static func fieldTable(_ fields: [PayloadFieldDecl], namespace: String) -> String {
    var text = "| Key | Swift |\n|---|---|\n"
    for field in fields {
      text += "| \(code(field.key.value)) | \(code(property(field, namespace: namespace))) |\n"
    }
    return text
  }

  /// A field's Swift property as declared: `pickup: Rides.PayloadTypes.Place?`.
  static func property(_ field: PayloadFieldDecl, namespace: String) -> String {
    let name = PayloadNames.propertyName(field)
    guard let type = field.type?.value else { return name }
    let enumName = field.enumValues.map { _ in PayloadNames.enumTypeName(property: name) }
    return name + ": " + swiftType(type, namespace: namespace, enumName: enumName)
      + (field.isOptional ? "?" : "")
  }

  /// A payload key: the Swift property it becomes and the type that holds it.
  static func payloadKeyText(owner: PayloadKeyOwner, key: String, in set: SpecSet) -> String? {
    let namespace = set.swift.namespace
    let fields: [PayloadFieldDecl]
    let holder: String
    let ownerText: String
    switch owner {
    case .category(let id):
      guard let index = set.categories.firstIndex(where: { $0.id.value == id }),
        let payload = set.categories[index].payload
      else { return nil }
      fields = payload.value
      let typeName = SwiftNames.categories(set.categories)[index].typeName
      holder = namespace + "." + typeName + ".Payload"
      ownerText = "category \(code(id))"
    case .type(let name):
      guard let decl = set.payloadTypes.first(where: { $0.name.value == name }) else { return nil }
      fields = decl.fields
      holder = namespace + ".PayloadTypes." + name
      ownerText = "payload type \(code(name))"
    }
    guard let field = fields.first(where: { $0.key.value == key }) else { return nil }
    var text = "**payload key** \(code(key)) of \(ownerText)\n\n"
    text += "Swift: property \(code(property(field, namespace: namespace))) of \(code(holder))\n"
    text += field.isOptional ? "\nOptional: absent or null decodes to nil.\n" : "\nRequired.\n"
    if let description = field.description {
      text += "\n" + MarkdownEscaping.text(description.value) + "\n"
    }
    return text
  }
}
