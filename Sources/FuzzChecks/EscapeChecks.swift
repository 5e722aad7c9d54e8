// The escaping layer's round-trip invariants, checked in-process on any text (FuzzEscape and
// the replay test).

import HeraldCore
import HeraldPlist

/// Checks every escaper of `HeraldCore/Escaping` and `HeraldPlist` on one text with a small
/// reader of its sink: what the reader gets back is the text (or its documented lossy form), and
/// the escaped form holds nothing that could end or break out of its context.
public enum EscapeChecks {
  /// The broken invariants for the input bytes read as UTF-8 (invalid bytes as U+FFFD).
  public static func problems(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var problems: [String] = []
    func expect(_ condition: Bool, _ what: String) {
      if !condition { problems.append(what) }
    }
    let scalars = Array(text.unicodeScalars)

    let json = JSONEscaping.quoted(text)
    expect(!json.unicodeScalars.contains { $0.value < 0x20 }, "JSON: raw control")
    expect(EscapeReaders.json(json) == scalars, "JSON: string does not read back")

    let data = WorkflowCommandEscaping.data(text)
    let property = WorkflowCommandEscaping.property(text)
    expect(!data.unicodeScalars.contains { $0 == "\r" || $0 == "\n" }, "workflow data: line break")
    expect(
      !property.unicodeScalars.contains { ["\r", "\n", ":", ","].contains($0) },
      "workflow property: separator")
    expect(EscapeReaders.workflow(data, property: false) == scalars, "workflow data: no round trip")
    expect(
      EscapeReaders.workflow(property, property: true) == scalars,
      "workflow property: no round trip")

    let xml = XMLEscaping.text(text)
    expect(xml.unicodeScalars.allSatisfy(XMLEscaping.isAllowed), "XML: forbidden character")
    expect(!xml.unicodeScalars.contains { $0 == "\r" || $0 == "<" || $0 == ">" }, "XML: raw syntax")
    expect(EscapeReaders.xml(xml) == EscapeReaders.xmlRepresentable(scalars), "XML: no round trip")
    let comment = Array(XMLEscaping.comment(text).unicodeScalars)
    expect(
      !zip(comment, comment.dropFirst()).contains { $0 == "-" && $1 == "-" }, "XML comment: --")
    expect(
      comment.allSatisfy { XMLEscaping.isAllowed($0) && !VisibleEscapes.isLineBreak($0) },
      "XML comment: forbidden character or line break")

    let terminal = TerminalEscaping.visible(text)
    expect(
      !terminal.unicodeScalars.contains(where: TerminalEscaping.isHidden), "terminal: control")
    expect(EscapeReaders.visible(terminal) == scalars, "terminal: no round trip")

    let literal = SwiftEscaping.stringLiteral(text)
    expect(
      !literal.unicodeScalars.contains(where: VisibleEscapes.isLineBreak),
      "Swift literal: line break")
    expect(EscapeReaders.swiftLiteral(literal) == scalars, "Swift literal: no round trip")
    let swiftComment = SwiftEscaping.comment(text)
    expect(
      !swiftComment.unicodeScalars.contains(where: SwiftEscaping.needsEscape),
      "Swift comment: hidden scalar")
    expect(EscapeReaders.visible(swiftComment) == scalars, "Swift comment: no round trip")
    expect(
      SwiftEscaping.codeVoice(text).unicodeScalars.filter { $0 == "`" }.count == 2,
      "Swift code voice: backtick")

    let label = MermaidEscaping.label(text)
    expect(
      !label.unicodeScalars.contains {
        ":\"<>&%{}[]|\\`".unicodeScalars.contains($0) || TerminalEscaping.isHidden($0)
      }, "Mermaid: unsafe character")
    expect(
      Array(MermaidEscaping.decodeLabel(label).unicodeScalars) == scalars, "Mermaid: no round trip")

    let dot = Array(DOTEscaping.quoted(text).unicodeScalars)
    expect(
      dot.first == "\"" && dot.last == "\"" && dot.count >= 2
        && !dot.contains(where: VisibleEscapes.isLineBreak), "DOT: string breaks out")
    expect(
      EscapeReaders.dot(dot.dropFirst().dropLast())
        == Array(DOTEscaping.normalized(text).unicodeScalars), "DOT: no round trip")

    let markdown = MarkdownEscaping.text(text)
    expect(
      !markdown.unicodeScalars.contains {
        "<>|\\`*_[]~".unicodeScalars.contains($0) || TerminalEscaping.isHidden($0)
      }, "Markdown text: raw syntax")
    expect(EscapeReaders.references(markdown) == scalars, "Markdown text: no round trip")
    let code = MarkdownEscaping.code(text)
    expect(
      !code.unicodeScalars.contains { $0 == "`" || TerminalEscaping.isHidden($0) },
      "Markdown code: backtick or control")
    return problems
  }
}
