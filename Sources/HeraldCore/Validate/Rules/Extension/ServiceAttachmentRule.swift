// Rules `service-attachment-key` and `service-attachment-kind`: what a service extension attaches.

/// Checks each `attachments` entry: its key is a top-level `url` of every served category's
/// payload (one diagnostic per entry, naming the categories that lack it), and its kind one
/// Apple supports.
struct ServiceAttachmentRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.key, Self.kind, Self.unserved] }
  /// The records of the ids this rule also reports, owned by another stage.
  var sharedRecords: [RuleDescription] { [SpecDecoder.duplicateValue] }

  /// The kinds as written in a spec.
  static let kinds = AttachmentKind.allCases.map(\.rawValue)

  /// Checks every attachment of every service extension against each category and push kind
  /// it serves, then the attachments each category and push kind names for itself.
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    var categories: [String: CategoryDecl] = [:]
    for category in context.set.categories where categories[category.id.value] == nil {
      categories[category.id.value] = category
    }
    for decl in context.set.serviceExtensions {
      let served =
        Set(decl.categories.map(\.value)).sorted().compactMap { id in
          categories[id].map { AttachmentOwner(category: $0, context) }
        }
        + Set(decl.pushes.map(\.value)).sorted().compactMap { id in
          context.payload.push(id).map { AttachmentOwner(push: $0) }
        }
      checkList(decl.attachments, for: decl.target.value, served: served, context, &diagnostics)
    }
    let servedCategories = context.set.serviceServedCategories
    let servedPushes = context.set.serviceServedPushes
    for category in context.set.categories where !category.attachments.isEmpty {
      let owner = AttachmentOwner(category: category, context)
      checkList(category.attachments, for: nil, served: [owner], context, &diagnostics)
      if !servedCategories.contains(category.id.value) {
        unserved(owner, category.attachments[0], &diagnostics)
      }
    }
    for push in context.payload.pushes where !push.declaration.attachments.isEmpty {
      let owner = AttachmentOwner(push: push)
      checkList(push.declaration.attachments, for: nil, served: [owner], context, &diagnostics)
      if !servedPushes.contains(push.id) {
        unserved(owner, push.declaration.attachments[0], &diagnostics)
      }
    }
  }

  /// Checks one `attachments` list: each kind, each path once, each path in every owner.
  func checkList(
    _ attachments: [AttachmentDecl], for target: String?, served: [AttachmentOwner],
    _ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine
  ) {
    var listed: [String: SourceRange] = [:]
    for attachment in attachments {
      checkKind(attachment.kind, &diagnostics)
      checkBase(attachment, &diagnostics)
      if let first = listed[attachment.pathText] {
        diagnostics.report(
          SpecDecoder.duplicateValue, as: .warning,
          "'\(attachment.pathText)' is attached twice", at: attachment.from.range,
          notes: [DiagnosticNote("first attached here", at: first)])
        continue
      }
      listed[attachment.pathText] = attachment.from.range
      checkKey(attachment, target, served, context.payloadTypes, &diagnostics)
    }
  }

  /// Reports a `base` that is no absolute URL, or one with a query or fragment, which a
  /// relative value cannot follow.
  func checkBase(_ attachment: AttachmentDecl, _ diagnostics: inout DiagnosticsEngine) {
    guard let base = attachment.base else { return }
    guard
      !PayloadWire.isAbsoluteURL(base.value) || base.value.contains("?")
        || base.value.contains("#")
    else { return }
    diagnostics.report(
      Self.key,
      "'base' must be an absolute URL without a query or fragment, such as 'https://cdn.example.com/images/', not '\(base.value)'",
      at: base.range)
  }

  /// Warns about attachments a category or push kind names that no service extension serving
  /// it would download.
  func unserved(
    _ owner: AttachmentOwner, _ first: AttachmentDecl, _ diagnostics: inout DiagnosticsEngine
  ) {
    diagnostics.report(
      Self.unserved,
      "\(owner.label) names attachments, but no service extension serves it, so nothing downloads them; add it to a service extension's '\(owner.isPush ? "pushes" : "categories")'",
      at: first.range)
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
      Self.kindOfFormat[kind.value.lowercased()]
      ?? Suggestion.closest(to: kind.value, in: Self.kinds)
    diagnostics.report(
      Self.kind,
      "'\(kind.value)' is no attachment kind; notifications attach image (JPEG, GIF, PNG), audio (AIFF, WAV, MP3, MPEG-4 audio) or movie (MPEG, MPEG-2, MPEG-4, AVI) files\(Suggestion.didYouMean(match))",
      at: kind.range, fixIts: match.map { [FixIt(range: kind.range, replacement: $0)] } ?? [])
  }

  /// Reports, once for the attachment, the served owners in which its path does not resolve
  /// to a `url` (or, with `base`, a `string`): those without the top-level key, and the rest
  /// (a nested key missing, a key of another type; each declaration a note). The fix-it renames
  /// a top-level key when one close `url` key is declared by every owner that lacks it.
  func checkKey(
    _ attachment: AttachmentDecl, _ target: String?, _ served: [AttachmentOwner],
    _ types: PayloadTypeTable, _ diagnostics: inout DiagnosticsEngine
  ) {
    let from = attachment.from
    var lacking: [AttachmentOwner] = []
    var parts: [String] = []
    var notes: [DiagnosticNote] = []
    for owner in served {
      switch AttachmentPath.resolve(attachment, in: owner.fields, types: types) {
      case .success: continue
      case .failure(.missing(step: 0, _)):
        lacking.append(owner)
      case .failure(.missing(let step, let type)):
        parts.append(
          "in \(owner.label), \(type.map { "payload type '\($0)'" } ?? "the payload") declares no key '\(attachment.path[step])'"
        )
      case .failure(.notAnObject(let step, let found)):
        parts.append(
          "in \(owner.label), '\(attachment.path[...step].joined(separator: "."))' is \(found.described), not an object of a type from 'payloadTypes'"
        )
        if let range = owner.field(attachment.path[0])?.type?.range {
          notes.append(DiagnosticNote("declared here in \(owner.label)", at: range))
        }
      case .failure(.wrongType(let found, _)):
        parts.append("\(owner.label) declares it as \(found.described)")
        if attachment.path.count == 1, let range = owner.field(attachment.path[0])?.type?.range {
          notes.append(
            DiagnosticNote("'\(from.value)' is declared here in '\(owner.id)'", at: range))
        }
      }
    }
    guard !lacking.isEmpty || !parts.isEmpty else { return }
    var match: String?
    if !lacking.isEmpty {
      let labels = Self.owners(lacking)
      parts.insert(
        "\(labels) \(lacking.count == 1 ? "declares" : "declare") no payload key '\(attachment.path[0])'",
        at: 0)
      if attachment.path.count == 1 {
        // A rename helps only if every owner that lacks the key has the new one as a `url`.
        let urls = lacking.map { owner in
          Set(owner.fields.filter { $0.type == .url }.map(\.key))
        }
        let common = urls.dropFirst().reduce(urls[0]) { $0.intersection($1) }
        match = Suggestion.closest(to: from.value, in: common.sorted())
      }
    }
    let joined =
      parts.count == 1
      ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    // A rename helps only where no owner declares the key with another type.
    let suggestion = parts.count == 1 ? match : nil
    let what =
      attachment.base == nil
      ? "only a payload key of type url is attached (a top-level key, or a path into objects)"
      : "with 'base', the key holds a string (or url) resolved against it"
    let advice =
      suggestion.map { "did you mean '\($0)'? " + what.prefix(1).uppercased() + what.dropFirst() }
      ?? what
    let subject = target.map { "service extension '\($0)' attaches" } ?? "the attachment names"
    diagnostics.report(
      Self.key, "\(subject) '\(attachment.pathText)', but \(joined); \(advice)",
      at: from.range, notes: notes,
      fixIts: suggestion.map { [FixIt(range: from.range, replacement: $0)] } ?? [])
  }

  /// `category 'a'`, `categories 'a' and 'b'`, `push kind 'p'`, in the given order.
  static func owners(_ owners: [AttachmentOwner]) -> String {
    let categories = owners.filter { !$0.isPush }.map(\.id)
    let pushes = owners.filter(\.isPush).map(\.id)
    var parts: [String] = []
    if !categories.isEmpty { parts.append(Self.categories(categories)) }
    if !pushes.isEmpty {
      let quoted = pushes.map { "'\($0)'" }
      parts.append(
        quoted.count == 1
          ? "push kind " + quoted[0]
          : "push kinds " + quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!)
    }
    return parts.joined(separator: " and ")
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
  /// `service-attachment-unserved`, described by `ServiceAttachmentRule.unserved`.
  public static let serviceAttachmentUnserved = RuleID("service-attachment-unserved")
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

  /// The record of `service-attachment-unserved`.
  static let unserved = RuleDescription(
    id: .serviceAttachmentUnserved, severity: .warning,
    summary: "A category or push kind names attachments, but no service extension serves it.",
    scopes: .category,
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: receipt
            payload: { image: url }
            attachments: [↓{ from: image, kind: image }]
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: receipt
            payload: { image: url }
            attachments: [{ from: image, kind: image }]
        serviceExtensions:
          - { target: Service, categories: receipt }
        """#))
}

/// A category or push kind an attachment is read from: how messages name it and its contract's
/// top-level fields.
struct AttachmentOwner {
  /// The category's or kind's id.
  let id: String
  /// `category 'a'`, `push kind 'p'`.
  let label: String
  /// Whether it is a push kind.
  let isPush: Bool
  /// Its contract's top-level fields (none without a payload).
  let fields: [PayloadField]

  /// A category, with the contract validation resolved.
  init(category: CategoryDecl, _ context: ValidationContext) {
    id = category.id.value
    label = "category '\(id)'"
    isPush = false
    fields = context.payload[category.id.value]?.fields ?? []
  }

  /// A push kind.
  init(push: PushKind) {
    id = push.id
    label = "push kind '\(id)'"
    isPush = true
    fields = push.contract.fields
  }

  /// The declaration of the top-level key `key`, if any.
  func field(_ key: String) -> PayloadFieldDecl? {
    fields.first { $0.key == key }?.declaration
  }
}
