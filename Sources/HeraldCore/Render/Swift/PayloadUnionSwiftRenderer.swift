// Renders a tagged union of `payloadUnions` in `PayloadTypes`: an enum with a case per value of
// its discriminator, holding that case's struct, decoded and encoded by the same rules as the
// structs.

extension PayloadSwiftRenderer {
  /// The enum of a union.
  func unionEnum(_ name: String, _ union: PayloadUnion, _ writer: inout SwiftWriter) {
    let discriminator = SwiftEscaping.stringLiteral(union.discriminator)
    let caseNames = union.cases.map { PayloadNames.caseName($0.value) }
    writer.doc(
      "\(SwiftEscaping.codeVoice(name)), declared in `payloadUnions`: its "
        + "\(SwiftEscaping.codeVoice(union.discriminator)) names the case.")
    writer.enumeration(access, name, ["Codable", "Sendable", "Equatable"]) { body in
      for (item, caseName) in zip(union.cases, caseNames) {
        body.doc(
          "\(SwiftEscaping.codeVoice(item.value)): a \(SwiftEscaping.codeVoice(item.type)) object.")
        body.line("case \(caseName)(PayloadTypes.\(item.type))")
      }
      body.line()
      body.doc("The values of \(SwiftEscaping.codeVoice(union.discriminator)).")
      body.enumeration("fileprivate", "Tag", ["String", "CaseIterable"]) { tags in
        for (item, caseName) in zip(union.cases, caseNames) {
          tags.assignment("case \(caseName)", .atom(SwiftEscaping.stringLiteral(item.value)))
        }
      }
      body.line()
      body.doc("Decodes a value at `path` of a payload: the case its discriminator names.")
      body.function(
        FunctionSignature(
          modifiers: "fileprivate", name: "init",
          parameters: ["payloadValue value: Any?", "at path: String"], effects: "throws",
          result: nil)
      ) { inner in
        inner.expression(
          "let members = try ",
          .call(
            "PayloadValues.members",
            [
              nil: .atom("value"), "at": .atom("path"),
              "expected": .atom(SwiftEscaping.stringLiteral("a \(name) object")),
            ]))
        inner.expression(
          "let tag = try ",
          .call(
            "PayloadValues.value",
            [
              nil: .atom("members"), nil: .atom(discriminator), "at": .atom("path"),
              nil: .atom("PayloadValues.enumeration(Tag.self)"),
            ]))
        inner.switchOn("tag") { cases in
          for (item, caseName) in zip(union.cases, caseNames) {
            cases.caseClause(
              ".\(caseName)", "self = ",
              .call(
                ".\(caseName)",
                [
                  nil: .call(
                    "try PayloadTypes.\(item.type)",
                    ["members": .atom("members"), "at": .atom("path")])
                ]))
          }
        }
      }
      body.line()
      body.doc("Decodes the value from JSON by the rules of `userInfo` (extra keys are ignored).")
      body.function(
        FunctionSignature(
          modifiers: access, name: "init", parameters: ["from decoder: any Decoder"],
          effects: "throws", result: nil)
      ) { inner in
        inner.line("let json = try PayloadJSON(from: decoder)")
        inner.line("try self.init(payloadValue: json.value, at: \"\")")
      }
      body.line()
      body.doc("Encodes the case's keys and its discriminator.")
      body.function(
        FunctionSignature(
          modifiers: access, name: "func encode", parameters: ["to encoder: any Encoder"],
          effects: "throws", result: nil)
      ) { inner in
        inner.line("var container = encoder.container(keyedBy: PayloadCodingKey.self)")
        inner.switchOn("self") { cases in
          for caseName in caseNames {
            cases.caseClause(".\(caseName)(let value)") { clause in
              clause.line(
                "try container.encode(Tag.\(caseName).rawValue, forKey: PayloadCodingKey(\(discriminator)))"
              )
              clause.line("try value.encode(to: encoder)")
            }
          }
        }
      }
    }
  }
}
