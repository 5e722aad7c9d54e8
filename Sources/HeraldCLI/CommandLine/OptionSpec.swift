// The options of a command, declared once: how each is spelled, documented and stored.

/// One option of a command whose options are the struct `Options`. The same record drives
/// parsing (the name, whether it takes a value, the values allowed, where the value goes) and
/// the help text (the value's name and the description), so the two cannot drift apart.
struct OptionSpec<Options>: Sendable {
  /// The option's name, with its dashes (`--format`).
  let name: String
  /// The value's name in help (`DIR`), or nil for a flag, which takes no value.
  let valueName: String?
  /// The values allowed; empty allows any value.
  let allowed: [String]
  /// Whether the command needs it.
  let isRequired: Bool
  /// One or more lines describing it, for help.
  let help: String
  /// Stores a value (`""` for a flag) into the options, or throws a usage error for a value
  /// that does not parse.
  let store: @Sendable (inout Options, String) throws(UsageError) -> Void

  /// A flag that sets a Boolean.
  static func flag(
    _ name: String, _ path: WritableKeyPath<Options, Bool> & Sendable, help: String
  ) -> Self {
    Self(name: name, valueName: nil, allowed: [], isRequired: false, help: help) { options, _ in
      options[keyPath: path] = true
    }
  }

  /// An option whose value is kept as given (the last one given wins).
  static func value(
    _ name: String, _ valueName: String, _ path: WritableKeyPath<Options, String?> & Sendable,
    allowed: [String] = [], required: Bool = false, help: String
  ) -> Self {
    Self(name: name, valueName: valueName, allowed: allowed, isRequired: required, help: help) {
      options, value in options[keyPath: path] = value
    }
  }

  /// An option whose value is one case of an enumeration, spelled by its raw value.
  static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ path: WritableKeyPath<Options, Value> & Sendable, help: String
  ) -> Self where Value.RawValue == String {
    Self(
      name: name, valueName: "VALUE", allowed: Value.allCases.map(\.rawValue), isRequired: false,
      help: help
    ) { options, value in
      if let choice = Value(rawValue: value) { options[keyPath: path] = choice }
    }
  }

  /// An option whose value is parsed by `parse`, which throws a usage error for a bad value.
  static func parsed<Value>(
    _ name: String, _ valueName: String, _ path: WritableKeyPath<Options, Value> & Sendable,
    help: String, _ parse: @escaping @Sendable (String) throws(UsageError) -> Value
  ) -> Self {
    Self(name: name, valueName: valueName, allowed: [], isRequired: false, help: help) {
      options, value throws(UsageError) in options[keyPath: path] = try parse(value)
    }
  }

  /// The options of a group (shared by several commands) stored into the group's field.
  static func group<Group>(
    _ path: WritableKeyPath<Options, Group> & Sendable, _ specs: [OptionSpec<Group>]
  ) -> [Self] {
    specs.map { spec in
      Self(
        name: spec.name, valueName: spec.valueName, allowed: spec.allowed,
        isRequired: spec.isRequired, help: spec.help
      ) { options, value throws(UsageError) in try spec.store(&options[keyPath: path], value) }
    }
  }

  /// `--name VALUE`, `--name a|b` or `--name`, as usage lines show it.
  var synopsis: String {
    guard let valueName else { return name }
    return name + " " + (allowed.isEmpty ? valueName : allowed.joined(separator: "|"))
  }
}

/// A command's options as a typed struct: its fields, their declarations, and the positional
/// arguments.
protocol ParsableOptions: Sendable {
  /// The options before parsing: every default.
  init()
  /// Every option the command accepts, in help order.
  static var options: [OptionSpec<Self>] { get }
  /// The positional arguments' name for help and messages (`PATH`), or nil when none are taken.
  static var positionalName: String? { get }
  /// The positional arguments, in order (`-` kept as is).
  var positionals: [String] { get set }
}
