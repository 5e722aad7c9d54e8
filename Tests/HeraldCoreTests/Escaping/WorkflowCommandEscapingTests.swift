// GitHub workflow-command escapes read back with the runner's grammar (WorkflowCommandGrammar);
// the printed commands are HeraldCLI's (HeraldCLITests/Escaping/GitHubOutputEscapingTests.swift).

import HeraldCore
import Testing

@testable import TestSupport

/// The runner reads escaped text back exactly.
@Suite struct WorkflowCommandEscapingTests {
  /// Data and property escapes invert under the runner's unescaping, and hold no line break.
  @Test func escapesInvertUnderTheRunnersUnescaping() {
    for text in HostileText.strings(seed: 21) {
      let data = WorkflowCommandEscaping.data(text)
      let property = WorkflowCommandEscaping.property(text)
      #expect(!data.unicodeScalars.contains { $0 == "\r" || $0 == "\n" })
      #expect(!property.unicodeScalars.contains { ["\r", "\n", ":", ","].contains($0) })
      #expect(
        HostileText.scalars(WorkflowCommandGrammar.unescapeData(data))
          == HostileText.scalars(text), "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(WorkflowCommandGrammar.unescapeProperty(property))
          == HostileText.scalars(text), "\(HostileText.describe(text))")
    }
  }

  /// The visible forms hold no C0 or C1 control, DEL, line break, bidirectional control or byte
  /// order mark (beyond the LF joining the lines, escaped), and give the text back through the
  /// runner's unescaping and `VisibleEscapes.decode`.
  @Test func visibleFormsHoldNoControlAndInvert() {
    for text in HostileText.strings(seed: 23) {
      let data = WorkflowCommandEscaping.visibleData(lines: [text, "note: " + text])
      let property = WorkflowCommandEscaping.visibleProperty(text)
      let unescapedData = WorkflowCommandGrammar.unescapeData(data)
      let unescapedProperty = WorkflowCommandGrammar.unescapeProperty(property)
      #expect(
        !unescapedData.unicodeScalars.contains { $0 != "\n" && TerminalEscaping.isHidden($0) },
        "\(HostileText.describe(text))")
      #expect(
        !unescapedProperty.unicodeScalars.contains(where: TerminalEscaping.isHidden),
        "\(HostileText.describe(text))")
      let lines = unescapedData.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2, "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(VisibleEscapes.decode(String(lines[0]))) == HostileText.scalars(text),
        "\(HostileText.describe(text))")
      #expect(
        HostileText.scalars(VisibleEscapes.decode(unescapedProperty)) == HostileText.scalars(text),
        "\(HostileText.describe(text))")
    }
  }
}
