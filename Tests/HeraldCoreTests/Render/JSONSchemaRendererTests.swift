// The JSON Schema is SpecSchema rendered: every object, key, summary and reference.

import Testing

@testable import HeraldCore

/// Tests of `JSONSchemaRenderer` on `SpecSchema` itself.
@Suite struct JSONSchemaRendererTests {
  /// The members of an ordered JSON object, by key.
  func members(_ value: JSONValue?) -> [String: JSONValue] {
    guard case .ordered(let list) = value else { return [:] }
    return Dictionary(list.map { ($0.key, $0.value) }) { first, _ in first }
  }

  /// Every object of `SpecSchema.all` has a closed definition with its keys, in order, each
  /// described by its summary, and the required keys listed.
  @Test(arguments: SpecSchema.all)
  func everyObjectIsDefined(schema: ObjectSchema) {
    let definitions = members(members(JSONSchemaRenderer.document())["$defs"])
    let definition = members(definitions[JSONSchemaRenderer.definitionName(schema.name)])
    #expect(definition["additionalProperties"] == .bool(false))
    #expect(definition["description"] == .string(schema.summary))
    guard case .ordered(let properties) = definition["properties"] else {
      Issue.record("\(schema.name) has no properties")
      return
    }
    #expect(properties.map(\.key) == schema.keyNames)
    for (property, key) in zip(properties, schema.keys) {
      #expect(members(property.value)["description"] == .string(key.summary))
    }
    let required = schema.requiredKeys.map(JSONValue.string)
    #expect(definition["required"] == (required.isEmpty ? nil : .array(required)))
  }

  /// Every `$ref` in the document names a definition that exists.
  @Test func everyReferenceResolves() {
    let document = JSONSchemaRenderer.document()
    let definitions = Set(members(members(document)["$defs"]).keys)
    var references: [String] = []
    /// Appends every `$ref` target below `value`.
    func collect(_ value: JSONValue) {
      switch value {
      case .ordered(let list):
        for member in list {
          if member.key == "$ref", case .string(let target) = member.value {
            references.append(target)
          }
          collect(member.value)
        }
      case .array(let items): items.forEach(collect)
      default: break
      }
    }
    collect(document)
    #expect(references.count > 20)
    for reference in references {
      #expect(reference.hasPrefix("#/$defs/"))
      #expect(definitions.contains(String(reference.dropFirst("#/$defs/".count))), "\(reference)")
    }
  }

  /// Either-shapes become `anyOf`; strings accept every non-null scalar; `version` is pinned.
  @Test func shapes() {
    let string = JSONSchemaRenderer.shape(.string)
    #expect(string.map(\.key) == ["type"])
    #expect(
      string.first?.value == .array([.string("string"), .string("number"), .string("boolean")]))
    #expect(
      JSONSchemaRenderer.shape(.either([.boolean, .object("textInput")])).map(\.key) == ["anyOf"])
    #expect(JSONSchemaRenderer.definitionName("spec file") == "specFile")
    let version = JSONSchemaRenderer.property(SpecSchema.file.keys[0], in: SpecSchema.file)
    #expect(members(version)["const"] == .int(1))
  }
}
