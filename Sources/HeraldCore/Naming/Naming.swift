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

  /// The words of an id: runs of ASCII letters and digits, split at punctuation and at
  /// lower-to-upper case changes.
  static func words(_ id: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousLower = false
    for scalar in id.unicodeScalars {
      let isWordScalar = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      guard isWordScalar else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousLower = false
        continue
      }
      let isUpper = scalar.properties.isUppercase
      if isUpper, previousLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `UpperCamelCase` type name for an id (`show-map` → `ShowMap`).
  public static func typeName(_ id: String) -> String {
    let joined = words(id).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return sanitize(joined, fallback: "Category")
  }

  /// `lowerCamelCase` case name for an id (`play-action` → `playAction`, `URL` → `url`).
  public static func caseName(_ id: String) -> String {
    let parts = words(id)
    guard let first = parts.first else { return sanitize("", fallback: "action") }
    let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    let tail = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return sanitize(head + tail.joined(), fallback: "action")
  }

  /// Makes a derived name usable: a fallback when empty, `_` before a digit, `_` after a keyword.
  static func sanitize(_ name: String, fallback: String) -> String {
    if name.isEmpty { return fallback }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
    if keywords.contains(name) { return name + "_" }
    return name
  }
}
