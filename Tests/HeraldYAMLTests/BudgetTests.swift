// Checks the depth and scalar-length budgets and that hostile or huge inputs stay fast.

import HeraldYAML
import Testing

/// Depth and scalar budgets, and large inputs.
@Suite struct BudgetTests {
  /// `levels` nested flow sequences around one scalar.
  static func nested(_ levels: Int) -> String {
    String(repeating: "[", count: levels) + "x" + String(repeating: "]", count: levels)
  }

  /// 64 levels are allowed.
  @Test func sixtyFourLevelsPass() throws {
    let result = parse(Self.nested(64))
    #expect(result.problems.isEmpty)
    #expect(result.root?.height == 65)
  }

  /// The 65th level fails at its opening bracket, and no root is returned.
  @Test func sixtyFiveLevelsFail() throws {
    let result = parse(Self.nested(65))
    #expect(result.root == nil)
    #expect(kinds(result) == [.depthBudget])
    #expect(result.problems.first?.range.start == mark(1, 65))
    #expect(result.problems.first?.message.contains("64") == true)
  }

  /// 100,000 unclosed brackets stop at the 65th without reading on.
  @Test func hundredThousandBrackets() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    var result: YAMLParseResult?
    let elapsed = ContinuousClock().measure { result = YAMLParser.parse(bytes) }
    #expect(result.map(kinds) == [.depthBudget])
    #expect(result?.problems.first?.range.start == mark(1, 65))
    #expect(elapsed < .seconds(1))
  }

  /// 3,000 levels of block sequences fail at the 65th.
  @Test func threeThousandBlockLevels() throws {
    var text = ""
    for level in 0..<3_000 { text += String(repeating: " ", count: 2 * level) + "- \n" }
    var result: YAMLParseResult?
    let elapsed = ContinuousClock().measure { result = parse(text) }
    #expect(result.map(kinds) == [.depthBudget])
    #expect(result?.problems.first?.range.start == mark(65, 129))
    #expect(elapsed < .seconds(2))
  }

  /// Problems found before a fatal one are kept, in source order.
  @Test func earlierProblemsAreKept() {
    let result = parse("a: *nope\nb: " + Self.nested(70) + "\n")
    #expect(kinds(result) == [.unknownAnchor, .depthBudget])
    #expect(result.root == nil)
  }

  /// A custom depth budget applies to mappings too.
  @Test func customDepth() throws {
    let budget = YAMLBudget(depth: 2)
    #expect(parse("a: {b: 1}", budget: budget).problems.isEmpty)
    let result = parse("a: {b: {c: 1}}", budget: budget)
    #expect(kinds(result) == [.depthBudget])
    #expect(result.problems.first?.range.start == mark(1, 8))
  }

  /// A 50 MB scalar fails with `.scalarTooLong` and no root.
  @Test func fiftyMegabyteScalar() throws {
    var bytes = Array("key: ".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000)
    bytes.append(UInt8(ascii: "\n"))
    let result = YAMLParser.parse(bytes)
    #expect(result.root == nil)
    #expect(kinds(result) == [.scalarTooLong])
    #expect(result.problems.first?.range.start == mark(1, 6))
  }

  /// The length limit is inclusive and counts bytes of the scalar's value.
  @Test func scalarLimitBoundary() throws {
    let budget = YAMLBudget(scalarBytes: 5)
    // "ünï" is five bytes: two two-byte letters and one ASCII letter.
    #expect(parse("a: ünï", budget: budget).problems.isEmpty)
    let result = parse("a: ok\nb: ünïc", budget: budget)
    #expect(kinds(result) == [.scalarTooLong])
    #expect(result.problems.first?.range == span((2, 4), (2, 8)))
  }

  /// A million-item block sequence composes completely.
  @Test func millionItems() throws {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(7_000_000)
    for _ in 0..<1_000_000 { bytes += Array("- item\n".utf8) }
    let result = YAMLParser.parse(bytes)
    let root = try #require(result.root)
    #expect(result.problems.isEmpty)
    #expect(root.items.count == 1_000_000)
    #expect(root.items.last?.range == span((1_000_000, 3), (1_000_000, 7)))
    #expect(root.size == 1_000_001)
  }
}
