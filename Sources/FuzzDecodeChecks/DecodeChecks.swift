// The invariants FuzzDecode checks on every input, shared with FuzzReplayTests: the generated
// payload decoding of Fuzz/decode/contract.yml (NotificationCategories.swift beside this file)
// never traps, `init(userInfo:)` and `JSONDecoder` agree, and what decodes encodes back to an
// equal value by every route an app uses.

import Foundation
import HeraldCore

/// Checks one input against the generated `Notifications.Fuzz.Payload`.
public enum DecodeChecks {
  /// The generated type under test.
  typealias Payload = Notifications.Fuzz.Payload

  /// How one entry point ended.
  enum Verdict: Equatable, CustomStringConvertible {
    /// A value.
    case decoded(Payload)
    /// A `PayloadDecodingError` at this key path.
    case failed(path: String, message: String)
    /// Any other error (`JSONDecoder` refusing text that is not JSON).
    case refused(String)

    /// Runs `decode` and records how it ended.
    init(_ decode: () throws -> Payload) {
      do {
        self = .decoded(try decode())
      } catch let error as Notifications.PayloadDecodingError {
        self = .failed(path: error.path, message: "\(error)")
      } catch {
        self = .refused("\(type(of: error)): \(error)")
      }
    }

    /// Equal values and equal paths agree; the messages may word a number apart (`init(from:)`
    /// reads it as a double, `userInfo` as an `NSNumber`).
    func agrees(with other: Verdict) -> Bool {
      switch (self, other) {
      case (.decoded(let one), .decoded(let two)): one == two
      case (.failed(let one, _), .failed(let two, _)): one == two
      default: false
      }
    }

    var description: String {
      switch self {
      case .decoded(let payload): "decoded \(payload)"
      case .failed(_, let message): "PayloadDecodingError \(message)"
      case .refused(let error): "refused: \(error)"
      }
    }
  }

  /// The contract's checker and contract, read once from Fuzz/decode/contract.yml (found from
  /// this file's path, as the replay tests find Fuzz/); nil when it does not validate.
  static let contract: (checker: PayloadValueChecker, contract: PayloadContract)? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = "Fuzz/decode/contract.yml"
    guard let bytes = try? Data(contentsOf: root.appending(path: path)) else { return nil }
    let outcome = Compiler.check([InputFile(path: path, bytes: Array(bytes))])
    guard let set = outcome.spec?.set, let category = set.category("fuzz"),
      let contract = set.payloadContract(for: category)
    else { return nil }
    return (PayloadValueChecker(types: PayloadTypeTable(set)), contract)
  }()

  /// The checker's verdict on `bytes`, in the generated Swift's terms: nil for a payload it
  /// accepts, else the key path of its first problem that fails decoding; nil too when herald's
  /// strict reader refuses the text (then `check-payload` reports the JSON, not the contract).
  static func checkerPath(_ bytes: [UInt8]) -> String?? {
    guard let contract else { return .some("the fuzz contract does not load") }
    var reader = JSONReader(bytes, path: "p.json")
    guard let root = try? reader.read() else { return .none }
    let problems = contract.checker.check(payload: root, against: contract.contract)
    return .some(problems.first(where: \.failsDecoding)?.path)
  }

  /// The broken invariants for `bytes` as a payload's JSON; empty when all hold.
  public static func problems(_ bytes: [UInt8]) -> [String] {
    let data = Data(bytes)
    var problems: [String] = []
    let decoder = Verdict { try JSONDecoder().decode(Payload.self, from: data) }
    if let object = try? JSONSerialization.jsonObject(with: data),
      let userInfo = object as? [AnyHashable: Any]
    {
      // Both readers must have read the same payload for the entry points to agree.
      let comparable = !DuplicateKeys.present(bytes) && ReaderAgreement.numbersAgree(data, object)
      let fromUserInfo = Verdict { try Payload(userInfo: userInfo) }
      if case .refused = fromUserInfo {
        problems.append(
          "init(userInfo:) threw another error than PayloadDecodingError: \(fromUserInfo)")
      } else if comparable, !decoder.agrees(with: fromUserInfo) {
        problems.append("init(userInfo:) gives \(fromUserInfo), JSONDecoder \(decoder)")
      } else if comparable, case .some(let path) = checkerPath(bytes) {
        // The generated Swift accepts what `check-payload` accepts and fails where it fails.
        switch (fromUserInfo, path) {
        case (.decoded, nil): break
        case (.failed(let failed, _), let path?) where failed == path: break
        default:
          problems.append(
            "the checker says \(path.map { "it fails at \($0)" } ?? "it is valid"), "
              + "init(userInfo:) gives \(fromUserInfo)")
        }
      }
      if case .decoded(let payload) = fromUserInfo { problems += roundTrip(payload) }
    }
    if case .decoded(let payload) = decoder { problems += roundTrip(payload) }
    return problems
  }

  /// Whether `bytes` decode by `JSONDecoder`, for the tests of the seeds.
  public static func decodes(_ bytes: [UInt8]) -> Bool {
    (try? JSONDecoder().decode(Payload.self, from: Data(bytes))) != nil
  }

  /// The routes back from a decoded value: `JSONEncoder` then `JSONDecoder`, the encoded JSON
  /// through `JSONSerialization` into `init(userInfo:)`, and `apnsPayload(aps:)` (which reads the
  /// same JSON through `JSONSerialization`) into `init(userInfo:)`. Each must give the value
  /// again; the last two only when JSONSerialization reads the encoded numbers right.
  static func roundTrip(_ payload: Payload) -> [String] {
    var problems: [String] = []
    let encoded: Data
    do {
      encoded = try JSONEncoder().encode(payload)
    } catch {
      return ["encoding \(payload) failed: \(error)"]
    }
    let text = String(decoding: encoded, as: UTF8.self)
    var routes: [(String, () throws -> Payload)] = [
      ("JSONDecoder", { try JSONDecoder().decode(Payload.self, from: encoded) })
    ]
    if let object = try? JSONSerialization.jsonObject(with: encoded),
      ReaderAgreement.numbersAgree(encoded, object)
    {
      routes.append(
        (
          "init(userInfo:) of the encoded JSON",
          { try Payload(userInfo: object as? [AnyHashable: Any] ?? [:]) }
        ))
      routes.append(
        ("init(userInfo:) of apnsPayload()", { try Payload(userInfo: try payload.apnsPayload()) }))
    }
    for (route, decode) in routes {
      let back = Verdict(decode)
      if back != .decoded(payload) {
        problems.append("\(route) of \(text) gives \(back), not the value \(payload)")
      }
    }
    return problems
  }
}
