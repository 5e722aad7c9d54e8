// Hover: what Herald knows about the name under the cursor, as Markdown. Every piece of spec
// text goes through `MarkdownEscaping`, so a hostile title cannot inject links or HTML.

import HeraldCore

/// Answers `textDocument/hover`.
enum HoverProvider {
  /// The most machine states a hover lists; the rest are counted.
  static let maxStates = 12

  /// The hover text for an occurrence: a payload type written in a field is shown whole
  /// (`[Place]`), every other name as itself.
  static func markdown(for occurrence: SymbolOccurrence, in set: SpecSet) -> String? {
    if let spelling = occurrence.payloadSpelling { return payloadTypeText(spelling, in: set) }
    return markdown(for: occurrence.symbol, in: set)
  }

  /// The hover text for a name, or nil when the set does not declare it.
  static func markdown(for symbol: SpecSymbol, in set: SpecSet) -> String? {
    switch symbol {
    case .payloadType(let name):
      let type = PayloadType.builtin(name) ?? .named(name)
      return payloadTypeText(type, in: set)
    case .payloadKey(let owner, let key):
      return payloadKeyText(owner: owner, key: key, in: set)
    case .appArgument(let name):
      return appArgumentText(name, in: set)
    case .category(let id):
      guard let category = set.category(id) else { return nil }
      return categoryText(category, in: set)
    case .action(let categoryID, let id):
      guard let category = set.category(categoryID),
        let action = category.allActions.first(where: { $0.id.value == id })
      else { return nil }
      return actionText(action, in: category)
    case .state(let categoryID, let name):
      guard let category = set.category(categoryID),
        let entry = category.states?.value.first(where: { $0.name.value == name })
      else { return nil }
      return stateText(entry, in: category)
    }
  }

  /// A code span of spec text.
  static func code(_ text: String) -> String { "`" + MarkdownEscaping.code(text) + "`" }

  /// A list of ids as code spans.
  static func codes(_ ids: [String]) -> String {
    ids.isEmpty ? "nothing" : ids.map(code).joined(separator: ", ")
  }

  // MARK: Categories

  /// A category: Swift names, registered actions, options, the extension that serves it and its
  /// machine.
  static func categoryText(_ category: CategoryDecl, in set: SpecSet) -> String {
    var text = "**category** \(code(category.id.value))"
    if !category.isRegistered { text += " (not registered: `register: false`)" }
    text += "\n\n"
    if let index = set.categories.firstIndex(where: { $0 === category }) {
      let names = SwiftNames.categories(set.categories)[index]
      text += "Swift: type \(code(set.swift.namespace + "." + names.typeName)), "
      text += "case \(code("." + names.caseName))\n\n"
    }
    let actionNames = SwiftNames.actions(category.allActions)
    if category.allActions.isEmpty {
      text += "No actions.\n\n"
    } else {
      text += "| Action | Title | Options | Swift |\n|---|---|---|---|\n"
      for (index, action) in category.allActions.enumerated() {
        let kind = index < category.actions.count ? "" : " (alternate)"
        text +=
          "| \(code(action.id.value))\(kind) | \(MarkdownEscaping.text(action.title.text.value))"
        text +=
          " | \(effectiveOptions(action).joined(separator: ", ")) | \(code("." + actionNames[index])) |\n"
      }
      text += "\n"
    }
    let options = CategoryOption.allCases.filter { option in
      category.options.contains { $0.value == option }
    }
    text +=
      "Options: \(options.isEmpty ? "none" : options.map(\.rawValue).joined(separator: ", "))\n\n"
    let servers = set.extensions.filter { decl in
      decl.categories.contains { $0.value == category.id.value }
    }
    text +=
      "Served by: \(servers.isEmpty ? "no content extension" : codes(servers.map(\.target.value)))\n"
    let services = set.serviceExtensions.filter { decl in
      decl.categories.contains { $0.value == category.id.value }
    }
    if !services.isEmpty {
      text += "Changed before it shows by: \(codes(services.map(\.target.value)))\n"
    }
    if let machine = machine(of: category) {
      text += "\n" + machineTable(machine)
    }
    return text
  }

  /// The options an action ends up with, as a set in Apple's order, and what else shapes it.
  static func effectiveOptions(_ action: ActionDecl) -> [String] {
    var parts = ActionOption.allCases.filter { option in
      action.options.contains { $0.value == option }
    }.map(\.rawValue)
    if action.textInput != nil { parts.append("text input") }
    switch action.icon?.value {
    case .system(let name): parts.append("icon " + code(name))
    case .template(let name): parts.append("template icon " + code(name))
    case nil: break
    }
    return parts.isEmpty ? ["none"] : parts
  }

  /// The explored machine of a category with `onTap` or scenarios whose references all resolve
  /// (the validator explores the same categories).
  static func machine(of category: CategoryDecl) -> Machine? {
    let ids = Set(category.allActions.map(\.id.value))
    var dynamic = !category.scenarios.isEmpty
    var resolved = true
    for action in category.allActions {
      guard let onTap = action.onTap else { continue }
      dynamic = true
      let named =
        onTap.replace.flatMap { [$0.source, $0.target] } + onTap.remove + onTap.append
        + (onTap.set?.value ?? [])
      if named.contains(where: { !ids.contains($0.value) }) { resolved = false }
    }
    guard dynamic, resolved else { return nil }
    return MachineExplorer(category: category).explore()
  }

  /// A machine as a table: each state's name, what it shows, and where each tap leads.
  static func machineTable(_ machine: Machine) -> String {
    var text = "Machine: \(machine.states.count) state\(machine.states.count == 1 ? "" : "s")"
    text += machine.exceededLimit ? " (stopped at the state limit)\n\n" : "\n\n"
    text += "| State | Shows | Taps |\n|---|---|---|\n"
    for (index, state) in machine.states.enumerated().prefix(maxStates) {
      let taps = machine.transitions(from: index).map { transition in
        code(transition.tap) + " → " + destination(transition, in: machine)
      }
      let name = code(machine.stateNames[index]) + (index == 0 ? " (start)" : "")
      text +=
        "| \(name) | \(codes(state)) | \(taps.isEmpty ? "—" : taps.joined(separator: "; ")) |\n"
    }
    if machine.states.count > maxStates {
      text +=
        "\n… and \(machine.states.count - maxStates) more states (`herald explore` lists them all)\n"
    }
    return text
  }

  /// Where a tap leads: a state's name, or the interface closing with its response.
  static func destination(_ transition: Transition, in machine: Machine) -> String {
    guard let next = transition.to else { return "closes (\(transition.response.rawValue))" }
    return code(machine.stateNames[next])
  }

  // MARK: Actions and states

  /// An action: where it is declared, its effective options and Swift name, and where each tap
  /// on it leads.
  static func actionText(_ action: ActionDecl, in category: CategoryDecl) -> String {
    let isAlternate = !category.actions.contains { $0 === action }
    var text = "**\(isAlternate ? "alternate" : "action")** \(code(action.id.value)) of "
    text += "category \(code(category.id.value))\n\n"
    text += "Title: \(MarkdownEscaping.text(action.title.text.value))\n\n"
    text += "Options: \(effectiveOptions(action).joined(separator: ", "))\n\n"
    if let name = SwiftNames.actionCaseNames(in: category)[action.id.value] {
      text += "Swift: case \(code("." + name))\n\n"
    }
    guard let machine = machine(of: category) else {
      text += "A tap closes the interface and opens the app's handler "
      text +=
        action.hasOnTap
        ? "(the machine is not explored while an `onTap` id is unknown)." : "(no `onTap`)."
      return text + "\n"
    }
    let taps = machine.transitions.filter { $0.tap == action.id.value }
    guard !taps.isEmpty else { return text + "No reachable state shows it.\n" }
    text += "| In state | Leads to |\n|---|---|\n"
    for transition in taps.prefix(maxStates) {
      text +=
        "| \(code(machine.stateNames[transition.from])) | \(destination(transition, in: machine)) |\n"
    }
    if taps.count > maxStates { text += "\n… and \(taps.count - maxStates) more taps\n" }
    return text
  }

  /// A named state: what it shows.
  static func stateText(_ entry: StateNameDecl, in category: CategoryDecl) -> String {
    var text = "**state** \(code(entry.name.value)) of category \(code(category.id.value))\n\n"
    text += "Shows: \(codes(entry.shows.value.map(\.value)))\n"
    if let machine = machine(of: category),
      let index = machine.states.firstIndex(of: entry.shows.value.map(\.value))
    {
      let taps = machine.transitions(from: index).map { transition in
        code(transition.tap) + " → " + destination(transition, in: machine)
      }
      text += "\nTaps: \(taps.isEmpty ? "none" : taps.joined(separator: "; "))\n"
    } else {
      text += "\nNot a reachable state of the machine.\n"
    }
    return text
  }
}
