// `herald payload`: print one category's sample APNs payload, ready for `xcrun simctl push`.

import HeraldArguments
import HeraldCore
import HeraldOutput

/// The payload command.
enum PayloadCommand {
  /// Its options.
  struct Options: ParsableOptions {
    /// The bundle identifier that overrides the spec's `app.bundleIdentifier`.
    var bundleID: String?
    /// Whether to print the payload's JSON Schema instead of a sample.
    var schema = false
    /// How spec diagnostics are printed.
    var diagnostics = DiagnosticOutputOptions()
    /// The input size limits.
    var limits = InputLimits()
    /// The category id, then the spec paths.
    var positionals: [String] = []

    static let positionalName: String? = "CATEGORY PATH..."
    static let options: [OptionSpec<Self>] =
      [
        .value(
          "--bundle-id", "ID", \.bundleID,
          help:
            "the app's bundle identifier, written as \"Simulator Target Bundle\" (default: the spec's app.bundleIdentifier)"
        ),
        .flag(
          "--schema", \.schema,
          help:
            "print the JSON Schema (draft 2020-12) of the category's whole APNs payload instead of a sample, for the backend"
        ),
      ] + OptionSpec<Self>.group(\.diagnostics, DiagnosticOutputOptions.options)
      + OptionSpec<Self>.group(\.limits, InputLimits.options)
  }

  /// Its definition.
  static let command = Command(
    "payload", abstract: "print a category's sample APNs payload",
    discussion: """
      Prints the sample payload of CATEGORY from the spec set PATH... to standard output, ready
      for 'xcrun simctl push booted BUNDLE_ID -'. With a bundle identifier (--bundle-id, or the
      spec's app.bundleIdentifier) the payload names it as "Simulator Target Bundle", so a file
      holding it can also be dropped onto the Simulator. The sample holds the category's custom
      keys with their examples (placeholders of their types where none is given). With --schema
      it prints the JSON Schema a backend validates its payloads against instead. Diagnostics go
      to standard error. See docs/payloads.md.
      """, options: Options.self, run: run)

  /// Prints the payload; exit 0 on success, 1 on spec errors or an unknown category, 2 on usage
  /// errors, 3 on I/O failure.
  static func run(_ options: Options, _ console: Console) throws(CommandExit) -> Int32 {
    guard let categoryID = options.positionals.first, options.positionals.count >= 2 else {
      throw .usage("give a category id and at least one spec path")
    }
    if let bundleID = options.bundleID, !AppSettings.isBundleIdentifier(bundleID) {
      throw .usage(
        "'\(bundleID)' is not a bundle identifier: use \(AppSettings.bundleIdentifierForm)")
    }
    var run = SpecRun(console: console, output: options.diagnostics, limits: options.limits)
    run.ownsStandardOutput = true
    let spec = try run.validated(Array(options.positionals.dropFirst()), command: "payload")
    let categories = spec.set.categories
    guard let category = categories.first(where: { $0.id.value == categoryID }) else {
      if let push = spec.payload.push(categoryID) {
        return printPush(push, spec, options, console)
      }
      let hint = Suggestion.didYouMean(
        categoryID, in: categories.map(\.id.value) + spec.payload.pushes.map(\.id))
      console.err(
        "herald payload: error: the spec set has no \(spec.payload.pushes.isEmpty ? "category" : "category or push kind") '\(TerminalEscaping.visible(categoryID))'\(TerminalEscaping.visible(hint))\n"
      )
      return ExitCode.specErrors
    }
    if !category.isRegistered {
      console.err(
        "herald payload: warning: category '\(TerminalEscaping.visible(categoryID))' has 'register: false', so the app does not register it and the notification shows without its actions\n"
      )
    }
    let contract = spec.payload[categoryID]
    let mutable = spec.set.serviceServedCategories.contains(categoryID)
    if options.schema {
      console.out(
        PayloadSchemaRenderer.render(
          categoryID: categoryID, contract: contract, source: category.range.file,
          mutableContent: mutable))
      return ExitCode.success
    }
    let sample = contract?.sampleMembers ?? [:]
    let payload = SamplePayload.render(
      categoryID: categoryID, source: category.range.file,
      bundleIdentifier: options.bundleID ?? spec.set.app.bundleIdentifier,
      custom: sample, mutableContent: mutable)
    // The spec's own bundle identifier is in `payload-size`'s check; a longer one given here
    // is not, so the limit is checked again on what is printed.
    guard payload.utf8.count <= APNs.payloadLimit else {
      console.err(
        "herald payload: error: the payload would be \(payload.utf8.count) bytes, more than the \(APNs.payloadLimit) APNs accepts\n"
      )
      return ExitCode.specErrors
    }
    console.out(payload)
    noteFilledTitles(categoryID, spec, sample: sample, console)
    return ExitCode.success
  }

  /// Prints a push kind's sample or schema, as for a category.
  static func printPush(
    _ push: PushKind, _ spec: ValidatedSpec, _ options: Options, _ console: Console
  ) -> Int32 {
    let mutable = spec.set.serviceServedPushes.contains(push.id)
    let source = push.declaration.range.file
    if options.schema {
      console.out(PayloadSchemaRenderer.render(push: push, source: source, mutableContent: mutable))
      return ExitCode.success
    }
    let payload = SamplePayload.render(
      push: push, source: source,
      bundleIdentifier: options.bundleID ?? spec.set.app.bundleIdentifier, mutableContent: mutable)
    guard payload.utf8.count <= APNs.payloadLimit else {
      console.err(
        "herald payload: error: the payload would be \(payload.utf8.count) bytes, more than the \(APNs.payloadLimit) APNs accepts\n"
      )
      return ExitCode.specErrors
    }
    console.out(payload)
    return ExitCode.success
  }

  /// Says on standard error what the action titles that show payload values read with this
  /// sample, as the content extension fills them.
  static func noteFilledTitles(
    _ categoryID: String, _ spec: ValidatedSpec, sample: [String: JSONValue], _ console: Console
  ) {
    guard let category = spec.set.category(categoryID),
      category.allActions.contains(where: { $0.hasPayloadArguments })
    else { return }
    let planned = Translator.plan(spec).categories.first { $0.id == categoryID }
    let titles = planned.map { FormatArgumentText.payloadExamples($0, sample: sample) } ?? []
    guard !titles.isEmpty else { return }
    let shown = titles.map { "“" + TerminalEscaping.visible($0) + "”" }.joined(separator: ", ")
    console.err("herald payload: note: with this payload the content extension shows \(shown)\n")
  }
}
