// The payload schema's cost grows with the declarations: named types that use each other many
// times over are written once each under `$defs`, so the exponential tree they describe never
// gets built.

import Testing

@testable import HeraldCore

/// Scaling of `PayloadSchemaRenderer`, counted with `WorkMeter`.
@Suite struct PayloadSchemaScalingTests {
  /// A set whose category uses `T0`, where each `Ti` has two keys of type `T(i+1)`: a tree of
  /// 2^count objects, described by `count` types. Loaded without validation (its sample would
  /// exceed `payload-size`), as the renderer may only rely on the set's shape.
  static func contract(types count: Int) throws -> PayloadContract {
    var text = "version: 1\ncategories:\n  - id: c\n    payload:\n      root: T0\npayloadTypes:\n"
    for index in 0..<count {
      text += "  T\(index):\n    n: number\n"
      if index + 1 < count {
        text +=
          "    left: T\(index + 1)\n    right: { type: \"[T\(index + 1)]\", optional: true }\n"
      }
    }
    var diagnostics = DiagnosticsEngine()
    let file = try #require(
      SpecLoader.load(InputFile(path: "spec.yml", bytes: Array(text.utf8)), into: &diagnostics))
    let set = SpecSet(files: [file])
    return try #require(set.payloadContract(for: set.categories[0]))
  }

  /// Doubling the types doubles the work and the text, and every type is one `$defs` entry.
  @Test func schemaGrowsLinearlyWithTheTypes() throws {
    func measure(_ count: Int) throws -> (work: Int, bytes: Int, definitions: Int) {
      let contract = try Self.contract(types: count)
      let (document, work) = WorkMeter.measure {
        PayloadSchemaRenderer.document(categoryID: "c", contract: contract, source: "spec.yml")
      }
      var definitions = 0
      if case .ordered(let members) = document,
        case .ordered(let defs)? = members.first(where: { $0.key == "$defs" })?.value
      {
        definitions = defs.count
      }
      return (work, document.rendered().utf8.count, definitions)
    }
    let small = try measure(200)
    let large = try measure(400)
    #expect(small.definitions == 200 && large.definitions == 400)
    #expect(small.work > 0)
    #expect(Double(large.work) / Double(small.work) < 2.2, "\(small.work) → \(large.work)")
    #expect(Double(large.bytes) / Double(small.bytes) < 2.2, "\(small.bytes) → \(large.bytes)")
  }
}
