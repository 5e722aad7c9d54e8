// Completion inside the `arguments` of a title with arguments: a `payload` argument's key from
// the category's payload, and an `app` argument's name from the registration parameters the
// set already uses.

import HeraldCore

extension CompletionProvider {
  /// The payload keys of `categories` (the enclosing one) that a placeholder shows: string,
  /// integer and number keys, each with the placeholder that shows it. Which categories may
  /// take payload arguments at all is `format-argument-source`'s to report.
  static func formatPayloadKeyItems(_ categories: [CategoryDecl]) -> [Item] {
    categories.flatMap { category in
      (category.payload?.value ?? []).compactMap { field -> Item? in
        guard let declared = field.type?.value, let type = FormatValueType(payload: declared)
        else { return nil }
        return Item(
          label: field.key.value, kind: .reference,
          detail:
            "\(declared.spelling) key of \(category.id.value)'s payload (\(type.placeholder))",
          insert: YAMLScalarText.scalar(field.key.value))
      }
    }
  }

  /// The app arguments the set's strings use, each once, with the registration parameter it
  /// is: a second use must keep its type (`format-argument-conflict`).
  static func appArgumentItems(_ set: SpecSet) -> [Item] {
    var items: [Item] = []
    var seen = Set<String>()
    for category in set.categories {
      category.forEachAppArgument { use in
        guard let type = use.type, seen.insert(use.name.value).inserted else { return }
        items.append(
          Item(
            label: use.name.value, kind: .reference,
            detail: "registration parameter \(use.name.value): \(type.swiftType)",
            insert: YAMLScalarText.scalar(use.name.value)))
      }
    }
    return items
  }
}
