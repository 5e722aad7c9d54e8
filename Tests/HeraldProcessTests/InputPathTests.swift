// How PATH arguments become spec files: folders, standard input, and the paths printed.

import Foundation
import Testing

@testable import TestSupport

/// Tests of folder arguments and standard input.
struct InputPathTests {
  /// A folder means every *.yml/*.yaml below it, read in sorted path order (the later file of
  /// a duplicate pair draws the error), other files ignored, paths printed as given.
  @Test func folderIsReadInSortedOrder() throws {
    try withTemporaryFolder { folder in
      let duplicate = "version: 1\ncategories:\n  - id: dup\n"
      try folder.write("specs/b.yml", text: duplicate)  // written first, sorts last
      try folder.write("specs/a/one.yaml", text: duplicate)
      try folder.write("specs/notes.txt", text: "not: [yaml")
      let run = try Herald.run(["validate", "specs"], directory: folder.url)
      #expect(run.status == 1)
      let lines = run.stderr.split(separator: "\n").map(String.init)
      #expect(lines.first?.hasPrefix("specs/b.yml:3:9: error: ") == true)
      #expect(lines.contains { $0.hasPrefix("specs/a/one.yaml:3:9: note: ") })
      #expect(!run.stderr.contains("notes.txt"))
    }
  }

  /// A folder given with a trailing slash or as `./x` is printed that way.
  @Test(arguments: ["./specs", "specs/"])
  func folderPathIsPrintedAsGiven(argument: String) throws {
    try withTemporaryFolder { folder in
      try folder.write("specs/w.yml", text: Fixtures.oneWarning)
      let run = try Herald.run(["validate", argument], directory: folder.url)
      let prefix = argument.hasSuffix("/") ? argument : argument + "/"
      #expect(run.status == 0)
      #expect(run.stderr.hasPrefix("\(prefix)w.yml:4:15: warning: "))
    }
  }

  /// `-` reads standard input, shown as `<stdin>` in diagnostics.
  @Test func standardInputIsShownAsStdin() throws {
    let run = try Herald.run(["validate", "-"], stdin: Data(Fixtures.multiError.utf8))
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("<stdin>:6:13: note: "))
    #expect(run.stderr.contains("<stdin>:20:15: error: "))
  }

  /// A valid spec on standard input exports like a file.
  @Test func standardInputExports() throws {
    let run = try Herald.run(["export", "-"], stdin: Data(Fixtures.clean.utf8))
    #expect(run.status == 0)
    let manifest = parseJSON(run.stdout) as? JSONObject ?? [:]
    #expect(manifest.objects("categories").map { $0.string("identifier") } == ["plain"])
  }

  /// Files and standard input given together form one spec set, in argument order.
  @Test func fileAndStandardInputFormOneSet() throws {
    try withTemporaryFolder { folder in
      try folder.write("first.yml", text: "version: 1\ncategories:\n  - id: dup\n")
      let stdin = Data("version: 1\ncategories:\n  - id: dup\n".utf8)
      let run = try Herald.run(["validate", "first.yml", "-"], stdin: stdin, directory: folder.url)
      #expect(run.status == 1)
      #expect(run.stderr.hasPrefix("<stdin>:3:9: error: "))
      #expect(run.stderr.contains("first.yml:3:9: note: "))
    }
  }
}
