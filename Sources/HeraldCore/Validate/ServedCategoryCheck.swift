// What content and service extensions share in checking their `categories`: each id listed
// once, declared by some file, and served by one extension of its kind only.

/// Checks the `categories` of a list of extensions of one kind.
struct ServedCategoryCheck {
  /// One extension: its target and the ids it serves.
  typealias Extension = (target: Located<String>, categories: [Located<String>])

  /// The kind as messages name it (`extension`, `service extension`).
  let kind: String
  /// The record of an id no file declares.
  let unknown: RuleDescription
  /// The record of an id a second extension of this kind serves.
  let served: RuleDescription
  /// Why one extension per category, appended to the `served` message.
  let reason: String
  /// Whether an unknown id gets its suggestion as a fix-it.
  let fixesUnknown: Bool
  /// What is served, as messages name it.
  var noun = "category"
  /// The ids that may be served; nil for the set's categories.
  var declared: [String]? = nil

  /// Reports, in spec order: a repeated id (a warning), an unknown id (with a suggestion from
  /// one index of the declared ids, built at the first unknown id), and a category served by an
  /// earlier extension.
  func check(
    _ extensions: [Extension], in context: ValidationContext,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let declared = self.declared ?? context.set.categories.map(\.id.value)
    let known = Set(declared)
    let unknownCount = extensions.reduce(0) { count, decl in
      count + Set(decl.categories.map(\.value)).filter { !known.contains($0) }.count
    }
    var suggestions: SuggestionIndex?
    var servedBy: [String: (target: String, range: SourceRange)] = [:]
    servedBy.reserveCapacity(extensions.reduce(0) { $0 + $1.categories.count })
    for decl in extensions {
      var listed: [String: SourceRange] = [:]
      for category in decl.categories {
        let id = category.value
        if let first = listed[id] {
          diagnostics.report(
            SpecDecoder.duplicateValue, as: .warning, "'\(id)' is listed twice", at: category.range,
            notes: [DiagnosticNote("first listed here", at: first)])
          continue
        }
        listed[id] = category.range
        if !known.contains(id) {
          if suggestions == nil {
            suggestions = SuggestionIndex(declared)
          }
          let (match, notes) = suggestions!.suggest(id, among: unknownCount)
          let fixIts =
            fixesUnknown ? match.map { [FixIt(range: category.range, replacement: $0)] } : nil
          diagnostics.report(
            unknown,
            "\(kind) '\(decl.target.value)' serves '\(id)', which no spec file declares\(Suggestion.didYouMean(match))",
            at: category.range, notes: notes, fixIts: fixIts ?? [])
        }
        if let first = servedBy[id] {
          diagnostics.report(
            served, "\(noun) '\(id)' is served by more than one \(kind); \(reason)",
            at: category.range,
            notes: [DiagnosticNote("'\(first.target)' serves it here", at: first.range)])
        } else {
          servedBy[id] = (decl.target.value, category.range)
        }
      }
    }
  }
}
