// Renders the push kinds in the app Swift: `Pushes` with a struct per kind, how each kind is
// recognized (`matches(userInfo:)`), and the discriminators its encoding writes.

extension PayloadSwiftRenderer {
  /// `Pushes`: a struct per push kind, in the spec's order.
  func pushTypes(_ pushes: [PlannedPush], conveniences: Bool, _ writer: inout SwiftWriter) {
    writer.doc("The payloads of the push kinds (`pushes`), each recognized by its content.")
    writer.enumeration(access, GeneratedNames.pushesType) { body in
      if pushes.contains(where: { $0.binding == .undeclaredCategory }) {
        body.doc("The categories the spec declares: any other is one the app defines at run time.")
        body.assignment(
          "static let declaredCategories: Set<String>",
          .array(plan.categoryIDs.map { .atom(SwiftEscaping.stringLiteral($0)) }))
        body.line()
      }
      for (index, push) in pushes.enumerated() {
        if index > 0 { body.line() }
        body.doc(
          push.description.map(SwiftEscaping.comment)
            ?? "A \(SwiftEscaping.codeVoice(push.id)) push.")
        structure(
          push.typeName, push.payload, categoryID: nil, push: push, conveniences: conveniences,
          &body)
      }
    }
  }

  /// A kind's identifier and, for a kind bound by keys, `matches(userInfo:)`.
  func pushHeader(_ push: PlannedPush, _ writer: inout SwiftWriter) {
    writer.doc("The push kind's id in the spec (`pushes`).")
    writer.assignment(
      "\(access) static let kindIdentifier: String", .atom(SwiftEscaping.stringLiteral(push.id)))
    guard case .keys(let conditions) = push.binding else {
      if !push.payload.fields.isEmpty { writer.line() }
      return
    }
    writer.line()
    writer.doc("Whether a notification's `userInfo` is this kind:")
    writer.doc(SwiftEscaping.comment(push.binding.described) + ".")
    writer.function(
      .function(
        "\(access) static", "matches", ["userInfo: [AnyHashable: Any]"], returns: "Bool")
    ) { body in
      body.line("let members = PayloadValues.members(of: userInfo)")
      let tests = conditions.map(Self.holds)
      if tests.count == 1, tests[0].count == 1 { return body.expression("return ", tests[0][0]) }
      // One constant per test keeps each within the line length, however long the values.
      var alternatives: [String] = []
      for condition in tests {
        var names: [String] = []
        for test in condition {
          let name = "test\(alternatives.count + names.count)"
          body.assignment("let \(name)", test)
          names.append(name)
        }
        alternatives.append(
          names.count == 1 ? names[0] : "(" + names.joined(separator: " || ") + ")")
      }
      body.line("return " + alternatives.joined(separator: " && "))
    }
    if !push.payload.fields.isEmpty { writer.line() }
  }

  /// The tests of one condition, one per kind of value it lists:
  /// `PushValues.holds(members["type"], strings: ["clear"])`.
  static func holds(_ condition: PushCondition) -> [SwiftExpression] {
    var strings: [SwiftExpression] = []
    var integers: [SwiftExpression] = []
    var booleans: [SwiftExpression] = []
    for value in condition.values {
      switch value {
      case .string(let text): strings.append(.atom(SwiftEscaping.stringLiteral(text)))
      case .integer(let number): integers.append(.atom(String(number)))
      case .boolean(let flag): booleans.append(.atom(flag ? "true" : "false"))
      }
    }
    let value = SwiftExpression.atom("members[\(SwiftEscaping.stringLiteral(condition.key))]")
    return [("strings", strings), ("integers", integers), ("booleans", booleans)].compactMap {
      label, values in
      values.isEmpty ? nil : .call("PushValues.holds", [nil: value, label: .array(values)])
    }
  }

  /// The condition of a kind in the `Payload` dispatch.
  static func matchCondition(_ push: PlannedPush) -> String {
    switch push.binding {
    case .keys:
      "\(GeneratedNames.pushesType).\(push.typeName).matches(userInfo: userInfo)"
    case .category(let id): "categoryIdentifier == \(SwiftEscaping.stringLiteral(id))"
    case .undeclaredCategory:
      "!categoryIdentifier.isEmpty, !\(GeneratedNames.pushesType).declaredCategories.contains(categoryIdentifier)"
    case .always: "true"
    }
  }

  /// In `encode(to:)`, the first value of each `when` key the payload does not declare, so a
  /// payload built with `JSONEncoder` is recognized as its kind.
  func discriminators(_ push: PlannedPush, _ payload: PlannedPayload, _ writer: inout SwiftWriter) {
    guard case .keys(let conditions) = push.binding else { return }
    let declared = Set(payload.fields.map(\.key))
    for condition in conditions where !declared.contains(condition.key) {
      guard let first = condition.values.first else { continue }
      let value: String =
        switch first {
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .integer(let number): "Int64(\(number))"
        case .boolean(let flag): flag ? "true" : "false"
        }
      writer.line(
        "try container.encode(\(value), forKey: PayloadCodingKey(\(SwiftEscaping.stringLiteral(condition.key))))"
      )
    }
  }
}

/// The readers the push kinds' `matches(userInfo:)` use, written only for a set with pushes so
/// that the files of other sets keep their bytes.
enum PushSupportSource {
  /// `PushValues`, at the namespace's indentation.
  static let text = #"""
    /// The readers of the values that tell push kinds apart (`when`).
    fileprivate enum PushValues {
      /// Whether `value` is one of `strings`, compared by their Unicode scalars.
      static func holds(_ value: Any?, strings: [String]) -> Bool {
        guard let text = value as? String else { return false }
        return strings.contains { $0.unicodeScalars.elementsEqual(text.unicodeScalars) }
      }

      /// Whether `value` is a number (never a Boolean) with one of the values of `integers`.
      static func holds(_ value: Any?, integers: [Int64]) -> Bool {
        guard let value, let number = PayloadValues.numeric(value) else { return false }
        return integers.contains { Double($0) == number.doubleValue }
      }

      /// Whether `value` is a Boolean (never a number) that is one of `booleans`.
      static func holds(_ value: Any?, booleans: [Bool]) -> Bool {
        guard let value, let flag = PayloadValues.flag(value) else { return false }
        return booleans.contains(flag)
      }
    }
    """#
}
