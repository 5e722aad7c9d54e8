// The invariants FuzzDecode checks on every input, shared with FuzzReplayTests: the generated
// payload decoding of Fuzz/decode/contract.yml (NotificationCategories.swift beside this file)
// never traps, `init(userInfo:)` and `JSONDecoder` agree, and what decodes encodes back to an
// equal value by every route an app uses.

import Foundation

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
