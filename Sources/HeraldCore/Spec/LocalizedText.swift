// A user-visible string of a spec, plain or with a localization key.

/// A user-visible string: plain text, or a localization key with a default and a comment.
public struct LocalizedText: Sendable, Hashable {
  /// The development-language text.
  public let text: Located<String>
  /// The key, comment and whole range of the `{ key:, default:, comment: }` form, boxed: most
  /// texts are plain, and a plain text's range is its text's.
  private let keyed: Box<KeyedParts>?

  /// Creates a text; `key` and `comment` come only from the mapping form.
  public init(
    text: Located<String>, key: Located<String>?, comment: Located<String>?, range: SourceRange,
    arguments: Located<[LocatedFormatArgument]>? = nil
  ) {
    self.text = text
    let plain = key == nil && comment == nil && arguments == nil && range == text.range
    self.keyed =
      plain
      ? nil
      : Box(KeyedParts(key: key, comment: comment, arguments: arguments, range: range))
  }

  /// Where the whole value was written.
  public var range: SourceRange { keyed?.value.range ?? text.range }
  /// The explicit localization key, if written in the `{ key:, default:, comment: }` form.
  public var key: Located<String>? { keyed?.value.key }
  /// The translator comment, if any.
  public var comment: Located<String>? { keyed?.value.comment }
  /// `arguments`, when the text is a format the generated code fills; nil for plain text, whose
  /// `%` signs are literal.
  public var arguments: Located<[LocatedFormatArgument]>? { keyed?.value.arguments }
  /// Whether the text is a format with `arguments`.
  public var isFormat: Bool { arguments != nil }

  /// The parts only the mapping form has.
  struct KeyedParts: Sendable, Hashable {
    /// `key`.
    let key: Located<String>?
    /// `comment`.
    let comment: Located<String>?
    /// `arguments`.
    let arguments: Located<[LocatedFormatArgument]>?
    /// The whole mapping.
    let range: SourceRange
  }
}
