// The cost of `validate`, `check-payload` and `diff` per input byte on the shapes that cost them
// the most (issue 23): the work meter's count, compared across doubling inputs.

import Foundation
import HeraldCore
import Synchronization
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

/// Each command runs in-process on a worst-case shape at three sizes, each twice the last; the
/// work it counts per input byte at the largest may be at most 25% above that at the smallest.
/// Quadratic work would double it at each step.
@Suite struct CommandScalingTests {
  /// A console that reads nothing from standard input and throws its output away.
  static let console = Console(
    out: { _ in }, err: { _ in }, readInput: { _, _ throws(IOFailure) in [] },
    errIsTerminal: false, environment: [:])

  /// Runs `arguments` in-process; returns the exit status and the work counted.
  static func work(_ arguments: [String]) -> (status: Int32, work: Int) {
    let (status, work) = WorkMeter.measure {
      HeraldCommandLine.run(arguments: arguments, console: console)
    }
    return (status, work)
  }

  /// Writes the shape at `scale` into a fresh folder, runs the command, and returns the work per
  /// input byte; `write` returns the arguments and the bytes written.
  static func perByte(
    _ scale: Int, status expected: Int32,
    _ write: (TemporaryFolder, Int) throws -> (arguments: [String], bytes: Int)
  ) throws -> Double {
    try withTemporaryFolder { folder in
      let (arguments, bytes) = try write(folder, scale)
      let (status, work) = Self.work(arguments)
      #expect(status == expected, "\(arguments)")
      #expect(work >= bytes, "the meter counts at least the bytes read: \(work) < \(bytes)")
      return Double(work) / Double(bytes)
    }
  }

  /// Runs a shape at `scales` and expects the work per byte to stay flat.
  static func expectLinear(
    _ name: String, _ scales: [Int], status: Int32,
    _ write: (TemporaryFolder, Int) throws -> (arguments: [String], bytes: Int),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let costs = try scales.map { try perByte($0, status: status, write) }
    #expect(
      costs.last! <= costs.first! * 1.25, "\(name): work per byte \(costs)",
      sourceLocation: sourceLocation)
  }

  /// Writes one spec file and returns its path and size.
  static func spec(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> (
    String, Int
  ) {
    (try folder.write(name, text: text), text.utf8.count)
  }

  // MARK: validate

  /// Many unknown category references, each close to every declared id.
  @Test func validateUnknownReferences() throws {
    try Self.expectLinear("unknown-refs", [200, 400, 800], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.unknownReferences(scale))
      return (["validate", path], bytes)
    }
  }

  /// One wide category: many actions and as many `onTap` references to near-miss ids.
  @Test func validateWideCategoryOfUnknownActions() throws {
    try Self.expectLinear("unknown-actions", [100, 200, 400], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.unknownActions(scale))
      return (["validate", path], bytes)
    }
  }

  /// Many diagnostics with suggestions and excerpts: a misspelt key in every category.
  @Test func validateManyDiagnostics() throws {
    try Self.expectLinear("unknown-keys", [200, 400, 800], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.unknownKeys(scale))
      return (["validate", path], bytes)
    }
  }

  /// The same diagnostics, all on one long flow-style line.
  @Test func validateLongLine() throws {
    try Self.expectLinear("long-line", [200, 400, 800], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.longLine(scale))
      return (["validate", path], bytes)
    }
  }

  /// Many files, each with a diagnostic.
  @Test func validateManyFiles() throws {
    try Self.expectLinear("many-files", [50, 100, 200], status: 1) { folder, scale in
      var bytes = 0
      for number in 0..<scale {
        bytes += try Self.spec(folder, "specs/\(number).yml", WorstCase.smallFile(number)).1
      }
      return (["validate", folder.url.appending(path: "specs").path], bytes)
    }
  }

  // MARK: check-payload

  /// A payload too large to read into a tree, on one line.
  @Test func checkPayloadLargePayload() throws {
    try Self.expectLinear("payload", [100, 200, 400], status: 1) { folder, scale in
      let (spec, specBytes) = try Self.spec(folder, "spec.yml", WorstCase.payloadSpec)
      let payload = WorstCase.payload(kilobytes: scale)
      let path = try folder.write("p.json", text: payload)
      return (["check-payload", spec, "--payload", path], specBytes + payload.utf8.count)
    }
  }

  /// Many payloads, each just under the size that is read into a tree and full of unknown keys.
  @Test func checkPayloadManyFiles() throws {
    try Self.expectLinear("payloads", [4, 8, 16], status: 1) { folder, scale in
      let (spec, specBytes) = try Self.spec(folder, "spec.yml", WorstCase.payloadSpec)
      let payload = WorstCase.payloadOfUnknownKeys(bytes: PayloadChecker.treeLimit - 100)
      var paths: [String] = []
      for number in 0..<scale { paths.append(try folder.write("p\(number).json", text: payload)) }
      return (
        ["check-payload", spec, "--payload"] + paths, specBytes + scale * payload.utf8.count
      )
    }
  }

  /// A large set and many payloads naming unknown categories: both double together, so work
  /// per payload that grew with the set would grow with the square.
  @Test func checkPayloadManyUnknownCategories() throws {
    try Self.expectLinear("payload-categories", [400, 800, 1600], status: 1) { folder, scale in
      let (spec, specBytes) = try Self.spec(folder, "spec.yml", WorstCase.declared(scale))
      var paths: [String] = []
      var bytes = specBytes
      for number in 0..<(scale / 4) {
        let payload =
          #"{"aps":{"alert":"Hi","category":"notification-category-with-a-rathr-long-identifier-"#
          + "\(1_000_000 + number)\"}}"
        bytes += payload.utf8.count
        paths.append(try folder.write("p\(number).json", text: payload))
      }
      return (["check-payload", spec, "--payload"] + paths, bytes)
    }
  }

  /// The payloads of that shape are checked: each draws `payload-unknown-category`, the first
  /// 50 with a suggestion.
  @Test func checkPayloadUnknownCategoriesAreReported() throws {
    try withTemporaryFolder { folder in
      let spec = try folder.write("spec.yml", text: WorstCase.declared(100))
      var paths: [String] = []
      for number in 0..<60 {
        paths.append(
          try folder.write(
            "p\(number).json",
            text:
              #"{"aps":{"alert":"Hi","category":"notification-category-with-a-rathr-long-identifier-"#
              + "\(1_000_000 + number)\"}}"))
      }
      let errors = Mutex("")
      let console = Console(
        out: { _ in }, err: { text in errors.withLock { $0 += text } },
        readInput: { _, _ throws(IOFailure) in [] }, errIsTerminal: false, environment: [:])
      let status = HeraldCommandLine.run(
        arguments: ["check-payload", spec, "--payload"] + paths, console: console)
      let text = errors.withLock { $0 }
      #expect(status == 1)
      #expect(text.components(separatedBy: "[payload-unknown-category]").count == 61, "\(text)")
      #expect(text.components(separatedBy: "did you mean").count == 51)
      #expect(
        text.contains(
          "note: suggestions stop after 50 unknown names of one kind; this name and the ones after it get none"
        ))
    }
  }

  // MARK: diff

  /// Every category renamed and every title changed: all of them paired and compared.
  @Test func diffRenamedCategories() throws {
    try Self.expectLinear("diff", [200, 400, 800], status: 0) { folder, scale in
      let (old, oldBytes) = try Self.spec(
        folder, "old.yml", WorstCase.diffSide(scale, "old", "Accept"))
      let (new, newBytes) = try Self.spec(
        folder, "new.yml", WorstCase.diffSide(scale, "new", "Join"))
      return (["diff", old, "--against", new], oldBytes + newBytes)
    }
  }

  /// A wide machine whose every state is renamed: its states and cells compared.
  @Test func diffWideMachine() throws {
    try Self.expectLinear("diff-machine", [40, 80, 160], status: 0) { folder, scale in
      let (old, oldBytes) = try Self.spec(folder, "old.yml", WorstCase.wideMachine(scale, "step"))
      let (new, newBytes) = try Self.spec(folder, "new.yml", WorstCase.wideMachine(scale, "stage"))
      return (["diff", old, "--against", new], oldBytes + newBytes)
    }
  }

  /// Every title's arguments changed, every registration parameter renamed and a shared one
  /// moved to other categories: each string's arguments compared, each parameter and each
  /// category's `makeCategory(…)` reported.
  @Test func diffTitleArguments() throws {
    try Self.expectLinear("diff-arguments", [200, 400, 800], status: 0) { folder, scale in
      let (old, oldBytes) = try Self.spec(
        folder, "old.yml", WorstCase.argumentSide(scale, "user", shared: 0))
      let (new, newBytes) = try Self.spec(
        folder, "new.yml", WorstCase.argumentSide(scale, "person", shared: 1))
      return (["diff", old, "--against", new], oldBytes + newBytes)
    }
  }
}

extension CommandScalingTests {
  // MARK: formats with arguments

  /// One title of `count` placeholders, each filled by a value of the wrong type: a diagnostic
  /// per argument, and the format's one rewriting fix-it.
  @Test func validateFormatMismatches() throws {
    try Self.expectLinear("format-mismatches", [400, 800, 1600], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.formatMismatches(scale))
      return (["validate", path], bytes)
    }
  }

  /// Payload arguments naming `count` undeclared keys, each close to declared ones.
  @Test func validateFormatUnknownPayloadKeys() throws {
    try Self.expectLinear("format-payload-keys", [200, 400, 800], status: 1) { folder, scale in
      let (path, bytes) = try Self.spec(
        folder, "spec.yml", WorstCase.formatUnknownPayloadKeys(scale))
      return (["validate", path], bytes)
    }
  }

  /// `count` actions sharing one localized format with a value each, and as many registration
  /// parameters: the catalog's merged comment, the registration's signature and the filling.
  @Test func generateFormats() throws {
    try Self.expectLinear("format-generate", [200, 400, 800], status: 0) { folder, scale in
      let (path, bytes) = try Self.spec(folder, "spec.yml", WorstCase.formatGenerate(scale))
      return (["generate", path, "--output", folder.url.appending(path: "out").path], bytes)
    }
  }
}

/// The worst-case shapes, as `scripts/make-worst-case` writes them for the benchmark.
enum WorstCase {
  /// One action whose title shows `count` whole numbers, each given as text.
  static func formatMismatches(_ count: Int) -> String {
    header + "categories:\n  - id: c\n    actions:\n      - id: a\n        title:\n"
      + "          default: \"" + String(repeating: "%lld ", count: count) + "\"\n"
      + "          arguments: [" + (0..<count).map { "x\($0)" }.joined(separator: ", ") + "]\n"
  }

  /// A served category with dynamic actions whose one title names `count` undeclared payload
  /// keys, each a near miss of the declared `key-n`.
  static func formatUnknownPayloadKeys(_ count: Int) -> String {
    header + "categories:\n  - id: c\n    actions:\n      - id: a\n        onTap: { becomes: b }\n"
      + "        title:\n          default: \"" + String(repeating: "%@ ", count: count) + "\"\n"
      + "          arguments:\n"
      + (0..<count).map { "            - { payload: kex-\($0), fallback: x }\n" }.joined()
      + "    alternates:\n      - { id: b, title: B }\n    payload:\n"
      + (0..<count).map { "      key-\($0): string\n" }.joined()
      + "extensions:\n  - { target: T, categories: c, principalClass: V, initialContentSizeRatio: 0.5 }\n"
  }

  /// `count` categories: one action each shares the format `snooze` with a fixed value, and one
  /// takes a registration parameter of its own.
  static func formatGenerate(_ count: Int) -> String {
    header + "localization: {}\ncategories:\n"
      + (0..<count).map {
        "  - id: c-\($0)\n    actions:\n"
          + "      - { id: s, title: { key: snooze, default: \"Snooze %lld min\", arguments: [\($0)] } }\n"
          + "      - { id: n-\($0), title: { default: \"Hi %@\", arguments: [{ app: user\($0) }] } }\n"
      }.joined()
  }

  /// The platforms line every shape starts with.
  static let header = "version: 1\nplatforms:\n  iOS: \"15.0\"\n"

  /// `count` declared 60-character ids and an extension serving `count` near misses.
  static func unknownReferences(_ count: Int) -> String {
    func id(_ number: Int) -> String {
      "notification-category-with-a-rather-long-identifier-" + String(1_000_000 + number)
    }
    var text = header + "categories:\n"
    for number in 0..<count { text += "  - id: \(id(number))\n" }
    text += "extensions:\n  - target: UI\n    principalClass: VC\n"
    text += "    initialContentSizeRatio: 1\n    categories:\n"
    for number in 0..<count {
      text += "      - \(id(number).replacingOccurrences(of: "rather", with: "rathr"))\n"
    }
    return text
  }

  /// `count` declared 60-character ids and nothing else: a valid set.
  static func declared(_ count: Int) -> String {
    header + "categories:\n"
      + (0..<count).map {
        "  - id: notification-category-with-a-rather-long-identifier-\(1_000_000 + $0)\n"
      }.joined()
  }

  /// One category with `count` actions, each becoming a near miss of its own id.
  static func unknownActions(_ count: Int) -> String {
    var text = header + "categories:\n  - id: wide\n    actions:\n"
    for number in 0..<count {
      let id = String(100_000 + number)
      text +=
        "      - { id: action-number-\(id), title: A, onTap: { becomes: acton-number-\(id) } }\n"
    }
    return text
      + "extensions:\n  - { target: UI, categories: wide, principalClass: VC, initialContentSizeRatio: 1 }\n"
  }

  /// `count` categories, each with a misspelt key.
  static func unknownKeys(_ count: Int) -> String {
    header + "categories:\n"
      + (0..<count).map {
        "  - id: category-\($0)\n    optoins: [customDismissAction]\n    actions:\n      - { id: a\($0), title: Accept }\n"
      }.joined()
  }

  /// The categories of `unknownKeys` as one flow-style line.
  static func longLine(_ count: Int) -> String {
    header + "categories: ["
      + (0..<count).map {
        "{ id: category-\($0), optoins: [customDismissAction], actions: [{ id: a\($0), title: Accept }] }"
      }.joined(separator: ", ") + "]\n"
  }

  /// A small file with one category and a misspelt key.
  static func smallFile(_ number: Int) -> String {
    header + "categories:\n  - id: category-\(number)\n    optoins: []\n"
  }

  /// The spec payloads are checked against.
  static let payloadSpec =
    header + "categories:\n  - id: c\n    actions:\n      - { id: a, title: A }\n"

  /// A payload of about `kilobytes` KB on one line.
  static func payload(kilobytes: Int) -> String {
    let members = (0..<kilobytes).map {
      "\"key-\(100_000 + $0)\":\"" + String(repeating: "x", count: 1000) + "\""
    }
    return "{\"aps\":{\"alert\":\"Hello\",\"category\":\"c\"}," + members.joined(separator: ",")
      + "}\n"
  }

  /// A payload of about `bytes` bytes whose `aps` holds many unknown keys.
  static func payloadOfUnknownKeys(bytes: Int) -> String {
    var members: [String] = ["\"alert\":\"Hello\"", "\"category\":\"c\""]
    var size = 20
    var number = 0
    while size < bytes - 40 {
      let member = "\"sond-\(100_000 + number)\":1"
      members.append(member)
      size += member.utf8.count + 1
      number += 1
    }
    return "{\"aps\":{" + members.joined(separator: ",") + "}}\n"
  }

  /// One side of the diff shape: `count` categories named `prefix-n` with two actions.
  static func diffSide(_ count: Int, _ prefix: String, _ title: String) -> String {
    header + "categories:\n"
      + (0..<count).map {
        "  - id: \(prefix)-\($0)\n    actions:\n      - { id: accept-\($0), title: \(title) }\n      - { id: decline-\($0), title: Decline, options: [destructive] }\n"
      }.joined()
  }

  /// One side of the argument shape: `count` categories whose title takes a parameter of its
  /// own (`prefix` and its number), a fixed value and, in the categories of parity `shared`,
  /// the parameter `userName` every side has.
  static func argumentSide(_ count: Int, _ prefix: String, shared: Int) -> String {
    header + "categories:\n"
      + (0..<count).map {
        let user = $0 % 2 == shared ? "{ app: userName }" : "\"Anna\""
        return
          "  - id: c-\($0)\n    actions:\n      - id: a-\($0)\n        title: { default: \"Hi %@ %lld %@\", arguments: [{ app: \(prefix)\($0) }, \($0 + shared), \(user)] }\n"
      }.joined()
  }

  /// One category whose `count` actions each become the next: a machine of `count` states.
  static func wideMachine(_ count: Int, _ prefix: String) -> String {
    var text = header + "categories:\n  - id: wide\n    actions:\n"
    text +=
      "      - { id: \(prefix)-0, title: Step 0, onTap: { becomes: \(prefix)-1 } }\n    alternates:\n"
    for number in 1..<count {
      let next = number + 1 < count ? "\(prefix)-\(number + 1)" : "\(prefix)-0"
      text +=
        "      - { id: \(prefix)-\(number), title: Step \(number), onTap: { becomes: \(next) } }\n"
    }
    return text
      + "extensions:\n  - { target: UI, categories: wide, principalClass: VC, initialContentSizeRatio: 1 }\n"
  }
}
