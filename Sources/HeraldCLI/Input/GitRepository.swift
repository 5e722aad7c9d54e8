// The git repository `herald diff --since` reads: found once, from the working directory, and
// then always named explicitly, so that git never looks for a repository inside a spec folder.

/// The repository of the working directory, and how spec paths map into it.
struct GitRepository {
  /// The oldest git that refuses a committed bare repository while looking for one
  /// (`safe.bareRepository`, 2.38).
  static let minimumVersion = [2, 38]

  /// The top folder of the work tree, absolute and with links resolved.
  let top: String
  /// The repository's git folder, absolute.
  let gitDirectory: String

  /// Finds the repository of the working directory. Throws a usage error when there is none (or
  /// only a folder that looks like a bare repository), an I/O failure when git cannot run or is
  /// older than `minimumVersion`.
  static func find() throws(InputError) -> GitRepository {
    // `git version` looks for no repository; run from `/` to be sure.
    let version = try run(["-C", "/", "version"], limit: 1 << 10)
    let text = String(decoding: version.output, as: UTF8.self)
    guard version.status == 0, let found = Self.version(text) else {
      throw .io(IOFailure(path: "git", reason: firstLine(version.errors)))
    }
    guard !found.lexicographicallyPrecedes(minimumVersion) else {
      let shown = { (numbers: [Int]) in numbers.map(String.init).joined(separator: ".") }
      throw .io(
        IOFailure(
          path: "git",
          reason: "'--since' needs git \(shown(minimumVersion)) or later (found \(shown(found))), "
            + "which refuses to read a repository committed inside another"))
    }
    let located = try run(["rev-parse", "--show-toplevel", "--absolute-git-dir"], limit: 1 << 16)
    let lines = String(decoding: located.output, as: UTF8.self).split(separator: "\n")
    guard located.status == 0, lines.count == 2 else {
      throw .usage(
        "'--since' reads the git repository of the working directory: \(firstLine(located.errors))"
      )
    }
    return GitRepository(
      top: FileSystem.canonical(String(lines[0])), gitDirectory: String(lines[1]))
  }

  /// Runs git on this repository, named explicitly: git reads the repository's own
  /// configuration and nothing in the work tree's folders.
  func git(_ arguments: [String], limit: Int = 1 << 24) throws(InputError) -> GitRunner.Outcome {
    try Self.run(
      ["--git-dir=" + gitDirectory, "--work-tree=" + top, "-C", top] + arguments, limit: limit)
  }

  /// The path of `path` (as given, relative to the working directory) relative to the top, with
  /// its folder's links resolved but not its own last component (as git stores a link itself);
  /// `""` for the top itself. Throws a usage error for a path outside the work tree.
  func relative(_ path: String, isFolder: Bool) throws(InputError) -> String {
    let (folder, name) = isFolder ? (path, "") : GitSpecReader.split(path)
    let resolved = FileSystem.canonical(folder)
    let inside: String
    if resolved == top {
      inside = ""
    } else if resolved.hasPrefix(top == "/" ? "/" : top + "/") {
      inside = String(resolved.dropFirst(top == "/" ? 1 : top.count + 1))
    } else {
      throw .usage(
        "'\(path)' is outside the git repository of the working directory ('\(top)'); "
          + "'--since' reads only that repository")
    }
    return [inside, name].filter { !$0.isEmpty }.joined(separator: "/")
  }

  /// The numbers of `git version X.Y.Z...`, or nil.
  static func version(_ text: String) -> [Int]? {
    guard text.hasPrefix("git version ") else { return nil }
    let word = text.dropFirst("git version ".count).prefix { $0 != " " && $0 != "\n" }
    let numbers = word.split(separator: ".").prefix(3).map { Int($0) }
    guard numbers.count >= 2, let major = numbers[0], let minor = numbers[1] else { return nil }
    return [major, minor]
  }

  /// Runs git, turning a failure to start it into an I/O error.
  static func run(_ arguments: [String], limit: Int) throws(InputError) -> GitRunner.Outcome {
    do {
      return try GitRunner.run(arguments, limit: limit)
    } catch {
      throw .io(error)
    }
  }

  /// The first line of git's message, for an error.
  static func firstLine(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return line.isEmpty ? "git failed" : line
  }
}
