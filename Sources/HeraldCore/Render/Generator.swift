/// The render stage: a validated spec set → every output file, in the fixed layout.

/// Produces the generated files of a spec set. Knows nothing about the file system.
public enum Generator {
  /// Every output file, sorted by path.
  public static func files(_ spec: ValidatedSpec) -> [OutputFile] {
    let plan = Translator.plan(spec)
    var files = [OutputFile(path: OutputLayout.appSwift, contents: AppSwiftRenderer(plan: plan).render())]
    let targets = OutputLayout.distinctNames(plan.extensions.map(\.target), avoidingReserved: true)
    for (planned, folder) in zip(plan.extensions, targets) {
      let contents = InfoPlistRenderer.render(planned, sources: [planned.source])
      files.append(OutputFile(path: "\(folder)/Info.plist", contents: contents))
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
    return files.sorted { $0.path < $1.path }
  }
}
