// A `serviceExtensions` entry: one Notification Service Extension target, the categories whose
// notifications it changes before they show, and the payload URLs it attaches.

/// One notification service extension.
public struct ServiceExtensionDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `target`: the extension target's name, unique across content and service extensions.
  public var target: Located<String>
  /// `categories`: the category ids it serves, in spec order.
  public var categories: [Located<String>] = []
  /// Whether `categories` was written as a single string.
  public var categoriesIsScalar = false
  /// `pushes`: the push kinds it serves, in spec order.
  public var pushes: [Located<String>] = []
  /// `principalClass`, if given: the team's `UNNotificationServiceExtension` subclass.
  public var principalClass: Located<String>?
  /// `attachments`: the payload URLs it downloads and attaches, in spec order.
  public var attachments: [AttachmentDecl] = []
  /// `ignore`: the rule ids silenced in this extension.
  public var ignore: [Located<String>] = []
  /// `mutableContent`: `always` (the default) or `whenAttaching`, as written.
  public var mutableContent: Located<String>?

  /// The spellings of `mutableContent`.
  public static let mutableContentModes = ["always", "whenAttaching"]

  /// Whether served payloads need `mutable-content` only when they hold an attachment's URL:
  /// the extension has nothing to do for the others, and the system may show them as sent.
  public var runsOnlyToAttach: Bool { mutableContent?.value == "whenAttaching" }

  /// Creates an extension with only its target.
  public init(target: Located<String>, range: SourceRange) {
    self.target = target
    self.range = range
  }
}

/// One `attachments` entry: a `url` key of every served category's payload, and what it holds.
public struct AttachmentDecl: Sendable {
  /// Where the entry is.
  public let range: SourceRange
  /// `from`: the payload key holding the URL.
  public var from: Located<String>
  /// `kind`: `image`, `audio` or `movie`, as written (a rule checks it).
  public var kind: Located<String>
  /// The key path `from` names: the top-level key, then the keys of the objects inside it
  /// (`media.url` or `[media, url]`).
  public var path: [String]
  /// `base`: the absolute URL the value is relative to, if given.
  public var base: Located<String>?

  /// Creates an entry; `path` defaults to the top-level key `from`.
  public init(
    range: SourceRange, from: Located<String>, kind: Located<String>, path: [String]? = nil,
    base: Located<String>? = nil
  ) {
    self.range = range
    self.from = from
    self.kind = kind
    self.path = path ?? [from.value]
    self.base = base
  }

  /// The path as messages and the generated code's comments write it: `media.url`.
  public var pathText: String { path.joined(separator: ".") }
}

/// The kinds of file a notification attachment may hold, with the types and sizes Apple
/// documents for `UNNotificationAttachment` ("Supported File Types and Maximum Sizes": audio
/// up to 5 MB, images up to 10 MB, movies up to 50 MB).
public enum AttachmentKind: String, CaseIterable, Sendable {
  /// JPEG, GIF or PNG.
  case image
  /// AIFF, WAV, MP3 or MPEG-4 audio.
  case audio
  /// MPEG, MPEG-2 video, MPEG-4 or AVI.
  case movie

  /// The largest file Apple accepts, in bytes. Apple gives megabytes without saying which;
  /// the smaller reading (10^6 bytes) is taken, so that a file Herald keeps is never refused.
  public var maximumBytes: Int {
    switch self {
    case .image: 10_000_000
    case .audio: 5_000_000
    case .movie: 50_000_000
    }
  }

  /// The uniform type identifiers of the kind's supported formats, in Apple's order: the
  /// values of `UNNotificationAttachmentOptionsTypeHintKey` (the `kUTType…` constants).
  public var typeIdentifiers: [String] {
    switch self {
    case .image: ["public.jpeg", "com.compuserve.gif", "public.png"]
    case .audio:
      ["public.aiff-audio", "com.microsoft.waveform-audio", "public.mp3", "public.mpeg-4-audio"]
    case .movie: ["public.mpeg", "public.mpeg-2-video", "public.mpeg-4", "public.avi"]
    }
  }
}
