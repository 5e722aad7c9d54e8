// Golden files: compares output with a stored copy, shows a line diff, and records on request.

import Foundation
import Testing

/// Golden files under Tests/HeraldProcessTests/Goldens.
enum Golden {
  /// The folder that holds the golden files.
  static let folder = Herald.packageRoot.appending(path: "Tests/HeraldProcessTests/Goldens")

  /// Whether `HERALD_RECORD_GOLDENS=1` asks to rewrite the goldens.
  static var recording: Bool {
    ProcessInfo.processInfo.environment["HERALD_RECORD_GOLDENS"] == "1"
  }

  /// Checks `actual` against the golden file `name`. In record mode it rewrites the file and
  /// fails, so that nobody records by accident and a recorded run never passes silently.
  static func check(
    _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appending(path: name)
    if recording {
      do {
        try Data(actual.utf8).write(to: url)
        Issue.record(
          "recorded golden \(name); unset HERALD_RECORD_GOLDENS and run again",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record(
        "missing golden \(name); run with HERALD_RECORD_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let diff = lineDiff(from: expected, to: actual)
    Issue.record(
      "output differs from golden \(name) (- golden, + actual):\n\(diff)",
      sourceLocation: sourceLocation)
  }

  /// A line diff of two texts built with `CollectionDifference`: `-N: line` for a golden line
  /// that went away, `+N: line` for a new one, at most `limit` lines.
  static func lineDiff(from old: String, to new: String, limit: Int = 60) -> String {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = newLines.difference(from: oldLines)
    var changes: [(line: Int, order: Int, text: String)] = []
    for change in difference {
      switch change {
      case .remove(let offset, let element, _):
        changes.append((offset + 1, 0, "-\(offset + 1): \(element)"))
      case .insert(let offset, let element, _):
        changes.append((offset + 1, 1, "+\(offset + 1): \(element)"))
      }
    }
    changes.sort { ($0.line, $0.order) < ($1.line, $1.order) }
    var lines = changes.prefix(limit).map(\.text)
    if changes.count > limit { lines.append("… and \(changes.count - limit) more changed lines") }
    return lines.joined(separator: "\n")
  }
}
