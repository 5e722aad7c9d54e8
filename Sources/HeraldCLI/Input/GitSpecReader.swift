// Reads the old spec set of `herald diff --since REF` out of git: each spec file of the new
// set as it was at REF, and the spec files that were below a folder then and are gone now.

import HeraldCore

/// Reads spec files as they were at one git revision of the working directory's repository.
struct GitSpecReader {
  /// The revision, as given.
  let ref: String
  /// The size limits, as for files on disk.
  let limits: InputLimits

  /// One file of the tree at REF: its object and whether it is a file's content (a blob).
  struct Entry {
    let object: String
    let isBlob: Bool
  }

  /// The old set for the new set's `paths` and its `inputs`. Each old file is named
  /// `REF:PATH`, as git names a file at a revision, so that diagnostics of the old set cannot
  /// be mistaken for the working copy's. A file that did not exist at REF (or was not a file
  /// there) is left out: all of it is new. Throws a usage error for `-`, a revision git does not
  /// know and a path outside the repository; an I/O failure when git cannot run or read a file.
  ///
  /// git runs three times (its version, the repository, REF), then once per listing (see
  /// `listing`) and once per old file, to read its object.
  func read(paths: [String], inputs: [InputFile]) throws(InputError) -> [InputFile] {
    guard !paths.contains("-") else {
      throw .usage("'--since' reads the old specs from git; give files or folders, not '-'")
    }
    guard !ref.hasPrefix("-") else {
      throw .usage("'\(ref)' is not a git revision (it starts with '-')")
    }
    let repository = try GitRepository.find()
    // The folders named, by path relative to the top, with their first position and spelling.
    var folders: [String: (position: Int, given: String)] = [:]
    for (position, path) in paths.enumerated() where FileSystem.kind(path) == .directory {
      let inside = try repository.relative(path, isFolder: true)
      if folders[inside] == nil { folders[inside] = (position, path) }
    }
    let present = try inputs.map { input throws(InputError) in
      (path: input.path, inside: try repository.relative(input.path, isFolder: false))
    }
    let verified = try repository.git(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], limit: 1 << 10)
    let commit = String(decoding: verified.output, as: UTF8.self).split(separator: "\n").first
    guard verified.status == 0, let commit, commit.allSatisfy(\.isHexDigit) else {
      throw .usage("'\(ref)' is not a commit of the git repository at '\(repository.top)'")
    }
    let tree = try listing(
      commit: String(commit), folders: folders, present: present.map(\.inside), repository)
    var old: [InputFile] = []
    var total = 0
    var seen = Set<String>()
    for (path, inside) in present + deletedFiles(tree, folders: folders, present: present) {
      guard seen.insert(inside).inserted, let entry = tree[inside], entry.isBlob else { continue }
      let shown = try repository.git(["cat-file", "blob", entry.object], limit: limits.file)
      guard shown.status == 0 else {
        throw .io(
          IOFailure(path: "\(ref):\(path)", reason: GitRepository.firstLine(shown.errors)))
      }
      total += shown.output.count
      guard total <= limits.set else {
        throw .io(InputLimits.Scope.set.exceeded("\(ref):\(path)", limit: limits.set))
      }
      old.append(InputFile(path: "\(ref):\(path)", bytes: shown.output))
    }
    return old
  }

  /// The tree at `commit` below the named `folders` and around the `present` files named on
  /// their own, by path relative to the top. One listing per named folder (below it, all
  /// levels) and per folder of a file named on its own (that folder only), each with one
  /// pathspec: a listing with a pathspec per file would make git compare every entry with every
  /// file.
  func listing(
    commit: String, folders: [String: (position: Int, given: String)], present: [String],
    _ repository: GitRepository
  ) throws(InputError) -> [String: Entry] {
    var tree: [String: Entry] = [:]
    for folder in folders.keys.sorted() where Self.enclosing(folder, in: folders) == nil {
      try list(commit: commit, below: folder, recursive: true, into: &tree, repository)
    }
    let alone = Set(present.filter { Self.enclosing($0, in: folders) == nil }.map(Self.parent))
    for folder in alone.sorted() {
      try list(commit: commit, below: folder, recursive: false, into: &tree, repository)
    }
    return tree
  }

  /// Adds the entries of the tree at `commit` in `folder` (relative to the top, `""` for the top
  /// itself) to `tree`, by path relative to the top: all levels below it when `recursive`, else
  /// its own entries. A folder that did not exist at `commit` has none.
  func list(
    commit: String, below folder: String, recursive: Bool, into tree: inout [String: Entry],
    _ repository: GitRepository
  ) throws(InputError) {
    let pathspec = folder.isEmpty ? [] : [recursive ? folder : folder + "/"]
    let listed = try repository.git(
      ["ls-tree", "-z", "--full-tree"] + (recursive ? ["-r"] : []) + [commit, "--"] + pathspec,
      limit: limits.set)
    guard listed.status == 0 else {
      throw .io(IOFailure(path: ref, reason: GitRepository.firstLine(listed.errors)))
    }
    // Each entry is `MODE TYPE OBJECT<TAB>PATH`, ended by a NUL.
    for record in listed.output.split(separator: 0) {
      guard let tab = record.firstIndex(of: 9) else { continue }
      let fields = record[..<tab].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 3 else { continue }
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      tree[path] = Entry(object: fields[2], isBlob: fields[1] == "blob")
    }
  }

  /// A path's folder relative to the top: `""` for a path at the top.
  static func parent(_ inside: String) -> String {
    inside.lastIndex(of: "/").map { String(inside[..<$0]) } ?? ""
  }

  /// Spec files of `tree` below the named `folders` that are not `present` (deleted since):
  /// by folder in the order named, each folder's in sorted order, skipping hidden entries as the
  /// folder search does; each named by the folder as given and its path below it.
  func deletedFiles(
    _ tree: [String: Entry], folders: [String: (position: Int, given: String)],
    present: [(path: String, inside: String)]
  ) -> [(path: String, inside: String)] {
    let kept = Set(present.map(\.inside))
    var byFolder: [Int: [(path: String, inside: String)]] = [:]
    for (inside, entry) in tree.sorted(by: { $0.key < $1.key }) where entry.isBlob {
      guard !kept.contains(inside), InputCollector.isSpecFile(inside),
        let folder = Self.enclosing(inside, in: folders)
      else { continue }
      let below = folder.inside.isEmpty ? inside : String(inside.dropFirst(folder.inside.count + 1))
      guard !below.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let prefix = folder.given.hasSuffix("/") ? folder.given : folder.given + "/"
      byFolder[folder.position, default: []].append((prefix + below, inside))
    }
    return byFolder.sorted { $0.key < $1.key }.flatMap(\.value)
  }

  /// The named folder that holds `inside` and was named first, or nil; found by looking its
  /// parent folders up, not by comparing it with every folder.
  static func enclosing(_ inside: String, in folders: [String: (position: Int, given: String)])
    -> (inside: String, position: Int, given: String)?
  {
    var best: (inside: String, position: Int, given: String)?
    var parent = inside
    while true {
      if let slash = parent.lastIndex(of: "/") {
        parent = String(parent[..<slash])
      } else if parent.isEmpty {
        break
      } else {
        parent = ""
      }
      if let folder = folders[parent], best.map({ folder.position < $0.position }) ?? true {
        best = (parent, folder.position, folder.given)
      }
      if parent.isEmpty { break }
    }
    return best
  }

  /// A path's folder (`.` for a bare name) and its last component.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}
