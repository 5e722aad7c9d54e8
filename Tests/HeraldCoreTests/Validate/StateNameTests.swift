// Named states: decoding `states`, every diagnostic about it (located), and derived names.

import Testing

@testable import HeraldCore

/// `states` and the names of a machine's states.
@Suite struct StateNameTests {
  /// The invitation category of docs/language.md with `states` set to `states`, a flow mapping or
  /// block lines written from column 1 (indented into place), served by an extension.
  static func invite(states: String) -> String {
    let indented = states.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    return """
      version: 1
      categories:
        - id: c
          actions:
            - { id: going, title: Going, onTap: { replace: { going: undo }, remove: [decline] } }
            - { id: decline, title: Decline, onTap: { response: dismiss } }
          alternates:
            - { id: undo, title: Undo, onTap: { remove: [undo], append: [going, decline] } }
          states:
      \(indented)
      \(serving("c"))
      """
  }

  /// `states` decodes to located names and lists, in spec order, and names the machine's states.
  @Test func decodesAndNamesStates() throws {
    let result = check(Self.invite(states: "1️⃣attending: 2️⃣[undo]\ninvited: [going, decline]"))
    expectClean(result)
    let category = try #require(result.outcome.spec?.set.categories.first)
    let states = try #require(category.states).value
    #expect(states.map(\.name.value) == ["attending", "invited"])
    #expect(states.map { $0.shows.value.map(\.value) } == [["undo"], ["going", "decline"]])
    #expect(states[0].name.range.start == result.position("1️⃣", in: "spec.yml"))
    #expect(states[0].shows.range.start == result.position("2️⃣", in: "spec.yml"))
    let machine = try #require(result.outcome.spec?.machines.first)
    #expect(machine.stateNames == ["invited", "attending"])
  }

  /// Some states named, the rest derived; a machine without `states` derives every name.
  @Test func unnamedStatesDeriveTheirNames() throws {
    let named = try onlyMachine(Self.invite(states: "{ attending: [undo] }"))
    #expect(named.stateNames == ["goingDecline", "attending"])
    let podcast = try onlyMachine(Podcast.spec)
    #expect(
      podcast.stateNames == [
        "playActionQueueAction", "pauseActionQueueAction", "playActionRemoveAction",
        "pauseActionRemoveAction",
      ])
  }

  /// Derived names: case names joined in lowerCamelCase without `_`, `noActions` when empty, a
  /// prefix before a digit, a suffix after a keyword or reserved member.
  @Test func derivedNames() {
    #expect(StateNames.derivedName(["going", "decline"]) == "goingDecline")
    #expect(StateNames.derivedName(["playAction", "queueAction"]) == "playActionQueueAction")
    #expect(StateNames.derivedName(["openURL", "urlScheme"]) == "openURLUrlScheme")
    #expect(StateNames.derivedName([]) == "noActions")
    #expect(StateNames.derivedName(["_2fa"]) == "state2fa")
    #expect(StateNames.derivedName(["_default"]) == "defaultState")
    #expect(StateNames.derivedName(["all", "cases"]) == "allCasesState")
    #expect(StateNames.derivedName(["snake_case", "x"]) == "snakeCaseX")
    for name in ["goingDecline", "noActions", "state2fa", "defaultState", "snakeCaseX"] {
      #expect(StateNames.isValidName(name), "\(name)")
    }
  }

  /// Two unnamed states that derive the same name: the later one in exploration order gets `2`;
  /// `swiftName` counts, and the empty state is `noActions`.
  @Test func derivedCollisionsAreNumbered() throws {
    let machine = try onlyMachine(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a-b, title: AB, onTap: { set: [a, b-c] } }
            - { id: c, title: C, onTap: { set: [] } }
          alternates:
            - { id: a, title: A, onTap: { set: [a-b, c] } }
            - { id: b-c, title: BC, swiftName: renamed, onTap: { response: dismiss } }
      \(serving("c"))
      """)
    #expect(machine.states == [["a-b", "c"], ["a", "b-c"], []])
    #expect(machine.stateNames == ["aBC", "aRenamed", "noActions"])
    let clash = try onlyMachine(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a-b, title: AB, onTap: { set: [a, b-c] } }
            - { id: c, title: C, onTap: { set: [a-b, c] } }
          alternates:
            - { id: a, title: A, onTap: { set: [a-b, c] } }
            - { id: b-c, title: BC, onTap: { response: dismiss } }
          states: { split: [a, b-c] }
      \(serving("c"))
      """)
    #expect(clash.stateNames == ["aBC", "split"])
    let unnamed = try onlyMachine(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a-b, title: AB, onTap: { set: [a, b-c] } }
            - { id: c, title: C, onTap: { set: [a-b, c] } }
          alternates:
            - { id: a, title: A, onTap: { set: [a-b, c] } }
            - { id: b-c, title: BC, onTap: { response: dismiss } }
      \(serving("c"))
      """)
    #expect(unnamed.stateNames == ["aBC", "aBC2"])
  }

  /// A name that is not lowerCamelCase, or is a keyword, errs at the name with a suggestion.
  @Test func invalidNamesFire() {
    let result = check(
      Self.invite(states: "1️⃣going_decline: [going, decline]\n2️⃣default: [undo]"))
    let first = expectDiagnostic(
      result, id: .swiftName, severity: .error,
      message: .prefix("'going_decline' is not a valid state name: state names are lowerCamelCase"),
      at: "1️⃣")
    #expect(first?.message.hasSuffix("did you mean 'goingDecline'?") == true)
    #expect(first?.fixIts.first?.replacement == "goingDecline")
    let second = expectDiagnostic(
      result, id: .swiftName, severity: .error,
      message: .prefix("'default' is not a valid state name"), at: "2️⃣")
    #expect(second?.message.hasSuffix("did you mean 'defaultState'?") == true)
    expectIDs(result, [.swiftName, .swiftName])
    for name in ["Invited", "allCases", "hashValue", "in", "a_b", "_x", "x-y", "é"] {
      #expect(!StateNames.isValidName(name), "\(name)")
    }
  }

  /// An id that is not the category's errs at the id, with a suggestion.
  @Test func unknownActionFires() {
    let result = check(Self.invite(states: "{ invited: [going, 1️⃣declin] }"))
    expectDiagnostic(
      result, id: .machineUnknownState, severity: .error,
      message:
        "state 'invited' lists 'declin', which is not an action or alternate of category 'c'; did you mean 'decline'?",
      at: "1️⃣")
    expectIDs(result, [.machineUnknownState])
  }

  /// A list in another order than shown errs at the list and suggests the shown order.
  @Test func wrongOrderFires() {
    let result = check(Self.invite(states: "{ invited: 1️⃣[decline, going] }"))
    expectDiagnostic(
      result, id: .machineUnknownState, severity: .error,
      message:
        "state 'invited' lists [decline, going], which no reachable state shows; did you mean [going, decline]? The order is the shown order",
      at: "1️⃣")
    expectIDs(result, [.machineUnknownState])
  }

  /// A list no state shows errs at the list and lists the reachable states.
  @Test func unreachableListFires() {
    let result = check(Self.invite(states: "{ nowhere: 1️⃣[going] }"))
    expectDiagnostic(
      result, id: .machineUnknownState, severity: .error,
      message:
        "state 'nowhere' lists [going], which no reachable state shows; the reachable states show [going, decline], [undo]",
      at: "1️⃣")
    expectIDs(result, [.machineUnknownState])
  }

  /// A second name for one state errs at that name, with a note at the first.
  @Test func namedTwiceFires() {
    let result = check(
      Self.invite(states: "1️⃣invited: [going, decline]\n2️⃣initial: [going, decline]"))
    let found = expectDiagnostic(
      result, id: .machineStateNamedTwice, severity: .error,
      message:
        "state 'initial' names [going, decline], which state 'invited' already names; a state has one name",
      at: "2️⃣")
    expectNote(found, result, message: "'invited' is named here", at: "1️⃣")
    expectIDs(result, [.machineStateNamedTwice])
  }

  /// The same name twice is a YAML error.
  @Test func duplicateNameFires() {
    let result = check(Self.invite(states: "invited: [going, decline]\n1️⃣invited: [undo]"))
    expectDiagnostic(
      result, id: .yamlDuplicateKey, severity: .error,
      message: "duplicate key 'invited' in this mapping", at: "1️⃣")
  }

  /// A name equal to the derived name of another, unnamed state errs at the name.
  @Test func collisionWithDerivedNameFires() {
    let result = check(Self.invite(states: "{ 1️⃣goingDecline: [undo] }"))
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message:
        "state name 'goingDecline' is also the name Herald derives for the unnamed state [going, decline]; name that state in 'states' too, or choose another name",
      at: "1️⃣")
    expectIDs(result, [.swiftNameCollision])
    expectClean(check(Self.invite(states: "{ goingDecline: [going, decline], undo: [undo] }")))
  }

  /// `states` on a category without `onTap` warns at the mapping; an empty mapping is silent.
  @Test func unusedStatesWarn() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A }
          states: 1️⃣{ showingA: [a] }
      """)
    expectDiagnostic(
      result, id: .machineStatesUnused, severity: .warning,
      message:
        "category 'c' names states, but without any 'onTap' it has no dynamic-action machine to name them in; add 'onTap' or remove 'states'",
      at: "1️⃣")
    expectIDs(result, [.machineStatesUnused])
  }

  /// `states` must be a mapping of lists; each wrong shape errs where it is written.
  @Test func wrongShapesFire() {
    let list = check(Self.invite(states: "1️⃣- invited"))
    expectDiagnostic(
      list, id: .wrongType, severity: .error,
      message: "'states' expects a mapping of state names to lists of action ids, found a list",
      at: "1️⃣")
    let scalar = check(Self.invite(states: "{ invited: 1️⃣going }"))
    expectDiagnostic(
      scalar, id: .wrongType, severity: .error,
      message: "expected a list of the action ids state 'invited' shows, found \"going\"",
      at: "1️⃣")
  }

  /// The ids of an unknown `onTap` reference skip the machine checks, but not the name checks.
  @Test func unresolvedMachineSkipsMatching() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: a, title: A, onTap: { becomes: 1️⃣bb } }
          alternates:
            - { id: b, title: B, onTap: { becomes: a } }
          states: { 2️⃣Bad: [b, a] }
      \(serving("c"))
      """)
    expectDiagnostic(
      result, id: .onTapUnknownAction, severity: .error, message: .prefix("'bb' is not"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftName, severity: .error, message: .prefix("'Bad' is not a valid state name"),
      at: "2️⃣")
    expectNoDiagnostic(result, id: .machineUnknownState)
  }
}
