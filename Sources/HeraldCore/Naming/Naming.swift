/// Turns wire identifiers into Swift identifiers: keywords, digits and punctuation handled.

/// The one component that derives Swift names from ids.
public enum Naming {
  /// Swift keywords that cannot be used as plain identifiers.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "package", "some",
    "any", "Type", "Protocol",
  ]

  /// Whether `name` is a plain Swift identifier (ASCII letters, digits, `_`; not a keyword).
  public static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || first == "_"
    else { return false }
    let valid = name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
    return valid && !keywords.contains(name)
  }

  /// The words of an id: runs of ASCII letters and digits, split at everything else and at
  /// lower-to-upper case changes.
  static func words(_ id: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    var previousLower = false
    for byte in id.utf8 {
      let isUpper = (0x41...0x5A).contains(byte)
      let isLower = (0x61...0x7A).contains(byte)
      let isDigit = (0x30...0x39).contains(byte)
      guard isUpper || isLower || isDigit else {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
        previousLower = false
        continue
      }
      if isUpper, previousLower, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      current.append(byte)
      previousLower = isLower || isDigit
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// `UpperCamelCase` type name for an id (`show-map` → `ShowMap`).
  public static func typeName(_ id: String) -> String {
    sanitize(camelCase(id, upperFirst: true), fallback: "Category")
  }

  /// `lowerCamelCase` case name for an id (`play-action` → `playAction`, `URL` → `url`).
  public static func caseName(_ id: String) -> String {
    sanitize(camelCase(id, upperFirst: false), fallback: "action")
  }

  /// Joins the words of an id, each capitalized; the first one lowercased unless `upperFirst`
  /// (an all-capitals first word is lowercased whole: `URLScheme` → `urlScheme`).
  static func camelCase(_ id: String, upperFirst: Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(id.utf8.count)
    for (index, word) in words(id).enumerated() {
      var bytes = Array(word.utf8)
      if index == 0 && !upperFirst {
        let allCaps = bytes.allSatisfy { !(0x61...0x7A).contains($0) }
        if allCaps {
          bytes = bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        } else if (0x41...0x5A).contains(bytes[0]) {
          bytes[0] += 0x20
        }
      } else if (0x61...0x7A).contains(bytes[0]) {
        bytes[0] -= 0x20
      }
      output.append(contentsOf: bytes)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Makes a derived name usable: a fallback when empty, `_` before a digit, `_` after a keyword.
  static func sanitize(_ name: String, fallback: String) -> String {
    if name.isEmpty { return fallback }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
    if keywords.contains(name) { return name + "_" }
    return name
  }
}
