// The spellings of types that people bring from Swift, JSON Schema and other languages
// (`Double`, `datetime`, `OrderItem[]`, `Array<T>`, `object`), and what the payload language
// writes instead, for the did-you-mean of a type the language does not know.

/// Corrections of foreign type spellings.
enum PayloadTypeSpelling {
  /// A correction: the spelling to write, when there is one, and the hint of the message.
  struct Correction: Equatable {
    /// The type to write instead, as the spec spells it (`[OrderItem]`); nil when only a hint
    /// can help (`object`).
    let spelling: String?
    /// The message's hint, starting with `; `.
    let hint: String
  }

  /// The built-in type each foreign name stands for, by its lowercased spelling.
  static let builtins: [String: String] = {
    var table: [String: String] = [:]
    let groups: [(String, [String])] = [
      (
        "number",
        [
          "double", "float", "float32", "float64", "cgfloat", "decimal", "real", "numeric",
          "nsnumber", "timeinterval",
        ]
      ),
      (
        "integer",
        [
          "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
          "long", "short", "bigint", "whole",
        ]
      ),
      ("boolean", ["bool", "flag"]),
      ("string", ["str", "text", "character", "nsstring", "uuid"]),
      (
        "date",
        ["datetime", "date-time", "timestamp", "time", "instant", "iso8601", "rfc3339", "nsdate"]
      ),
      ("url", ["uri", "link", "href", "nsurl", "uri-reference"]),
    ]
    for (builtin, names) in groups {
      for name in names { table[name] = builtin }
      table[builtin] = builtin
    }
    return table
  }()

  /// Names of containers, which the language writes `[T]`.
  static let arrays: Set<String> = ["array", "list", "sequence", "set", "vector", "nsarray"]

  /// Names of objects, which the language declares in `payloadTypes`.
  static let objects: Set<String> = [
    "object", "dictionary", "dict", "map", "hash", "record", "struct", "any", "json",
    "anyobject", "nsdictionary",
  ]

  /// The correction of `text`, a type the language does not read (`double`, `OrderItem[]`)
  /// or a name the set does not declare (`Double`); `isDeclared` says whether a name is in the
  /// set's `payloadTypes`, which always wins. Nil when `text` is no spelling Herald knows.
  static func correction(_ text: String, isDeclared: (String) -> Bool) -> Correction? {
    var body = Substring(text)
    body = body.drop { $0 == " " }
    while body.last == " " { body = body.dropLast() }
    // Arrays written `[T]`, `T[]` or `Array<T>`, counted from the outside in.
    var depth = 0
    var rewritten = false
    while depth <= PayloadType.maximumArrayDepth {
      if body.first == "[", body.last == "]" {
        body = body.dropFirst().dropLast()
      } else if body.hasSuffix("[]") {
        body = body.dropLast(2)
        rewritten = true
      } else if let open = body.firstIndex(of: "<"), body.last == ">",
        arrays.contains(body[..<open].lowercased())
      {
        body = body[body.index(after: open)..<body.index(before: body.endIndex)]
        rewritten = true
      } else {
        break
      }
      depth += 1
    }
    let name = String(body)
    func wrapped(_ element: String) -> String {
      String(repeating: "[", count: depth) + element + String(repeating: "]", count: depth)
    }
    if isDeclared(name) || PayloadType.builtin(name) != nil {
      guard rewritten else { return nil }
      return Correction(spelling: wrapped(name), hint: "; arrays are written [T]")
    }
    let lowered = name.lowercased()
    if let builtin = builtins[lowered] {
      let spelling = wrapped(builtin)
      return Correction(spelling: spelling, hint: "; did you mean '\(spelling)'?")
    }
    if arrays.contains(lowered) {
      return Correction(
        spelling: nil, hint: "; write the element type in brackets, as in [string] or [Place]")
    }
    if objects.contains(lowered) {
      return Correction(
        spelling: nil,
        hint: "; declare the object's keys under a name in 'payloadTypes' and use that name")
    }
    if rewritten, Naming.isIdentifier(name) {
      return Correction(spelling: wrapped(name), hint: "; arrays are written [T]")
    }
    return nil
  }
}
