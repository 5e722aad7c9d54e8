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
  /// it in sorted path order, skipping hidden entries and linked folders.
  func collect(_ paths: [String]) throws(IOFailure) -> [InputFile] {
    var inputs: [InputFile] = []
    for path in paths {
      if path == "-" {
        inputs.append(InputFile(path: "<stdin>", bytes: try readStandardInput()))
        continue
      }
      switch FileSystem.kind(path) {
      case .directory:
        for file in try specFiles(in: path) {
          inputs.append(InputFile(path: file, bytes: try FileSystem.read(file)))
        }
      case .missing:
        throw IOFailure(path: path, reason: "no such file or folder")
      case .file, .other:
        inputs.append(InputFile(path: path, bytes: try FileSystem.read(path)))
      }
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
