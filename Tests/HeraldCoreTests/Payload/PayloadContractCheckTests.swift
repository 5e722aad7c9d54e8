// `check-payload` on the custom keys: each problem under its id, at the value, with its fix-it;
// what decoding tolerates stays a warning; the cost grows with the payload, not the set.

import Foundation
import Testing

@testable import HeraldCore

/// Checks a marked payload against `PayloadExamples.contractSpec` (`ride`: `ride-id`, `vehicle`
/// one of car, xl, bike, start state `phase`).
func checkContractPayload(_ marked: String) -> MarkedCheck {
  let spec = MarkedSource(PayloadExamples.contractSpec.files[0], path: "spec1.yml")
  let payload = MarkedSource(marked, path: "payload.json")
  let outcome = Compiler.check([spec.input], keepingMachines: false)
  var engine = DiagnosticsEngine()
  if let set = outcome.spec?.set, !outcome.diagnostics.hasErrors {
    PayloadChecker.check(Array(payload.text.utf8), path: payload.path, against: set, into: &engine)
  } else {
    Issue.record("the contract example spec does not validate")
  }
  return MarkedCheck(sources: [payload, spec], outcome: .init(spec: nil, diagnostics: engine))
}

/// The contract checks of `PayloadContractRule`.
@Suite struct PayloadContractCheckTests {
  /// A payload keeping the contract is clean, Herald's own tooling keys included.
  @Test func keptContractIsClean() {
    let result = checkContractPayload(
      #"{"Simulator Target Bundle": "a.b", "_generator": "x", "aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r", "vehicle": "bike", "phase": "offer"}"#
    )
    #expect(result.diagnostics.isEmpty, "\(result.listing)")
  }

  /// A missing key is reported at the object that lacks it.
  @Test func missingKeyAtTheObject() {
    let result = checkContractPayload(
      #"1️⃣{"aps": {"alert": "Hi", "category": "ride"}, "vehicle": "car"}"#)
    expectDiagnostic(
      result, id: .payloadMissingKey, severity: .error,
      message: "ride-id: missing required key; category 'ride' requires a string there",
      at: "1️⃣", in: "payload.json")
    expectIDs(result, [.payloadMissingKey])
  }

  /// A wrong type is at the value and names the expected type; a wrong enum value gets the
  /// close value as fix-it, quoted for JSON.
  @Test func wrongValuesAtTheValue() {
    let result = checkContractPayload(
      #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": 1️⃣true, "vehicle": 2️⃣"bke"}"#)
    expectDiagnostic(
      result, id: .payloadValueType, severity: .error,
      message: "ride-id: expected a string, found a Boolean", at: "1️⃣", in: "payload.json")
    let enumValue = expectDiagnostic(
      result, id: .payloadEnumValue, severity: .error,
      message: #"vehicle: expected one of car, xl, bike, found "bke"; did you mean 'bike'?"#,
      at: "2️⃣", in: "payload.json")
    #expect(enumValue?.fixIts.map(\.replacement) == [#""bike""#])
  }

  /// An undeclared key and an unknown state are warnings, with their fix-its.
  @Test func toleratedProblemsWarn() {
    let result = checkContractPayload(
      #"{"aps": {"alert": "Hi", "category": "ride"}, "ride-id": "r", "vehicle": "car", 1️⃣"vehical": 1, "phase": 2️⃣"acepted"}"#
    )
    let undeclared = expectDiagnostic(
      result, id: .payloadUndeclaredKey, severity: .warning,
      message: .prefix("vehical: category 'ride' declares no such key"), at: "1️⃣",
      in: "payload.json")
    #expect(undeclared?.fixIts.map(\.replacement) == [#""vehicle""#])
    let state = expectDiagnostic(
      result, id: .payloadUnknownState, severity: .warning,
      message: .prefix(
        #"phase: "acepted" is none of the states of category 'ride' (offer, accepted)"#),
      at: "2️⃣", in: "payload.json")
    #expect(state?.fixIts.map(\.replacement) == [#""accepted""#])
    expectIDs(result, [.payloadUndeclaredKey, .payloadUnknownState])
  }

  /// A category with only a `startState` checks that key but warns about no other key.
  @Test func startStateOnlyCategoryLeavesOtherKeys() throws {
    let spec = PayloadExamples.contractSpec.files[0].replacingOccurrences(
      of:
        "    payload:\n      ride-id: { type: string, example: \"r-1842\" }\n      vehicle: { type: string, enum: [car, xl, bike], example: xl }\n",
      with: "")
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(spec.utf8))])
    let set = try #require(outcome.spec?.set)
    #expect(set.categories.first?.payload == nil)
    var engine = DiagnosticsEngine()
    PayloadChecker.check(
      Array(#"{"aps": {"alert": "Hi", "category": "ride"}, "other": 1, "phase": 2}"#.utf8),
      path: "p.json", against: set, into: &engine)
    #expect(engine.diagnostics.map(\.id) == [.payloadValueType])
  }

  /// Checking many payloads costs the payloads plus the set: the contract is resolved once per
  /// category, so doubling the payloads doubles the work counted.
  @Test func contractIsResolvedOnce() throws {
    let outcome = Compiler.check([
      InputFile(path: "spec.yml", bytes: Array(PayloadExamples.contractSpec.files[0].utf8))
    ])
    let spec = PayloadSpec(try #require(outcome.spec?.set))
    let payload = Array(PayloadExamples.contractPayload.files[0].utf8)
    func work(_ count: Int) -> Int {
      WorkMeter.measure {
        var engine = DiagnosticsEngine()
        for _ in 0..<count {
          PayloadChecker.check(payload, path: "p.json", against: spec, into: &engine)
        }
      }.1
    }
    _ = work(1)
    let (small, large) = (work(200), work(400))
    #expect(small > 0)
    #expect(Double(large) / Double(small) < 2.1)
  }
}
