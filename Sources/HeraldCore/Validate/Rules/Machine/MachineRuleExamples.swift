// The example spec the machine rules' records share.

/// The spec the records of the machine rules (`Validate/Rules/Machine/`) show their ids with,
/// written once: one category `c`, served by the content extension `UI`, whose actions and
/// alternates toggle `a` and `b` unless an example gives its own. An example passes only what
/// its rule is about (its action lines, the category lines it adds, a deployment target) and
/// its `↓` markers, so that the near miss beside it differs in those lines alone.
enum MachineRuleExamples {
  /// `a`, which becomes `b`: the registered action of the usual machine.
  static let toggleActions = ["{ id: a, title: A, onTap: { becomes: b } }"]
  /// `b`, which becomes `a` again.
  static let toggleAlternates = ["{ id: b, title: B, onTap: { becomes: a } }"]

  /// The spec: `platforms` (a flow mapping) when given, category `c` (its id marked when
  /// `markingCategory`) with `actions` and `alternates` (one flow mapping each) and the further
  /// category `lines` (`states: …`), and, when `served`, the content extension `UI`.
  static func spec(
    platforms: String? = nil, markingCategory: Bool = false,
    actions: [String] = toggleActions, alternates: [String] = toggleAlternates,
    lines: [String] = [], served: Bool = true
  ) -> RuleExample {
    RuleExample(
      text(
        platforms: platforms, markingCategory: markingCategory, actions: actions,
        alternates: alternates, lines: lines, served: served))
  }

  /// The text of `spec(…)`.
  static func text(
    platforms: String? = nil, markingCategory: Bool = false,
    actions: [String] = toggleActions, alternates: [String] = toggleAlternates,
    lines: [String] = [], served: Bool = true
  ) -> String {
    var text = "version: 1\n"
    if let platforms { text += "platforms: \(platforms)\n" }
    text += "categories:\n  - id: \(markingCategory ? "↓" : "")c\n    actions:\n"
    text += actions.map { "      - \($0)\n" }.joined()
    if !alternates.isEmpty {
      text += "    alternates:\n" + alternates.map { "      - \($0)\n" }.joined()
    }
    text += lines.map { "    \($0)\n" }.joined()
    if served {
      text +=
        "extensions:\n  - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }\n"
    }
    return text
  }

  /// The spec whose `count` actions each cycle through `variants` ids with `becomes`
  /// (`a0v0` → `a0v1` → … → `a0v0`), so that `variants^count` states are reachable, each with
  /// `count · variants` actions and alternates.
  static func cycles(actions count: Int, variants: Int, markingCategory: Bool = false)
    -> RuleExample
  {
    var actions: [String] = []
    var alternates: [String] = []
    for action in 0..<count {
      actions.append("{ id: a\(action)v0, title: A, onTap: { becomes: a\(action)v1 } }")
      for variant in 1..<variants {
        let next = (variant + 1) % variants
        alternates.append(
          "{ id: a\(action)v\(variant), title: A, onTap: { becomes: a\(action)v\(next) } }")
      }
    }
    return spec(markingCategory: markingCategory, actions: actions, alternates: alternates)
  }
}
