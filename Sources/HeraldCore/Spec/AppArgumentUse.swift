// Where the set's visible strings use app arguments: the registration parameters they become
// and the types their placeholders give them.

/// One use of an `app` argument.
public struct AppArgumentUse: Sendable {
  /// The parameter's name, located at this use.
  public let name: Located<String>
  /// The type written with `type`, else the one its placeholder shows; nil when the format does
  /// not give one (its own rule reports why).
  public let type: FormatValueType?
  /// The category whose string uses it.
  public let category: CategoryDecl
}

extension CategoryDecl {
  /// Calls `body` with each app argument of the category's visible strings, in order.
  public func forEachAppArgument(_ body: (AppArgumentUse) -> Void) {
    forEachVisibleText { text, role, _ in
      guard let arguments = text.arguments else { return }
      var format: LocalizedFormat?
      for (index, argument) in arguments.value.enumerated() {
        guard case .app(let name, let written) = argument.argument else { continue }
        if written == nil, format == nil {
          format = LocalizedFormat(
            text.text.value, systemCount: role == .hiddenPreviewsBodyPlaceholder)
        }
        let type = written?.value ?? format?.type(ofArgument: index + 1)
        body(AppArgumentUse(name: name, type: type, category: self))
      }
    }
  }
}
