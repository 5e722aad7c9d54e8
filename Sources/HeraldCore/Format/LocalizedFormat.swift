// The placeholders of a visible string written as a localized format, read once for the checks,
// the String Catalog and the documents.

/// A localized format's placeholders: which argument each one shows, and as what type.
public struct LocalizedFormat: Sendable, Hashable {
  /// One placeholder.
  public struct Placeholder: Sendable, Hashable {
    /// The spelling as written: `%lld`, `%2$@`, `%.1f`.
    public let spelling: String
    /// The argument it shows, from 1.
    public let position: Int
    /// What it formats.
    public let type: FormatValueType
  }

  /// A specifier the format may not hold.
  public struct Problem: Sendable, Hashable {
    /// What is wrong, as a sentence fragment.
    public let message: String
    /// The specifier as written.
    public let spelling: String
    /// A specifier to write instead, when one is clear.
    public let replacement: String?
  }

  /// What the placeholders say about one argument.
  public struct Argument: Sendable, Hashable {
    /// The first placeholder that shows it, as written.
    public let spelling: String
    /// Its type; nil when two placeholders show it as different types.
    public let type: FormatValueType?
    /// The spellings of every placeholder that shows it, when they disagree on its type.
    public let conflicting: [String]
  }

  /// Herald's placeholders, in the order written.
  public let placeholders: [Placeholder]
  /// The specifiers that are not allowed, in the order written.
  public let problems: [Problem]
  /// Whether positional and sequential placeholders are mixed.
  public let mixesPositions: Bool
  /// Each argument the placeholders show, by position from 1 (index 0); nil for a position no
  /// placeholder shows. Built in the one pass that reads the format, so every question about
  /// an argument is answered without another pass.
  public let arguments: [Argument?]

  /// Reads a format. `systemCount` leaves `%u` (and `%N$u`) to the system, as
  /// `hiddenPreviewsBodyPlaceholder` does for the number of notifications.
  public init(_ format: String, systemCount: Bool = false) {
    var placeholders: [Placeholder] = []
    var problems: [Problem] = []
    var positionalCount = 0
    var sequentialCount = 0
    var arguments: [Argument?] = []
    let specifiers = Self.specifiers(in: format)
    WorkMeter.add(specifiers.count)
    for spelling in specifiers where spelling != "%%" {
      let parsed = Self.parse(spelling)
      switch parsed {
      case .placeholder(let explicit, let type):
        let position: Int
        if let explicit {
          positionalCount += 1
          position = explicit
        } else {
          sequentialCount += 1
          position = sequentialCount
        }
        placeholders.append(Placeholder(spelling: spelling, position: position, type: type))
        if arguments.count < position {
          arguments += repeatElement(nil, count: position - arguments.count)
        }
        arguments[position - 1] = Self.merged(arguments[position - 1], spelling, type)
      case .systemCount:
        if !systemCount {
          problems.append(
            Problem(
              message: "'%u' is the system's notification count, which a title does not get",
              spelling: spelling, replacement: "%lld"))
        }
      case .problem(let message, let replacement):
        problems.append(Problem(message: message, spelling: spelling, replacement: replacement))
      }
    }
    self.placeholders = placeholders
    self.problems = problems
    self.arguments = arguments
    mixesPositions = positionalCount > 0 && sequentialCount > 0
  }

  /// How many disagreeing placeholders of one argument a message names.
  static let conflictsNamed = 4

  /// An argument with one more placeholder that shows it.
  static func merged(_ argument: Argument?, _ spelling: String, _ type: FormatValueType)
    -> Argument
  {
    guard let argument else { return Argument(spelling: spelling, type: type, conflicting: []) }
    guard argument.type != type || !argument.conflicting.isEmpty else { return argument }
    // The message names a few; keeping them all would copy a growing list per placeholder.
    guard argument.conflicting.count < Self.conflictsNamed else { return argument }
    let spellings = argument.conflicting.isEmpty ? [argument.spelling] : argument.conflicting
    return Argument(spelling: argument.spelling, type: nil, conflicting: spellings + [spelling])
  }

  /// How many arguments the format shows: its highest position.
  public var argumentCount: Int { arguments.count }

  /// The type argument `position` (from 1) must have; nil where no placeholder shows it or two
  /// placeholders disagree (`conflicts` names them).
  public func type(ofArgument position: Int) -> FormatValueType? {
    arguments.indices.contains(position - 1) ? arguments[position - 1]?.type : nil
  }

  /// The first placeholder that shows argument `position` (from 1), as written.
  public func spelling(ofArgument position: Int) -> String? {
    arguments.indices.contains(position - 1) ? arguments[position - 1]?.spelling : nil
  }

  /// Positions that two placeholders show as different types.
  public var conflicts: [Int] {
    arguments.indices.filter { !(arguments[$0]?.conflicting.isEmpty ?? true) }.map { $0 + 1 }
  }

  /// Positions below the highest that no placeholder shows (`%2$@` without `%1$…`).
  public var gaps: [Int] {
    arguments.indices.filter { arguments[$0] == nil }.map { $0 + 1 }
  }

  /// Every `%…` specifier in a format string, up to and including its conversion character
  /// (a letter, `@` or `%`).
  public static func specifiers(in format: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    for byte in format.utf8 {
      if current.isEmpty {
        if byte == UInt8(ascii: "%") { current.append(byte) }
        continue
      }
      current.append(byte)
      let isModifier = "hlqLztj".utf8.contains(byte)
      let isLetter = !isModifier && ((0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte))
      if isLetter || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "%") {
        result.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
    return result
  }

  /// `format` with each of Herald's placeholders replaced by the text of its argument, as the
  /// generated `formatted` helper fills it (numbers as written in the spec, for documents).
  /// `%%` becomes `%` unless `forSystem`, which also keeps `%u`.
  public static func fill(_ format: String, _ values: [String], forSystem: Bool = false) -> String {
    fill(format, forSystem: forSystem) { position, _ in
      values.indices.contains(position) ? values[position] : nil
    }
  }

  /// `format` with each of Herald's placeholders replaced by `value(position, specifier)`
  /// (position from 0, the specifier as written, such as `%2$.1f`; nil keeps the specifier).
  /// `%%` becomes `%` unless `forSystem`, which also keeps `%u`.
  public static func fill(
    _ format: String, forSystem: Bool = false, _ value: (Int, String) -> String?
  ) -> String {
    var result = ""
    var next = 0
    var specifier = ""
    for character in format {
      guard specifier.isEmpty else {
        specifier.append(character)
        guard character.isLetter && !"hlqLztj".contains(character) || "@%".contains(character)
        else { continue }
        switch character {
        case "%": result += forSystem ? "%%" : "%"
        case "u": result += specifier
        default:
          var position = next
          if let dollar = specifier.firstIndex(of: "$"),
            let number = Int(specifier.dropFirst().prefix { $0 != "$" }),
            dollar > specifier.startIndex
          {
            position = number - 1
          } else {
            next += 1
          }
          result += value(position, specifier) ?? specifier
        }
        specifier = ""
        continue
      }
      if character == "%" { specifier = "%" } else { result.append(character) }
    }
    return result + specifier
  }

  /// The most fraction digits a number placeholder shows (`%.15f`): a Double holds 15
  /// significant decimal digits faithfully (`DBL_DIG`), so more show binary noise (`0.1` as
  /// `0.1000000000000000055511`), and a precision such as `%.30000000f` would build a string of
  /// that length. The generated helper caps a looked-up translation's precision the same way.
  public static let maximumPrecision = 15

  /// What one specifier is.
  enum Parsed {
    case placeholder(position: Int?, type: FormatValueType)
    case systemCount
    case problem(String, replacement: String?)
  }

  /// Reads one specifier: `%`, an optional `N$`, an optional `.P` precision, a length and the
  /// conversion character.
  static func parse(_ spelling: String) -> Parsed {
    var rest = Substring(spelling.dropFirst())
    var position: Int?
    if let dollar = rest.firstIndex(of: "$") {
      let digits = rest[..<dollar]
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits),
        (1...99).contains(value)
      else {
        return .problem("'\(spelling)' has no argument position from 1 to 99", replacement: nil)
      }
      position = value
      rest = rest[rest.index(after: dollar)...]
    }
    let prefix = position.map { "%\($0)$" } ?? "%"
    var precision: Substring?
    if rest.first == "." {
      let digits = rest.dropFirst().prefix(while: \.isASCIIDigit)
      precision = digits
      rest = rest.dropFirst(1 + digits.count)
    }
    let length = rest.prefix(while: { "hlqLztj".contains($0) })
    let conversion = rest.dropFirst(length.count)
    switch (length, conversion) {
    case ("", "@") where precision == nil:
      return .placeholder(position: position, type: .string)
    case ("l", "d"), ("ll", "d"), ("l", "i"), ("ll", "i"):
      guard precision == nil else { break }
      return .placeholder(position: position, type: .integer)
    case ("", "f"), ("l", "f"):
      let digits = precision?.drop { $0 == "0" } ?? ""
      guard digits.count > 2 || (Int(digits) ?? 0) > Self.maximumPrecision else {
        return .placeholder(position: position, type: .number)
      }
      return .problem(
        "'\(spelling)' asks for more fraction digits than a Double holds; use at most \(Self.maximumPrecision) ('\(prefix).\(Self.maximumPrecision)\(length)f')",
        replacement: "\(prefix).\(Self.maximumPrecision)\(length)f")
    case ("", "u") where precision == nil:
      return .systemCount
    case ("", "d"), ("", "i"), ("h", "d"), ("q", "d"), ("z", "d"):
      return .problem(
        "'\(spelling)' reads a 32-bit or platform-sized integer; an Int argument needs '\(prefix)lld'",
        replacement: "\(prefix)lld")
    case ("", "s"):
      return .problem(
        "'\(spelling)' reads a C string; text arguments need '\(prefix)@'",
        replacement: "\(prefix)@")
    default: break
    }
    return .problem(
      "'\(spelling)' is not a placeholder Herald fills; use %@ (text), %lld (whole number), %f or %.2f (number), their positional forms (%1$@) or %%",
      replacement: nil)
  }
}

extension Character {
  /// Whether the character is one of `0` to `9`.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
