// Checks anchors and aliases: sharing, unknown anchors and the alias expansion budget.

import HeraldYAML
import Testing

/// Anchor and alias composition.
@Suite struct AnchorTests {
  /// An alias yields the anchored node itself: same node, same items, same range.
  @Test func aliasSharesTheNode() throws {
    let root = try #require(parse("a: &list [1, 2, 3]\nb: *list\n").root)
    let a = try #require(root["a"])
    let b = try #require(root["b"])
    #expect(a.range == b.range)
    #expect(b.items.map(\.scalar) == ["1", "2", "3"])
    #expect(a.isSameNode(as: b))
    #expect(a.document === root.document && a.nodeIndex == b.nodeIndex)
    #expect(zip(a.items, b.items).allSatisfy { $0.isSameNode(as: $1) })
    #expect(!a.isSameNode(as: root))
  }

  /// A scalar anchor resolves to its text; a redefined anchor resolves to the latest node, and
  /// is reported at the redefinition with a note at the first.
  @Test func scalarAnchorsAndRedefinition() throws {
    let result = parse("- &v one\n- *v\n- &v two\n- *v\n")
    #expect(kinds(result) == [.duplicateAnchor])
    #expect(result.problems.first?.range.start == YAMLMark(line: 3, column: 3))
    #expect(result.problems.first?.notes.first?.range.start == YAMLMark(line: 1, column: 3))
    #expect(result.root?.items.map(\.scalar) == ["one", "one", "two", "two"])
  }

  /// An undefined anchor is reported at the alias and reads as an empty scalar there.
  @Test func unknownAnchor() throws {
    let result = parse("a: *nope\nb: 2\n")
    let root = try #require(result.root)
    let problem = try #require(result.problems.first)
    #expect(kinds(result) == [.unknownAnchor])
    #expect(problem.range == span((1, 4), (1, 9)))
    #expect(problem.message.contains("'nope'"))
    #expect(root["a"]?.scalar == "")
    #expect(root["a"]?.range == span((1, 4), (1, 9)))
    #expect(root["b"]?.scalar == "2")
  }

  /// An alias to the node that is still being composed is an unknown anchor, not a loop.
  @Test func selfReference() throws {
    let result = parse("a: &r [1, *r]\n")
    #expect(kinds(result) == [.unknownAnchor])
    #expect(result.root?["a"]?.items.count == 2)
  }

  /// The classic billion laughs (10^9 nodes) fails at once with an alias budget problem.
  @Test func aliasBomb() throws {
    var lines = ["a: &a [" + Array(repeating: "\"x\"", count: 10).joined(separator: ",") + "]"]
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    for level in 1..<names.count {
      let items = Array(repeating: "*" + names[level - 1], count: 10).joined(separator: ",")
      lines.append("\(names[level]): &\(names[level]) [\(items)]")
    }
    let clock = ContinuousClock()
    var result: YAMLParseResult?
    let elapsed = clock.measure { result = parse(lines.joined(separator: "\n") + "\n") }
    let problems = try #require(result?.problems)
    #expect(result?.root == nil)
    #expect(problems.map(\.kind) == [.aliasBudget])
    #expect(problems.first?.message.hasPrefix("aliases expand to more than 100000 nodes") == true)
    // 12,330 nodes by line 4; each `*d` on line 5 adds 11,111, so the 8th one crosses 100,000.
    #expect(problems.first?.range == span((5, 29), (5, 31)))
    #expect(elapsed < .seconds(1))
  }

  /// 50,000 alias nodes fit the default budget.
  @Test func fiftyThousandAliasNodesPass() throws {
    let aliases = Array(repeating: "*s", count: 50_000).joined(separator: ", ")
    let result = parse("s: &s x\nall: [\(aliases)]\n")
    #expect(result.problems.isEmpty)
    #expect(result.root?["all"]?.items.count == 50_000)
  }

  /// The budget counts whole subtrees: exactly at the limit passes, one more node fails there.
  @Test func aliasBudgetBoundary() throws {
    let budget = YAMLBudget(aliasNodes: 9)
    let atLimit = parse("m: &m [1, 2]\nl: [*m, *m, *m]\n", budget: budget)
    #expect(atLimit.problems.isEmpty)
    let over = parse("m: &m [1, 2]\nl: [*m, *m, *m, *m]\n", budget: budget)
    #expect(kinds(over) == [.aliasBudget])
    #expect(over.problems.first?.range == span((2, 17), (2, 19)))
    #expect(over.root == nil)
  }

  /// An alias whose target would nest past the depth budget fails at the alias.
  @Test func aliasDepth() throws {
    let deep =
      "d: &d " + String(repeating: "[", count: 10) + "x" + String(repeating: "]", count: 10)
    /// The anchor line, then an alias to it inside `levels` flow sequences.
    func wrapped(_ levels: Int) -> String {
      deep + "\nuse: " + String(repeating: "[", count: levels) + "*d"
        + String(repeating: "]", count: levels) + "\n"
    }
    // The root mapping is one level, the alias target ten.
    #expect(parse(wrapped(53)).problems.isEmpty)
    let tooDeep = parse(wrapped(54))
    #expect(kinds(tooDeep) == [.depthBudget])
    #expect(tooDeep.problems.first?.range.start == mark(2, 60))
  }
}
