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

  /// The whole file, handed to `emit` in pieces of about `pieceSize` bytes.
  func render(pieceSize: Int = 1 << 20, into emit: (String) -> Void) {
    withoutActuallyEscaping(emit) { emit in
      var writer = SwiftWriter(sink: emit, pieceSize: pieceSize)
      render(&writer)
      writer.finish()
    }
  }

  /// Writes the whole file.
  func render(_ writer: inout SwiftWriter) {
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
  }

  /// `enum Category: String, CaseIterable, Sendable`.
  func categoryEnum(_ writer: inout SwiftWriter) {
    writer.doc("Every category identifier of the spec set.")
    guard !plan.categories.isEmpty else {
      writer.block("\(plan.access) enum Category: Hashable, CaseIterable, Sendable") {
        $0.doc("The identifier (the spec set declares no categories).")
        $0.line("\(plan.access) var rawValue: String { switch self {} }")
      }
      return
    }
    writer.block("\(plan.access) enum Category: String, CaseIterable, Sendable") { body in
      for category in plan.categories {
        body.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
        body.line("case \(category.caseName) = \(SwiftEscaping.stringLiteral(category.id))")
      }
    }
  }
}
