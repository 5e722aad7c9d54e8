// Help derived from the declarations, and the one form of a usage error.

import Testing

@testable import HeraldArguments

/// Tests of `HelpText`.
struct HelpTextTests {
  /// The usage line lists the positionals, then the required options, then the optional ones in
  /// brackets, each spelled as its declaration says (a closed list as `a|b`).
  @Test func usageLineFromTheDeclarations() {
    #expect(
      HelpText.usage("sample", options: SampleOptions.self)
        == "usage: herald sample PATH... --output DIR [--format text|json] [--verbose] "
        + "[--count N]\n")
    #expect(
      HelpText.usage("", options: BareOptions.self, program: "tool")
        == "usage: tool [--verbose]\n")
  }

  /// A command's help: the usage line, a blank line, the discussion, and one row per option with its help,
  /// the required ones marked.
  @Test func commandHelpListsEveryOption() {
    let help = HelpText.command("sample", discussion: "Does things.", options: SampleOptions.self)
    #expect(
      help == """
        usage: herald sample PATH... --output DIR [--format text|json] [--verbose] [--count N]

        Does things.

        options:
          --output DIR        Where to write. (required)
          --format text|json  How to print.
          --verbose           Say more.
          --count N           How many.

        """)
  }

  /// Long rows wrap under their column; a term longer than the column puts its description on
  /// the next line.
  @Test func tableWraps() {
    let long = Array(repeating: "word", count: 30).joined(separator: " ")
    let text = HelpText.table([("--a", long), ("--a-very-long-option-name VALUE", "Short.")])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= HelpText.width })
    let column = String(repeating: " ", count: 28)
    #expect(
      lines[0] == "  --a" + String(repeating: " ", count: 23)
        + "word word word word word word word word word word word word word word")
    #expect(lines[1].hasPrefix(column + "word"))
    #expect(lines[2] == column + "word word")
    #expect(lines[3] == "  --a-very-long-option-name VALUE")
    #expect(lines[4] == column + "Short.")
  }

  /// The form: the program and command, the message made inert, any detail lines, the pointer.
  @Test func usageErrorHasOneForm() {
    #expect(
      HelpText.usageError("bad '\u{1B}[2J'", command: "plist merge", detail: "a, b\n")
        == "herald plist merge: error: bad '\\u{1B}[2J'\na, b\nrun 'herald --help' for usage\n")
    #expect(
      HelpText.usageError("unknown command 'x'", command: nil)
        == "herald: error: unknown command 'x'\nrun 'herald --help' for usage\n")
    #expect(
      HelpText.usageError("no PATH", command: nil, program: "herald-roundtrip")
        == "herald-roundtrip: error: no PATH\nrun 'herald-roundtrip --help' for usage\n")
  }
}
