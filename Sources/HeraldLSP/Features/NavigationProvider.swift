// Go to definition, find references and rename: the occurrences of a name across every file of
// the set.

import HeraldCore

/// Answers `textDocument/definition`, `references`, `prepareRename` and `rename`.
enum NavigationProvider {
  /// A protocol location of a Herald range.
  static func location(_ range: SourceRange, in analysis: SpecAnalysis) -> JSON? {
    guard let file = analysis.file(range.file) else { return nil }
    return ["uri": .string(file.uri), "range": file.lines.lspRange(of: range).json]
  }

  /// The declarations of the name at the cursor.
  static func definition(of symbol: SpecSymbol, in analysis: SpecAnalysis) -> [JSON] {
    SpecSymbols.occurrences(of: symbol, in: analysis.set.files).filter(\.isDeclaration).compactMap {
      location($0.range, in: analysis)
    }
  }

  /// Every occurrence of the name, declarations included when asked.
  static func references(
    of symbol: SpecSymbol, includeDeclaration: Bool, in analysis: SpecAnalysis
  ) -> [JSON] {
    SpecSymbols.occurrences(of: symbol, in: analysis.set.files)
      .filter { includeDeclaration || !$0.isDeclaration }
      .compactMap { location($0.range, in: analysis) }
  }

  /// Why a new name cannot be used, if it cannot.
  static func problem(renaming symbol: SpecSymbol, to name: String, in set: SpecSet) -> String? {
    switch symbol {
    case .payloadKey:
      return "a payload key is the contract with the backend; edit it in place"
    case .appArgument:
      return
        "an app argument is a registration parameter the app's code passes by name; edit it in place"
    case .payloadType(let old):
      if PayloadType.builtin(old) != nil { return "'\(old)' is a built-in payload type" }
      if name == old { return nil }
      if PayloadType.builtin(name) != nil { return "'\(name)' is a built-in payload type" }
      if let problem = PayloadNames.typeNameProblem(name) { return problem }
      if set.payloadTypes.contains(where: { $0.name.value == name }) {
        return "the payload type '\(name)' already exists"
      }
      return nil
    default: break
    }
    if name.isEmpty || name.allSatisfy(\.isWhitespace) { return "a name must not be empty" }
    if name.first!.isWhitespace || name.last!.isWhitespace {
      return "a name must not start or end with white space"
    }
    if name.unicodeScalars.contains(where: { VisibleEscapes.isControl($0) }) {
      return "a name must not hold control characters"
    }
    if case .state = symbol, !StateNames.isValidName(name) {
      let hint = StateNames.suggestion(for: name).map { "; try '\($0)'" } ?? ""
      return "'\(name)' is not a state name: lowerCamelCase, not a Swift keyword\(hint)"
    }
    return nil
  }

  /// The rename as one workspace edit: every occurrence, in every file, rewritten in its own
  /// quoting style.
  static func rename(
    _ symbol: SpecSymbol, to name: String, in analysis: SpecAnalysis
  ) throws(RPCError) -> JSON {
    if let problem = problem(renaming: symbol, to: name, in: analysis.set) {
      throw RPCError(RPCError.requestFailed, problem)
    }
    var changes: [String: [JSON]] = [:]
    for occurrence in SpecSymbols.occurrences(of: symbol, in: analysis.set.files) {
      guard let file = analysis.file(occurrence.range.file) else { continue }
      // A type written in a field is replaced whole (`[Place]` → `[Stop]`), in its quoting.
      let written = occurrence.payloadSpelling.map { $0.renamingInnermost(to: name).spelling }
      let (range, text) = replacement(occurrence.range, with: written ?? name, in: file)
      changes[file.uri, default: []].append(["range": range.json, "newText": .string(text)])
    }
    return ["changes": .object(changes.mapValues(JSON.array))]
  }

  /// The edit that puts `name` where a scalar is written: inside its quotes when quoted (with
  /// the quotes' own escaping), as a plain scalar when YAML reads that back unchanged, double
  /// quoted otherwise.
  static func replacement(
    _ range: SourceRange, with name: String, in file: AnalyzedFile
  ) -> (LSPRange, String) {
    let start = file.lines.offset(of: range.start)
    let end = max(start, file.lines.offset(of: range.end))
    let bytes = file.lines.bytes
    let whole = file.lines.lspRange(of: range)
    guard end - start >= 2, bytes[start] == bytes[end - 1],
      bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'")
    else { return (whole, YAMLScalarText.scalar(name)) }
    if bytes[start] == UInt8(ascii: "'") {
      return (whole, "'" + name.replacingAll("'", with: "''") + "'")
    }
    return (whole, YAMLScalarText.doubleQuoted(name))
  }
}

extension String {
  /// The text with every `target` replaced.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var output = ""
    for character in self {
      if character == target { output += replacement } else { output.append(character) }
    }
    return output
  }
}
