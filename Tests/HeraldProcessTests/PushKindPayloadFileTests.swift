// The sample and the JSON Schema of every push kind: each sample is taken by its own kind with
// no error, Python's jsonschema accepts it against its schema, and payloads that break the kind
// (its selecting value, a required key, a union's case) fail the schema as `check-payload`
// fails them.

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// `Payloads/Pushes/` against `check-payload` and jsonschema.
@Suite struct PushKindPayloadFileTests {
  /// The kinds: one by key values with a union, one by an undeclared category, one by any
  /// undeclared category, one served by a service extension.
  static let spec = #"""
    version: 1
    categories:
      - id: chat
        payload: { room: string }
    pushes:
      - id: clear
        when: { type: [clear, reset], version: 2 }
        payload:
          ids: "[string]"
          message: { type: Message, optional: true }
      - id: chat-message
        category: chat-message
        payload: { from: string }
      - id: custom
        category: "*"
      - id: media
        when: { kind: media }
        payload: { image: url }
    payloadUnions:
      Message:
        discriminator: type
        cases: { stream: StreamMessage, private: PrivateMessage }
    payloadTypes:
      StreamMessage: { stream: string, topic: string }
      PrivateMessage: { recipients: "[string]" }
    serviceExtensions:
      - { target: Service, pushes: media, attachments: [{ from: image, kind: image }] }
    """#

  /// Each kind's file name, sample checked, and payloads that must fail both checks.
  static let broken: [(kind: String, json: String)] = [
    ("clear", #"{"aps":{"alert":"x"},"type":"clear","version":2}"#),
    (
      "clear",
      #"{"aps":{"alert":"x"},"type":"clear","version":2,"ids":[],"message":{"type":"strem"}}"#
    ),
    (
      "clear",
      #"{"aps":{"alert":"x"},"type":"clear","version":2,"ids":[],"message":{"type":"private"}}"#
    ),
    ("chat-message", #"{"aps":{"alert":"x","category":"chat-message"},"from":7}"#),
    ("media", #"{"aps":{"alert":"x"},"kind":"media","image":"https://x.example/a.png"}"#),
  ]

  /// Samples are their kind's and valid; broken payloads fail the schema and the checker.
  @Test func samplesAndSchemasAgreeWithTheChecker() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(
        ["generate", "spec.yml", "--output", "out", "--payloads", "--payload-schemas"],
        directory: folder.url)
      try #require(run.status == 0, "\(run.stderr)")
      let validate = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2], encoding="utf-8"))))
        print("valid" if not errors else "invalid")
        """
      for kind in ["clear", "chat-message", "custom", "media"] {
        let sample = "out/Payloads/Pushes/\(kind).apns"
        let checked = try Herald.run(
          ["check-payload", "spec.yml", "--payload", sample, "--no-excerpts"],
          directory: folder.url)
        #expect(checked.status == 0, "\(kind): \(checked.stderr)")
        #expect(checked.stderr.contains("note: push kind '\(kind)'"), "\(kind): \(checked.stderr)")
        #expect(!checked.stderr.contains("error:"), "\(kind): \(checked.stderr)")
        let schema = folder.url.appending(path: "out/Payloads/Pushes/\(kind).schema.json").path
        let result = try VenvPython.run([
          "-c", validate, schema, folder.url.appending(path: sample).path,
        ])
        #expect(result.stdout.hasPrefix("valid"), "\(kind): \(result.summary)")
      }
      for (index, item) in Self.broken.enumerated() {
        let path = try folder.write("broken\(index).json", text: item.json)
        let checked = try Herald.run(
          ["check-payload", "spec.yml", "--payload", path, "--no-excerpts"],
          directory: folder.url)
        #expect(checked.status == 1, "\(item.json): \(checked.stderr)")
        #expect(checked.stderr.contains("push kind '\(item.kind)'"), "\(item.json)")
        let schema = folder.url.appending(path: "out/Payloads/Pushes/\(item.kind).schema.json").path
        let result = try VenvPython.run(["-c", validate, schema, path])
        #expect(result.stdout.hasPrefix("invalid"), "\(item.json): \(result.summary)")
      }
    }
  }
}
