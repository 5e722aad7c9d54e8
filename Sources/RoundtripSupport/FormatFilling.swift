import Foundation
import HeraldCore

/// What the round trip passes for the registration's parameters, and the manifest's formats
/// filled as the generated `formatted` helper fills them with those values, so that the
/// registered titles can be compared with the manifest's.
struct FormatFilling {
  /// Each registration parameter (from the manifest's `arguments`) and its type.
  let parameters: [(name: String, type: String)]

  /// The parameters of `categories` (the manifest's), each once, by name.
  init(manifest categories: JSONValue) {
    var types: [String: String] = [:]
    for category in categories.elements {
      for owner in [category] + (category["actions"]?.elements ?? []) {
        for case .object(let lists) in [owner["arguments"] ?? .null] {
          for list in lists.values {
            for argument in list.elements {
              if case .string(let name)? = argument["app"],
                case .string(let type)? = argument["type"]
              {
                types[name] = type
              }
            }
          }
        }
      }
    }
    parameters = types.keys.sorted().map { ($0, types[$0]!) }
  }

  /// The value the round trip passes for a parameter of `type`: its own name for text, 7, 2.5.
  static func value(_ name: String, type: String) -> JSONValue {
    switch type {
    case "integer": .int(7)
    case "number": .double(2.5)
    default: .string(name)
    }
  }

  /// The Swift the driver calls instead of `register(on:)`: it passes every parameter.
  var registrationShim: String {
    let arguments = parameters.map { parameter -> String in
      let literal =
        switch Self.value(parameter.name, type: parameter.type) {
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): SwiftEscaping.stringLiteral(text)
        default: "nil"
        }
      return ", \(parameter.name): \(literal)"
    }.joined()
    return """
      /// Registers with the round trip's values for the registration's parameters.
      func heraldRoundtripRegister(on center: UNUserNotificationCenter) async {
        await HeraldRoundtripNamespace.register(on: center\(arguments))
      }

      """
  }

  /// The manifest's category with its formats filled and `arguments` removed.
  func filled(category: [String: JSONValue]) -> [String: JSONValue] {
    var members = category
    fill(&members, key: "hiddenPreviewsBodyPlaceholder", forSystem: true)
    members["arguments"] = nil
    return members
  }

  /// The manifest's action with its formats filled and `arguments` removed.
  func filled(action: [String: JSONValue]) -> [String: JSONValue] {
    var members = action
    fill(&members, key: "title", forSystem: false)
    if case .object(var input)? = members["textInput"], let lists = members["arguments"] {
      for key in ["buttonTitle", "placeholder"] {
        guard case .string(let format)? = input[key], let list = lists[key] else { continue }
        input[key] = .string(Self.fill(format, values(list), forSystem: false))
      }
      members["textInput"] = .object(input)
    }
    members["arguments"] = nil
    return members
  }

  /// Fills `members[key]` with the values of its arguments, when it has some.
  private func fill(_ members: inout [String: JSONValue], key: String, forSystem: Bool) {
    guard case .string(let format)? = members[key], let list = members["arguments"]?[key] else {
      return
    }
    members[key] = .string(Self.fill(format, values(list), forSystem: forSystem))
  }

  /// The values an argument list stands for in the round trip.
  private func values(_ list: JSONValue) -> [JSONValue] {
    list.elements.map { argument in
      if let fixed = argument["fixed"] { return fixed }
      if case .string(let name)? = argument["app"], case .string(let type)? = argument["type"] {
        return Self.value(name, type: type)
      }
      return argument["fallback"] ?? .null
    }
  }

  /// `format` filled as the generated helper fills it, by the same reading and filling
  /// (`LocalizedFormatScanner`, which the helper embeds), with this side's own showing of the
  /// values: whole numbers and numbers (with the placeholder's precision) in the current
  /// locale; with `forSystem`, `%u` and `%%` stay and a `%` in a value is doubled.
  static func fill(_ format: String, _ values: [JSONValue], forSystem: Bool) -> String {
    LocalizedFormat.fill(format, forSystem: forSystem) { specifier in
      guard let position = specifier.argument, values.indices.contains(position) else {
        return nil
      }
      let digits = LocalizedFormat.fractionDigits(specifier)
      var shown: String
      switch values[position] {
      case .string(let text): shown = text
      case .int(let whole) where specifier.conversion != UInt8(ascii: "f"):
        shown = String(format: "%lld", locale: Locale.current, whole)
      case .int(let whole): shown = number(Double(whole), digits: digits)
      case .double(let value): shown = number(value, digits: digits)
      default: return nil
      }
      if forSystem { shown = shown.replacingOccurrences(of: "%", with: "%%") }
      return shown
    }
  }

  /// A number with `digits` fraction digits, in the current locale.
  static func number(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", locale: Locale.current, value)
  }
}
