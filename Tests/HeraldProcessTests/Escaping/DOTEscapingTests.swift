// DOT strings read back by Graphviz itself: `dot -Tjson` reports each label as Graphviz
// stored it, and the label reader (escString: `\\`, `\"`, `\n`; entities) gives the text.

import Foundation
import HeraldCore
import Testing

@testable import TestSupport

/// Every hostile string is one whole DOT string that Graphviz reads back as the text.
@Suite struct DOTEscapingTests {
  /// One graph, named by the first string, with a node per string: `dot` accepts it, keeps every
  /// node, and each label reads back as `DOTEscaping.normalized` of its string.
  @Test func labelsRoundTripThroughGraphviz() throws {
    let strings = HostileText.strings(seed: 51, count: 120)
    var source = "digraph \(DOTEscaping.quoted(strings[0])) {\n"
    for (index, text) in strings.enumerated() {
      source += "  n\(index) [label=\(DOTEscaping.quoted(text))];\n"
    }
    source += "}\n"
    let json = try withTemporaryFolder { folder in
      let path = try folder.write("graph.dot", text: source)
      let run = try Tool.run(["dot", "-Tjson", "-o", path + ".json", path], timeout: 300)
      try #require(run.status == 0, "\(run.summary)")
      return try Data(contentsOf: URL(fileURLWithPath: path + ".json"))
    }
    let root = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
    let name = try #require(root["name"] as? String)
    #expect(
      HostileText.scalars(Self.readLabel(name))
        == HostileText.scalars(DOTEscaping.normalized(strings[0])))
    let objects = try #require(root["objects"] as? [[String: Any]])
    var labels: [String: String] = [:]
    for object in objects {
      if let name = object["name"] as? String, let label = object["label"] as? String {
        labels[name] = label
      }
    }
    try #require(labels.count == strings.count)
    for (index, text) in strings.enumerated() {
      let label = try #require(labels["n\(index)"])
      #expect(
        HostileText.scalars(Self.readLabel(label))
          == HostileText.scalars(DOTEscaping.normalized(text)), "\(HostileText.describe(text))")
    }
  }

  /// Graphviz's reading of a stored label: `\\` is a backslash, `\n` a line break, `\"` a quote
  /// (the lexer has already removed that one), `&amp;` an ampersand and `&#N;` scalar N.
  static func readLabel(_ stored: String) -> String {
    var output = String.UnicodeScalarView()
    let scalars = Array(stored.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.count {
        switch scalars[index + 1] {
        case "\\": output.append("\\")
        case "n": output.append("\n")
        case "\"": output.append("\"")
        default: output.append(contentsOf: [scalar, scalars[index + 1]])
        }
        index += 2
      } else if scalar == "&", scalars[index...].starts(with: "&amp;".unicodeScalars) {
        output.append("&")
        index += 5
      } else if scalar == "&", scalars[index...].starts(with: ["&", "#"]),
        let end = scalars[index...].firstIndex(of: ";"),
        let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<end]))),
        let decoded = Unicode.Scalar(value)
      {
        output.append(decoded)
        index = end + 1
      } else {
        output.append(scalar)
        index += 1
      }
    }
    return String(output)
  }
}
