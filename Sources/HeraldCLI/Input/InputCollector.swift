// Expands the PATH arguments into spec files: files as given, folders searched, `-` for stdin.

import HeraldCore

/// Turns command-line paths into input files.
struct InputCollector {
  /// Reads standard input, up to the limit it is given.
  let readStandardInput: (_ limit: Int, _ scope: InputLimits.Scope) throws(IOFailure) -> [UInt8]
  /// The size limits, checked while reading.
  var limits = InputLimits()

  /// Whether a file name is a spec file (`*.yml`, `*.yaml`).
  static func isSpecFile(_ name: String) -> Bool {
    name.hasSuffix(".yml") || name.hasSuffix(".yaml")
  }

  /// Reads every spec file the paths name, in order; a folder contributes its spec files below
  /// it in sorted path order, skipping hidden entries and linked folders. A file named twice
  /// (directly or through a folder) is read once; `-` may appear once; an empty folder is a
  /// usage error.
  func collect(_ paths: [String]) throws(InputError) -> [InputFile] {
    var inputs: [InputFile] = []
    var seen = Set<String>()
    var readStandardInputAlready = false
    var total = 0
    /// Reads one input and checks the set's running total.
    func take(_ name: String, _ read: (Int, InputLimits.Scope) throws(IOFailure) -> [UInt8])
      throws(IOFailure)
    {
      let left = limits.set - total
      let bytes = try left < limits.file ? read(left, .set) : read(limits.file, .file)
      total += bytes.count
      inputs.append(InputFile(path: name, bytes: bytes))
    }
    do {
      for path in paths {
        if path == "-" {
          guard !readStandardInputAlready else {
            throw InputError.usage("'-' (standard input) can be given only once")
          }
          readStandardInputAlready = true
          try take("<stdin>", readStandardInput)
          continue
        }
        switch FileSystem.kind(path) {
        case .directory:
          let files = try specFiles(in: path)
          guard !files.isEmpty else {
            throw InputError.usage("'\(path)' holds no spec files (*.yml, *.yaml)")
          }
          for file in files where seen.insert(FileSystem.canonical(file)).inserted {
            try take(file) { limit, scope throws(IOFailure) in
              try FileSystem.read(file, limit: limit, scope: scope)
            }
          }
        case .missing:
          throw IOFailure(path: path, reason: "no such file or folder")
        case .file, .other:
          if seen.insert(FileSystem.canonical(path)).inserted {
            try take(path) { limit, scope throws(IOFailure) in
              try FileSystem.read(path, limit: limit, scope: scope)
            }
          }
        }
      }
    } catch let failure as IOFailure {
      throw .io(failure)
    } catch let error as InputError {
      throw error
    } catch {
      throw .usage("\(error)")
    }
    return inputs
  }

  /// The spec files below a folder, in sorted path order. An entry that cannot be looked up (a
  /// path longer than the system allows, no permission, a dangling link named like a spec) stops
  /// the run with an I/O failure naming it: a spec file is never left out silently.
  func specFiles(in folder: String) throws(IOFailure) -> [String] {
    var result: [String] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in try FileSystem.list(folder) where !name.hasPrefix(".") {
      let path = prefix + name
      let kind: FileSystem.Kind
      if Self.isSpecFile(name) || !FileSystem.isLink(path) {
        kind = try FileSystem.entryKind(path)
      } else {
        kind = FileSystem.kind(path)  // a link that is no spec file matters only as a folder
      }
      switch kind {
      case .directory where !FileSystem.isLink(path):
        result.append(contentsOf: try specFiles(in: path))
      case .file where Self.isSpecFile(name): result.append(path)
      default: break
      }
    }
    return result.sorted()
  }
}

/// Why the paths could not be read: a usage error (exit 2) or an I/O failure (exit 3).
enum InputError: Error {
  /// The paths are wrong: `-` twice, a folder without spec files.
  case usage(String)
  /// A file could not be read.
  case io(IOFailure)
}
