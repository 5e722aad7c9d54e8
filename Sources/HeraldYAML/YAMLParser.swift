// The entry point: reads YAML bytes with libyaml's event API into one located node document.

import CYaml

/// Reads a YAML file into a `YAMLDocument` of located nodes, within a `YAMLBudget`.
public enum YAMLParser {
  /// The largest file read, in bytes (2 GiB − 1), so that every offset fits the arena's columns.
  static let maximumBytes = Int(Int32.max)

  /// Reads `bytes` (UTF-8, optionally with a BOM) and composes its single document.
  ///
  /// A file with no document gives a `nil` root and no problems. A libyaml error gives one
  /// `.syntax` problem and a `nil` root, as does an exceeded budget with its own kind. Duplicate
  /// and complex keys, bad merges, unknown anchors and extra documents are reported and skipped.
  public static func parse(_ bytes: [UInt8], budget: YAMLBudget = .spec) -> YAMLParseResult {
    guard !bytes.isEmpty else { return YAMLParseResult(root: nil, problems: []) }
    guard bytes.count <= maximumBytes else {
      let start = YAMLMark(line: 1, column: 1)
      let message = "this file is \(bytes.count) bytes long, more than the 2 GiB read; split it"
      let problem = YAMLProblem(
        kind: .syntax, message: message, range: YAMLRange(start: start, end: start))
      return YAMLParseResult(root: nil, problems: [problem])
    }
    return bytes.withUnsafeBufferPointer { source in
      var reader = LibYAMLReader(bytes: source)
      defer { reader.close() }
      var composer = Composer(budget: budget, sourceSize: source.count)
      compose(from: &reader, into: &composer, source: source)
      return composer.finish()
    }
  }

  /// Feeds `reader`'s events to `composer` until the stream ends or a fatal problem stops it.
  private static func compose(
    from reader: inout LibYAMLReader, into composer: inout Composer,
    source: UnsafeBufferPointer<UInt8>
  ) {
    let event = reader.event
    var documents = 0
    while true {
      guard reader.next() else {
        composer.fail(reader.syntaxProblem(source: source))
        return
      }
      switch event.pointee.type {
      case YAML_SCALAR_EVENT:
        guard scalar(reader, into: &composer) else { return }
      case YAML_MAPPING_START_EVENT:
        let data = event.pointee.data.mapping_start
        guard open(true, tag: data.tag, anchor: data.anchor, reader, &composer) else { return }
      case YAML_SEQUENCE_START_EVENT:
        let data = event.pointee.data.sequence_start
        guard open(false, tag: data.tag, anchor: data.anchor, reader, &composer) else { return }
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        composer.close(end: reader.mark(event.pointee.end_mark))
      case YAML_ALIAS_EVENT:
        let name = LibYAMLReader.bytes(event.pointee.data.alias.anchor)
        guard
          composer.alias(
            name ?? UnsafeBufferPointer(start: nil, count: 0), range: reader.eventRange)
        else { return }
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          composer.report(
            .multipleDocuments,
            "this file holds more than one YAML document; keep a single document per file",
            at: reader.eventRange)
          return
        }
      case YAML_STREAM_END_EVENT:
        return
      default:
        // Stream start, document end, and any event kind a newer libyaml may add.
        continue
      }
    }
  }

  /// Adds the scalar in `reader`'s event, refusing it before copying when it is over the budget.
  @inline(__always)
  private static func scalar(_ reader: LibYAMLReader, into composer: inout Composer) -> Bool {
    let data = reader.event.pointee.data.scalar
    let range = reader.eventRange
    guard data.length <= composer.budget.scalarBytes else {
      let limit = composer.budget.scalarBytes
      let message = ComposerMessage.scalarTooLong(Int(data.length), limit: limit)
      return composer.fail(YAMLProblem(kind: .scalarTooLong, message: message, range: range))
    }
    composer.scalar(
      UnsafeBufferPointer(start: data.value, count: Int(data.length)),
      style: LibYAMLReader.style(data.style), tag: data.tag,
      anchor: LibYAMLReader.bytes(data.anchor), range: range)
    return true
  }

  /// Opens the collection that `reader`'s event starts; `false` when it is too deep.
  @inline(__always)
  private static func open(
    _ mapping: Bool, tag: UnsafeMutablePointer<yaml_char_t>?,
    anchor: UnsafeMutablePointer<yaml_char_t>?, _ reader: LibYAMLReader,
    _ composer: inout Composer
  ) -> Bool {
    composer.open(
      mapping: mapping, tag: tag, anchor: LibYAMLReader.bytes(anchor), range: reader.eventRange)
  }
}
