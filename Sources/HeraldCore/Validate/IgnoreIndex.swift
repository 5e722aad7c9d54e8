// Which diagnostics the set's `ignore` lists silence, answered per diagnostic in logarithmic
// time so that silencing stays linear in the number of diagnostics and entries.

/// The accepted entries of a set's `ignore` lists, ready to be matched against diagnostics.
/// Entries that `invalid-ignore` reports are left out, so they silence nothing.
struct IgnoreIndex {
  /// A declaration's span in one file and the entry that silences an id in it.
  struct Span {
    let start: SourcePosition
    let end: SourcePosition
    let entry: SourceRange
  }

  /// An id within one file.
  struct Key: Hashable {
    let id: String
    let file: SourceFileID
  }

  /// The set-wide entries by id.
  private var setWide: [String: SourceRange] = [:]
  /// Spans of actions and alternates by id and file, sorted by start; they never overlap.
  private var inner: [Key: [Span]] = [:]
  /// Spans of categories and extensions by id and file, sorted by start; they never overlap.
  private var outer: [Key: [Span]] = [:]

  /// The index of a set's lists.
  init(_ set: SpecSet) {
    let records = IgnoreEntryRule.recordsByID
    for list in set.ignoreLists(firstSetWideOnly: true) {
      for entry in list.entries {
        guard let record = records[entry.value],
          IgnoreEntryRule.problem(record, at: list.place) == nil
        else { continue }
        guard let range = list.range else {
          if setWide[entry.value] == nil { setWide[entry.value] = entry.range }
          continue
        }
        let key = Key(id: entry.value, file: range.fileID)
        let span = Span(start: range.start, end: range.end, entry: entry.range)
        if list.place.isInner {
          inner[key, default: []].append(span)
        } else {
          outer[key, default: []].append(span)
        }
      }
    }
    for key in inner.keys { inner[key]!.sort { $0.start < $1.start } }
    for key in outer.keys { outer[key]!.sort { $0.start < $1.start } }
    WorkMeter.add(
      inner.values.reduce(0) { $0 + $1.count } + outer.values.reduce(0) { $0 + $1.count })
  }

  /// Whether nothing is silenced.
  var isEmpty: Bool { setWide.isEmpty && inner.isEmpty && outer.isEmpty }

  /// The entry that silences `diagnostic`, or nil when it stays. Errors always stay.
  func entry(silencing diagnostic: Diagnostic) -> SourceRange? {
    guard diagnostic.severity != .error else { return nil }
    let id = diagnostic.id.rawValue
    if let entry = setWide[id] { return entry }
    guard diagnostic.concerns.isEmpty else { return entry(id, covering: diagnostic.concerns) }
    let key = Key(id: id, file: diagnostic.range.fileID)
    for layer in [inner, outer] {
      guard let spans = layer[key] else { continue }
      if let entry = Self.entry(in: spans, containing: diagnostic.range.start) { return entry }
    }
    return nil
  }

  /// The first entry for `id` of the declarations that cover a diagnostic's concerns, when
  /// every concern is covered (by its action's list or its category's); nil otherwise.
  func entry(_ id: String, covering concerns: [DiagnosticConcern]) -> SourceRange? {
    var first: SourceRange?
    for concern in concerns {
      var found: SourceRange?
      if let inner = concern.inner, let spans = self.inner[Key(id: id, file: inner.fileID)] {
        found = Self.entry(in: spans, containing: inner.start)
      }
      if found == nil, let spans = outer[Key(id: id, file: concern.outer.fileID)] {
        found = Self.entry(in: spans, containing: concern.outer.start)
      }
      guard let found else { return nil }
      if first == nil { first = found }
    }
    return first
  }

  /// The entry of the span around `position`: the last span starting at or before it, if it
  /// has not ended (spans of one layer never overlap).
  static func entry(in spans: [Span], containing position: SourcePosition) -> SourceRange? {
    var low = 0
    var high = spans.count
    while low < high {
      WorkMeter.add(1)
      let middle = (low + high) / 2
      if spans[middle].start <= position { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let span = spans[low - 1]
    return position < span.end ? span.entry : nil
  }
}
