// Concurrent decoding and validation give exactly what one pass in order gives.

import HeraldYAML
import Testing

@testable import HeraldCore

/// The parallel helpers, and large specs checked against a serial oracle.
@Suite struct ParallelTests {
  /// Chunks cover every index once, in order, and none is smaller than asked (unless alone).
  @Test(arguments: [0, 1, 255, 256, 511, 512, 513, 1000, 2047, 2048, 100_000])
  func chunksCoverEveryIndex(count: Int) {
    let chunks = Parallel.chunks(count, minimum: 256)
    #expect(chunks.flatMap { Array($0) } == Array(0..<count))
    #expect(chunks.count >= 1 && chunks.count <= Parallel.maximumChunks)
    if chunks.count > 1 { #expect(chunks.allSatisfy { $0.count >= 256 }) }
    #expect(chunks.count == max(1, min(Parallel.maximumChunks, count / 256)))
  }

  /// Results come back in index order whatever the scheduling.
  @Test func mapKeepsOrder() {
    for count in [0, 1, 2, 7, 64] {
      #expect(Parallel.map(count) { $0 * 3 } == (0..<count).map { $0 * 3 })
      #expect(Parallel.map(count, concurrently: false) { $0 * 3 } == (0..<count).map { $0 * 3 })
    }
  }

  /// A spec of `count` categories: every 50th has an `onTap` machine (served by an extension),
  /// every 97th an empty title (a set rule) and every 89th a repeated action id (a category
  /// rule).
  static func bigSpec(_ count: Int, errors: Bool) -> String {
    var text = "version: 1\ncategories:\n"
    for index in 0..<count {
      let title = errors && index % 97 == 5 ? "\"\"" : "Go \(index)"
      let second = errors && index % 89 == 3 ? "go-\(index)" : "stop-\(index)"
      text += "  - id: c\(index)\n    actions:\n"
      text += "      - id: go-\(index)\n        title: \(title)\n"
      if index % 50 == 0 { text += "        onTap: { becomes: back-\(index) }\n" }
      text += "      - { id: \(second), title: Stop }\n"
      if index % 50 == 0 {
        text += "    alternates:\n"
        text += "      - { id: back-\(index), title: Back, onTap: { becomes: go-\(index) } }\n"
      }
    }
    let served = stride(from: 0, to: count, by: 50).map { "c\($0)" }.joined(separator: ", ")
    text += "extensions:\n  - target: BigUI\n    categories: [\(served)]\n"
    text += "    principalClass: VC\n    initialContentSizeRatio: 1\n"
    return text
  }

  /// Decoding a long list in chunks gives the categories and diagnostics of one pass.
  @Test func decodingMatchesOnePass() throws {
    let spec = Self.bigSpec(1500, errors: true)
    let text = spec.replacing("extensions:", with: "  - 12\n  - id: [x]\nextensions:")
    let parsed = YAMLParser.parse(Array(text.utf8))
    let categories = try #require(parsed.root?.pairs.first { $0.key.scalarEquals("categories") })
    var chunked = SpecDecoder(file: "big.yml")
    let fast = chunked.categoryList(categories.value)
    var serial = SpecDecoder(file: "big.yml")
    let slow = serial.list(categories.value, what: "categories") { $0.category($1) }
    #expect(Parallel.chunks(categories.value.count).count > 1)
    #expect(fast.map(\.id) == slow.map(\.id))
    #expect(fast.map(\.range) == slow.map(\.range))
    #expect(chunked.diagnostics.diagnostics == serial.diagnostics.diagnostics)
    #expect(serial.diagnostics.diagnostics.count == 2)
  }

  /// Validation in chunks reports what the rules report run one after another, in that order.
  @Test(arguments: [false, true]) func validationMatchesOnePass(errors: Bool) throws {
    let input = InputFile(path: "big.yml", bytes: Array(Self.bigSpec(1200, errors: errors).utf8))
    var loaded = DiagnosticsEngine()
    let file = try #require(SpecLoader.load(input, into: &loaded))
    var parallel = DiagnosticsEngine()
    let spec = Validator.validate([file], into: &parallel)

    let set = SpecSet(files: [file])
    let context = ValidationContext(set: set)
    var serial = DiagnosticsEngine()
    for rule in Validator.setRules { rule.check(context, &serial) }
    let explored = Validator.firstExplorable(set.categories)
    for (index, category) in set.categories.enumerated() {
      let machine = explored[index] ? MachineExplorer(category: category).explore() : nil
      for rule in Validator.categoryRules { rule.check(category, machine, context, &serial) }
    }
    #expect(parallel.diagnostics == serial.diagnostics)
    #expect(parallel.hasErrors == errors)
    var lean = DiagnosticsEngine()
    let leanSpec = Validator.validate([file], into: &lean, keepingMachines: false)
    #expect(lean.diagnostics == serial.diagnostics)
    #expect(leanSpec?.machines.isEmpty ?? errors)
    if errors {
      #expect(serial.diagnostics.filter { $0.id == RuleID.emptyString }.count == 13)
      #expect(serial.diagnostics.filter { $0.id == RuleID.duplicateAction }.count == 14)
    } else {
      let machines = try #require(spec).machines.map(\.category)
      #expect(machines == stride(from: 0, to: 1200, by: 50).map { "c\($0)" })
    }
  }
}
