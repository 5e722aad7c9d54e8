// The state kept for each collection that is still open while composing.

/// An open sequence or mapping: plain values only, so the frame stack needs no reference
/// counting. Its children wait on the composer's shared `pending` stack from `base` on (for a
/// mapping: key, value, key, value, ...); its rare extras (tag, anchor, merge keys, key table)
/// wait on the composer's side stacks, which nest exactly as the frames do.
struct ComposerFrame {
  /// Whether this is a mapping (otherwise a sequence).
  let isMapping: Bool
  /// Where the collection's start event begins.
  let start: YAMLMark
  /// The index in the composer's `pending` of this collection's first child.
  let base: Int
  /// Mapping only: the count of the composer's `mergeKeys` when the collection opened.
  let mergeBase: Int
  /// Whether the collection's tag is the last of the composer's `openTags`.
  let hasTag: Bool
  /// Whether the collection's anchor is the last of the composer's `openAnchors`; it is
  /// defined when the collection ends.
  let hasAnchor: Bool
  /// Mapping only: whether the last of the composer's `keyTables` indexes this mapping's keys
  /// (built once the mapping has many keys).
  var hasKeyTable = false
  /// The deepest collection nesting among the children so far (0 when all are scalars).
  var childDepth = 0
  /// Mapping only: a key was read and its value is next.
  var awaitingValue = false
  /// Mapping only: the pending key was dropped (duplicate or complex), so drop its value too.
  var dropValue = false
  /// Whether this is the sequence whose items a `YAMLItemStream` consumes.
  var streamsItems = false
}

/// The problem messages the composer produces, kept together so their wording stays consistent.
enum ComposerMessage {
  /// The longest key or anchor text quoted in a message before it is shortened.
  static let quoteLimit = 60

  /// `text` shortened to `quoteLimit` characters for quoting in a message.
  static func quoted(_ text: String) -> String {
    text.count <= quoteLimit ? text : String(text.prefix(quoteLimit)) + "..."
  }

  /// Decodes an anchor name for a message.
  static func anchorName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    quoted(String(decoding: bytes, as: UTF8.self))
  }

  /// The message for a `<<` value that is not a mapping or a sequence of mappings.
  static let badMerge =
    "a '<<' merge value must be a mapping or a sequence of mappings; merge an anchored mapping"
    + " such as '<<: *defaults'"

  /// The message for a collection used as a mapping key.
  static let complexKey = "a mapping key must be a scalar, not a collection; write the key as text"

  /// The message for a nesting deeper than `limit`.
  static func tooDeep(_ limit: Int) -> String {
    "nesting is deeper than \(limit) levels; flatten the structure"
  }

  /// The message for aliases expanding past `limit` nodes.
  static func tooManyAliasNodes(_ limit: Int) -> String {
    "aliases expand to more than \(limit) nodes; use fewer or smaller aliases"
  }

  /// The message for a scalar of `length` bytes over `limit`.
  static func scalarTooLong(_ length: Int, limit: Int) -> String {
    "this scalar is \(length) bytes long, more than the \(limit) allowed; shorten it"
  }
}
