// Property-list bytes read in the reader's own terms, for the reader's tests: the root
// dictionary, and a failure as `PlistReadProblem` states it (a text offset shown as its line and
// column). The sentence `plist merge` prints around it, naming the file, is HeraldCLI's
// (`PlistFileErrorTests`).

@testable import HeraldPlist

/// A root that is not a dictionary.
struct NotDictionary: Error, Equatable {
  /// The root.
  let root: PlistValue
}

/// Reading bytes as the tests of the reader do.
enum PlistReading {
  /// The root dictionary of `bytes`.
  static func root(_ bytes: [UInt8]) throws -> [String: PlistValue] {
    let value = try PlistReader.value(bytes)
    guard case .dictionary(let members) = value else { throw NotDictionary(root: value) }
    return members
  }

  /// `read: ROOT` for bytes that read (the members of a root dictionary), else the reader's
  /// reason.
  static func message(_ bytes: [UInt8]) -> String {
    do throws(PlistReadProblem) {
      let value = try PlistReader.value(bytes)
      guard case .dictionary(let members) = value else { return "read: \(value)" }
      return "read: \(members)"
    } catch {
      return reason(error, in: bytes)
    }
  }

  /// What the reader says of `problem`: where (the line and column of text, the byte of a
  /// binary file) and what.
  static func reason(_ problem: PlistReadProblem, in bytes: [UInt8]) -> String {
    switch problem {
    case .text(let offset, let message):
      "\(PlistTextPosition(of: offset, in: bytes)): \(message)"
    case .binary(let offset, let message): "binary property list, byte \(offset): \(message)"
    case .notPlist(let reason): reason
    case .openStep(let isDictionary):
      isDictionary ? "an old-style (OpenStep) dictionary" : "old-style text, not a dictionary"
    case .unsupported(let keyPath, let what): "\(what) at '\(keyPath.joined(separator: "."))'"
    }
  }
}
