// Push kinds end to end: the generated `Payload` dispatch, compiled against the stand-in and run
// on a corpus of pushes, chooses the same category or push kind as `check-payload`
// (`PayloadContracts.match`), decodes the kind's keys, writes its discriminator back, and the
// service extension's `Served` reads attachments from nested keys and relative URLs.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// The generated push kinds against the checker.
@Suite(.serialized) struct PushKindSwiftTests {
  /// Every binding: key values (strings, integers, Booleans, two keys), a category the set
  /// does not declare, any undeclared category, and always.
  static let spec = #"""
    version: 1
    categories:
      - id: chat
        actions: [{ id: reply, title: Reply }]
        payload: { room: string }
      - id: plain
    pushes:
      - id: clear
        when: { type: clear }
        payload: { ids: "[string]" }
      - id: location
        when: { command: [request_location_update, locate] }
      - id: level
        when: { level: [2, 3], urgent: true }
        payload: { level: integer }
      - id: chat-message
        category: chat-message
        payload: { from: string }
      - id: user-defined
        category: "*"
        payload: { title: { type: string, optional: true } }
      - id: message
        when: always
        payload:
          sender: string
          media: { type: Media, optional: true }
        attachments:
          - { from: media.url, kind: image }
          - { from: [media, thumb], kind: image, base: "https://cdn.example.com/t/" }
    payloadTypes:
      Media:
        url: url
        thumb: { type: string, optional: true }
    serviceExtensions:
      - { target: Service, categories: chat, pushes: [message, clear] }
    """#

  /// Pushes by label: the category identifier and the custom keys.
  static let pushes: [(label: String, category: String, json: String)] = [
    ("chat", "chat", #"{"room":"r1","type":"clear"}"#),
    ("clear", "", #"{"type":"clear","ids":["a","b"]}"#),
    ("clear-capital", "", #"{"type":"Clear","ids":[]}"#),
    ("location", "", #"{"command":"locate"}"#),
    ("level", "", #"{"level":3.0,"urgent":true}"#),
    ("level-boolean-as-number", "", #"{"level":3,"urgent":1,"sender":"s"}"#),
    ("level-wrong", "", #"{"level":4,"urgent":true,"sender":"s"}"#),
    ("chat-message", "chat-message", #"{"from":"ann"}"#),
    ("user-defined", "custom-7", #"{"title":"t"}"#),
    ("plain-category", "plain", #"{"sender":"s"}"#),
    ("message", "", #"{"sender":"s","media":{"url":"https://x.example/a.png","thumb":"b.png"}}"#),
    ("message-broken", "", #"{"media":{"url":"https://x.example/a.png"}}"#),
  ]

  /// The driver: decodes each push and prints its label, the case, and its outcome.
  static let driver = #"""
    import Foundation

    func describe(_ payload: Notifications.Payload) -> String {
      switch payload {
      case .chat(let result): return "chat " + outcome(result)
      case .clear(let result): return "clear " + outcome(result)
      case .location(let result): return "location " + outcome(result)
      case .level(let result): return "level " + outcome(result)
      case .chatMessage(let result): return "chat-message " + outcome(result)
      case .userDefined(let result): return "user-defined " + outcome(result)
      case .message(let result): return "message " + outcome(result)
      case .other: return "other ok"
      }
    }

    func outcome<T>(_ result: Result<T, Notifications.PayloadDecodingError>) -> String {
      switch result {
      case .success: return "ok"
      case .failure(let error): return "failed " + error.path
      }
    }

    @main struct Driver {
      static func main() throws {
        let lines = CommandLine.arguments.dropFirst()
        var iterator = lines.makeIterator()
        while let label = iterator.next(), let category = iterator.next(), let json = iterator.next() {
          let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
          let payload = Notifications.Payload(categoryIdentifier: category, userInfo: object)
          print(label, describe(payload))
          if case .message(.success(let message)) = payload {
            let served = ServiceContent.Served(categoryIdentifier: category, userInfo: object)
            let urls = served?.attachments.map { $0.url?.absoluteString ?? "nil" } ?? []
            print("attachments", urls.joined(separator: " "))
          }
          if case .clear(.success(let clear)) = payload {
            let data = try JSONEncoder().encode(clear)
            let back = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            print("encoded", back["type"] as? String ?? "none", Notifications.Pushes.Clear.matches(userInfo: back))
          }
        }
      }
    }
    """#

  /// What the checker chooses for each push: the category or kind id and whether its contract
  /// holds (no error-severity diagnostic among the payload's custom keys).
  static func checkerChoices() throws -> [String: String] {
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(spec.utf8))])
    let validated = try #require(outcome.spec, "\(outcome.diagnostics.diagnostics)")
    var choices: [String: String] = [:]
    for push in pushes {
      var object = push.json
      object.removeLast()
      let aps =
        push.category.isEmpty ? #"{"alert":"x"}"# : #"{"alert":"x","category":"\#(push.category)"}"#
      let text = #"{"aps":\#(aps),"# + object.dropFirst() + "}"
      var reader = JSONReader(Array(text.utf8), path: push.label)
      let root = try reader.read()
      let chosen: String
      switch validated.payload.match(
        members: root.members ?? [], category: push.category.isEmpty ? nil : push.category)
      {
      case .category(let contract): chosen = contract.categoryID ?? ""
      case .push(let kind): chosen = kind.id
      case .none: chosen = "other"
      }
      var engine = DiagnosticsEngine()
      PayloadChecker.check(
        Array(text.utf8), path: push.label, against: PayloadSpec(validated), into: &engine)
      let contractErrors = engine.diagnostics.filter {
        [.payloadMissingKey, .payloadValueType, .payloadEnumValue].contains($0.id)
      }
      choices[push.label] = chosen + (contractErrors.isEmpty ? " ok" : " failed")
    }
    return choices
  }

  /// The generated dispatch chooses what the checker chooses, and decodes where it says the
  /// contract holds.
  @Test func dispatchAgreesWithTheChecker() throws {
    try withTemporaryFolder { folder in
      let path = try folder.write("spec.yml", text: Self.spec)
      let output = folder.url.appending(path: "out")
      let run = try Herald.run(["generate", path, "--output", output.path], directory: folder.url)
      try #require(run.status == 0, "\(run.stderr)")
      let sources = [
        output.appending(path: "App/NotificationCategories.swift"),
        output.appending(path: "Service/ServiceContent.swift"),
      ]
      let program = try PayloadSwiftTests.compile(
        folder, sources: sources, main: Self.driver, name: "pushes")
      let arguments = Self.pushes.flatMap { [$0.label, $0.category, $0.json] }
      let result = try Tool.run([program] + arguments, in: folder.url, timeout: 120)
      try #require(result.status == 0, "\(result.summary)")
      let lines = result.output.split(separator: "\n").map(String.init)
      var decoded: [String: String] = [:]
      for line in lines {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, Self.pushes.contains(where: { $0.label == words[0] }) else {
          continue
        }
        // `failed <path>` and `failed` alike: the checker says where in its own message.
        decoded[words[0]] = words[1].hasPrefix("other") ? "other ok" : words[1]
      }
      let checker = try Self.checkerChoices()
      for push in Self.pushes {
        let generated = decoded[push.label].map { text in
          text.split(separator: " ").prefix(2).joined(separator: " ")
        }
        #expect(generated == checker[push.label], "\(push.label)")
      }
      // Spot checks that do not depend on the checker.
      #expect(checker["chat"] == "chat ok")
      #expect(checker["clear-capital"] == "message failed")
      #expect(checker["level-boolean-as-number"] == "message ok")
      #expect(checker["user-defined"] == "user-defined ok")
      #expect(checker["plain-category"] == "message ok")
      #expect(lines.contains("attachments https://x.example/a.png https://cdn.example.com/t/b.png"))
      #expect(lines.contains("encoded clear true"))
    }
  }
}
