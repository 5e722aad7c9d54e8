// The Swift case names of a machine's states: the spec's `states` where it names one, a name
// derived from the shown actions everywhere else.

/// Names the states of an explored machine. The explorer calls this once, so the generated enum,
/// the harness and `herald explore` all read the same names.
public enum StateNames {
  /// Names a derived name may not take: the generated `State` enum is `CaseIterable` (and
  /// `Hashable`), so a case with one of these names would clash with a member it already has.
  static let reserved: Set<String> = ["allCases", "hashValue"]

  /// The name of each state, in exploration order: the first `states` entry that lists exactly
  /// the state's shown actions, otherwise the derived name. Two unnamed states that derive the
  /// same name are told apart by a number after the later one (`aB`, `aB2`, `aB3`), in
  /// exploration order; a spec name that equals a derived name is an error of its own
  /// (`swift-name-collision`), so derived names do not step aside for spec names.
  static func names(of states: [[String]], in category: CategoryDecl) -> [String] {
    var named: [[String]: String] = [:]
    for entry in category.states?.value ?? [] {
      let shows = entry.shows.value.map(\.value)
      if named[shows] == nil { named[shows] = entry.name.value }
    }
    let caseNames = SwiftNames.actionCaseNames(in: category)
    var taken = Set<String>()
    // The next number to try after each base, so that many states deriving one base try each
    // number once in all, not once per state.
    var nextNumber: [String: Int] = [:]
    var tried = 0
    defer { WorkMeter.add(tried, .nameTried) }
    return states.map { state in
      if let name = named[state] { return name }
      let base = derivedName(state.map { caseNames[$0] ?? Naming.caseName($0) })
      var name = base
      var number = nextNumber[base] ?? 2
      tried += 1
      while !taken.insert(name).inserted {
        name = base + String(number)
        number += 1
        tried += 1
      }
      nextNumber[base] = number
      return name
    }
  }

  /// The name of a state showing actions with these case names, in order: the case names joined
  /// in lowerCamelCase, without underscores (`going`, `decline` → `goingDecline`); the empty
  /// state is `noActions`. A name that would start with a digit gets the prefix `state`, and one
  /// that is a keyword or a reserved member the suffix `State`, so that no name needs escaping.
  public static func derivedName(_ caseNames: [String]) -> String {
    guard !caseNames.isEmpty else { return "noActions" }
    let name = Naming.camelCase(caseNames.joined(separator: "-"), upperFirst: false)
    guard let first = name.utf8.first else { return "state" }
    if Naming.classify(first) == .digit { return "state" + name }
    if Naming.keywords.contains(name) || reserved.contains(name) { return name + "State" }
    return name
  }

  /// Whether `name` may name a state: lowerCamelCase (an ASCII lowercase letter, then ASCII
  /// letters and digits), not a Swift keyword and not a member the `State` enum already has.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.utf8.first, Naming.classify(first) == .lower else { return false }
    return name.utf8.allSatisfy { Naming.classify($0) != .separator }
      && !Naming.keywords.contains(name) && !reserved.contains(name)
  }

  /// A valid name close to an invalid one, for "did you mean": its words in lowerCamelCase
  /// (`going_decline` → `goingDecline`), then made valid as derived names are.
  public static func suggestion(for name: String) -> String? {
    let words = Naming.camelCase(name, upperFirst: false)
    guard !words.isEmpty else { return nil }
    let suggestion = derivedName([words])
    return isValidName(suggestion) ? suggestion : nil
  }
}
