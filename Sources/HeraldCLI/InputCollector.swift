/// Expands the PATH arguments into spec files: files as given, folders searched, `-` for stdin.

import HeraldCore

/// Turns command-line paths into input files.
struct InputCollector {
  /// Reads standard input.
  let readStandardInput: () throws(IOFailure) -> [UInt8]

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
    do {
      for path in paths {
        if path == "-" {
          guard !readStandardInputAlready else {
            throw InputError.usage("'-' (standard input) can be given only once")
          }
          readStandardInputAlready = true
          inputs.append(InputFile(path: "<stdin>", bytes: try readStandardInput()))
          continue
        }
        switch FileSystem.kind(path) {
        case .directory:
          let files = try specFiles(in: path)
          guard !files.isEmpty else {
            throw InputError.usage("'\(path)' holds no spec files (*.yml, *.yaml)")
          }
          for file in files where seen.insert(FileSystem.canonical(file)).inserted {
            inputs.append(InputFile(path: file, bytes: try FileSystem.read(file)))
          }
        case .missing:
          throw IOFailure(path: path, reason: "no such file or folder")
        case .file, .other:
          if seen.insert(FileSystem.canonical(path)).inserted {
            inputs.append(InputFile(path: path, bytes: try FileSystem.read(path)))
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

  /// The spec files below a folder, in sorted path order.
  func specFiles(in folder: String) throws(IOFailure) -> [String] {
    var result: [String] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in try FileSystem.list(folder) where !name.hasPrefix(".") {
      let path = prefix + name
      switch FileSystem.kind(path) {
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
