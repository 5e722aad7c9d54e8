// Turns wire identifiers into Swift identifiers: keywords, digits and punctuation handled.

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

  /// The kind of an ASCII byte for splitting ids into words.
  enum ByteClass { case upper, lower, digit, separator }

  /// Classifies a byte; everything outside ASCII letters and digits separates words.
  @inline(__always)
  static func classify(_ byte: UInt8) -> ByteClass {
    switch byte {
    case 0x41...0x5A: .upper
    case 0x61...0x7A: .lower
    case 0x30...0x39: .digit
    default: .separator
    }
  }

  /// The words of an id: runs of ASCII letters and digits, split at everything else and where a
  /// lowercase letter or digit is followed by a capital.
  static func words(_ id: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    forEachByte(of: id) { byte, startsWord in
      if startsWord, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      current.append(byte)
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// Calls `body` with each letter or digit of an id and whether it starts a new word. A word
  /// starts after a separator, at a capital after a lowercase letter or digit, and at the last
  /// capital of a run that a lowercase letter follows (`URLScheme` → `URL`, `Scheme`).
  @inline(__always)
  static func forEachByte(of id: String, _ body: (UInt8, Bool) -> Void) {
    let visit = { (bytes: UnsafeBufferPointer<UInt8>) in
      var previous = ByteClass.separator
      for index in bytes.indices {
        let kind = classify(bytes[index])
        guard kind != .separator else {
          previous = .separator
          continue
        }
        let nextIsLower = index + 1 < bytes.count && classify(bytes[index + 1]) == .lower
        let starts =
          previous == .separator || (kind == .upper && previous != .upper)
          || (kind == .upper && previous == .upper && nextIsLower)
        body(bytes[index], starts)
        previous = kind
      }
    }
    if id.utf8.withContiguousStorageIfAvailable(visit) == nil {
      Array(id.utf8).withUnsafeBufferPointer(visit)
    }
  }

  /// The module name Xcode gives a target by default (its C99 identifier): every character that
  /// is not an ASCII letter, digit or `_` becomes `_`, and a leading digit gets a `_` before it.
  public static func moduleName(_ target: String) -> String {
    var name = String(
      target.unicodeScalars.map { scalar -> Character in
        let isWord =
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        return isWord || scalar == "_" ? Character(scalar) : "_"
      })
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
    return name.isEmpty ? "_" : name
  }

  /// `UpperCamelCase` type name for a category id (`show-map` → `ShowMap`). A name that would
  /// start with a digit gets the prefix `Category` (`2fa` → `Category2fa`), so every derived type
  /// name starts with a capital letter and never equals a derived case name, which starts with a
  /// lowercase letter or `_` (`2fa` → `_2fa`).
  public static func typeName(_ id: String) -> String {
    let name = camelCase(id, upperFirst: true)
    if let first = name.utf8.first, classify(first) == .digit { return "Category" + name }
    return sanitize(name, fallback: "Category")
  }

  /// The type name of a content extension's dynamic actions (`MapUI` → `MapUIDynamicActions`,
  /// `2x` → `_2xDynamicActions`): the suffix keeps it apart from every category name and case.
  public static func extensionTypeName(_ target: String) -> String {
    sanitize(camelCase(target, upperFirst: true), fallback: "Category") + "DynamicActions"
  }

  /// The type name of a service extension's building block (`RideService` →
  /// `RideServiceContent`): the suffix keeps it apart from the team's principal class.
  public static func serviceTypeName(_ target: String) -> String {
    sanitize(camelCase(target, upperFirst: true), fallback: "Service") + "Content"
  }

  /// `lowerCamelCase` case name for an id (`play-action` → `playAction`, `URL` → `url`).
  public static func caseName(_ id: String) -> String {
    sanitize(camelCase(id, upperFirst: false), fallback: "action", isCase: true)
  }

  /// `lowerCamelCase` case name that keeps the id's capitals after its first letter (`CAMERA` →
  /// `cAMERA`, `camera` → `camera`, `URLScheme` → `uRLScheme`): the type name with its first
  /// letter lowercased. It tells apart ids that differ only in letter case, whose usual case names
  /// are the same (`SwiftNames`).
  public static func caseName(_ id: String, keepingCapitals: Bool) -> String {
    guard keepingCapitals else { return caseName(id) }
    var bytes = Array(camelCase(id, upperFirst: true).utf8)
    if let first = bytes.first, classify(first) == .upper { bytes[0] = first + 0x20 }
    return sanitize(String(decoding: bytes, as: UTF8.self), fallback: "action", isCase: true)
  }

  /// Joins the words of an id in one pass, each starting with a capital; with `upperFirst` false
  /// the first word is lowercased whole (`URLScheme` → `urlScheme`, `ShowMap` → `showMap`).
  static func camelCase(_ id: String, upperFirst: Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(id.utf8.count)
    var wordIndex = -1
    forEachByte(of: id) { byte, startsWord in
      if startsWord { wordIndex += 1 }
      let lowerFirstWord = wordIndex == 0 && !upperFirst
      if lowerFirstWord {
        output.append(classify(byte) == .upper ? byte + 0x20 : byte)
      } else if startsWord, classify(byte) == .lower {
        output.append(byte - 0x20)
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Makes a derived name usable: a fallback when empty, `_` before a digit, and `_` beside a
  /// keyword: after it in a type name (`Protocol_`), before it in a case name (`_open`), since
  /// swift-format's `AlwaysUseLowerCamelCase` flags a value name with an `_` after its first
  /// letter but allows leading ones, as it does `_2fa`.
  static func sanitize(_ name: String, fallback: String, isCase: Bool = false) -> String {
    if name.isEmpty { return fallback }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
    if keywords.contains(name) { return isCase ? "_" + name : name + "_" }
    return name
  }
}
