// Rules `service-attachment-key` and `service-attachment-kind`: what a service extension attaches.

/// Checks each `attachments` entry: its key is a top-level `url` of every served category's
/// payload (one diagnostic per entry, naming the categories that lack it), and its kind one
/// Apple supports.
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
        checkKey(attachment.from, decl, served, &diagnostics)
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

  /// Reports, once for the attachment, the served categories whose payload does not declare
  /// `from` as a top-level `url` key: those without the key, and those that declare it with
  /// another type (each declaration a note). The fix-it renames the key when one close `url`
  /// key is declared by every category that lacks it.
  func checkKey(
    _ from: Located<String>, _ decl: ServiceExtensionDecl, _ served: [CategoryDecl],
    _ diagnostics: inout DiagnosticsEngine
  ) {
    var lacking: [CategoryDecl] = []
    var mistyped: [(category: CategoryDecl, type: Located<PayloadType>)] = []
    for category in served {
      let fields = category.payload?.value ?? []
      guard let field = fields.first(where: { $0.key.value == from.value }) else {
        lacking.append(category)
        continue
      }
      if let type = field.type, type.value != .url { mistyped.append((category, type)) }
    }
    guard !lacking.isEmpty || !mistyped.isEmpty else { return }
    var parts: [String] = []
    var match: String?
    if !lacking.isEmpty {
      let ids = lacking.map(\.id.value)
      parts.append(
        "\(Self.categories(ids)) \(ids.count == 1 ? "declares" : "declare") no payload key '\(from.value)'"
      )
      // A rename helps only if every category that lacks the key has the new one as a `url`.
      let urls = lacking.map { category in
        Set((category.payload?.value ?? []).filter { $0.type?.value == .url }.map(\.key.value))
      }
      let common = urls.dropFirst().reduce(urls[0]) { $0.intersection($1) }
      match = Suggestion.closest(to: from.value, in: common.sorted())
    }
    for (category, type) in mistyped {
      parts.append(
        "\(Self.categories([category.id.value])) declares it as \(type.value.described)")
    }
    let joined =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    // A rename helps only where no category declares the key with another type.
    let suggestion = mistyped.isEmpty ? match : nil
    let what = "only a top-level payload key of type url is attached"
    let advice = suggestion.map { "did you mean '\($0)'? O" + what.dropFirst() } ?? what
    diagnostics.report(
      Self.key,
      "service extension '\(decl.target.value)' attaches '\(from.value)', but \(joined); \(advice)",
      at: from.range,
      notes: mistyped.map {
        DiagnosticNote(
          "'\(from.value)' is declared here in '\($0.category.id.value)'", at: $0.type.range)
      },
      fixIts: suggestion.map { [FixIt(range: from.range, replacement: $0)] } ?? [])
  }

  /// `category 'a'`, `categories 'a' and 'b'`, `categories 'a', 'b' and 'c'`.
  static func categories(_ ids: [String]) -> String {
    let quoted = ids.map { "'\($0)'" }
    guard quoted.count > 1 else { return "category " + quoted[0] }
    return "categories " + quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
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
