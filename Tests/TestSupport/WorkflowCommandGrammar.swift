// A reader of GitHub Actions workflow commands as the runner reads them, for the escaping tests.

/// One parsed `::name key=value,…::data` command.
struct WorkflowCommand: Equatable {
  /// The command name (`error`, `warning`, `notice`, …).
  let name: String
  /// The properties, unescaped.
  let properties: [String: String]
  /// The data, unescaped.
  let data: String
}

/// The runner's grammar: output is split into lines (LF, CR or CRLF end a line); a line that
/// starts with `::` is a command `::name[ props]::data`; properties are `key=value` separated by
/// `,`; data unescapes `%0D`, `%0A`, `%25`, and property values also `%3A`, `%2C`.
enum WorkflowCommandGrammar {
  /// Every line of `output`, and the commands among them.
  static func parse(_ output: String) -> (lines: [String], commands: [WorkflowCommand]) {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in output.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return (lines, lines.compactMap(command))
  }

  /// The command a line holds, if it is one. Works on scalars, as the runner compares UTF-16
  /// code units: a combining mark after `:` must not hide the `::`.
  static func command(_ line: String) -> WorkflowCommand? {
    let scalars = Array(line.unicodeScalars)
    guard scalars.starts(with: [":", ":"]) else { return nil }
    guard
      let end = (2..<max(2, scalars.count - 1)).first(where: {
        scalars[$0] == ":" && scalars[$0 + 1] == ":"
      })
    else { return nil }
    let head = Array(scalars[2..<end])
    let data = text(scalars[(end + 2)...])
    var properties: [String: String] = [:]
    let space = head.firstIndex(of: " ") ?? head.count
    if space < head.count {
      for pair in head[(space + 1)...].split(separator: ",") {
        guard let equals = pair.firstIndex(of: "=") else { continue }
        properties[text(pair[..<equals])] = unescapeProperty(text(pair[(equals + 1)...]))
      }
    }
    return WorkflowCommand(
      name: text(head[..<space]), properties: properties, data: unescapeData(data))
  }

  /// A string of scalars.
  static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars))
  }

  /// Replaces `pattern` by `replacement`, scalar by scalar, left to right (like .NET's ordinal
  /// `String.Replace`).
  static func replace(_ text: String, _ pattern: String, _ replacement: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let target = Array(pattern.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: target) {
        output.append(contentsOf: replacement.unicodeScalars)
        index += target.count
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// The runner's data unescaping.
  static func unescapeData(_ text: String) -> String {
    replace(replace(replace(text, "%0D", "\r"), "%0A", "\n"), "%25", "%")
  }

  /// The runner's property unescaping.
  static func unescapeProperty(_ text: String) -> String {
    let lines = replace(replace(text, "%0D", "\r"), "%0A", "\n")
    return replace(replace(replace(lines, "%3A", ":"), "%2C", ","), "%25", "%")
  }
}
