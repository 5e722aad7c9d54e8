// The optional parts `herald init` shows as comments are real examples: uncommented, the
// starter still validates without a diagnostic, and uses what the comments promise.

import HeraldCore
import Testing

@testable import HeraldCLI

/// Tests of `StarterSpec.spec`'s commented examples.
struct StarterSpecTests {
  /// The starter with every commented line after `version: 1` uncommented: `# ` dropped where
  /// it starts the line's content, so the line keeps its indentation.
  static let uncommented: String = {
    var seenVersion = false
    return StarterSpec.spec.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line == "version: 1" { seenVersion = true }
      let indentation = line.prefix { $0 == " " }
      let rest = line.dropFirst(indentation.count)
      guard seenVersion, rest.hasPrefix("# ") else { return String(line) }
      return String(indentation + rest.dropFirst(2))
    }.joined(separator: "\n")
  }()

  /// Compiles one spec text.
  static func check(_ text: String) -> Compiler.Outcome {
    Compiler.check([InputFile(path: StarterSpec.specName, bytes: Array(text.utf8))])
  }

  /// Uncommented, the starter validates without any diagnostic, and its examples are in use:
  /// the payload, the service extension, and titles with a fixed and an app argument that share
  /// one localization key.
  @Test func uncommentedExamplesValidate() throws {
    #expect(Self.uncommented != StarterSpec.spec)
    #expect(
      !Self.uncommented.contains("\n  # - id:"), "a commented category stayed: \(Self.uncommented)")
    let outcome = Self.check(Self.uncommented)
    let messages = outcome.diagnostics.sorted.map { "\($0.range.start.line): \($0.message)" }
    #expect(messages.isEmpty, "\(messages)\n\(Self.uncommented)")
    let set = try #require(outcome.spec?.set)
    #expect(set.localization != nil)
    #expect(set.serviceExtensions.count == 1)
    #expect(set.category("new-message")?.payload != nil)
    let reminder = try #require(set.category("reminder"))
    let titles = reminder.actions.map(\.title)
    #expect(titles.map { $0.key?.value } == ["snooze", "snooze"])
    let arguments = titles.compactMap { $0.arguments?.value.first?.argument }
    #expect(arguments.count == 2)
    guard case .fixed(let value) = arguments.first, case .app(let name, _) = arguments.last else {
      Issue.record("expected a fixed and an app argument: \(arguments)")
      return
    }
    #expect(value.value == .integer(10))
    #expect(name.value == "minutes")
    let plan = Translator.plan(try #require(outcome.spec))
    #expect(plan.registrationParameters.map(\.declaration) == ["minutes: Int"])
  }

  /// As written, with its examples commented out, the starter has none of them.
  @Test func commentedExamplesAreOff() throws {
    let set = try #require(Self.check(StarterSpec.spec).spec?.set)
    #expect(set.category("reminder") == nil)
    #expect(set.localization == nil && set.serviceExtensions.isEmpty)
  }
}
