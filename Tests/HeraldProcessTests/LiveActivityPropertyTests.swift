// Live Activities as a property (issue 40): random activities (`RandomActivities`, their
// attributes and content state of every type an activity carries, in each `dates` form), their
// generated `ActivityAttributes` compiled against the ActivityKit stand-in in one swiftc run
// with a driver, and random pushes decoded through them with a default `JSONDecoder`, as
// ActivityKit decodes them. Valid pushes and herald's own samples decode (and survive encoding
// and decoding again) and `check-payload` finds no error in them; a push broken once fails to
// decode at the key path of its mutation, and `check-payload` reports an error naming that key
// path, at the value (or, for a missing key, at its object).

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// Random Live Activities through the generated types and the checker.
@Suite(.serialized) struct LiveActivityPropertyTests {
  /// The seeds of the run (`PropertySeeds.activities`), twelve activities each.
  static let seeds = PropertySeeds.activities

  /// How failures name a push's seed.
  static func rerun(_ push: ActivityPush) -> String {
    "\(PropertySeeds.rerun(push.activity.seed)) \(push.label)"
  }

  /// Valid pushes and samples decode and check clean; broken ones fail at one key path in the
  /// decoder and in the checker alike.
  @Test func randomActivitiesDecodeAsTheCheckerSays() throws {
    for seed in Self.seeds { PropertySeeds.announce(seed, "live activities") }
    let activities = RandomActivities(seeds: Self.seeds, perSeed: 12)
    let pushes = activities.pushes(valid: 3, broken: 10)
    let spec = activities.spec
    // Every form and kind is in the run, whatever the seeds.
    for needle in [
      "dates: secondsSince1970", "dates: iso8601", "enum:", "optional: true", "\"[[date]]\"",
      "\"url\"", "\"integer\"", "\"number\"", "\"boolean\"", "swiftName:", "attributes:",
    ] {
      #expect(spec.contains(needle), "seeds \(Self.seeds): no \(needle)")
    }
    try withTemporaryFolder { folder in
      let specPath = try folder.write("activities.yml", text: spec)
      let output = folder.url.appending(path: "out")
      let generate = try Herald.run(
        ["generate", specPath, "--output", output.path, "--payloads"], directory: folder.url)
      try #require(generate.status == 0, "seeds \(Self.seeds)\n\(generate.stderr)\n\(spec)")
      let source = output.appending(path: OutputLayout.liveActivitiesSwift)
      let samples = try Self.samples(output, activities.activities)
      #expect(samples.count == activities.activities.reduce(0) { $0 + ($1.pushToStart ? 3 : 2) })
      let started = Date()
      let program = try LiveActivitySwiftTests.compile(
        folder, sources: [source], main: Self.driver(activities.activities), name: "activities")
      print("LiveActivityPropertyTests: swiftc took \(Date().timeIntervalSince(started)) s")
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration, source.path],
        timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "seeds \(Self.seeds)\n\(lint.summary)")
      let all = pushes + samples
      let rows = Wire.array(
        all.map {
          .array([.string($0.label), .string($0.activity.typeName), .string($0.json.text)])
        })
      let input = try folder.write("pushes.json", text: rows.text)
      let run = try Tool.run([program, input], in: folder.url, timeout: 120)
      try #require(run.status == 0, "seeds \(Self.seeds)\n\(run.summary)")
      let outcomes = try Self.outcomes(run.output)
      var checker = ActivityChecker()
      for push in all {
        let context = "\(Self.rerun(push)): \(push.json.text)"
        let outcome = try #require(outcomes[push.label], "\(context): no outcome")
        let diagnostics = try checker.check(push)
        let errors = diagnostics.filter { $0.severity == .error }
        guard let mutation = push.mutation else {
          #expect(outcome.decoded && outcome.other == nil, "\(context): \(outcome)")
          #expect(errors.isEmpty, "\(context): check-payload \(errors.map(\.message))")
          continue
        }
        #expect(!outcome.decoded, "\(context): decoded")
        #expect(outcome.path == mutation.path, "\(context): \(outcome)")
        let range = try Self.expectedRange(push)
        let named = errors.filter { $0.message.hasPrefix("'\(mutation.path)' ") }
        #expect(
          named.allSatisfy {
            $0.id == .payloadActivityContentState || $0.id == .payloadActivityAttributes
          })
        #expect(
          named.contains { $0.range == range },
          "\(context): check-payload \(errors.map(\.message))")
      }
      // Each way a decode fails is in the run: so is each way the checker must follow it.
      let failures = Set(outcomes.values.compactMap(\.error))
      #expect(failures == ["keyNotFound", "valueNotFound", "typeMismatch", "dataCorrupted"])
      let broken = pushes.filter { $0.mutation != nil }
      #expect(Set(broken.compactMap(\.kind)) == Set(ActivityBreak.allCases))
      #expect(broken.count >= 300, "seeds \(Self.seeds): \(broken.count) broken pushes")
      #expect(broken.contains { $0.mutation!.path.hasPrefix("aps.attributes.") })
      print("LiveActivityPropertyTests: \(all.count) pushes, \(broken.count) broken")
    }
  }

  /// The sample pushes `herald generate --payloads` wrote for each activity, as valid pushes.
  static func samples(_ output: URL, _ activities: [RandomActivity]) throws -> [ActivityPush] {
    try activities.flatMap { activity in
      try ["start", "update", "end"].compactMap { event -> ActivityPush? in
        let file = output.appending(path: "Payloads/Activities/\(activity.id)-\(event).apns")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        var reader = JSONReader(Array(try Data(contentsOf: file)), path: file.lastPathComponent)
        return ActivityPush(
          label: "sample/\(activity.id)-\(event)", activity: activity, event: event,
          json: Wire(try reader.read()), mutation: nil)
      }
    }
  }

  /// Where the checker must report a broken push: at the value its mutation replaced, or at the
  /// object when the mutation removed the key or set it to null (a missing key).
  static func expectedRange(_ push: ActivityPush) throws -> SourceRange? {
    var reader = JSONReader(Array(push.json.text.utf8), path: ActivityChecker.path)
    var node = try reader.read()
    var parent = node
    for step in push.steps {
      parent = node
      switch (step, node.value) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return parent.range }
        node = member.value
      case (.index(let index), .array(let items)):
        node = items[index]
      default:
        return nil
      }
    }
    if case .null = node.value { return parent.range }
    return node.range
  }

  /// One line of the driver's output.
  struct Outcome: Codable, CustomStringConvertible {
    /// The push's label.
    let id: String
    /// Whether the push decoded.
    let decoded: Bool
    /// The `DecodingError` case, when it did not.
    let error: String?
    /// The error's coding path as the checker writes a key path (the missing key last for
    /// `keyNotFound`).
    let path: String?
    /// Anything else: another error, a value that changes when encoded and decoded again.
    let other: String?

    var description: String {
      "decoded \(decoded) error \(error ?? "-") path \(path ?? "-") other \(other ?? "-")"
    }
  }

  /// The driver's lines by label.
  static func outcomes(_ output: String) throws -> [String: Outcome] {
    var outcomes: [String: Outcome] = [:]
    for line in output.split(separator: "\n") {
      let outcome = try JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
      outcomes[outcome.id] = outcome
    }
    return outcomes
  }

  /// The driver: reads `[label, type, json]` rows from the file its argument names, decodes
  /// each push's `content-state` and `attributes` through the type with a default
  /// `JSONDecoder`, and prints one JSON line per push.
  static func driver(_ activities: [RandomActivity]) -> String {
    var text = #"""
      import ActivityKit
      import Foundation

      struct Outcome: Codable {
        var id: String
        var decoded = false
        var error: String?
        var path: String?
        var other: String?
      }

      /// The part of a push ActivityKit decodes: `aps.content-state` and a start's
      /// `aps.attributes`, so that a coding path starts at the push's top.
      struct Push<A: ActivityAttributes>: Decodable {
        struct APS: Decodable {
          var contentState: A.ContentState?
          var attributes: A?

          enum CodingKeys: String, CodingKey {
            case contentState = "content-state"
            case attributes
          }
        }

        var aps: APS
      }

      /// A coding path as the checker writes a key path: keys joined by `.`, positions `[n]`.
      func keyPath(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
          if let index = key.intValue {
            text += "[\(index)]"
          } else {
            text += (text.isEmpty ? "" : ".") + key.stringValue
          }
        }
        return text
      }

      /// Whether a value encodes to JSON that decodes and encodes to the same JSON again.
      func sameJSON<T: Codable>(_ value: T) throws -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        return try encoder.encode(JSONDecoder().decode(T.self, from: data)) == data
      }

      func run<A: ActivityAttributes>(_: A.Type, _ id: String, _ json: String) -> Outcome {
        var outcome = Outcome(id: id)
        let push: Push<A>
        do {
          push = try JSONDecoder().decode(Push<A>.self, from: Data(json.utf8))
        } catch let DecodingError.keyNotFound(key, context) {
          outcome.error = "keyNotFound"
          outcome.path = keyPath(context.codingPath + [key])
          return outcome
        } catch let DecodingError.valueNotFound(_, context) {
          outcome.error = "valueNotFound"
          outcome.path = keyPath(context.codingPath)
          return outcome
        } catch let DecodingError.typeMismatch(_, context) {
          outcome.error = "typeMismatch"
          outcome.path = keyPath(context.codingPath)
          return outcome
        } catch let DecodingError.dataCorrupted(context) {
          outcome.error = "dataCorrupted"
          outcome.path = keyPath(context.codingPath)
          return outcome
        } catch {
          outcome.other = "\(type(of: error)): \(error)"
          return outcome
        }
        outcome.decoded = true
        do {
          if let state = push.aps.contentState {
            let back = try JSONDecoder().decode(
              A.ContentState.self, from: JSONEncoder().encode(state))
            if back != state { outcome.other = "content-state changes when encoded and decoded" }
          }
          if let attributes = push.aps.attributes, try !sameJSON(attributes) {
            outcome.other = "attributes change when encoded and decoded"
          }
        } catch {
          outcome.other = "encoding and decoding again: \(error)"
        }
        return outcome
      }

      func dispatch(_ type: String, _ id: String, _ json: String) -> Outcome {
        switch type {

      """#
    for activity in activities {
      text += "  case \(SwiftEscaping.stringLiteral(activity.typeName)):\n"
      text += "    return run(\(activity.typeName).self, id, json)\n"
    }
    text += #"""
        default: fatalError("unknown type \(type)")
        }
      }

      @main struct Driver {
        static func main() throws {
          let input = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
          let rows = try JSONSerialization.jsonObject(with: input) as! [[String]]
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          for row in rows {
            let outcome = dispatch(row[1], row[0], row[2])
            print(String(decoding: try encoder.encode(outcome), as: UTF8.self))
          }
        }
      }

      """#
    return text
  }
}
