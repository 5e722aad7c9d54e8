// Owns one libyaml event parser over caller-owned bytes and converts its C values to Swift ones.

import CYaml

/// A libyaml event parser reading from a byte buffer that outlives it; call `close()` once done.
///
/// The parser lives on the heap because `yaml_parser_set_input_string` stores a pointer to the
/// parser itself, so it must never move. Nothing in here is visible outside the module.
struct LibYAMLReader {
  /// The parser state; its address is stable for the reader's lifetime.
  let parser: UnsafeMutablePointer<yaml_parser_t>
  /// The storage for the current event, reused for every event.
  let event: UnsafeMutablePointer<yaml_event_t>
  /// Whether `parser` was initialized and so must be released with `yaml_parser_delete`.
  let initialized: Bool
  /// Whether `event` holds an event that must be released before the next one is read.
  private var holdsEvent = false
  /// Where the source ends, to keep marks at its end on its last line.
  let streamEnd: StreamEnd

  /// Creates a reader over `bytes`, which must stay valid and unchanged until `close()`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    parser = .allocate(capacity: 1)
    event = .allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
    streamEnd = StreamEnd(bytes)
    initialized = yaml_parser_initialize(parser) != 0
    if initialized, let base = bytes.baseAddress {
      yaml_parser_set_input_string(parser, base, bytes.count)
    }
  }

  /// Releases the current event and reads the next one into `event`; `false` on a libyaml error
  /// (including a parser that could not be initialized), which `syntaxProblem` then describes.
  mutating func next() -> Bool {
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    guard initialized, yaml_parser_parse(parser, event) != 0 else { return false }
    holdsEvent = true
    return true
  }

  /// Releases the current event, the parser and their storage; the reader is unusable after.
  mutating func close() {
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    if initialized { yaml_parser_delete(parser) }
    event.deinitialize(count: 1)
    event.deallocate()
    parser.deallocate()
  }

  /// Where the current event starts and ends, as a 1-based range.
  var eventRange: YAMLRange {
    YAMLRange(start: mark(event.pointee.start_mark), end: mark(event.pointee.end_mark))
  }

  /// Converts a 0-based libyaml mark to a 1-based `YAMLMark` inside the source (see
  /// `StreamEnd`).
  @inline(__always)
  func mark(_ mark: yaml_mark_t) -> YAMLMark {
    streamEnd.clamp(line: mark.line, column: mark.column)
  }

  /// Converts a libyaml scalar style; unknown or "any" styles read as plain.
  @inline(__always)
  static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }

  /// Views a NUL-terminated libyaml string (an anchor name) as bytes valid until the next event.
  @inline(__always)
  static func bytes(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<UInt8>? {
    guard let pointer else { return nil }
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return UnsafeBufferPointer(start: pointer, count: count)
  }
}
