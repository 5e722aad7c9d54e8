/// The render stage: a validated spec set → every output file, in the fixed layout.

/// Produces the generated files of a spec set. Knows nothing about the file system.
public enum Generator {
  /// Every output file, sorted by path.
  public static func files(_ spec: ValidatedSpec) -> [OutputFile] {
    let plan = Translator.plan(spec)
    var files = [OutputFile(path: OutputLayout.appSwift, contents: AppSwiftRenderer(plan: plan).render())]
    let targets = OutputLayout.distinctNames(plan.extensions.map(\.target), avoidingReserved: true)
    let folders = Dictionary(
      zip(plan.extensions.map(\.target), targets).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
    for (planned, folder) in zip(plan.extensions, targets) {
      let contents = InfoPlistRenderer.render(planned, sources: [planned.source])
      files.append(OutputFile(path: "\(folder)/Info.plist", contents: contents))
    }
    for code in plan.extensionCode {
      let folder = folders[code.target] ?? OutputLayout.fileName(code.target)
      let sources = codeSources(code, plan: plan)
      files.append(
        OutputFile(
          path: "\(folder)/DynamicActions.swift",
          contents: MachineSwiftRenderer(plan: plan, code: code).render(sources: sources)))
      guard !code.machines.isEmpty else { continue }
      files.append(
        OutputFile(
          path: "Tests/\(folder)DynamicActionsTests.swift",
          contents: HarnessRenderer(code: code).render(sources: sources)))
    }
    if let localization = plan.localization {
      let name = OutputLayout.fileName(localization.table)
      files.append(
        OutputFile(path: "Localization/\(name).xcstrings", contents: StringCatalogRenderer.render(plan)))
    }
    let registered = plan.categories.filter(\.registered)
    let names = OutputLayout.distinctNames(registered.map(\.id), avoidingReserved: false)
    for (category, name) in zip(registered, names) {
      let payload = PayloadRenderer.render(categoryID: category.id, source: category.source)
      files.append(OutputFile(path: "Payloads/\(name).apns", contents: payload))
    }
    files.append(OutputFile(path: OutputLayout.overview, contents: OverviewRenderer.render(plan)))
    return files.sorted { $0.path < $1.path }
  }

  /// The spec files an extension's code comes from: its own and its categories', in the order
  /// the set was given.
  static func codeSources(_ code: ExtensionCodePlan, plan: GenerationPlan) -> [String] {
    let own = plan.extensions.first { $0.target == code.target }.map { [$0.source] } ?? []
    let used = Set(own + code.machines.map(\.category.source))
    return plan.sources.filter(used.contains)
  }
}
