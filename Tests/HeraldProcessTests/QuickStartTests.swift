// The README's quick start works as written in an empty folder outside the checkout, and the
// next steps `herald init` prints are the README's commands.

import Foundation
import Testing

@testable import TestSupport

/// Runs the README's quick start and checks `init`'s hints against it.
@Suite struct QuickStartTests {
  /// The commands of the README block marked `<!-- quick start: … -->`, comments removed.
  static func commands() throws -> [[String]] {
    let readme = try String(
      contentsOf: Herald.packageRoot.appending(path: "README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- quick start:") })
    #expect(lines[marker + 1] == "```sh")
    let end = try #require(lines[(marker + 2)...].firstIndex(of: "```"))
    return lines[(marker + 2)..<end].map { line in
      let command = line.split(separator: "#", maxSplits: 1).first ?? ""
      return command.split(separator: " ").map(String.init)
    }
  }

  /// In an empty folder, each command exits 0, and `init` prints the next two commands.
  @Test func readmeQuickStartRuns() throws {
    try withTemporaryFolder { folder in
      let commands = try Self.commands()
      #expect(commands.count == 3)
      #expect(commands.allSatisfy { $0.first == "herald" })
      var hints = ""
      for command in commands {
        let run = try Herald.run(Array(command.dropFirst()), directory: folder.url)
        #expect(run.status == 0, "\(command.joined(separator: " ")): \(run.stderr)")
        if command.dropFirst().first == "init" { hints = run.stdout }
      }
      for command in commands.dropFirst() {
        #expect(hints.contains(command.joined(separator: " ") + "\n"), "\(hints)")
      }
      #expect(
        FileManager.default.fileExists(
          atPath: folder.url.appending(path: "Generated/App/NotificationCategories.swift").path))
    }
  }

  /// Where `Generated` already holds something (this checkout's example output, say), the hint
  /// names a free folder, so following it never touches another spec set's output.
  @Test func hintAvoidsAnExistingOutputFolder() throws {
    try withTemporaryFolder { folder in
      _ = try folder.write("Generated/README.md", text: "another spec set's output\n")
      _ = try folder.write("Generated-Notifications/keep.txt", text: "taken\n")
      let run = try Herald.run(["init", "Notifications"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.contains(
          "herald generate Notifications --output Generated-Notifications-2\n"), "\(run.stdout)")
      let generate = try Herald.run(
        ["generate", "Notifications", "--output", "Generated-Notifications-2"],
        directory: folder.url)
      #expect(generate.status == 0, "\(generate.stderr)")
    }
  }

  /// Hints quote a folder the shell would split or expand, so they can be pasted as they are.
  @Test func hintsQuoteForTheShell() throws {
    try withTemporaryFolder { folder in
      let run = try Herald.run(["init", "My Team's Specs"], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("herald validate 'My Team'\\''s Specs'\n"), "\(run.stdout)")
    }
  }
}
