// The render stage: a generation plan → every output file, in the fixed layout.

/// Produces the generated files of a spec set. Knows nothing about the file system.
public enum Generator {
  /// Every output file, sorted by path. Large spec sets render their files concurrently; each
  /// job is pure, so the bytes do not depend on scheduling.
  public static func files(_ plan: GenerationPlan) -> [OutputFile] {
    let jobs = jobs(plan)
    let large = plan.categories.count >= 2 * Parallel.minimumChunk
    return Parallel.map(jobs.count, concurrently: large) { jobs[$0]().map(\.materialized) }
      .flatMap { $0 }.sorted { $0.path < $1.path }
  }

  /// The render jobs of a plan, each giving some of its files: running them all and sorting by
  /// path gives `files(_:)`. `herald generate` runs a few at a time and writes each job's files
  /// before it renders more, so it never holds the whole output.
  ///
  /// One job per output file (payloads, when asked for, in batches), the largest first so that
  /// they start early.
  /// The two files that grow with the whole spec set (the app file and the overview) are
  /// streamed: they are rendered in pieces while they are written.
  public static func jobs(_ plan: GenerationPlan) -> [@Sendable () -> [OutputFile]] {
    var jobs: [@Sendable () -> [OutputFile]] = [
      {
        [
          OutputFile(path: OutputLayout.appSwift) { AppSwiftRenderer(plan: plan).render(into: $0) }
        ]
      },
      { [OutputFile(path: OutputLayout.overview) { OverviewRenderer.render(plan, into: $0) }] },
    ]
    // One folder per target, content and service extensions together.
    let allTargets = OutputLayout.distinctNames(
      plan.extensions.map(\.target) + plan.serviceExtensions.map(\.target), avoidingReserved: true)
    let targets = Array(allTargets.prefix(plan.extensions.count))
    let folders = Dictionary(
      zip(plan.extensions.map(\.target), targets).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
    for code in plan.extensionCode {
      let folder = folders[code.target] ?? OutputLayout.fileName(code.target)
      let sources = codeSources(code, plan: plan)
      jobs.append {
        let contents = MachineSwiftRenderer(plan: plan, code: code).render(sources: sources)
        return [OutputFile(path: "\(folder)/DynamicActions.swift", contents: contents)]
      }
      guard !code.machines.isEmpty else { continue }
      jobs.append {
        let contents = HarnessRenderer(code: code).render(
          sources: codeSources(code, plan: plan, payloads: false))
        return [OutputFile(path: "Tests/\(folder)DynamicActionsTests.swift", contents: contents)]
      }
    }
    let harnessSources = plan.extensionCode.filter { !$0.machines.isEmpty }
      .flatMap { codeSources($0, plan: plan, payloads: false) }
    if !harnessSources.isEmpty {
      let sources = plan.sources.filter(Set(harnessSources).contains)
      jobs.append {
        let contents = SharedHarnessRenderer.render(sources: sources)
        return [OutputFile(path: SharedHarnessRenderer.path, contents: contents)]
      }
    }
    for (planned, folder) in zip(plan.extensions, targets) {
      jobs.append {
        let contents = InfoPlistRenderer.render(planned, sources: [planned.source])
        return [OutputFile(path: "\(folder)/Info.plist", contents: contents)]
      }
    }
    for (service, folder) in zip(plan.serviceExtensions, allTargets.dropFirst(targets.count)) {
      jobs.append {
        let contents = InfoPlistRenderer.render(
          nsExtension: service.nsExtension, sources: [service.source])
        return [OutputFile(path: "\(folder)/Info.plist", contents: contents)]
      }
      jobs.append {
        let contents = ServiceSwiftRenderer(plan: plan, service: service).render()
        return [OutputFile(path: "\(folder)/\(service.typeName).swift", contents: contents)]
      }
    }
    if let localization = plan.localization {
      let name = OutputLayout.fileName(localization.table)
      jobs.append {
        let contents = StringCatalogRenderer.render(plan)
        return [OutputFile(path: "Localization/\(name).xcstrings", contents: contents)]
      }
    }
    if plan.samplePayloads { jobs += payloadJobs(plan) }
    if plan.payloadSchemas { jobs += payloadSchemaJobs(plan) }
    if (plan.samplePayloads || plan.payloadSchemas) && !plan.pushKinds.isEmpty {
      jobs.append { pushPayloadFiles(plan) }
    }
    return jobs
  }

  /// The sample payloads, one job per batch of registered categories.
  static func payloadJobs(_ plan: GenerationPlan) -> [@Sendable () -> [OutputFile]] {
    let registered = plan.categories.indices.filter { plan.categories[$0].registered }
    let names = OutputLayout.distinctNames(
      registered.map { plan.categories[$0].id }, avoidingReserved: false)
    let served = plan.serviceServedCategories
    return Parallel.chunks(registered.count).map { chunk in
      {
        chunk.map { index in
          let category = plan.categories[registered[index]]
          let payload = SamplePayload.render(
            categoryID: category.id, source: category.source,
            bundleIdentifier: plan.bundleIdentifier,
            custom: plan.payloadContracts[category.id]?.sampleMembers ?? [:],
            mutableContent: served.contains(category.id))
          return OutputFile(path: "Payloads/\(names[index]).apns", contents: payload)
        }
      }
    }
  }

  /// The payload schemas, one job per batch of registered categories, named as the samples are.
  static func payloadSchemaJobs(_ plan: GenerationPlan) -> [@Sendable () -> [OutputFile]] {
    let registered = plan.categories.indices.filter { plan.categories[$0].registered }
    let names = OutputLayout.distinctNames(
      registered.map { plan.categories[$0].id }, avoidingReserved: false)
    let served = plan.serviceServedCategories
    return Parallel.chunks(registered.count).map { chunk in
      {
        chunk.map { index in
          let category = plan.categories[registered[index]]
          let schema = PayloadSchemaRenderer.render(
            categoryID: category.id, contract: plan.payloadContracts[category.id],
            source: category.source, typeSizes: plan.payloadTypeSizes,
            mutableContent: served.contains(category.id))
          return OutputFile(path: "Payloads/\(names[index]).schema.json", contents: schema)
        }
      }
    }
  }

  /// The sample (`--payloads`) and schema (`--payload-schemas`) of each push kind, in
  /// `Payloads/Pushes/`, named as the categories' are.
  static func pushPayloadFiles(_ plan: GenerationPlan) -> [OutputFile] {
    let names = OutputLayout.distinctNames(plan.pushKinds.map(\.id), avoidingReserved: false)
    let served = Set(plan.serviceExtensions.flatMap { $0.pushes.map(\.id) })
    var files: [OutputFile] = []
    for (kind, name) in zip(plan.pushKinds, names) {
      let source = kind.declaration.range.file
      let mutableContent = served.contains(kind.id)
      if plan.samplePayloads {
        files.append(
          OutputFile(
            path: "Payloads/Pushes/\(name).apns",
            contents: SamplePayload.render(
              push: kind, source: source, bundleIdentifier: plan.bundleIdentifier,
              mutableContent: mutableContent)))
      }
      if plan.payloadSchemas {
        files.append(
          OutputFile(
            path: "Payloads/Pushes/\(name).schema.json",
            contents: PayloadSchemaRenderer.render(
              push: kind, source: source, typeSizes: plan.payloadTypeSizes,
              mutableContent: mutableContent)))
      }
    }
    return files
  }

  /// The spec files an extension's code comes from: its own and its categories', in the order
  /// the set was given.
  static func codeSources(_ code: ExtensionCodePlan, plan: GenerationPlan, payloads: Bool = true)
    -> [String]
  {
    let own = plan.extensions.first { $0.target == code.target }.map { [$0.source] } ?? []
    var used = Set(own + code.machines.map(\.category.source))
    if payloads, !code.payloadCategories.isEmpty {
      // The file declares every named payload type, wherever the set declares it.
      used.formUnion(code.payloadCategories.map(\.source))
      used.formUnion(plan.payloadTypes.map(\.source))
    }
    return plan.sources.filter(used.contains)
  }
}
