// Finds the Python of .venv/ (jsonschema and PyYAML installed by scripts/test) and runs it.

import Foundation

@testable import TestSupport

/// What one Python run did.
typealias PythonRun = CapturedRun

/// The venv interpreter the schema tests need. Its absence fails those tests: it never skips.
enum VenvPython {
  /// The interpreter: `$HERALD_PYTHON` when set, else `.venv/bin/python3` in the package root.
  static let executable: URL = {
    if let path = ProcessInfo.processInfo.environment["HERALD_PYTHON"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return Herald.packageRoot.appending(path: ".venv/bin/python3")
  }()

  /// Why the tests cannot run, and how to fix it.
  static let missing = """
    \(executable.path) cannot import jsonschema and yaml. Run scripts/test (it creates the venv), or:
    python3 -m venv .venv && .venv/bin/pip install jsonschema pyyaml
    (or point HERALD_PYTHON at a python3 that has both)
    """

  /// The interpreter when it exists and imports jsonschema and yaml; nil otherwise.
  static let available: URL? = {
    guard FileManager.default.isExecutableFile(atPath: executable.path),
      let run = try? run(["-c", "import jsonschema, yaml"]), run.status == 0
    else { return nil }
    return executable
  }()

  /// Runs the interpreter with `arguments` in the package root, with no input.
  static func run(_ arguments: [String], timeout: Double = 300) throws -> PythonRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Herald.packageRoot
    return try Tool.capture(process, timeout: timeout)
  }
}
