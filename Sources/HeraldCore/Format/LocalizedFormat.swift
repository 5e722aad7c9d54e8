// The placeholders of a visible string written as a localized format, read once for the checks,
// the String Catalog and the documents. The specifiers are read by `LocalizedFormatScanner`
// (HeraldRuntime), the code the generated `formatted` helper runs; this file says which of them
// Herald fills and what is wrong with the others.

import HeraldRuntime

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
    let specifiers = LocalizedFormatScanner.specifiers(in: format)
    WorkMeter.add(specifiers.count)
    for specifier in specifiers {
      let spelling = String(format[specifier.range])
      guard spelling != "%%" else { continue }
      switch Self.parse(specifier, spelling) {
      case .placeholder(let explicit, let type):
        if explicit != nil { positionalCount += 1 } else { sequentialCount += 1 }
        // A placeholder Herald fills has a position from 1 to 99, or takes the next one.
        let position = (specifier.argument ?? 0) + 1
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

  /// Every `%…` specifier of a format string as written (`LocalizedFormatScanner`), with its
  /// reading.
  public static func specifiers(in format: String) -> [(
    spelling: String, specifier: LocalizedFormatScanner.Specifier
  )] {
    LocalizedFormatScanner.specifiers(in: format).map { (String(format[$0.range]), $0) }
  }

  /// `format` with each of Herald's placeholders replaced by the text of its argument, as the
  /// generated `formatted` helper fills it (numbers as written in the spec, for documents).
  /// `%%` becomes `%` unless `forSystem`, which also keeps `%u`.
  public static func fill(_ format: String, _ values: [String], forSystem: Bool = false) -> String {
    fill(format, forSystem: forSystem) { specifier in
      specifier.argument.flatMap { values.indices.contains($0) ? values[$0] : nil }
    }
  }

  /// `format` with each placeholder replaced by `value(specifier)` (its `argument` from 0, its
  /// conversion and precision; nil keeps the specifier), by the generated helper's own filling
  /// (`LocalizedFormatScanner.fill`). `%%` becomes `%` unless `forSystem`, which also keeps `%u`.
  public static func fill(
    _ format: String, forSystem: Bool = false,
    _ value: (LocalizedFormatScanner.Specifier) -> String?
  ) -> String {
    LocalizedFormatScanner.fill(format, forSystem: forSystem, value)
  }

  /// The fraction digits a number placeholder shows: its precision, 6 without one, at most
  /// `maximumPrecision`, as the generated helper shows it.
  public static func fractionDigits(_ specifier: LocalizedFormatScanner.Specifier) -> Int {
    min(specifier.precision ?? 6, maximumPrecision)
  }

  /// The most fraction digits a number placeholder shows (`%.15f`): a Double holds 15
  /// significant decimal digits faithfully (`DBL_DIG`), so more show binary noise (`0.1` as
  /// `0.1000000000000000055511`), and a precision such as `%.30000000f` would build a string of
  /// that length. The generated helper caps a looked-up translation's precision the same way.
  public static let maximumPrecision = LocalizedFormatScanner.maximumPrecision

  /// What one specifier is.
  enum Parsed {
    case placeholder(position: Int?, type: FormatValueType)
    case systemCount
    case problem(String, replacement: String?)
  }

  /// Reads one specifier, `spelling` as written, from the scanner's reading: Herald fills the
  /// placeholders whose `value` the scanner knows, with a position from 1 to 99, and names a
  /// replacement for the near misses.
  static func parse(_ specifier: LocalizedFormatScanner.Specifier, _ spelling: String) -> Parsed {
    if let position = specifier.position, !(1...99).contains(position) {
      return .problem("'\(spelling)' has no argument position from 1 to 99", replacement: nil)
    }
    let prefix = specifier.position.map { "%\($0)$" } ?? "%"
    switch specifier.value {
    case .text: return .placeholder(position: specifier.position, type: .string)
    case .integer: return .placeholder(position: specifier.position, type: .integer)
    case .number: return .placeholder(position: specifier.position, type: .number)
    case .plural, nil: break
    }
    let plain = specifier.pluralName == nil && specifier.flags.isEmpty && specifier.width == nil
    switch (
      plain ? specifier.length : "-", specifier.conversion.map { Character(Unicode.Scalar($0)) }
    ) {
    case ("", "f"), ("l", "f"):
      let length = specifier.length
      return .problem(
        "'\(spelling)' asks for more fraction digits than a Double holds; use at most \(Self.maximumPrecision) ('\(prefix).\(Self.maximumPrecision)\(length)f')",
        replacement: "\(prefix).\(Self.maximumPrecision)\(length)f")
    case ("", "u") where specifier.precision == nil:
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
