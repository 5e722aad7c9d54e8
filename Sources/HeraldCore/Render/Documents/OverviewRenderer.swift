// Renders `Notifications.md`: every category's actions and options, its payload contract, every
// extension's attributes, and a Mermaid state diagram per dynamic category.

/// Writes the Markdown overview of a spec set.
enum OverviewRenderer {
  /// The whole page, handed to `emit` in pieces of about `pieceSize` bytes. A piece is handed
  /// on only before a category's section, so the last piece always holds a section and the
  /// trailing newlines trimmed at the end are all in it.
  static func render(_ plan: GenerationPlan, pieceSize: Int = 1 << 20, into emit: (String) -> Void)
  {
    var lines = [FileHeader.xml(sources: plan.sources), "# Notification categories", ""]
    var pending = 0
    let machines = Dictionary(
      plan.extensionCode.flatMap(\.machines).map { ($0.category.id, $0) },
      uniquingKeysWith: { first, _ in first })
    // Each category's attachments: the service extension that serves it, the key and the kind.
    var attachments: [String: [String]] = [:]
    for service in plan.serviceExtensions {
      for category in service.categories {
        for attachment in service.attachments {
          attachments[category.id, default: []].append(
            "\(code(service.target)) attaches \(code(attachment.key)) as "
              + "\(attachment.kind.rawValue) (up to \(attachment.kind.maximumBytes / 1_000_000) MB)"
          )
        }
      }
    }
    for category in plan.categories {
      if pending >= pieceSize {
        emit(lines.joined(separator: "\n") + "\n")
        lines.removeAll(keepingCapacity: true)
        pending = 0
      }
      let start = lines.count
      let contract = plan.payloadContracts[category.id]
      let sample = contract?.sampleMembers ?? [:]
      lines += section(category, sample: sample)
      if let contract {
        lines += payloadSection(contract, attachments: attachments[category.id] ?? [])
      }
      if let machine = machines[category.id] {
        // The titles as the content extension shows them, filled from the sample payload: a
        // format's own `%@` would read `#37;@` in the diagram.
        let titles = Dictionary(
          machine.actions.map { ($0.id, FormatArgumentText.example($0.title, sample: sample)) },
          uniquingKeysWith: { first, _ in first })
        lines += [
          "```mermaid",
          MermaidRenderer.diagram(machine.machine, titles: titles)
            .split(separator: "\n").dropFirst().joined(separator: "\n"), "```", "",
        ]
      }
      pending += lines[start...].reduce(0) { $0 + $1.utf8.count + 1 }
    }
    if !plan.extensions.isEmpty {
      lines += ["# Content extensions", ""]
      for planned in plan.extensions { lines += extensionSection(planned) }
    }
    if !plan.serviceExtensions.isEmpty {
      lines += ["# Service extensions", ""]
      for planned in plan.serviceExtensions { lines += serviceSection(planned) }
    }
    emit(lines.joined(separator: "\n").trimmingTrailingNewlines() + "\n")
  }

  /// One category's heading, facts and action table.
  /// `sample` (the category's sample payload) fills the payload arguments of its formats.
  static func section(_ category: PlannedCategory, sample: [String: JSONValue] = [:]) -> [String] {
    let shown = { (text: PlannedText) in shownText(text, sample: sample) }
    let title = { (text: PlannedText) in shownText(text, sample: sample, quote: false) }
    var lines = ["## \(code(category.id))", ""]
    var facts: [String] = []
    if !category.registered { facts.append("not registered (used by a content extension only)") }
    if !category.options.isEmpty {
      facts.append(
        "options: " + category.options.map { "`\($0.rawValue)`" }.joined(separator: ", "))
    }
    if let text = category.placeholder {
      facts.append("hidden-previews placeholder: \(shown(text))")
    }
    if let text = category.summaryFormat { facts.append("summary format: \(quoted(text.text))") }
    if !category.foregroundPresentation.isEmpty {
      facts.append(
        "in the foreground: "
          + category.foregroundPresentation.map(\.rawValue).joined(separator: ", "))
    }
    lines += facts.map { "- " + $0 }
    if !facts.isEmpty { lines.append("") }
    guard !category.allActions.isEmpty else { return lines + ["No actions.", ""] }
    lines += [
      "| action | title | options | text input | icon | kind |", "|---|---|---|---|---|---|",
    ]
    for action in category.allActions {
      let kind = category.actions.contains { $0.id == action.id } ? "registered" : "alternate"
      let input =
        action.textInput.map { input in
          guard let button = input.buttonTitle, let placeholder = input.placeholder else {
            return "system defaults"
          }
          return "\(shown(button)) / \(shown(placeholder))"
        } ?? ""
      let icon =
        action.icon.map { icon -> String in
          switch icon {
          case .system(let name): "SF Symbol \(code(name))"
          case .template(let name): "image \(code(name))"
          }
        } ?? ""
      let options = action.options.map(\.rawValue).joined(separator: ", ")
      lines.append(
        "| \(code(action.id)) | \(title(action.title)) | \(options) | \(input) | \(icon) | \(kind) |"
      )
    }
    return lines + [""]
  }

  /// A category's payload contract: a table of its keys (type, optional, example as written,
  /// description), one table per named type they reach, and the `attachments` lines.
  static func payloadSection(_ contract: PayloadContract, attachments: [String]) -> [String] {
    var lines = ["### Payload", ""]
    lines += payloadTable(contract.fields)
    // The named types the keys reach, each once, in the order first reached.
    var reached: [String] = []
    var pending = contract.fields.map(\.type)
    while let type = pending.popLast() {
      guard let name = type.namedType, !reached.contains(name),
        let object = contract.types[name]
      else { continue }
      reached.append(name)
      pending += object.fields.map(\.type).reversed()
    }
    for name in reached {
      guard let object = contract.types[name] else { continue }
      lines += ["\(code(name)):", ""] + payloadTable(object.fields)
    }
    if !attachments.isEmpty { lines += attachments.map { "- " + $0 } + [""] }
    return lines
  }

  /// The table of one payload's keys.
  static func payloadTable(_ fields: [PayloadField]) -> [String] {
    var lines = ["| key | type | optional | example | description |", "|---|---|---|---|---|"]
    for field in fields {
      var type = code(field.type.spelling)
      if let states = field.startStates {
        type += ", the start state: " + states.map(code).joined(separator: ", ")
      } else if let values = field.enumValues {
        type += ", one of " + values.map(code).joined(separator: ", ")
      }
      let example = field.example.map { code(JSONValue($0).serialized) } ?? ""
      let description = field.description.map(MarkdownEscaping.text) ?? ""
      lines.append(
        "| \(code(field.key)) | \(type) | \(field.isOptional ? "yes" : "no") | \(example) | \(description) |"
      )
    }
    return lines + [""]
  }

  /// One extension's attributes as a list.
  static func extensionSection(_ planned: PlannedExtension) -> [String] {
    var lines = ["## \(MarkdownEscaping.text(planned.target))", ""]
    let attributes =
      planned.nsExtension["NSExtensionAttributes"].flatMap { value -> [String: JSONValue]? in
        if case .object(let members) = value { return members }
        return nil
      } ?? [:]
    let top = planned.nsExtension.filter { $0.key != "NSExtensionAttributes" }
    for (key, value) in top.sorted(by: { $0.key < $1.key })
      + attributes.sorted(by: { $0.key < $1.key })
    {
      lines.append("- \(code(key)): \(code(value.rendered().trimmingTrailingNewlines()))")
    }
    return lines + [""]
  }

  /// One service extension: its class, the categories it serves and what it attaches.
  static func serviceSection(_ planned: PlannedServiceExtension) -> [String] {
    var lines = ["## \(MarkdownEscaping.text(planned.target))", ""]
    for (key, value) in planned.nsExtension.sorted(by: { $0.key < $1.key }) {
      lines.append("- \(code(key)): \(code(value.rendered().trimmingTrailingNewlines()))")
    }
    lines.append("- serves: " + planned.categories.map { code($0.id) }.joined(separator: ", "))
    for attachment in planned.attachments {
      lines.append(
        "- attaches \(code(attachment.key)) as \(attachment.kind.rawValue) (up to \(attachment.kind.maximumBytes / 1_000_000) MB)"
      )
    }
    return lines + [""]
  }

  /// Code in a code span: `MarkdownEscaping.code` between backticks.
  static func code(_ text: String) -> String { "`" + MarkdownEscaping.code(text) + "`" }

  /// A visible string as the overview shows it: quoted (a title in its cell only when it is a
  /// format), and for a format the filled example followed by the format.
  static func shownText(_ text: PlannedText, sample: [String: JSONValue], quote: Bool = true)
    -> String
  {
    guard text.isFormat else { return quote ? quoted(text.text) : MarkdownEscaping.text(text.text) }
    return quoted(FormatArgumentText.example(text, sample: sample)) + " from "
      + code(text.text)
  }

  /// Text in quotes for a list item or cell.
  static func quoted(_ text: String) -> String { "“" + MarkdownEscaping.text(text) + "”" }
}

extension String {
  /// The string without trailing newlines.
  func trimmingTrailingNewlines() -> String {
    var result = self
    while result.last?.isNewline == true { result.removeLast() }
    return result
  }
}
