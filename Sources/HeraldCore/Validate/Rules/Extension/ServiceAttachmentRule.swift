// Rules `service-attachment-key` and `service-attachment-kind`: what a service extension attaches.

/// Checks each `attachments` entry: its key is a `url` of every served category's payload, and
/// its kind one Apple supports.
struct ServiceAttachmentRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.key, Self.kind] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// The kinds as written in a spec.
  static let kinds = AttachmentKind.allCases.map(\.rawValue)

  /// Checks every attachment of every service extension against each category it serves.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    guard !context.set.serviceExtensions.isEmpty else { return }
    var categories: [String: CategoryDecl] = [:]
    for category in context.set.categories where categories[category.id.value] == nil {
      categories[category.id.value] = category
    }
    for decl in context.set.serviceExtensions {
      var listed: [String: SourceRange] = [:]
      let served = Set(decl.categories.map(\.value)).sorted().compactMap { categories[$0] }
      for attachment in decl.attachments {
        checkKind(attachment.kind, &diagnostics)
        if let first = listed[attachment.from.value] {
          diagnostics.report(
            SpecDecoder.duplicateValue, as: .warning,
            "'\(attachment.from.value)' is attached twice", at: attachment.from.range,
            notes: [DiagnosticNote("first attached here", at: first)])
          continue
        }
        listed[attachment.from.value] = attachment.from.range
        for category in served { checkKey(attachment.from, decl, category, &diagnostics) }
      }
    }
  }

  /// The kind of each file format or media word people write for it (`jpeg`, `png`, `mp3`,
  /// `video`): the closest kind by spelling would be no help there.
  static let kindOfFormat: [String: String] = {
    var table: [String: String] = [:]
    let groups: [(String, [String])] = [
      ("image", ["jpeg", "jpg", "png", "gif", "heic", "heif", "webp", "photo", "picture", "img"]),
      ("audio", ["mp3", "wav", "wave", "aiff", "aif", "m4a", "aac", "sound", "music"]),
      ("movie", ["mp4", "m4v", "mov", "avi", "mpeg", "mpg", "video", "film"]),
    ]
    for (kind, names) in groups {
      for name in names { table[name] = kind }
    }
    return table
  }()

  /// Reports a kind Apple does not document, with the closest one as a fix-it.
  func checkKind(_ kind: Located<String>, _ diagnostics: inout DiagnosticsEngine) {
    guard AttachmentKind(rawValue: kind.value) == nil else { return }
    let match =
      Self.kindOfFormat[kind.value.lowercased()] ?? Suggestion.closest(to: kind.value, in: Self.kinds)
    diagnostics.report(
      Self.kind,
      "'\(kind.value)' is no attachment kind; notifications attach image (JPEG, GIF, PNG), audio (AIFF, WAV, MP3, MPEG-4 audio) or movie (MPEG, MPEG-2, MPEG-4, AVI) files\(Suggestion.didYouMean(match))",
      at: kind.range, fixIts: match.map { [FixIt(range: kind.range, replacement: $0)] } ?? [])
  }

  /// Reports a key the category's payload does not declare, or declares with another type.
  func checkKey(
    _ from: Located<String>, _ decl: ServiceExtensionDecl, _ category: CategoryDecl,
    _ diagnostics: inout DiagnosticsEngine
  ) {
    let fields = category.payload?.value ?? []
    let id = category.id.value
    guard let field = fields.first(where: { $0.key.value == from.value }) else {
      let urls = fields.filter { $0.type?.value == .url }.map(\.key.value)
      let match = Suggestion.closest(to: from.value, in: urls)
      let declared =
        category.payload == nil
        ? "category '\(id)' declares no payload; declare '\(from.value)' with type url in its 'payload'"
        : "the payload of category '\(id)' has no key '\(from.value)'\(Suggestion.didYouMean(match))"
      diagnostics.report(
        Self.key,
        "service extension '\(decl.target.value)' attaches '\(from.value)', but \(declared)",
        at: from.range, fixIts: match.map { [FixIt(range: from.range, replacement: $0)] } ?? [])
      return
    }
    guard let type = field.type, type.value != .url else { return }
    diagnostics.report(
      Self.key,
      "service extension '\(decl.target.value)' attaches '\(from.value)', which category '\(id)' declares as \(type.value.described); an attachment is downloaded from a 'url' key",
      at: from.range, notes: [DiagnosticNote("'\(from.value)' is declared here", at: type.range)])
  }
}

extension RuleID {
  /// `service-attachment-key`, described by `ServiceAttachmentRule.key`.
  public static let serviceAttachmentKey = RuleID("service-attachment-key")
  /// `service-attachment-kind`, described by `ServiceAttachmentRule.kind`.
  public static let serviceAttachmentKind = RuleID("service-attachment-kind")
}

extension ServiceAttachmentRule {
  /// The record of `service-attachment-key`.
  static let key = RuleDescription(
    id: .serviceAttachmentKey, severity: .error,
    summary:
      "An attachment names a key that a served category's payload does not declare as a `url`.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - { id: receipt, payload: { image: string } }
        serviceExtensions:
          - { target: Service, categories: receipt, attachments: [{ from: ↓image, kind: image }] }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - { id: receipt, payload: { image: url } }
        serviceExtensions:
          - { target: Service, categories: receipt, attachments: [{ from: image, kind: image }] }
        """#))

  /// The record of `service-attachment-kind`.
  static let kind = RuleDescription(
    id: .serviceAttachmentKind, severity: .error,
    summary: "An attachment kind Apple does not support (image, audio and movie are).",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - { id: receipt, payload: { file: url } }
        serviceExtensions:
          - { target: Service, categories: receipt, attachments: [{ from: file, kind: ↓pdf }] }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - { id: receipt, payload: { file: url } }
        serviceExtensions:
          - { target: Service, categories: receipt, attachments: [{ from: file, kind: image }] }
        """#))
}
