// The arguments of a planned visible string, and the registration parameters app arguments
// become.

/// Where one argument of a planned format gets its value.
public enum PlannedArgument: Sendable, Hashable {
  /// A value written in the spec.
  case fixed(FormatValue)
  /// The registration parameter `name`.
  case app(name: String, type: FormatValueType)
  /// The payload key `key`, or `fallback` where the payload is not at hand.
  case payload(key: String, type: FormatValueType, fallback: FormatValue)

  /// The type the argument's placeholder shows.
  public var type: FormatValueType {
    switch self {
    case .fixed(let value): value.type
    case .app(_, let type), .payload(_, let type, _): type
    }
  }
}

/// A parameter of the generated registration: an app argument's name and Swift type.
public struct RegistrationParameter: Sendable, Hashable, Comparable {
  /// The parameter's label and name, as the spec writes it.
  public let name: String
  /// The value's type.
  public let type: FormatValueType

  /// Orders parameters by name: the order of the generated signature, stable when specs move.
  public static func < (lhs: RegistrationParameter, rhs: RegistrationParameter) -> Bool {
    lhs.name < rhs.name
  }

  /// `name: Type`, as the signature declares it.
  public var declaration: String { "\(name): \(type.swiftType)" }

  /// The parameters that `categories` use, each once, by name.
  static func used(by categories: [PlannedCategory]) -> [RegistrationParameter] {
    Set(categories.flatMap(\.parameters)).sorted()
  }
}

extension PlannedText {
  /// Whether an argument comes from the payload, which only a content extension can fill.
  public var hasPayloadArguments: Bool {
    arguments.contains { if case .payload = $0 { true } else { false } }
  }
}

extension PlannedAction {
  /// The action's visible strings: its title, then its text input's.
  public var texts: [PlannedText] {
    [title] + [textInput?.buttonTitle, textInput?.placeholder].compactMap { $0 }
  }
}

extension PlannedCategory {
  /// Every visible string of the category: its own, then each action's and alternate's.
  public var texts: [PlannedText] {
    [placeholder, summaryFormat].compactMap { $0 } + allActions.flatMap(\.texts)
  }

  /// Whether some string of the category is a format with arguments.
  public var hasFormats: Bool { texts.contains(where: \.isFormat) }
}

extension GenerationPlan {
  /// The registration's parameters: every app argument of the set, by name.
  public var registrationParameters: [RegistrationParameter] {
    RegistrationParameter.used(by: categories)
  }
}
