/// Renders the app target's Swift file: identifiers, categories, registration, responses.

/// Writes `App/NotificationCategories.swift` from a plan.
struct AppSwiftRenderer {
  /// The plan.
  let plan: GenerationPlan
  /// How strings are written.
  var strings: SwiftStrings

  /// Prepares to render a plan.
  init(plan: GenerationPlan) {
    self.plan = plan
    strings = SwiftStrings(plan: plan)
  }

  /// The whole file.
  func render() -> String {
    var writer = SwiftWriter()
    writer.directive(FileHeader.swift(sources: plan.sources))
    writer.directive("#if canImport(UserNotifications)")
    writer.line("import Foundation")
    writer.line("import UserNotifications")
    writer.line()
    writer.doc("The notification categories declared in the Herald specs.")
    writer.block("\(plan.access) enum \(plan.namespace)") { body in
      categoryEnum(&body)
      for category in plan.categories {
        body.line()
        self.category(category, &body)
      }
      body.line()
      registration(&body)
      body.line()
      responses(&body)
      body.line()
      presentation(&body)
      if plan.localization != nil {
        body.line()
        strings.helper(access: plan.access, &body)
      }
    }
    writer.directive("#endif")
    return writer.text
  }

  /// `enum Category: String, CaseIterable, Sendable`.
  func categoryEnum(_ writer: inout SwiftWriter) {
    writer.doc("Every category identifier of the spec set.")
    writer.block("\(plan.access) enum Category: String, CaseIterable, Sendable") { body in
      for category in plan.categories {
        body.doc("The \(SwiftDoc.code(category.id)) category.")
        body.line("case \(category.caseName) = \(SwiftLiteral.string(category.id))")
      }
    }
  }
}

/// Helpers for doc comments in generated code.
enum SwiftDoc {
  /// Text shown in code voice, kept on one line.
  static func code(_ text: String) -> String {
    "`" + String(text.map { $0.isNewline || $0 == "`" ? " " : $0 }) + "`"
  }
}
