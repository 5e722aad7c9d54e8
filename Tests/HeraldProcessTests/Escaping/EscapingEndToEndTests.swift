// The reproducers of the escaping bugs, run through the built herald binary on the hostile
// corpus (Tests/Corpus/hostile) and on a spec folder whose name holds Swift code.

import Foundation
import Testing

@testable import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// GitHub annotations, text diagnostics and generated files stay intact for hostile specs.
@Suite(.serialized) struct EscapingEndToEndTests {
  /// The hostile corpus, relative to the package root.
  static let corpus = "Tests/Corpus/hostile/"

  /// A key spelled `x\r\n::warning file=README.md,line=1::injected` gives exactly one `error`
  /// command on its spec, whose message carries the key, and no forged `warning`.
  @Test func githubFormatCannotForgeAnAnnotation() throws {
    let spec = Self.corpus + "github-injection.yml"
    let run = try Herald.run(["validate", "--format", "github", spec])
    #expect(run.status == 1, "\(run.stderr)")
    let parsed = WorkflowCommandGrammar.parse(run.stdout)
    #expect(parsed.lines.count == 1, "\(run.stdout.debugDescription)")
    try #require(parsed.commands.count == 1, "\(run.stdout.debugDescription)")
    let command = parsed.commands[0]
    #expect(command.name == "error")
    #expect(command.properties["file"] == spec)
    #expect(command.properties["title"] == "unknown-key")
    #expect(command.data.contains(#"x\u{D}\u{A}::warning file=README.md,line=1::injected"#))
    #expect(!parsed.commands.contains { $0.properties["file"] == "README.md" })
  }

  /// What the terminal sink shows as `\u{…}`: C0 and C1 controls, DEL, line and paragraph
  /// separators, bidirectional controls and the byte order mark.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
      0xFEFF:
      true
    default: false
    }
  }

  /// Keys holding `ESC ] 0;owned BEL ESC [2J` and a line break reach no annotation raw: with
  /// `--format github` the commands carry no C0 or C1 control, DEL or bidirectional control
  /// (beyond the line feed that ends each), and the keys read as `\u{…}` escapes.
  @Test func githubFormatCarriesNoTerminalControls() throws {
    let spec = Self.corpus + "terminal-escapes.yml"
    let run = try Herald.run(["validate", "--format", "github", spec])
    #expect(run.status == 1, "\(run.stderr)")
    let parsed = WorkflowCommandGrammar.parse(run.stdout)
    #expect(parsed.commands.count >= 2, "\(run.stdout.debugDescription)")
    let hidden = run.stdout.unicodeScalars.filter {
      $0 != "\n" && Self.isHidden($0)
    }
    #expect(hidden.isEmpty, "\(run.stdout.debugDescription)")
    for command in parsed.commands {
      #expect(!command.data.unicodeScalars.contains { $0 != "\n" && Self.isHidden($0) })
    }
    #expect(run.stdout.contains(#"'\u{1B}]0;owned\u{7}\u{1B}[2J'"#), "\(run.stdout)")
  }

  /// A payload key holding ESC, BEL and U+202E reaches `check-payload --format github` as
  /// `\u{…}` escapes, never raw.
  @Test func checkPayloadGithubFormatCarriesNoTerminalControls() throws {
    try withTemporaryFolder { folder in
      try folder.write(
        "spec.yml",
        text: """
          version: 1
          categories:
            - id: c
              actions:
                - { id: a, title: A }
          """)
      try folder.write(
        "p.json", text: #"{"aps": {"alert": "x", "\u001b]0;owned\u0007\u202ek": 1}}"#)
      let run = try Herald.run(
        ["check-payload", "spec.yml", "--format", "github", "--payload", "p.json"],
        directory: folder.url)
      #expect(!run.stdout.isEmpty, "\(run.stderr)")
      let hidden = run.stdout.unicodeScalars.filter {
        $0 != "\n" && Self.isHidden($0)
      }
      #expect(hidden.isEmpty, "\(run.stdout.debugDescription)")
      #expect(run.stdout.contains(#"\u{1B}]0;owned\u{7}\u{202E}k"#), "\(run.stdout)")
    }
  }

  /// Keys holding `ESC ] 0;owned BEL ESC [2J` and a line break print no ESC or BEL, with and
  /// without colour, and exactly one located line per diagnostic and note (counted from
  /// `--format json`); the excerpt and help lines under them start with a space, so none can
  /// pass for a located line, and `--no-excerpts` leaves only the located lines.
  @Test(arguments: ["never", "always"])
  func textDiagnosticsCarryNoTerminalControls(color: String) throws {
    let spec = Self.corpus + "terminal-escapes.yml"
    let json = try Herald.run(["validate", "--format", "json", spec])
    let diagnostics = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let expected = diagnostics.reduce(0) { $0 + 1 + (($1["notes"] as? [Any])?.count ?? 0) }
    #expect(expected >= 2)
    let run = try Herald.run(["validate", "--color", color, spec])
    #expect(run.status == 1)
    let plain = TerminalText.removingColourCodes(run.stderr)
    #expect(color == "never" ? plain == run.stderr : plain != run.stderr)
    let controls = plain.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
    #expect(controls.isEmpty, "\(run.stderr.debugDescription)")
    let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let located = lines.filter { !$0.hasPrefix(" ") }
    #expect(located.count == expected, "\(run.stderr)")
    #expect(located.allSatisfy { $0.hasPrefix(spec + ":") }, "\(run.stderr)")
    #expect(lines.count > located.count, "excerpts: \(run.stderr)")
    #expect(plain.contains(#"'\u{1B}]0;owned\u{7}\u{1B}[2J'"#))
    let brief = try Herald.run(["validate", "--no-excerpts", "--color", color, spec])
    let briefLines = TerminalText.removingColourCodes(brief.stderr).split(separator: "\n")
    #expect(briefLines.map(String.init) == located.map(String.init), "\(brief.stderr)")
  }

  /// A spec folder named `specs\nfunc injected() -> Int { 42 }\n/`: every generated file of
  /// `generate` and `plugin-generate` keeps the path inside its header comment, no Swift line
  /// declares `injected`, the app file parses with `swiftc -parse`, and the plists, JSON and
  /// Markdown stay well-formed.
  @Test func specPathCannotInjectCodeIntoGeneratedFiles() throws {
    try withTemporaryFolder { folder in
      let specs = "specs\nfunc injected() -> Int { 42 }\n/"
      for name in ["invitations.yml", "messages.yml"] {
        let text = try String(
          contentsOf: Herald.packageRoot.appending(path: "Specs/" + name), encoding: .utf8)
        try folder.write(specs + name, text: text)
      }
      let generate = try Herald.run(["generate", specs, "--output", "out"], directory: folder.url)
      #expect(generate.status == 0, "\(generate.stderr)")
      #expect(!generate.stdout.contains("\nfunc"), "\(generate.stdout)")
      let plugin = try Herald.run(
        [
          "plugin-generate", specs, "--app-output", "plugin/app.swift", "--extensions-output",
          "plugin/ext.swift",
        ], directory: folder.url)
      #expect(plugin.status == 0, "\(plugin.stderr)")
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path)
        .filter { $0.hasPrefix("out/") || $0.hasPrefix("plugin/") }
        .filter { !$0.hasSuffix("/") && $0.contains(".") }
      #expect(files.filter { $0.hasSuffix(".swift") }.count >= 4, "\(files)")
      for file in files {
        let text = try String(contentsOf: folder.url.appending(path: file), encoding: .utf8)
        try Self.expectIntact(text, file: file, hostilePath: true)
      }
      let app = folder.url.appending(path: "out/App/NotificationCategories.swift").path
      let parse = try Tool.run(["swiftc", "-parse", app], timeout: 300)
      #expect(parse.status == 0, "\(parse.summary)")
    }
  }

  /// The checks of one generated file: the spec path's line breaks never reach a line of their
  /// own, and the file's format still reads.
  static func expectIntact(_ text: String, file: String, hostilePath: Bool) throws {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("func injected") }, "\(file)")
    if file.hasSuffix(".swift") {
      let header = lines.prefix { $0.hasPrefix("//") }
      #expect(header.count >= 1, "\(file)")
      #expect(
        !hostilePath
          || header.contains { $0.contains(#"specs\u{A}func injected() -> Int { 42 }\u{A}/"#) },
        "\(file)")
      #expect(
        lines.filter { $0.contains("injected") }.allSatisfy {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }, "\(file)")
    } else if file.hasSuffix(".plist") {
      let parser = XMLParser(data: Data(text.utf8))
      #expect(parser.parse(), "\(file): \(String(describing: parser.parserError))")
    } else if file.hasSuffix(".json") || file.hasSuffix(".apns") || file.hasSuffix(".xcstrings") {
      #expect(throws: Never.self, "\(file)") {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
      }
    } else if file.hasSuffix(".md") {
      #expect(lines.first?.hasPrefix("<!-- ") == true && lines.first?.hasSuffix(" -->") == true)
    }
  }

  /// The hostile-text spec generates, and its files read back: the Markdown table row of each
  /// action has its six cells, and no raw HTML tag from a title reaches the page.
  @Test func hostileTextGeneratesWellFormedFiles() throws {
    try withTemporaryFolder { folder in
      let spec = Herald.packageRoot.appending(path: Self.corpus + "hostile-text.yml").path
      let run = try Herald.run(["generate", spec, "--output", "out"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let files = try FileManager.default.subpathsOfDirectory(
        atPath: folder.url.appending(path: "out").path
      ).filter { $0.contains(".") }
      for file in files {
        let text = try String(
          contentsOf: folder.url.appending(path: "out/" + file), encoding: .utf8)
        try Self.expectIntact(text, file: file, hostilePath: false)
      }
      let overview = try String(
        contentsOf: folder.url.appending(path: "out/Notifications.md"), encoding: .utf8)
      #expect(!overview.contains("<script>"))
      let rows = overview.split(separator: "\n").filter {
        $0.hasPrefix("| `first`") || $0.hasPrefix("| `second`")
      }
      #expect(rows.count == 2, "\(overview)")
      for row in rows {
        #expect(MarkdownTable.cells(String(row))?.count == 6, "\(row)")
      }
    }
  }
}
