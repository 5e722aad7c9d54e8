// Reads the old spec set of `herald diff --since REF` out of git: each spec file of the new
// set as it was at REF, and the spec files that were below a folder then and are gone now.

import HeraldCore

/// Reads spec files as they were at one git revision.
struct GitSpecReader {
  /// The revision, as given.
  let ref: String
  /// The size limits, as for files on disk.
  let limits: InputLimits

  /// The old set for the new set's `paths` and its `inputs`. Each old file is named
  /// `REF:PATH`, as git names a file at a revision, so that diagnostics of the old set cannot
  /// be mistaken for the working copy's. A file that did not exist at REF is left out (all of
  /// it is new). Throws a usage error for `-` and a revision git does not know, an I/O failure
  /// when git cannot run or read a file.
  func read(paths: [String], inputs: [InputFile]) throws(InputError) -> [InputFile] {
    guard !paths.contains("-") else {
      throw .usage("'--since' reads the old specs from git; give files or folders, not '-'")
    }
    let probe = FileSystem.kind(paths[0]) == .directory ? paths[0] : Self.split(paths[0]).folder
    let verified = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: probe)
    guard verified.status == 0 else {
      throw .usage("'\(ref)' is not a commit of the git repository at '\(probe)'")
    }
    var old: [InputFile] = []
    var total = 0
    var seen = Set(inputs.map(\.path))
    let present = inputs.map { input in
      let (folder, name) = Self.split(input.path)
      return (path: input.path, folder: folder, name: name)
    }
    for (path, folder, name) in try present + deletedFiles(below: paths, seen: &seen) {
      let shown = try git(["show", "\(ref):./\(name)"], in: folder, limit: limits.file)
      guard shown.status == 0 else {
        if shown.errors.contains("does not exist") || shown.errors.contains("but not in") {
          continue
        }
        throw .io(IOFailure(path: "\(ref):\(path)", reason: Self.firstLine(shown.errors)))
      }
      total += shown.output.count
      guard total <= limits.set else {
        throw .io(InputLimits.Scope.set.exceeded("\(ref):\(path)", limit: limits.set))
      }
      old.append(InputFile(path: "\(ref):\(path)", bytes: shown.output))
    }
    return old
  }

  /// Spec files below the folders among `paths` at REF that are not in `seen` (deleted since),
  /// in sorted order, skipping hidden entries as the folder search does; each with the folder
  /// given (which still exists, unlike perhaps the file's own) and its path below it.
  func deletedFiles(below paths: [String], seen: inout Set<String>) throws(InputError)
    -> [(path: String, folder: String, name: String)]
  {
    var result: [(path: String, folder: String, name: String)] = []
    for folder in paths where FileSystem.kind(folder) == .directory {
      let listed = try git(["ls-tree", "-r", "-z", "--name-only", ref, "--", "."], in: folder)
      guard listed.status == 0 else { continue }
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      let names = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      for name in names.sorted() {
        let hidden = name.split(separator: "/").contains { $0.hasPrefix(".") }
        let path = prefix + name
        guard !hidden, InputCollector.isSpecFile(name), seen.insert(path).inserted else { continue }
        result.append((path, folder, name))
      }
    }
    return result
  }

  /// Runs git, turning a failure to start it into an I/O error.
  func git(_ arguments: [String], in folder: String, limit: Int = 1 << 24) throws(InputError)
    -> GitRunner.Outcome
  {
    do {
      return try GitRunner.run(arguments, in: folder, limit: limit)
    } catch {
      throw .io(error)
    }
  }

  /// A path's folder (`.` for a bare name) and its last component.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// The first line of git's message, for an error.
  static func firstLine(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return line.isEmpty ? "git failed" : line
  }
}
