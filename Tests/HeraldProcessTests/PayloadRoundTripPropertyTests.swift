// The payload contract as a property: random declared contracts, random valid payloads through
// the generated Swift and back (equal as JSON values), random invalid payloads failing at the key
// path of their one mutation, as `PayloadValueChecker` says. Every contract of a run is one
// category of one spec, generated and compiled with its driver in one swiftc invocation. The
// contracts and payloads come from `RandomContracts` (TestSupport/RandomPayload*.swift).

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// Random contracts and payloads through the generated `Payload` types.
@Suite(.serialized) struct PayloadRoundTripPropertyTests {
  /// The run's seed: `HERALD_PAYLOAD_SEED` when set (to reproduce a failure), else random.
  static let seed =
    UInt64(ProcessInfo.processInfo.environment["HERALD_PAYLOAD_SEED"] ?? "")
    ?? UInt64.random(in: 1...UInt64(UInt32.max))

  /// How failures name the seed.
  static var rerun: String { "seed \(seed) (rerun: HERALD_PAYLOAD_SEED=\(seed))" }

  /// Valid payloads decode through both entry points and encode back to their declared keys;
  /// invalid ones fail at the mutated key path with the checker's words.
  @Test func randomContractsRoundTrip() throws {
    print("PayloadRoundTripPropertyTests: \(Self.rerun)")
    var random = SpecDice(seed: Self.seed)
    let contracts = RandomContracts(&random, categories: 30)
    let cases = contracts.cases(&random, valid: 5, invalid: 5)
    // Every kind of declaration is in the run, whatever the seed.
    let spelled = contracts.spec
    for needle in [
      "\"string\"", "\"integer\"", "\"number\"", "\"boolean\"", "\"date\"", "\"url\"",
      "\"[[", "enum:", "optional: true", "swiftName:", "\"default\"", "\"self\"",
      "wire: string", "wire: either", "separator:", "lenient: true", "\"[string: ", "\"json\"",
      "enum: {",
    ] {
      #expect(spelled.contains(needle), "\(Self.rerun): no \(needle)")
    }
    #expect(contracts.types.contains { $0.contains { $0.type.usesNamedType } })
    #expect(cases.filter { $0.mutation != nil }.count >= 120)
    try withTemporaryFolder { folder in
      let spec = contracts.spec
      let specPath = try folder.write("contracts.yml", text: spec)
      let output = folder.url.appending(path: "out")
      let generate = try Herald.run(
        ["generate", specPath, "--output", output.path], directory: folder.url)
      try #require(generate.status == 0, "\(Self.rerun)\n\(generate.stderr)\n\(spec)")
      let app = output.appending(path: "App/NotificationCategories.swift")
      let started = Date()
      let program = try PayloadSwiftTests.compile(
        folder, sources: [app], main: contracts.driver, name: "roundtrip")
      print("PayloadRoundTripPropertyTests: swiftc took \(Date().timeIntervalSince(started)) s")
      // Whatever the contract, the generated file is lint clean: deeply nested arrays give the
      // longest lines it writes.
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration, app.path],
        timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(Self.rerun)\n\(lint.summary)")
      let input = try folder.write("cases.json", text: Wire.array(cases.map(\.row)).text)
      let run = try Tool.run([program, input], in: folder.url, timeout: 120)
      try #require(run.status == 0, "\(Self.rerun)\n\(run.summary)")
      let outcomes = try Self.outcomes(run.output)
      let checked = try contracts.checkerProblems(cases)
      #expect(cases.filter { $0.mutation == nil }.count == contracts.categories.count * 5)
      for item in cases {
        let context = "\(Self.rerun) \(item.label) \(item.json.text)"
        let checker = checked[item.label]
        for route in ["userInfo", "decoder"] {
          let outcome = try #require(outcomes[item.label + "|" + route], "\(context) \(route)")
          if let mutation = item.mutation {
            #expect(outcome.path == mutation.path, "\(context) \(route): \(outcome)")
            #expect(
              checker?.path == mutation.path, "\(context): checker \(String(describing: checker))")
            #expect(outcome.expected == checker?.expected, "\(context) \(route)")
            // A number found where an integer is declared is worded from its value in Swift
            // (`1e+300`, `0.1`) and from its text by the checker (`1e300`, `1e-1`).
            if route == "userInfo", checker?.numberFound == false {
              #expect(outcome.message == checker?.message, "\(context) \(route)")
            }
          } else {
            #expect(checker == nil, "\(context): checker \(String(describing: checker))")
            // Every case is judged, so one failure does not hide the others.
            guard let encoded = outcome.encoded else {
              Issue.record("\(context) \(route): \(outcome)")
              continue
            }
            var reader = JSONReader(Array(encoded.utf8), path: "encoded.json")
            let back = Wire(try reader.read())
            #expect(back == item.expected, "\(context) \(route): \(encoded)")
          }
        }
      }
    }
  }

  /// One line of the driver's output.
  struct Outcome: Codable, CustomStringConvertible {
    /// `label|route`.
    let id: String
    /// The encoded value of a successful decode.
    let encoded: String?
    /// The key path of a `PayloadDecodingError`.
    let path: String?
    /// What its `expected` says.
    let expected: String?
    /// The error's description.
    let message: String?
    /// Any other failure: another error, a re-decode that differs.
    let other: String?

    var description: String {
      "encoded \(encoded ?? "-") path \(path ?? "-") message \(message ?? "-") other \(other ?? "-")"
    }
  }

  /// The driver's lines by `label|route`.
  static func outcomes(_ output: String) throws -> [String: Outcome] {
    var outcomes: [String: Outcome] = [:]
    for line in output.split(separator: "\n") {
      let outcome = try JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
      outcomes[outcome.id] = outcome
    }
    return outcomes
  }
}

/// The driver and the checker's verdicts, which only this test uses.
extension RandomContracts {
  /// The driver: reads `[label, category, json]` rows from the file its argument names, decodes
  /// each by `init(userInfo:)` and `JSONDecoder`, and prints one JSON line per route.
  var driver: String {
    var text = #"""
      import Foundation

      struct Outcome: Codable {
        var id: String
        var encoded: String?
        var path: String?
        var expected: String?
        var message: String?
        var other: String?
      }

      func outcome<P: Codable & Equatable>(_ id: String, _ decode: () throws -> P) -> Outcome {
        var result = Outcome(id: id)
        do {
          let payload = try decode()
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          let data = try encoder.encode(payload)
          let back = try JSONDecoder().decode(P.self, from: data)
          if back == payload {
            result.encoded = String(decoding: data, as: UTF8.self)
          } else {
            result.other = "decoding the encoded value gives another value"
          }
        } catch let error as Notifications.PayloadDecodingError {
          result.path = error.path
          result.expected = error.expected
          result.message = "\(error)"
        } catch {
          result.other = "\(type(of: error)): \(error)"
        }
        return result
      }

      func run<P: Codable & Equatable>(
        _ type: P.Type, _ label: String, _ json: String,
        _ userInfo: ([AnyHashable: Any]) throws -> P
      ) -> [Outcome] {
        let data = Data(json.utf8)
        let object = try? JSONSerialization.jsonObject(with: data)
        return [
          outcome(label + "|userInfo") {
            guard let dictionary = object as? [AnyHashable: Any] else {
              throw CocoaError(.propertyListReadCorrupt)
            }
            return try userInfo(dictionary)
          },
          outcome(label + "|decoder") { try JSONDecoder().decode(P.self, from: data) },
        ]
      }

      func dispatch(_ category: String, _ label: String, _ json: String) -> [Outcome] {
        switch category {

      """#
    for index in categories.indices {
      let type = "Notifications.Contract\(index).Payload"
      text += "  case \(SwiftEscaping.stringLiteral(Self.categoryID(index))):\n"
      text += "    return run(\(type).self, label, json, \(type).init(userInfo:))\n"
    }
    text += #"""
        default: fatalError("unknown category \(category)")
        }
      }

      @main struct Driver {
        static func main() throws {
          let input = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
          let rows = try JSONSerialization.jsonObject(with: input) as! [[String]]
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          for row in rows {
            for outcome in dispatch(row[1], row[0], row[2]) {
              print(String(decoding: try encoder.encode(outcome), as: UTF8.self))
            }
          }
        }
      }

      """#
    return text
  }

  /// The checker's first problem that fails decoding, for each case that has one, with the
  /// checker's did-you-mean left out (the generated Swift gives none).
  func checkerProblems(_ cases: [PayloadCase]) throws -> [String: (
    path: String, expected: String, message: String, numberFound: Bool
  )] {
    let outcome = Compiler.check([InputFile(path: "contracts.yml", bytes: Array(spec.utf8))])
    let set = try #require(outcome.spec?.set, "\(outcome.diagnostics.diagnostics)")
    let checker = PayloadValueChecker(types: PayloadTypeTable(set))
    var problems: [String: (path: String, expected: String, message: String, numberFound: Bool)] =
      [:]
    for item in cases {
      let category = try #require(set.category(item.category))
      let contract = try #require(set.payloadContract(for: category))
      var reader = JSONReader(Array(item.json.text.utf8), path: "payload.json")
      let root = try reader.read()
      guard
        let problem = checker.check(payload: root, against: contract).first(where: \.failsDecoding)
      else { continue }
      var message = problem.message
      if let hint = message.range(of: "; did you mean") {
        message = String(message[..<hint.lowerBound])
      }
      let numberFound = [.fractionalInteger, .integerOutOfRange, .numberOutOfRange].contains(
        problem.kind)
      problems[item.label] = (problem.path, problem.expected, message, numberFound)
    }
    return problems
  }
}
