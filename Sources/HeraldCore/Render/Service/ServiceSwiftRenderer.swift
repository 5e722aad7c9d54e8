// Renders `<Target>/<Target>Content.swift` of a notification service extension: the payload
// types of the categories it serves and `Served` in pure Swift, and the `Modifier` its
// `UNNotificationServiceExtension` subclass holds where UserNotifications is.

/// Writes the Swift file of one service-extension target.
struct ServiceSwiftRenderer {
  /// The whole plan (access level, named payload types).
  let plan: GenerationPlan
  /// The extension.
  let service: PlannedServiceExtension

  /// The served categories that declare a payload, whose types the file declares.
  var payloadCategories: [PlannedCategory] { service.categories.filter { $0.payload != nil } }

  /// Whether the file declares payload types: a served category declares a payload, or the
  /// extension serves push kinds.
  var declaresPayloads: Bool { !payloadCategories.isEmpty || !service.pushes.isEmpty }

  /// The spec files the file comes from: the extension's, its categories' and push kinds' and,
  /// when it declares payloads, the named payload types', in the order the set was given.
  var sources: [String] {
    var used = Set(
      [service.source] + service.categories.map(\.source) + service.pushes.map(\.source))
    if declaresPayloads { used.formUnion(plan.payloadTypes.map(\.source)) }
    return plan.sources.filter(used.contains)
  }

  /// The whole file.
  func render() -> String {
    var writer = SwiftWriter()
    writer.fileHeader(FileHeader.swift(sources: sources))
    writer.line("import Foundation")
    writer.line()
    writer.doc(
      "The notification service of the \(SwiftEscaping.codeVoice(service.target)) extension: the")
    writer.doc("payloads of the categories it serves and the `Modifier` its principal class holds.")
    writer.enumeration(plan.access, service.typeName) { body in
      let payloads = PayloadSwiftRenderer(plan: plan)
      for category in payloadCategories {
        body.doc("The \(SwiftEscaping.codeVoice(category.id)) category.")
        body.enumeration(plan.access, category.typeName) { inner in
          payloads.categoryPayload(category, conveniences: false, &inner)
        }
        body.line()
      }
      served(&body)
      if declaresPayloads {
        payloads.namespaceTypes(
          payloadCategories, pushes: service.pushes, conveniences: false, &body)
      }
    }
    writer.line()
    writer.conditional("canImport(UserNotifications)") { file in
      file.conditional("canImport(FoundationNetworking)") { $0.line("import FoundationNetworking") }
      file.line("import UserNotifications")
      let payloads = PayloadSwiftRenderer(plan: plan)
      for category in payloadCategories {
        payloads.notificationInitializers(
          of: "\(service.typeName).\(category.typeName).Payload", &file)
      }
      for push in service.pushes {
        payloads.notificationInitializers(
          of: "\(service.typeName).\(GeneratedNames.pushesType).\(push.typeName)", &file)
      }
      if declaresPayloads {
        file.line()
        file.extensionOf("\(service.typeName).Payload") {
          payloads.notificationEnumInitializer(&$0)
        }
      }
      file.line()
      let source = ServiceModifierSource.text(access: plan.access, typeName: service.typeName)
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        file.line(String(line))
      }
    }
    return writer.text
  }

  /// `Served`: a notification of a served category with its decoded payload, the attachments it
  /// names, and their kinds.
  func served(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("A notification of a category the extension serves, with its decoded payload.")
    writer.enumeration(access, GeneratedNames.servedType, ["Sendable", "Equatable"]) { body in
      for category in service.categories {
        if category.payload != nil {
          body.doc("A \(SwiftEscaping.codeVoice(category.id)) notification.")
          body.line("case \(category.caseName)(\(category.typeName).Payload)")
        } else {
          body.doc(
            "A \(SwiftEscaping.codeVoice(category.id)) notification (the category declares no payload)."
          )
          body.line("case \(category.caseName)")
        }
      }
      for push in service.pushes {
        body.doc("A \(SwiftEscaping.codeVoice(push.id)) push.")
        body.line("case \(push.caseName)(\(GeneratedNames.pushesType).\(push.typeName))")
      }
      body.line()
      body.doc("Decodes a notification's category and payload; nil for a category the extension")
      body.doc("does not serve or a payload that does not decode (`Payload` says why).")
      body.function(
        .initializer(
          access, failable: true, ["categoryIdentifier: String", "userInfo: [AnyHashable: Any]"])
      ) { inner in
        inner.switchOn("categoryIdentifier") { cases in
          for category in service.categories {
            let pattern = SwiftEscaping.stringLiteral(category.id)
            guard category.payload != nil else {
              cases.caseClause(pattern, "self = .\(category.caseName)")
              continue
            }
            cases.caseClause(pattern) { clause in
              clause.block(
                "guard let payload = try? \(category.typeName).Payload(userInfo: userInfo) else"
              ) { $0.line("return nil") }
              clause.line("self = .\(category.caseName)(payload)")
            }
          }
          guard !service.pushes.isEmpty else { return cases.defaultClause("return nil") }
          cases.defaultClause { clause in
            for push in service.pushes {
              let decode =
                "guard let payload = try? \(GeneratedNames.pushesType).\(push.typeName)(userInfo: userInfo) else"
              guard push.binding != .always else {
                clause.block(decode) { $0.line("return nil") }
                clause.line("self = .\(push.caseName)(payload)")
                return
              }
              clause.block("if \(PayloadSwiftRenderer.matchCondition(push))") { inner in
                inner.block(decode) { $0.line("return nil") }
                inner.line("self = .\(push.caseName)(payload)")
                inner.line("return")
              }
            }
            clause.line("return nil")
          }
        }
      }
      body.line()
      attachments(&body)
      body.line()
      attachmentType(&body)
    }
  }

  /// `attachments`: each served category's and push kind's attachment URLs, in spec order:
  /// the extension's, then the category's or kind's own.
  func attachments(_ writer: inout SwiftWriter) {
    writer.doc("The attachments the spec declares, in its order, with this payload's URLs.")
    writer.function(.property(plan.access, "attachments", "[Attachment]")) { body in
      guard !service.categories.isEmpty || !service.pushes.isEmpty else {
        return body.line("switch self {}")
      }
      body.switchOn("self") { cases in
        for category in service.categories {
          let entries = attachmentEntries(
            service.attachments + category.attachments, category.payload?.fields ?? [])
          if entries.isEmpty {
            cases.caseClause(
              ".\(category.caseName)",
              "return []")
          } else {
            cases.caseClause(".\(category.caseName)(let payload)", "return ", .array(entries))
          }
        }
        for push in service.pushes {
          let entries = attachmentEntries(
            service.attachments + push.attachments, push.payload.fields)
          if entries.isEmpty {
            cases.caseClause(".\(push.caseName)", "return []")
          } else {
            cases.caseClause(".\(push.caseName)(let payload)", "return ", .array(entries))
          }
        }
      }
    }
  }

  /// The `Attachment` values of the attachments whose path resolves in `fields` (validation
  /// reported the others).
  func attachmentEntries(_ attachments: [PlannedAttachment], _ fields: [PayloadField])
    -> [SwiftExpression]
  {
    guard !attachments.isEmpty, !fields.isEmpty else { return [] }
    let types = plan.payloadTypeTable ?? PayloadTypeTable([])
    // A path both lists name is attached once, where the extension's list puts it.
    var seen = Set<String>()
    return attachments.compactMap { attachment in
      guard seen.insert(attachment.path.joined(separator: ".")).inserted,
        case .success(let path) = AttachmentPath.resolve(
          attachment.declaration, in: fields, types: types)
      else { return nil }
      return .call(
        "Attachment",
        [
          "key": .atom(SwiftEscaping.stringLiteral(attachment.key)),
          "kind": .atom(".\(attachment.kind.rawValue)"),
          "url": Self.url(path, base: attachment.base),
        ])
    }
  }

  /// The expression of an attachment's URL: the properties along the path (optional chaining
  /// through optional keys), resolved against `base` when the value is a relative string.
  static func url(_ path: AttachmentPath, base: String?) -> SwiftExpression {
    var chain = "payload"
    for (index, field) in path.fields.enumerated() {
      chain += "." + field.propertyName
      if field.isOptional, index < path.fields.count - 1 { chain += "?" }
    }
    guard let base, path.fields.last?.type == .string else { return .atom(chain) }
    return .call(
      "Attachment.url", [nil: .atom(chain), "relativeTo": .atom(SwiftEscaping.stringLiteral(base))])
  }

  /// Whether some served category's or push kind's attachment is relative to a base.
  var resolvesRelativeURLs: Bool {
    let own = service.categories.flatMap(\.attachments) + service.pushes.flatMap(\.attachments)
    return (service.attachments + own).contains { $0.base != nil }
  }

  /// `Attachment` and its `Kind`: the key, the kind's limits and the type identifiers read
  /// from a MIME type or a file extension.
  func attachmentType(_ writer: inout SwiftWriter) {
    let access = plan.access
    writer.doc("One attachment: the payload key (its identifier), what it holds and its URL, nil")
    writer.doc("where an optional key is absent.")
    writer.structure(access, "Attachment", ["Sendable", "Equatable"]) { body in
      body.doc("The payload key, used as the attachment's identifier.")
      body.line("\(access) let key: String")
      body.doc("What the file holds.")
      body.line("\(access) let kind: Kind")
      body.doc("Where the file is: a `file`, `http` or `https` URL.")
      body.line("\(access) let url: URL?")
      body.line()
      if resolvesRelativeURLs {
        body.doc("The absolute URL of a payload's relative reference `text` against `base`.")
        body.function(
          .function(
            "static", "url", ["_ text: String?", "relativeTo base: String"], returns: "URL?")
        ) { inner in
          inner.line("text.flatMap { URL(string: $0, relativeTo: URL(string: base))?.absoluteURL }")
        }
        body.line()
      }
      body.doc("What an attachment holds, with the formats and sizes Apple supports.")
      body.enumeration(access, "Kind", ["String", "Sendable", "CaseIterable"]) { kind in
        kind.line("case image, audio, movie")
        kind.line()
        kind.doc("The largest file accepted, in bytes (Apple's megabytes read as 10^6 bytes).")
        kind.function(.property(access, "maximumBytes", "Int")) { inner in
          inner.switchOn("self") { cases in
            for each in AttachmentKind.allCases {
              cases.caseClause(".\(each.rawValue)", "return \(Self.grouped(each.maximumBytes))")
            }
          }
        }
        kind.line()
        kind.doc("The uniform type identifiers of the supported formats, the type hints passed.")
        kind.function(.property(access, "typeIdentifiers", "[String]")) { inner in
          inner.switchOn("self") { cases in
            for each in AttachmentKind.allCases {
              cases.caseClause(
                ".\(each.rawValue)", "return ",
                .array(each.typeIdentifiers.map { .atom(SwiftEscaping.stringLiteral($0)) }))
            }
          }
        }
        kind.line()
        kind.doc("The type of a file of this kind: the one its MIME type names, else the one its")
        kind.doc("file extension names; nil when neither names one of `typeIdentifiers`.")
        kind.function(
          .function(
            access, "typeIdentifier", ["mimeType: String?", "pathExtension: String"],
            returns: "String?")
        ) { inner in
          inner.line("let named = [")
          inner.line("  mimeType.flatMap { Self.typeIdentifier(mimeType: $0.lowercased()) },")
          inner.line("  Self.typeIdentifier(pathExtension: pathExtension.lowercased()),")
          inner.line("]")
          inner.line("return named.compactMap { $0 }.first { typeIdentifiers.contains($0) }")
        }
        kind.line()
        table(
          "The type a lowercase MIME type names.", "mimeType", \.mimeTypes, &kind)
        kind.line()
        table(
          "The type a lowercase file extension names.", "pathExtension", \.fileExtensions,
          &kind)
        kind.line()
        kind.doc("The file extension a file of the type gets.")
        kind.function(
          .function(
            "\(access) static", "pathExtension", ["of typeIdentifier: String"], returns: "String")
        ) { inner in
          inner.switchOn("typeIdentifier") { cases in
            for format in AttachmentFormat.all {
              cases.caseClause(
                SwiftEscaping.stringLiteral(format.typeIdentifier),
                "return " + SwiftEscaping.stringLiteral(format.fileExtensions[0]))
            }
            cases.defaultClause("return \"\"")
          }
        }
      }
    }
  }

  /// A static function mapping names (MIME types or extensions) to a type identifier.
  func table(
    _ summary: String, _ label: String, _ names: KeyPath<AttachmentFormat, [String]>,
    _ writer: inout SwiftWriter
  ) {
    writer.doc(summary)
    writer.function(
      .function(
        "\(plan.access) static", "typeIdentifier", ["\(label): String"], returns: "String?")
    ) { inner in
      inner.switchOn(label) { cases in
        for format in AttachmentFormat.all {
          cases.caseClause(
            patterns: format[keyPath: names].map(SwiftEscaping.stringLiteral)
          ) { $0.line("return " + SwiftEscaping.stringLiteral(format.typeIdentifier)) }
        }
        cases.defaultClause("return nil")
      }
    }
  }

  /// An integer with `_` every three digits, as swift-format asks.
  static func grouped(_ value: Int) -> String {
    var digits = Array(String(value))
    var index = digits.count - 3
    while index > 0 {
      digits.insert("_", at: index)
      index -= 3
    }
    return String(digits)
  }
}
