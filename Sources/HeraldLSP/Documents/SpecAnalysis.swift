// One analysis of the spec set: every file parsed (unchanged files from the cache), the set
// validated, and the diagnostics grouped by file.

import HeraldCore

/// One file of an analysed set.
public struct AnalyzedFile: Sendable {
  /// The path diagnostics use.
  public let path: String
  /// The client's URI for the file.
  public let uri: String
  /// The text that was analysed, with its line starts.
  public let lines: LineTable
  /// The decoded file; nil when nothing could be decoded (empty, or broken before its first key).
  public let spec: SpecFile?
}

/// Where a spec file's text comes from for one analysis.
public struct SpecSource: Sendable {
  /// The path diagnostics use.
  public let path: String
  /// The client's URI for it.
  public let uri: String
  /// The text: the open document's, or the file's on disk.
  public let bytes: [UInt8]
}

/// Parse results by path, reused while a file's bytes stay the same, so an edit to one file of
/// a large set re-parses that file only.
public struct ParseCache: Sendable {
  /// One file's last parse.
  struct Entry: Sendable {
    let bytes: [UInt8]
    let spec: SpecFile?
    let diagnostics: [Diagnostic]
  }

  /// The entries by path.
  var entries: [String: Entry] = [:]

  /// An empty cache.
  public init() {}
}

/// The result of analysing the set once.
public struct SpecAnalysis: Sendable {
  /// The files, in set order.
  public let files: [AnalyzedFile]
  /// Each file's index in `files`, by path.
  private let indexByPath: [String: Int]
  /// Every diagnostic of the set, by the path it points into, each list in printed order.
  public let diagnostics: [String: [Diagnostic]]
  /// The decoded files as one set, for cross-file questions (settings, categories by id).
  public let set: SpecSet

  /// Parses and validates `sources`; unchanged files come from `cache`, which is updated.
  public static func analyze(_ sources: [SpecSource], cache: inout ParseCache) -> SpecAnalysis {
    var engine = DiagnosticsEngine()
    var files: [AnalyzedFile] = []
    var kept: [String: ParseCache.Entry] = [:]
    for source in sources {
      let entry: ParseCache.Entry
      if let cached = cache.entries[source.path], cached.bytes == source.bytes {
        entry = cached
      } else {
        // The old tree goes before the new one is built, so a large file is held once.
        cache.entries[source.path] = nil
        var found = DiagnosticsEngine()
        let spec = SpecLoader.load(
          InputFile(path: source.path, bytes: source.bytes), into: &found)
        entry = ParseCache.Entry(bytes: source.bytes, spec: spec, diagnostics: found.diagnostics)
      }
      kept[source.path] = entry
      for diagnostic in entry.diagnostics { engine.report(diagnostic) }
      files.append(
        AnalyzedFile(
          path: source.path, uri: source.uri, lines: LineTable(source.bytes), spec: entry.spec))
    }
    cache.entries = kept
    let specs = files.compactMap(\.spec)
    _ = Validator.validate(specs, into: &engine, keepingMachines: false)
    var grouped: [String: [Diagnostic]] = [:]
    for diagnostic in engine.sorted {
      grouped[diagnostic.range.file, default: []].append(diagnostic)
    }
    var indexByPath: [String: Int] = [:]
    for (index, file) in files.enumerated() { indexByPath[file.path] = index }
    return SpecAnalysis(
      files: files, indexByPath: indexByPath, diagnostics: grouped, set: SpecSet(files: specs))
  }

  /// The file at a path, if it is part of the set.
  public func file(_ path: String) -> AnalyzedFile? {
    indexByPath[path].map { files[$0] }
  }
}
