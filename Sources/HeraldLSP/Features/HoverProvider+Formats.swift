// Hover on the arguments of titles with arguments: an `app` argument is a parameter of the
// generated registration, named and typed as the generated signature declares it
// (`RegistrationParameter`), with the strings that use it.

import HeraldCore

extension HoverProvider {
  /// The most categories an app argument's hover lists; the rest are counted.
  static let maxArgumentUses = 12

  /// An app argument: the registration parameter it becomes and the categories whose strings
  /// use it. Nil when no string of the set uses the name.
  static func appArgumentText(_ name: String, in set: SpecSet) -> String? {
    var uses: [AppArgumentUse] = []
    for category in set.categories {
      category.forEachAppArgument { use in
        if use.name.value == name { uses.append(use) }
      }
    }
    guard !uses.isEmpty else { return nil }
    // The first use that gives a type decides it, as `format-argument-conflict` takes it; a
    // format that gives none is filled as text, as the generated code does.
    let type = uses.lazy.compactMap(\.type).first ?? .string
    var text = "**app argument** \(code(name))\n\n"
    text += "Becomes the registration parameter \(code("\(name): \(type.swiftType)")): "
    text += "the app passes it to \(code("register(on:)")) and the string shows it.\n\n"
    // Each category once, in order of use; the set keeps this linear in the uses.
    var seen: Set<String> = []
    let categories = uses.map(\.category.id.value).filter { seen.insert($0).inserted }
    let count = uses.count == 1 ? "once" : "\(uses.count) times"
    text += "Used \(count), in \(codes(Array(categories.prefix(maxArgumentUses))))"
    if categories.count > maxArgumentUses {
      text += " and \(categories.count - maxArgumentUses) more categories"
    }
    return text + ".\n"
  }
}
