// The one encoding a spec file may use: UTF-8, so that every position Herald reports counts the
// same characters and line breaks as libyaml, and every reader of the bytes agrees with it.

/// Refuses a file that announces another encoding with its byte order mark.
enum SourceEncoding {
  /// The name of the encoding whose byte order mark `bytes` starts with, or `nil` for UTF-8
  /// (with or without its mark, or without any mark).
  static func foreign(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    {
      return "UTF-32"
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
    return nil
  }

  /// The problem of a file in another encoding, at its first byte, or `nil` for UTF-8.
  static func problem(_ bytes: [UInt8]) -> YAMLProblem? {
    guard let name = foreign(bytes) else { return nil }
    let start = YAMLMark(line: 1, column: 1)
    return YAMLProblem(
      kind: .syntax,
      message: "this file is \(name) (it starts with a \(name) byte order mark), but a spec file"
        + " is UTF-8; save it as UTF-8",
      range: YAMLRange(start: start, end: start))
  }
}
