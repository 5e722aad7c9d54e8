// The example specs of a rule record, which tests run so that every record stays true.

/// How a record shows its id: a spec that triggers it and a close spec that does not, or why no
/// spec can.
public enum RuleExamples: Sendable {
  /// `triggering` reports the id at least once, at its markers; `nonTriggering`, a near miss,
  /// never does.
  case specs(triggering: RuleExample, nonTriggering: RuleExample)
  /// No spec triggers the id (for example one the command line reports about files); the reason
  /// says where it comes from instead.
  case noSpec(reason: String)
  /// An id about APNs payload files (`herald check-payload`): `triggering` (one file, the
  /// payload) reports it at its markers when checked against `spec`, `nonTriggering` never does.
  case payloads(spec: RuleExample, triggering: RuleExample, nonTriggering: RuleExample)
  /// An id about request files (`herald check-payload` on an `.http` file): as `payloads`, the
  /// files being requests, checked as `request.http`.
  case requests(spec: RuleExample, triggering: RuleExample, nonTriggering: RuleExample)
}

/// A spec set checked as one: usually one file, several for rules between files.
///
/// A triggering example marks each place its id is reported with `↓` (`RuleExample.marker`,
/// as SwiftLint's examples do), written immediately before the text where the diagnostic
/// starts. The markers are taken out when the example is made: `files` never holds one, so no
/// use of an example (a test, a fuzz check, a document) can show or compile it, and `markers`
/// keeps where they stood.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
  /// The marker of the place a diagnostic starts.
  public static let marker: Unicode.Scalar = "↓"

  /// The text of each file, in order, its markers taken out; they are checked as `spec1.yml`,
  /// `spec2.yml`, … (a payload example as `payload.json`, a request as `request.http`).
  public let files: [String]
  /// Where each file's markers stood, in the text without them: 1-based lines and columns in
  /// code points, as diagnostics count them.
  public let markers: [[SourcePosition]]

  /// A set of several files, each possibly marked.
  public init(files: [String]) {
    let stripped = files.map(Self.strip)
    self.files = stripped.map(\.text)
    self.markers = stripped.map(\.markers)
  }

  /// A set of one file, possibly marked.
  public init(_ text: String) {
    self.init(files: [text])
  }

  /// A literal is a set of one file, possibly marked.
  public init(stringLiteral text: String) {
    self.init(files: [text])
  }

  /// Whether any file is marked.
  public var isMarked: Bool { markers.contains { !$0.isEmpty } }

  /// `marked` without its markers, and where each stood in the text left.
  public static func strip(_ marked: String) -> (text: String, markers: [SourcePosition]) {
    let scalars = Array(marked.unicodeScalars)
    var text = String.UnicodeScalarView()
    var markers: [SourcePosition] = []
    var line = 1
    var column = 1
    for (index, scalar) in scalars.enumerated() {
      if scalar == marker {
        markers.append(SourcePosition(line: line, column: column))
        continue
      }
      text.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else if scalar != "\r" || index + 1 == scalars.count || scalars[index + 1] != "\n" {
        // A carriage return before a line feed ends the line with it.
        column += 1
      }
    }
    return (String(text), markers)
  }
}
