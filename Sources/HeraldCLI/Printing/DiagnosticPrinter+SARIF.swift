// Prints diagnostics as one SARIF 2.1.0 log, for code-scanning services (`--format sarif`).

import HeraldCore

extension DiagnosticPrinter {
  /// The SARIF schema the log names.
  static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The SARIF form: one run of the `herald` driver listing `rules` (every record unless a test
  /// passes others) and one result per diagnostic, then one per silenced diagnostic carrying an
  /// `inSource` suppression located at its `ignore` entry (as SARIF 2.1.0 §3.27.23 and §3.35
  /// describe), which code-scanning services list as suppressed rather than open.
  func sarif(
    _ diagnostics: [Diagnostic], silenced: [SilencedDiagnostic] = [], version: String,
    rules: [RuleDescription] = RuleRegistry.all
  ) -> String {
    let driver = JSONValue.ordered([
      JSONMember("name", .string("herald")),
      JSONMember("version", .string(version)),
      JSONMember("semanticVersion", .string(version)),
      JSONMember(
        "rules",
        .array(
          rules.map { rule in
            .ordered([
              JSONMember("id", .string(rule.id.rawValue)),
              JSONMember("shortDescription", Self.sarifMessage(rule.summary)),
            ])
          })),
    ])
    let ids = rules.map(\.id)
    let run = JSONValue.ordered([
      JSONMember("tool", .ordered([JSONMember("driver", driver)])),
      JSONMember("columnKind", .string("unicodeCodePoints")),
      JSONMember(
        "results",
        .array(
          diagnostics.map { Self.sarifResult($0, rules: ids) }
            + silenced.map { Self.sarifResult($0.diagnostic, rules: ids, silencedBy: $0.entry) })),
    ])
    return JSONValue.ordered([
      JSONMember("$schema", .string(Self.sarifSchema)),
      JSONMember("version", .string("2.1.0")),
      JSONMember("runs", .array([run])),
    ]).rendered()
  }

  /// One result: rule, level, message, location, notes as related locations, fix-its as fixes,
  /// and for a silenced diagnostic its suppression.
  static func sarifResult(
    _ diagnostic: Diagnostic, rules: [RuleID], silencedBy entry: SourceRange? = nil
  ) -> JSONValue {
    var members = [JSONMember("ruleId", .string(diagnostic.id.rawValue))]
    if let index = rules.firstIndex(of: diagnostic.id) {
      members.append(JSONMember("ruleIndex", .int(index)))
    }
    members += [
      JSONMember("level", .string(diagnostic.severity.rawValue)),
      JSONMember("message", sarifMessage(diagnostic.message)),
      JSONMember("locations", .array([.ordered([physicalLocation(diagnostic.range)])])),
    ]
    if !diagnostic.notes.isEmpty {
      let related = diagnostic.notes.enumerated().map { index, note in
        var location = [JSONMember("id", .int(index + 1))]
        if let range = note.range { location.append(physicalLocation(range)) }
        location.append(JSONMember("message", sarifMessage(note.message)))
        return JSONValue.ordered(location)
      }
      members.append(JSONMember("relatedLocations", .array(related)))
    }
    if !diagnostic.fixIts.isEmpty {
      members.append(JSONMember("fixes", .array(diagnostic.fixIts.map(sarifFix))))
    }
    if let entry {
      let suppression = JSONValue.ordered([
        JSONMember("kind", .string("inSource")),
        JSONMember("justification", .string("silenced by an 'ignore' entry of the spec")),
        JSONMember("location", .ordered([physicalLocation(entry)])),
      ])
      members.append(JSONMember("suppressions", .array([suppression])))
    }
    return .ordered(members)
  }

  /// A fix-it as one SARIF fix: an `artifactChanges` entry per file, in the order the edits
  /// come, each replacing its regions' text (every region is of the file as it was, as SARIF
  /// 2.1.0 §3.57.3 asks, and none overlaps another). The description is worded as the text
  /// form's `help:` line, without the old text (the log holds no source), each edit of a fix
  /// of several with its place.
  static func sarifFix(_ fix: FixIt) -> JSONValue {
    var files: [String] = []
    var replacements: [String: [JSONValue]] = [:]
    for edit in fix.edits {
      if replacements[edit.range.file] == nil { files.append(edit.range.file) }
      replacements[edit.range.file, default: []].append(
        .ordered([
          JSONMember("deletedRegion", region(edit.range)),
          JSONMember(
            "insertedContent", .ordered([JSONMember("text", .string(edit.replacement))])),
        ]))
    }
    let changes = files.map { file in
      JSONValue.ordered([
        JSONMember("artifactLocation", artifactLocation(file)),
        JSONMember("replacements", .array(replacements[file] ?? [])),
      ])
    }
    return .ordered([
      JSONMember(
        "description",
        sarifMessage(FixItHelp.text(fix, original: { _ in nil }, place: editPlace(of: fix)))),
      JSONMember("artifactChanges", .array(changes)),
    ])
  }

  /// Where each edit of a fix of several is, for its description (`remove at 4:28`); a fix of
  /// one edit is at its result's region, so its description names no place.
  static func editPlace(of fix: FixIt) -> (SourceRange) -> String? {
    guard fix.edits.count > 1 else { return { _ in nil } }
    let files = Set(fix.edits.map(\.range.fileID))
    return { range in
      let position = "\(range.start.line):\(range.start.column)"
      return files.count > 1 ? "\(range.file):\(position)" : position
    }
  }

  /// `{"text": …}`.
  static func sarifMessage(_ text: String) -> JSONValue {
    .ordered([JSONMember("text", .string(text))])
  }

  /// A `physicalLocation` member: the file and the region.
  static func physicalLocation(_ range: SourceRange) -> JSONMember {
    JSONMember(
      "physicalLocation",
      .ordered([
        JSONMember("artifactLocation", artifactLocation(range.file)),
        JSONMember("region", region(range)),
      ]))
  }

  /// The file as given, percent-encoded where a URI reference needs it (`my spec.yml`).
  static func artifactLocation(_ path: String) -> JSONValue {
    .ordered([JSONMember("uri", .string(uriReference(path)))])
  }

  /// Lines and columns start at 1; the end column is just past the last character, as in SARIF.
  static func region(_ range: SourceRange) -> JSONValue {
    .ordered([
      JSONMember("startLine", .int(max(1, range.start.line))),
      JSONMember("startColumn", .int(max(1, range.start.column))),
      JSONMember("endLine", .int(max(1, range.end.line))),
      JSONMember("endColumn", .int(max(1, range.end.column))),
    ])
  }

  /// Percent-encodes every byte that may not appear in a URI path (RFC 3986), keeping `/`.
  static func uriReference(_ path: String) -> String {
    let unreserved = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
    var result = ""
    for byte in path.utf8 {
      if unreserved.contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
