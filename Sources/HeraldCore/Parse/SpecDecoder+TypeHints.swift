// The hints and fix-its of type errors: remove the quotes from a quoted number or boolean, quote
// a null where text was meant, add a missing `version: 1`.

import HeraldYAML

extension SpecDecoder {
  /// What a value of the wrong type needs, as a message suffix and fix-its. A quoted scalar whose
  /// text would be accepted bare (`"0.5"` for a number) loses its quotes; a null where a string
  /// was expected (`title:` or `title: null`) becomes quoted text; a one-line flow list or
  /// mapping where a string was expected is probably text, which quoting keeps.
  func typeHint(_ node: YAMLNode, expected: ExpectedType) -> (hint: String, fixIts: [FixIt]) {
    let range = range(node)
    if node.kind == .scalar, node.style == .singleQuoted || node.style == .doubleQuoted,
      let text = node.scalar, expected.acceptsPlain(text)
    {
      return ("; remove the quotes", [FixIt(range: range, replacement: text)])
    }
    guard expected == .string else { return ("", []) }
    if node.isPlainNull, let text = node.scalar {
      if text.isEmpty {
        return ("; write \"\" for an empty string", [FixIt(range: range, replacement: "\"\"")])
      }
      return (
        "; quote it to mean the text '\(text)'", [FixIt(range: range, replacement: "\"\(text)\"")]
      )
    }
    if node.kind != .scalar, node.range.start.line == node.range.end.line {
      return ("; quote it if it is meant as text", [])
    }
    return ("", [])
  }

  /// The fix-its of a missing required key: a missing version has one right answer, offered as
  /// an edit; other keys need values only the author knows.
  func missingKeyFixIts(_ key: String, in schema: ObjectSchema, _ mapping: YAMLNode) -> [FixIt] {
    schema.name == SpecSchema.file.name && key == "version" ? [versionFixIt(mapping)] : []
  }

  /// Inserts `version: 1` as the first key of the root mapping `root`: a line of its own before
  /// a block mapping (which starts at its first key), `version: 1, ` after the brace of a flow
  /// mapping.
  func versionFixIt(_ root: YAMLNode) -> FixIt {
    let start = range(root).start
    let block = root.count == 0 || root.key(0).range.start == root.range.start
    if block {
      let at = SourceRange(fileID: fileID, start: start, end: start)
      let indent = String(repeating: " ", count: max(0, start.column - 1))
      return FixIt(range: at, replacement: "version: 1\n" + indent)
    }
    let brace = SourcePosition(line: start.line, column: start.column + 1)
    return FixIt(
      range: SourceRange(fileID: fileID, start: brace, end: brace), replacement: "version: 1, ")
  }
}

/// The scalar types a decoder reads, for the hints of type errors.
enum ExpectedType: Equatable {
  /// Any text.
  case string
  /// `true` or `false`.
  case boolean
  /// A decimal number.
  case number
  /// A whole number.
  case integer
  /// A list, mapping or anything else.
  case other

  /// Whether `text`, written plain, would be read as this type.
  func acceptsPlain(_ text: String) -> Bool {
    switch self {
    case .boolean: ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text)
    case .number: SpecDecoder.decimal(text) != nil
    case .integer: Int(text) != nil
    case .string, .other: false
    }
  }
}
