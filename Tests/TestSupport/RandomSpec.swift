// A seeded random VALID spec set: settings, categories, machines and extensions split over one
// to three files that agree on their settings.

import HeraldCore

/// One random spec set; the same seed always gives the same files, byte for byte.
struct RandomSpec {
  /// One spec file of the set.
  struct File {
    /// The path diagnostics show.
    var path: String
    /// What comes before the root mapping: comments, `---`, `%YAML 1.1`.
    var header: String
    /// The root mapping.
    var root: YNode
    /// Whether the file starts with a byte order mark.
    var bom: Bool
    /// Whether lines end in CR LF.
    var crlf: Bool
    /// Cuts the text this many characters after the first occurrence of `cut.marker`.
    var cut: (marker: String, offset: Int)? = nil

    /// The file's text.
    var text: String {
      let body = YAMLEmitter.document(root, header: header)
      let text = (bom ? "\u{FEFF}" : "") + (crlf ? body.replacing("\n", with: "\r\n") : body)
      guard let cut, let found = text.firstRange(of: cut.marker) else { return text }
      return String(text[..<found.lowerBound]) + text[found].prefix(cut.offset)
    }
  }

  let seed: UInt64
  /// The files, in the order they are given.
  var files: [File]
  /// How many categories have a machine.
  let dynamicCategories: Int
  /// How many machines fell back to the plain toggle.
  let fallbacks: Int

  /// The files as compiler inputs.
  var inputs: [InputFile] { files.map { InputFile(path: $0.path, bytes: Array($0.text.utf8)) } }

  /// Generates the set for `seed`.
  init(seed: UInt64) {
    self.seed = seed
    var dice = SpecDice(seed: seed)
    var settings = RandomSettings(&dice)
    var appDice = SpecDice(seed: seed ^ 0x6170_7020_626c_6f63)
    settings.pickApp(&appDice)
    let count = dice.int(1...3)
    var builder = SpecBuilder(
      dice: dice.fork(), settings: settings, files: count,
      payloadDice: SpecDice(seed: seed ^ 0x7061_796c_6f61_6473))
    let plans = (0..<dice.pick([0, 1, 2, 3, 3, 4, 5, 6])).map { _ in
      let dynamic = dice.chance(0.5)
      return CategoryPlan(
        id: builder.identifier(SpecBuilder.categoryWords),
        file: dice.int(0...count - 1),
        dynamic: dynamic, served: dynamic || dice.chance(0.3))
    }
    // `ignore` lists come from dice of their own, as `app` does, so older seeds keep their specs.
    var ignoreDice = SpecDice(seed: seed ^ 0x6967_6e6f_7265_0000)
    // Formats with arguments too, written once the payload they may read is known.
    var formats = RandomFormats(
      dice: SpecDice(seed: seed ^ 0x666f_726d_6174_7300), localized: settings.localized)
    let categories = plans.map { plan in
      var node = builder.category(plan)
      if let payload = builder.payload(file: plan.file, fileCount: count) {
        node.kind = .map(node.entries + [YEntry(key: "payload", value: payload)])
      }
      node = formats.category(node, plan)
      return (file: plan.file, node: Self.ignoring(node, &ignoreDice))
    }
    let extensions = builder.extensions(serving: plans.filter(\.served).map(\.id), files: count)
      .map { (file: $0.file, node: Self.ignoring($0.node, &ignoreDice)) }
    // A service extension comes from dice of its own too, with a category of its own whose
    // `url` key it attaches, so that older seeds keep their specs.
    var serviceDice = SpecDice(seed: seed ^ 0x7365_7276_6963_6573)
    let service = Self.service(plans.map(\.id), &serviceDice, &ignoreDice)
    let setWide: YNode? =
      ignoreDice.chance(0.3)
      ? .map(
        .diagnostics,
        [("ignore", .list(ignoreDice.shuffled(Self.ignorable.category).map { .text($0) }))],
        flow: ignoreDice.chance(0.5))
      : nil
    let names = dice.shuffled(["a.yml", "specs/b.yaml", "specs/nested/c.yml", "d e.yml"])
    files = (0..<count).map { index in
      var entries: [(String, YNode)] = []
      if index == 0 || dice.chance(0.5), let platforms = settings.platformsNode(&dice) {
        entries.append(("platforms", platforms))
      }
      if index == 0 || dice.chance(0.5), let swift = settings.swift {
        entries.append(("swift", swift))
      }
      if index == 0 || dice.chance(0.5), let localization = settings.localization {
        entries.append(("localization", localization))
      }
      var own = categories.filter { $0.file == index }.map(\.node)
      if index == 0, let service { own.append(service.category) }
      if !own.isEmpty || dice.chance(0.2) { entries.append(("categories", .list(own))) }
      let served = extensions.filter { $0.file == index }.map(\.node)
      if !served.isEmpty { entries.append(("extensions", .list(served))) }
      if index == 0, let service {
        entries.append(("serviceExtensions", .list([service.extension])))
      }
      var types = builder.payloadTypesNode(file: index)
      if index == 0, service?.pushes != nil {
        // The service's union and its case types: names no random type takes (those start
        // with `Place`, `Stop`, … and never with `Service`).
        let union = YNode.map(
          .payloadUnion,
          [
            ("discriminator", .text("kind")),
            (
              "cases",
              .map(nil, [("note", .text("ServiceNote")), ("photo", .text("ServicePhoto"))])
            ),
          ], flow: true)
        entries.append(("payloadUnions", .map(nil, [("ServiceItem", union)])))
        let caseTypes: [(String, YNode)] = [
          ("ServiceNote", .map(nil, [("text", .text("string"))], flow: true)),
          ("ServicePhoto", .map(nil, [("caption", .text("string"))], flow: true)),
        ]
        types = .map(nil, (types?.entries.map { ($0.key, $0.value) } ?? []) + caseTypes)
      }
      if let types {
        entries.append(("payloadTypes", types))
      }
      if index == 0, let service, let pushes = service.pushes {
        entries.append(("pushes", pushes))
      }
      var shuffled = dice.shuffled(entries)
      if index == 0 || appDice.chance(0.5), let app = settings.app {
        shuffled.insert(("app", app), at: appDice.int(0...shuffled.count))
      }
      if index == 0 || ignoreDice.chance(0.5), let setWide {
        shuffled.insert(("diagnostics", setWide), at: ignoreDice.int(0...shuffled.count))
      }
      let root = YNode.map(.file, [("version", .raw("1"))] + shuffled)
      let header = dice.pick(["", "", "# A random spec\n", "---\n", "%YAML 1.1\n---\n"])
      return File(
        path: names[index], header: header, root: root, bom: dice.chance(0.1),
        crlf: dice.chance(0.1))
    }
    dynamicCategories = plans.filter(\.dynamic).count
    fallbacks = builder.fallbacks
  }

  /// By chance, a category whose payload has a `url` key and a service extension that serves it
  /// (and, without attachments, some of `ids` too).
  static func service(_ ids: [String], _ dice: inout SpecDice, _ ignoreDice: inout SpecDice)
    -> (category: YNode, extension: YNode, pushes: YNode?)?
  {
    guard dice.chance(0.4) else { return nil }
    let id = "service-receipt"
    guard !ids.contains(id) else { return nil }
    let category = YNode.map(
      .category,
      [
        ("id", .text(id)),
        (
          "payload",
          .map(
            nil,
            [
              ("image", .text("url")),
              (
                "note",
                .map(
                  .payloadField, [("type", .text("string")), ("optional", .raw("true"))], flow: true
                )
              ),
            ])
        ),
      ])
    var entries: [(String, YNode)] = [("target", .text(dice.pick(["ReceiptService", "Svc_2"])))]
    let attaches = dice.chance(0.7)
    let others = attaches ? [] : dice.subset(ids, probability: 0.3)
    entries.append(
      (
        "categories",
        others.isEmpty && dice.chance(0.5)
          ? .text(id) : .list(([id] + others).map { .text($0) }, flow: true)
      ))
    if dice.chance(0.5) {
      entries.append(("principalClass", .text(dice.pick(["NotificationService", "Kit.Service"]))))
    }
    if attaches {
      let kind = dice.pick(["image", "audio", "movie"])
      entries.append(
        (
          "attachments",
          .list([.map(.attachment, [("from", .text("image")), ("kind", .text(kind))], flow: true)])
        ))
    }
    // Push kinds, and attachments of the category's own: one kind bound by a key, with an
    // attachment relative to a base, one bound by a category the set does not declare, and one
    // that takes every other push.
    let media = YNode.map(
      .payloadField, [("type", .text("string")), ("optional", .raw("true"))], flow: true)
    let clear = YNode.map(
      .push,
      [
        ("id", .text("service-clear")), ("swiftName", .text("ServiceClear")),
        ("description", .text("Removes delivered messages.")),
        (
          "when",
          .map(nil, [("type", .list([.text("clear"), .text("reset")], flow: true))], flow: true)
        ),
        // The extension's own attachment reads `image` from every push kind it serves too.
        (
          "payload",
          .map(
            nil,
            [
              ("media", media), ("image", media.replacingType("url")),
              ("item", media.replacingType("ServiceItem")),
            ])
        ),
        (
          "attachments",
          .list([
            .map(
              .attachment,
              [
                ("from", .list([.text("media")], flow: true)), ("kind", .text("image")),
                ("base", .text("https://cdn.example.com/m/")),
              ], flow: true)
          ])
        ),
      ])
    let chat = YNode.map(
      .push, [("id", .text("service-chat")), ("category", .text("service-chat-message"))],
      flow: true)
    let rest = YNode.map(
      .push, [("id", .text("service-rest")), ("when", .text("always"))], flow: true)
    entries.append(("pushes", .list([.text("service-clear")], flow: true)))
    let withOwn = YNode.map(
      .category,
      category.entries.map { ($0.key, $0.value) } + [
        (
          "attachments",
          .list([
            .map(
              .attachment,
              [
                ("from", .text("note")), ("kind", .text("image")),
                ("base", .text("https://cdn.example.com/n/")),
              ], flow: true)
          ])
        )
      ])
    let pushes = YNode.list([clear, chat, rest])
    let node = YNode.map(.serviceExtension, dice.shuffled(entries))
    return (withOwn, Self.ignoring(node, &ignoreDice), pushes)
  }

  /// Ids an `ignore` list may name at each place without a warning.
  static let ignorable = (
    category: ["banner-actions", "destructive-first"], action: ["icon-availability"],
    extension: ["duplicate-value"]
  )

  /// `node` with `ignore` lists added by chance to it (a category or an extension) and to its
  /// actions and alternates.
  static func ignoring(_ node: YNode, _ dice: inout SpecDice) -> YNode {
    func withList(_ node: YNode, _ ids: [String], _ dice: inout SpecDice) -> YNode {
      guard dice.chance(0.25), case .map(var entries) = node.kind else { return node }
      let list = YNode.list(dice.subset(ids, probability: 0.7).map { .text($0) }, flow: true)
      guard case .list(let items) = list.kind, !items.isEmpty else { return node }
      entries.insert(YEntry(key: "ignore", value: list), at: dice.int(0...entries.count))
      var result = node
      result.kind = .map(entries)
      return result
    }
    guard node.role == .category else {
      return withList(node, ignorable.extension, &dice)
    }
    var result = withList(node, ignorable.category, &dice)
    guard case .map(var entries) = result.kind else { return result }
    for index in entries.indices where ["actions", "alternates"].contains(entries[index].key) {
      guard case .list(let actions) = entries[index].value.kind else { continue }
      entries[index].value.kind = .list(actions.map { withList($0, ignorable.action, &dice) })
    }
    result.kind = .map(entries)
    return result
  }

  /// Every file's path and text, for failure messages.
  var listing: String {
    files.map { "--- \($0.path)\n\($0.text)" }.joined(separator: "\n")
  }
}

extension YNode {
  /// A `{ type: …, optional: true }` payload field with another type.
  fileprivate func replacingType(_ type: String) -> YNode {
    YNode.map(
      .payloadField, [("type", .text(type)), ("optional", .raw("true"))], flow: true)
  }
}
