// The drawings of `herald explore` name each state as the generated code and the JSON do, so a
// reader of the diagram finds the `State` case it talks about.

import Foundation
import Testing

@testable import HeraldCore
@testable import TestSupport

/// State labels of Mermaid and DOT drawings: the state's name, then its buttons' titles.
@Suite struct DiagramStateNameTests {
  /// Every state of every machine of `Specs/` is labelled with its name (from the JSON's
  /// `stateNames`) on the first line and its titles on the second, in both drawings.
  @Test func drawingsNameStatesAsTheJSONDoes() throws {
    let json = try Herald.run(["explore", "Specs"])
    #expect(json.status == 0)
    let root = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let categories = try #require(root?["categories"] as? [[String: Any]])
    let names = categories.map { ($0["stateNames"] as? [String]) ?? [] }
    #expect(names.allSatisfy { !$0.isEmpty })

    let mermaid = try Herald.run(["explore", "--format", "mermaid", "Specs"])
    let mermaidLabels = mermaid.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  state \""), let end = line.range(of: "\" as s") else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: 9)..<end.lowerBound])
    }
    let mermaidNames = mermaidLabels.map {
      MermaidEscaping.decodeLabel(String($0.split(separator: "<br/>")[0]))
    }
    #expect(mermaidNames == names.flatMap { $0 })
    #expect(mermaidLabels.allSatisfy { $0.components(separatedBy: "<br/>").count == 2 })

    let dot = try Herald.run(["explore", "--format", "dot", "Specs"])
    let dotLabels = dot.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  s"), line.contains(" [label=\""), !line.contains("->") else {
        return nil
      }
      let start = try? #require(line.range(of: "[label=\""))
      return start.map { String(line[$0.upperBound...].dropLast(3)) }
    }
    #expect(dotLabels.map { String($0.components(separatedBy: "\\n")[0]) } == names.flatMap { $0 })
  }
}
