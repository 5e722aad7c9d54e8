// The entry point: reads YAML bytes with libyaml's event API into one located node document.

import CYaml
import Dispatch

/// Reads a YAML file into a `YAMLDocument` of located nodes, within a `YAMLBudget`.
public enum YAMLParser {
  /// The largest file read, in bytes (2 GiB − 1), so that every offset fits the arena's columns.
  static let maximumBytes = Int(Int32.max)

  /// Reads `bytes` (UTF-8, optionally with a BOM) and composes its single document.
  ///
  /// A file that starts with a UTF-16 or UTF-32 byte order mark gives one `.syntax` problem at
  /// its first byte and is not read: libyaml would decode UTF-16, but Herald's readers of the
  /// bytes (hints, excerpts, the language server) count UTF-8 only.
  ///
  /// A file with no document gives a `nil` root and no problems. A libyaml error gives one
  /// `.syntax` problem and a `nil` root, as does an exceeded budget with its own kind. Duplicate
  /// and complex keys, bad merges, unknown anchors and extra documents are reported and skipped.
  ///
  /// With a `stream`, the items of one top-level sequence are handed to it as they are composed
  /// and leave only stand-ins in the document (see `YAMLItemStream`); it is called on the
  /// calling thread.
  public static func parse(
    _ bytes: [UInt8], budget: YAMLBudget = .spec, stream: YAMLItemStream? = nil
  ) -> YAMLParseResult {
    parse(bytes, budget: budget, stream: stream, pipelineFrom: pipelineBytes)
  }

  /// Files of at least this many bytes are read by libyaml on a thread of its own while the
  /// composer builds nodes (see `EventPipe`); smaller ones start no thread.
  static let pipelineBytes = 256 << 10

  /// The source size the arena is first sized for when items stream; it grows when needed.
  static let streamedArenaBytes = 64 << 10

  /// `parse(_:budget:)`, reading on a second thread from `threshold` bytes up (tests pass 0 to
  /// check that both ways give the same result).
  static func parse(
    _ bytes: [UInt8], budget: YAMLBudget, stream: YAMLItemStream? = nil,
    pipelineFrom threshold: Int
  ) -> YAMLParseResult {
    guard !bytes.isEmpty else { return YAMLParseResult(root: nil, problems: []) }
    guard bytes.count <= maximumBytes else {
      let start = YAMLMark(line: 1, column: 1)
      let message = "this file is \(bytes.count) bytes long, more than the 2 GiB read; split it"
      let problem = YAMLProblem(
        kind: .syntax, message: message, range: YAMLRange(start: start, end: start))
      return YAMLParseResult(root: nil, problems: [problem])
    }
    if let problem = SourceEncoding.problem(bytes) {
      return YAMLParseResult(root: nil, problems: [problem])
    }
    return bytes.withUnsafeBufferPointer { source in
      var reader = LibYAMLReader(bytes: source)
      defer { reader.close() }
      // Streamed items leave the arena as they finish, so it only needs room for the rest.
      let arenaSize = stream == nil ? source.count : min(source.count, Self.streamedArenaBytes)
      var composer = Composer(budget: budget, sourceSize: arenaSize)
      composer.stream = stream.map { ItemStreamState(stream: $0) }
      if source.count >= threshold && reader.initialized {
        composePipelined(from: reader, into: &composer, source: source)
      } else {
        compose(from: &reader, into: &composer, source: source)
      }
      return composer.finish()
    }
  }

  /// Feeds `reader`'s events to `composer` until the stream ends or a fatal problem stops it.
  private static func compose(
    from reader: inout LibYAMLReader, into composer: inout Composer,
    source: UnsafeBufferPointer<UInt8>
  ) {
    var documents = 0
    while true {
      guard reader.next() else {
        composer.fail(reader.syntaxProblem(source: source))
        return
      }
      guard handle(reader.event, reader, &composer, documents: &documents) else { return }
    }
  }

  /// Like `compose(from:into:source:)`, with libyaml reading ahead on another thread.
  private static func composePipelined(
    from reader: LibYAMLReader, into composer: inout Composer, source: UnsafeBufferPointer<UInt8>
  ) {
    let pipe = EventPipe()
    let parser = ParserHandle(pointer: reader.parser)
    DispatchQueue.global().async { pipe.read(parser.pointer) }
    var documents = 0
    let failed = pipe.consume { handle($0, reader, &composer, documents: &documents) }
    if failed { composer.fail(reader.syntaxProblem(source: source)) }
  }

  /// Adds one event to `composer`; false when composing must stop (the stream ended, or a
  /// fatal problem or a second document was reported). `reader` places marks in the source.
  @inline(__always)
  static func handle(
    _ event: UnsafeMutablePointer<yaml_event_t>, _ reader: LibYAMLReader,
    _ composer: inout Composer, documents: inout Int
  ) -> Bool {
    let range = YAMLRange(
      start: reader.mark(event.pointee.start_mark), end: reader.mark(event.pointee.end_mark))
    switch event.pointee.type {
    case YAML_SCALAR_EVENT:
      return scalar(event, range: range, into: &composer)
    case YAML_MAPPING_START_EVENT:
      let data = event.pointee.data.mapping_start
      let anchor = LibYAMLReader.bytes(data.anchor)
      return composer.open(mapping: true, tag: data.tag, anchor: anchor, range: range)
    case YAML_SEQUENCE_START_EVENT:
      let data = event.pointee.data.sequence_start
      let anchor = LibYAMLReader.bytes(data.anchor)
      return composer.open(mapping: false, tag: data.tag, anchor: anchor, range: range)
    case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
      composer.close(end: range.end)
      return true
    case YAML_ALIAS_EVENT:
      let name = LibYAMLReader.bytes(event.pointee.data.alias.anchor)
      return composer.alias(name ?? UnsafeBufferPointer(start: nil, count: 0), range: range)
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      guard documents > 1 else { return true }
      composer.report(
        .multipleDocuments,
        "this file holds more than one YAML document; keep a single document per file",
        at: range)
      return false
    case YAML_STREAM_END_EVENT:
      return false
    default:
      // Stream start, document end, and any event kind a newer libyaml may add.
      return true
    }
  }

  /// Adds a scalar, refusing it before copying when it is over the budget.
  @inline(__always)
  private static func scalar(
    _ event: UnsafeMutablePointer<yaml_event_t>, range: YAMLRange, into composer: inout Composer
  ) -> Bool {
    let data = event.pointee.data.scalar
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
}

/// The parser handed to the reading thread; only that thread uses it until `EventPipe.done`.
private struct ParserHandle: @unchecked Sendable {
  /// The libyaml parser.
  let pointer: UnsafeMutablePointer<yaml_parser_t>
}
