// The state kept for each collection that is still open while composing.

/// An open sequence or mapping. Its children live on the composer's shared `values` stack from
/// `base` on (for a mapping: key, value, key, value, ...), so no per-collection buffer grows.
struct ComposerFrame {
  /// Whether this is a mapping (otherwise a sequence).
  let isMapping: Bool
  /// Where the collection's start event begins.
  let start: YAMLMark
  /// The collection's tag, if any.
  let tag: String?
  /// The anchor set on the collection, if any; defined when the collection ends.
  let anchor: [UInt8]?
  /// The index in the composer's `values` of this collection's first child.
  let base: Int
  /// The deepest collection nesting among the children so far (0 when all are scalars).
  var childDepth = 0
  /// Mapping only: a key was read and its value is next.
  var awaitingValue = false
  /// Mapping only: the pending key was dropped (duplicate or complex), so drop its value too.
  var dropValue = false
  /// Mapping only: the indexes in `values` of plain `<<` merge keys, in source order.
  var mergeKeys: [Int] = []
  /// Mapping only: key text → index in `values`, built once the mapping has many keys.
  var keyIndex: [String: Int]?

  /// Creates a frame for a collection whose first child will be pushed at `base`.
  init(isMapping: Bool, start: YAMLMark, tag: String?, anchor: [UInt8]?, base: Int) {
    self.isMapping = isMapping
    self.start = start
    self.tag = tag
    self.anchor = anchor
    self.base = base
  }
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
