// Rule `invalid-ignore`: every `ignore` entry names a rule that can be silenced where it is.

/// Reports an `ignore` entry that silences nothing: an unknown id, an id reported only as an
/// error, or an id that cannot fire at the entry's place; and an id listed twice in one list
/// (`duplicate-value`). `invalid-ignore` cannot be silenced, so an entry that does nothing is
/// always shown.
struct IgnoreEntryRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// Checks every entry of every list, the `diagnostics` blocks of every file included.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    let lists = context.set.ignoreLists(firstSetWideOnly: false)
    guard !lists.isEmpty else { return }
    let records = Self.recordsByID
    var index: SuggestionIndex?
    let unknown = lists.reduce(0) { sum, list in
      sum + list.entries.count { records[$0.value] == nil }
    }
    // An entry reached by several lists (a YAML alias) is written once for all of them:
    // moving it would change the others too.
    var places: [SourceRange: Int] = [:]
    for list in lists { for entry in list.entries { places[entry.range, default: 0] += 1 } }
    for list in lists {
      var listed: [String: SourceRange] = [:]
      for entry in list.entries {
        if let first = listed[entry.value] {
          diagnostics.report(
            SpecDecoder.duplicateValue, as: .warning, "'\(entry.value)' is listed twice",
            at: entry.range,
            notes: [DiagnosticNote("first listed here", at: first)])
          continue
        }
        listed[entry.value] = entry.range
        guard let record = records[entry.value] else {
          if index == nil { index = SuggestionIndex(Self.silenceableIDs) }
          let (match, notes) = index!.suggest(entry.value, among: unknown)
          diagnostics.report(
            Self.description,
            "no rule has the id '\(entry.value)', so this entry silences nothing"
              + (match.map { "; did you mean '\($0)'?" } ?? ""),
            at: entry.range, notes: notes,
            fixIts: match.map { [FixIt(range: entry.range, replacement: $0)] } ?? [])
          continue
        }
        if let reason = Self.problem(record, at: list.place) {
          let movable = places[entry.range] == 1 && Self.belongsToTheSet(record, at: list.place)
          let move = movable ? Self.move(entry, in: context.set) : nil
          diagnostics.report(
            Self.description, reason, at: entry.range, fixIts: move.map { [$0] } ?? [])
        }
      }
    }
  }

  /// Why an entry naming a known rule silences nothing at `place`, or nil when it may.
  static func problem(_ record: RuleDescription, at place: IgnoreList.Place) -> String? {
    let id = record.id.rawValue
    if record.id == .invalidIgnore {
      return "'\(id)' cannot be silenced: it says that an 'ignore' entry does nothing"
    }
    if !record.isSilenceable {
      return "'\(id)' reports errors only, and errors cannot be silenced"
    }
    guard record.scopes.isDisjoint(with: place.accepts) else { return nil }
    let places = record.scopes.names.joined(separator: ", ")
    // A rule about the set as a whole is silenced where the set's settings are.
    let advice =
      belongsToTheSet(record, at: place)
      ? "; to silence it, list it in the file's 'diagnostics: { ignore: [\(id)] }'" : ""
    return
      "'\(id)' cannot fire in \(place.name), so this entry silences nothing; it fires in: \(places)"
      + advice
  }

  /// Whether an entry for `record` that silences nothing at `place` belongs in the set-wide list:
  /// the rule fires at the top level of a file, which only `diagnostics` reaches.
  static func belongsToTheSet(_ record: RuleDescription, at place: IgnoreList.Place) -> Bool {
    place != .set && record.isSilenceable && record.scopes.contains(.file)
  }

  /// The fix-it that moves `entry` to the set-wide list: its removal from the list where it
  /// cannot act, and its addition to every file's `diagnostics: { ignore: }` that does not
  /// list it yet (files that carry the block must agree), or, when no file carries one, a new
  /// block in the entry's file. Nil when a list's form was not recognised (see `IgnoreLayout`).
  static func move(_ entry: Located<String>, in set: SpecSet) -> FixIt? {
    guard let file = set.files.first(where: { $0.path == entry.range.file }),
      let removal = file.ignoreLayout?.removals[entry.range]
    else { return nil }
    let holders = set.files.filter { $0.diagnostics != nil }
    var edits = [removal]
    for target in holders.isEmpty ? [file] : holders {
      if target.diagnostics?.value.ignore.contains(where: { $0.value == entry.value }) == true {
        continue
      }
      guard let addition = target.ignoreLayout?.addition else { return nil }
      edits.append(addition.edit(entry.value))
    }
    return FixIt("move '\(entry.value)' to 'diagnostics: { ignore: }'", edits: edits)
  }

  /// Every published record by id.
  static let recordsByID: [String: RuleDescription] = Dictionary(
    RuleRegistry.all.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

  /// The ids an entry may name somewhere, the candidates of suggestions.
  static let silenceableIDs = RuleRegistry.silenceable(in: .anywhere).map(\.id.rawValue)
}

extension RuleID {
  /// `invalid-ignore`, described by `IgnoreEntryRule.description`.
  public static let invalidIgnore = RuleID("invalid-ignore")
}

extension IgnoreEntryRule {
  /// The record of `invalid-ignore`.
  static let description = RuleDescription(
    id: .invalidIgnore, severity: .warning,
    summary:
      "An `ignore` entry names no rule, a rule that reports only errors, or one that cannot fire there; it cannot be silenced.",
    scopes: .anywhere,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: chat
            ignore: [↓banner-action]
            actions:
              - { id: a, title: A }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: chat
            ignore: [banner-actions]
            actions:
              - { id: a, title: A }
        """#))
}
