// `herald init [DIR]`: write a starter spec and its JSON Schema, never overwriting a file.

import HeraldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The init command.
enum InitCommand {
  /// Its options: at most one folder.
  struct Options: ParsableOptions {
    /// The folder, if given.
    var positionals: [String] = []

    static let positionalName: String? = "[DIR]"
    static let options: [OptionSpec<Self>] = []
  }

  /// Its definition.
  static let command = Command(
    "init", abstract: "write a starter spec and its JSON Schema into a folder",
    discussion: """
      Writes a starter spec, DIR/notifications.herald.yml, and the JSON Schema it names on its
      first line, DIR/herald.schema.json (DIR defaults to '.', and is created when missing).
      The spec is valid as written: one category with two actions, an alternate that a tap
      swaps in, and the content extension that serves it. Then prints the next steps.

      herald init never overwrites a file: if either file exists it writes nothing and exits 3.
      """, options: Options.self, run: run)

  /// Writes the starter files into DIR (default `.`, created when missing). Exit 0 when both
  /// were written, 2 for more than one DIR, 3 when either file exists or writing fails; an
  /// existing file is never changed.
  static func run(_ options: Options, _ console: Console) -> Int32 {
    guard options.positionals.count <= 1 else {
      console.err("herald init: error: give at most one folder\n\(HelpText.tryHelp)")
      return ExitCode.usage
    }
    let folder = options.positionals.first ?? "."
    let files = [
      (StarterSpec.path(StarterSpec.specName, in: folder), StarterSpec.spec),
      (StarterSpec.path(StarterSpec.schemaName, in: folder), JSONSchemaRenderer.render()),
    ]
    let existing = files.map(\.0).filter {
      FileSystem.kind($0) != .missing || FileSystem.isLink($0)
    }
    guard existing.isEmpty else {
      let list = existing.map { "'\(TerminalEscaping.visible($0))'" }.joined(separator: " and ")
      console.err(
        "herald init: error: \(list) already \(existing.count == 1 ? "exists" : "exist"); "
          + "herald init never overwrites a file, so nothing was written\n")
      return ExitCode.io
    }
    do throws(IOFailure) {
      try FileSystem.makeFolders(folder)
      for (path, text) in files { try createNew(Array(text.utf8), at: path) }
    } catch {
      console.err("herald init: error: \(TerminalEscaping.visible("\(error)"))\n")
      return ExitCode.io
    }
    let output = StarterSpec.outputFolder(for: folder) {
      FileSystem.kind($0) != .missing || FileSystem.isLink($0)
    }
    console.out(StarterSpec.nextSteps(folder: folder, output: output))
    return ExitCode.success
  }

  /// Creates `path` with `bytes`; fails, changing nothing, when anything already exists there.
  static func createNew(_ bytes: [UInt8], at path: String) throws(IOFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw .fromErrno(path) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let failure = IOFailure.fromErrno(path)
        close(descriptor)
        unlink(path)
        throw failure
      }
      offset += written
    }
    guard close(descriptor) == 0 else { throw .fromErrno(path) }
  }
}
