// Pairs ids that disappeared with ids that appeared when their titles and shapes agree: the
// likely renames `herald diff` reports instead of a removal and an addition.

/// Finds likely renames between removed and added entries.
enum RenameMatcher {
  /// Pairs each removed entry with the added entry of the same signature, when exactly one
  /// removed and exactly one added entry have it: an ambiguous signature (two buttons titled
  /// "OK" both renamed) pairs nothing, since a wrong guess would hide a removal. Entries
  /// without a signature never pair. Returns the pairs in the order of `removed`.
  static func pairs<Entry>(
    removed: [Entry], added: [Entry], signature: (Entry) -> String?
  ) -> [(old: Entry, new: Entry)] {
    var removedBySignature: [String: [Int]] = [:]
    var addedBySignature: [String: [Int]] = [:]
    for (index, entry) in removed.enumerated() {
      if let key = signature(entry) { removedBySignature[key, default: []].append(index) }
    }
    for (index, entry) in added.enumerated() {
      if let key = signature(entry) { addedBySignature[key, default: []].append(index) }
    }
    return removed.indices.compactMap { index in
      guard let key = signature(removed[index]), removedBySignature[key]?.count == 1,
        let candidates = addedBySignature[key], candidates.count == 1
      else { return nil }
      return (removed[index], added[candidates[0]])
    }
  }

  /// An action's shape: its title, options and whether it takes text. The id is left out on
  /// purpose: that is what a rename changes.
  static func signature(of action: ActionDecl) -> String {
    let options = action.options.map(\.value.rawValue).sorted().joined(separator: ",")
    let input = action.textInput == nil ? "plain" : "text"
    return "\(action.title.text.value)\u{0}\(options)\u{0}\(input)"
  }

  /// A category's action and alternate ids, sorted; nil for a category without actions.
  static func actionIDs(of category: CategoryDecl) -> String? {
    guard !category.allActions.isEmpty else { return nil }
    return category.allActions.map(\.id.value).sorted().joined(separator: "\u{0}")
  }

  /// A category's shape: the shapes of its actions and alternates, in order, and its options;
  /// nil for a category without actions, which has nothing to recognise it by.
  static func signature(of category: CategoryDecl) -> String? {
    guard !category.allActions.isEmpty else { return nil }
    let options = category.options.map(\.value.rawValue).sorted().joined(separator: ",")
    let actions = category.allActions.map(signature(of:)).joined(separator: "\u{1}")
    return actions + "\u{2}" + options
  }
}
