// Scaling tests of `generate` and `explore` on machines: the operations counted in the explorer and
// the renderers (`WorkMeter`, its machine kinds), and the bytes written, grow linearly with the machines' cells,
// compared across doubling inputs of worst-case shapes. Timings belong in the benchmark.

import Testing

@testable import HeraldCore

/// Work and output per cell stay flat as the machines grow.
@Suite struct MachineScalingTests {
  /// A shape of spec set, by size.
  struct Shape: Sendable, CustomTestStringConvertible {
    /// The name in test reports.
    let name: String
    /// The sizes compared, each twice (or more) the one before.
    let sizes: [Int]
    /// The spec of one size.
    let spec: @Sendable (Int) -> String
    var testDescription: String { name }
  }

  /// One served category `c` whose one action `a0` becomes `a1`, which becomes `a2`, … and the
  /// last `a0` again: n states × n actions, the widest rows and the longest shortest paths for
  /// their cells (n² cells, n²/2 path taps).
  static func chain(_ count: Int) -> String {
    var text = "version: 1\ncategories:\n  - id: c\n    actions:\n"
    text += "      - { id: a0, title: A, onTap: { becomes: a1 } }\n    alternates:\n"
    for index in 1..<count {
      text += "      - { id: a\(index), title: A, onTap: { becomes: a\((index + 1) % count) } }\n"
    }
    return text + "extensions:\n"
      + "  - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }\n"
  }

  /// `count` served categories, each with three toggle pairs (`pK` ↔ `qK`) and one action that
  /// cycles through three variants: 24 states × 9 actions, and toggle round trips to check.
  static func machines(_ count: Int) -> String {
    var text = "version: 1\ncategories:\n"
    for category in 0..<count {
      let id = "m\(category)"
      text += "  - id: \(id)\n    actions:\n"
      for pair in 0..<3 {
        text += "      - { id: \(id)p\(pair), title: P, onTap: { becomes: \(id)q\(pair) } }\n"
      }
      text += "      - { id: \(id)a, title: A, onTap: { becomes: \(id)b } }\n    alternates:\n"
      for pair in 0..<3 {
        text += "      - { id: \(id)q\(pair), title: Q, onTap: { becomes: \(id)p\(pair) } }\n"
      }
      text += "      - { id: \(id)b, title: B, onTap: { becomes: \(id)c } }\n"
      text += "      - { id: \(id)c, title: C, onTap: { becomes: \(id)a } }\n"
    }
    let ids = (0..<count).map { "m\($0)" }.joined(separator: ", ")
    return text + "extensions:\n"
      + "  - { target: UI, categories: [\(ids)], principalClass: VC, initialContentSizeRatio: 1 }\n"
  }

  /// The shapes: wide machines (one machine, rows as long as it has states) and many machines.
  static let shapes = [
    Shape(name: "wide machine", sizes: [32, 64, 128], spec: chain),
    Shape(name: "many machines", sizes: [8, 16, 32], spec: machines),
  ]

  /// What one size cost.
  struct Measure {
    /// The cells of every machine.
    let cells: Int
    /// The operations counted.
    let work: Int
    /// The bytes written for the machines.
    let bytes: Int
  }

  /// Validates a spec and returns its machines and plan, counting the work into `work`.
  static func validated(_ text: String) throws -> ValidatedSpec {
    let outcome = Compiler.check([InputFile(path: "spec.yml", bytes: Array(text.utf8))])
    let errors = outcome.diagnostics.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    return try #require(outcome.spec)
  }

  /// The cells of a validated set's machines.
  static func cells(_ spec: ValidatedSpec) -> Int {
    let actions = Dictionary(
      spec.set.categories.map { ($0.id.value, $0.allActions.count) },
      uniquingKeysWith: { a, _ in a })
    return spec.machines.reduce(0) { $0 + $1.states.count * (actions[$1.category] ?? 0) }
  }

  /// `herald generate`'s stages: validate, plan, render every file; the bytes of the machine files
  /// (the extension's `DynamicActions.swift` and its harness).
  static func generate(_ text: String) throws -> Measure {
    var spec: ValidatedSpec?
    var bytes = 0
    let work = try WorkMeter.observe {
      spec = try validated(text)
      guard let spec else { return }
      for file in Generator.files(Translator.plan(spec))
      where file.path.hasSuffix("DynamicActions.swift") || file.path.hasSuffix("Tests.swift") {
        bytes += file.contents.utf8.count
      }
    }
    return Measure(
      cells: spec.map(cells) ?? 0, work: work.count(of: WorkMeter.Kind.machine), bytes: bytes)
  }

  /// `herald explore`'s stages: validate, then the JSON, Mermaid and DOT drawings.
  static func explore(_ text: String) throws -> Measure {
    var spec: ValidatedSpec?
    var bytes = 0
    let work = try WorkMeter.observe {
      spec = try validated(text)
      guard let spec else { return }
      let plan = Translator.plan(spec)
      bytes += Exploration.json(spec.machines).rendered().utf8.count
      bytes += MermaidRenderer.render(spec.machines, plan: plan).utf8.count
      bytes += DOTRenderer.render(spec.machines, plan: plan).utf8.count
    }
    return Measure(
      cells: spec.map(cells) ?? 0, work: work.count(of: WorkMeter.Kind.machine), bytes: bytes)
  }

  /// Expects each size's work and bytes per cell to stay within 25% of the smallest size's: a
  /// step that scans the machine per cell doubles them at each doubling.
  static func expectLinear(_ measures: [Measure], _ shape: Shape) {
    guard let first = measures.first, first.cells > 0 else {
      Issue.record("\(shape.name): nothing measured")
      return
    }
    for (size, measure) in zip(shape.sizes, measures) {
      #expect(measure.cells > 0 && measure.work > 0 && measure.bytes > 0)
      let work = Double(measure.work) / Double(measure.cells)
      let firstWork = Double(first.work) / Double(first.cells)
      #expect(work <= 1.25 * firstWork, "\(shape.name) at \(size): \(work) operations per cell")
      let bytes = Double(measure.bytes) / Double(measure.cells)
      let firstBytes = Double(first.bytes) / Double(first.cells)
      #expect(bytes <= 1.25 * firstBytes, "\(shape.name) at \(size): \(bytes) bytes per cell")
    }
    for (smaller, larger) in zip(measures, measures.dropFirst()) {
      #expect(larger.cells >= 2 * smaller.cells, "\(shape.name): the sizes double the cells")
    }
  }

  /// `generate`: validating, planning and rendering every file does work linear in the cells.
  @Test(arguments: shapes)
  func generateIsLinearInCells(_ shape: Shape) throws {
    let measures = try shape.sizes.map { try Self.generate(shape.spec($0)) }
    Self.expectLinear(measures, shape)
  }

  /// `explore`: validating and drawing every machine three ways does work linear in the cells.
  @Test(arguments: shapes)
  func exploreIsLinearInCells(_ shape: Shape) throws {
    let measures = try shape.sizes.map { try Self.explore(shape.spec($0)) }
    Self.expectLinear(measures, shape)
  }

  /// The counter sees the lookups it is there for: a table read per cell, each a scan of at
  /// most the state's own transitions (never all of the machine's).
  @Test func cellLookupsScanOneStateOnly() throws {
    let spec = try Self.validated(Self.chain(64))
    let machine = try #require(spec.machines.first)
    let work = WorkMeter.observe {
      for state in machine.states.indices {
        for tap in machine.initial { _ = machine.cell(from: state, tap: tap) }
      }
    }
    #expect(work.count(of: .cellLookup) == machine.states.count)
    #expect(machine.cell(from: 5, tap: "a5")?.to == 6)
    #expect(machine.cell(from: 5, tap: "a0") == nil)
  }
}
