// The payload schema and the value check agree on random contracts with every value shape of
// issue 38 (`RandomContracts`, its every-shape category included): each random payload, valid
// or broken once, gets the checker's verdict from Python's jsonschema when the validator
// applies `contentSchema`, and from a plain draft 2020-12 validator everywhere but inside JSON
// text, whose content draft 2020-12 only annotates (docs/language.md, "Value shapes").

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// Random contracts' schemas against `PayloadValueChecker`.
@Suite struct PayloadShapeSchemaAgreementTests {
  /// Every random payload: the strict validator agrees with the checker; the plain one too,
  /// except where every failing problem lies inside JSON text (it accepts those).
  @Test func randomShapesAgree() throws {
    _ = try #require(VenvPython.available, "\(VenvPython.missing)")
    let seed = UInt64.random(in: 1...UInt64(UInt32.max))
    var random = SpecDice(seed: seed)
    let contracts = RandomContracts(&random, categories: 12)
    var cases = contracts.cases(&random, valid: 6, invalid: 8)
    // One payload broken only inside JSON text, whatever the seed: the every-shape category's
    // `s-json` holds an array's text where a `Place5` object's is declared.
    let shapes = RandomContracts.categoryID(contracts.categories.count - 1)
    let base = try #require(cases.first { $0.category == shapes && $0.mutation == nil })
    guard case .object(let members) = base.json else { throw CocoaError(.coderInvalidValue) }
    cases.append(
      PayloadCase(
        label: "json-text-only", category: shapes,
        json: .object(members.map { $0.0 == "s-json" ? ($0.0, .string("[]")) : $0 }),
        expected: nil, mutation: PayloadMutation(path: "s-json(json)", what: "[]")))
    let outcome = Compiler.check([
      InputFile(path: "contracts.yml", bytes: Array(contracts.spec.utf8))
    ])
    let set = try #require(outcome.spec?.set, "seed \(seed): \(outcome.diagnostics.diagnostics)")
    let checker = PayloadValueChecker(types: PayloadTypeTable(set))
    var schemas: [String] = []
    var rows: [String] = []
    var expected: [(plain: Bool, strict: Bool, text: String)] = []
    var indexByCategory: [String: Int] = [:]
    for item in cases {
      let category = try #require(set.category(item.category))
      let contract = try #require(set.payloadContract(for: category))
      if indexByCategory[item.category] == nil {
        indexByCategory[item.category] = schemas.count
        schemas.append(
          PayloadSchemaRenderer.render(
            categoryID: item.category, contract: contract, source: "contracts.yml"))
      }
      guard case .object(let members) = item.json else { continue }
      let payload = Wire.object(
        [("aps", .object([("category", .string(item.category))]))]
          + members.filter { $0.0 != "aps" })
      var reader = JSONReader(Array(payload.text.utf8), path: "p.json")
      let failing = checker.check(payload: try reader.read(), against: contract)
        .filter(\.failsDecoding)
      let outside = failing.filter { !$0.path.contains("(json)") && $0.kind != .malformedJSONText }
      expected.append((outside.isEmpty, failing.isEmpty, payload.text))
      rows.append(
        Wire.array([.number(String(indexByCategory[item.category]!)), .string(payload.text)]).text)
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let schemaPath = try folder.write(
      "schemas.json", text: "[" + schemas.joined(separator: ",") + "]")
    let rowsPath = try folder.write("rows.json", text: "[" + rows.joined(separator: ",") + "]")
    let script = """
      import json, sys, jsonschema
      from jsonschema import validators
      def content(validator, schema, instance, parent):
          if not validator.is_type(instance, "string"):
              return
          try:
              value = json.loads(instance)
          except ValueError:
              yield jsonschema.ValidationError("not JSON text")
              return
          yield from validator.descend(value, schema)
      Strict = validators.extend(jsonschema.Draft202012Validator, {"contentSchema": content})
      schemas = json.load(open(sys.argv[1], encoding="utf-8"))
      plain = [jsonschema.Draft202012Validator(s) for s in schemas]
      strict = [Strict(s) for s in schemas]
      for s, v in zip(schemas, strict):
          jsonschema.Draft202012Validator.check_schema(s)
          for example in s["examples"]:
              v.validate(example)
      for index, text in json.load(open(sys.argv[2], encoding="utf-8")):
          payload = json.loads(text)
          index = int(index)
          print(("1" if plain[index].is_valid(payload) else "0") + ("1" if strict[index].is_valid(payload) else "0"))
      """
    let run = try VenvPython.run(["-c", script, schemaPath, rowsPath])
    try #require(run.status == 0, "seed \(seed): \(run.summary)")
    let verdicts = run.stdout.split(separator: "\n")
    #expect(verdicts.count == expected.count)
    for (verdict, wanted) in zip(verdicts, expected) {
      #expect(verdict.first == (wanted.plain ? "1" : "0"), "seed \(seed) plain: \(wanted.text)")
      #expect(verdict.last == (wanted.strict ? "1" : "0"), "seed \(seed) strict: \(wanted.text)")
    }
    #expect(expected.filter { !$0.strict }.count >= 40, "seed \(seed): too few rejections")
    #expect(expected.contains { $0.plain && !$0.strict }, "seed \(seed): no JSON-text-only case")
  }
}
