// Ids that differ only in letter case get distinct Swift names without `swiftName`.

import Testing

@testable import HeraldCore

/// `camera` and `CAMERA`, `reply` and `REPLY`: the names `SwiftNames` derives, which the
/// validator checks and the translator generates, and the pairs whose names still collide.
@Suite struct CaseVariantNameTests {
  /// Category and action ids of the kind apps register, served by one extension with machines.
  static let spec = """
    version: 1
    categories:
      - id: camera
        actions:
          - { id: reply, title: Reply, textInput: true }
          - { id: REPLY, title: Reply All, onTap: { becomes: snooze } }
        alternates:
          - { id: snooze, title: Snooze, onTap: { becomes: REPLY } }
      - id: 1️⃣CAMERA
        actions:
          - { id: play, title: Play, onTap: { becomes: PLAY } }
        alternates:
          - { id: PLAY, title: Pause, onTap: { becomes: play } }
      - id: URLScheme
      - id: urlScheme
    extensions:
      - { target: UI, categories: [camera, CAMERA], principalClass: V, initialContentSizeRatio: 1 }
    """

  /// The planned names of a clean spec: type, case and action case names by category id.
  func plannedNames(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: (type: String, case: String, actions: [String])]
  {
    let result = check(yaml)
    #expect(
      !result.outcome.diagnostics.hasErrors, "\(result.listing)", sourceLocation: sourceLocation)
    let spec = try #require(result.outcome.spec, sourceLocation: sourceLocation)
    var names: [String: (type: String, case: String, actions: [String])] = [:]
    for category in Translator.plan(spec).categories {
      names[category.id] = (
        category.typeName, category.caseName, category.allActions.map(\.caseName)
      )
    }
    return names
  }

  /// Case variants are no collision: only the `category-id-case` notes remain, as a hint.
  @Test func caseVariantsAreQuiet() {
    let result = check(Self.spec)
    expectDiagnostic(
      result, id: .categoryIdCase, severity: .note,
      message: .prefix("category ids 'camera' and 'CAMERA' differ only in letter case"),
      at: "1️⃣")
    expectIDs(result, [.categoryIdCase, .categoryIdCase])
  }

  /// Type names keep the id's capitals; the case names of case variants keep them after the
  /// first letter, and other names are the usual ones.
  @Test func caseVariantNames() throws {
    let names = try plannedNames(Self.spec)
    #expect(names["camera"]?.type == "Camera")
    #expect(names["camera"]?.case == "camera")
    #expect(names["camera"]?.actions == ["reply", "rEPLY", "snooze"])
    #expect(names["CAMERA"]?.type == "CAMERA")
    #expect(names["CAMERA"]?.case == "cAMERA")
    #expect(names["CAMERA"]?.actions == ["play", "pLAY"])
    #expect(names["URLScheme"]?.case == "uRLScheme")
    #expect(names["urlScheme"]?.case == "urlScheme")
    #expect(names["urlScheme"]?.type == "UrlScheme")
  }

  /// The names do not depend on the order of the ids, in a file or across files.
  @Test func namesDoNotDependOnOrder() throws {
    let forward = try plannedNames(
      "version: 1\ncategories:\n  - id: map\n  - id: MAP\n  - id: Map-View\n")
    let backward = try plannedNames(
      "version: 1\ncategories:\n  - id: Map-View\n  - id: MAP\n  - id: map\n")
    for id in ["map", "MAP", "Map-View"] {
      #expect(forward[id]?.type == backward[id]?.type)
      #expect(forward[id]?.case == backward[id]?.case)
    }
    #expect(forward["MAP"]?.case == "mAP")
    #expect(forward["map"]?.case == "map")
    #expect(forward["Map-View"]?.case == "mapView")
  }

  /// The validator checks the names the translator plans: the action case names feed the
  /// machine's state names too (`rEPLY` shown alone is the state `rEPLY`).
  @Test func stateNamesUseTheCaseVariantNames() throws {
    let machine = try onlyMachine(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: reply, title: Reply, onTap: { becomes: REPLY } }
          alternates:
            - { id: REPLY, title: Reply All, onTap: { becomes: reply } }
      extensions:
        - { target: UI, categories: [c], principalClass: V, initialContentSizeRatio: 1 }
      """)
    #expect(machine.stateNames == ["reply", "rEPLY"])
  }

  /// Ids that differ in their first letter only (or at a word start) still share their names:
  /// the type name capitalizes it and the case name lowercases it. That stays an error.
  @Test func firstLetterVariantsStillCollide() {
    let result = check(
      """
      version: 1
      categories:
        - id: 2️⃣Invite
        - id: 1️⃣invite
          actions:
            - { id: 4️⃣play, title: Play }
            - { id: 3️⃣Play, title: Play Here }
      """)
    let types = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "'invite' and 'Invite' both become the Swift name 'Invite'; set 'swiftName' on one of"
          + " them"),
      at: "1️⃣")
    expectNote(types, result, message: "'Invite' is declared here", at: "2️⃣")
    let actions = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("'Play' and 'play' both become the Swift name 'play'"), at: "3️⃣")
    expectNote(actions, result, message: "'play' is declared here", at: "4️⃣")
    expectIDs(result, [.categoryIdCase, .swiftNameCollision, .swiftNameCollision])
  }

  /// A name that keeps capitals can meet another id's usual name; that is a collision.
  @Test func keptCapitalsCanStillCollide() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: 2️⃣OPENER, title: A }
            - { id: opener, title: B }
            - { id: 1️⃣o-PENER, title: C }
      """)
    let diagnostic = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("'o-PENER' and 'OPENER' both become the Swift name 'oPENER'"), at: "1️⃣")
    expectNote(diagnostic, result, message: "'OPENER' is declared here", at: "2️⃣")
    expectIDs(result, [.swiftNameCollision, .bannerActions])
  }

  /// An explicit `swiftName` is used as written and takes no part in telling case variants
  /// apart; a category's case name derives from its `swiftName`, case variants included.
  @Test func explicitNamesAreKept() throws {
    let names = try plannedNames(
      """
      version: 1
      categories:
        - id: a
          swiftName: Feed
          actions:
            - { id: reply, title: Reply, swiftName: answer }
            - { id: REPLY, title: Reply All }
        - id: b
          swiftName: FEED
      """)
    #expect(names["a"]?.actions == ["answer", "reply"])
    #expect(names["a"]?.case == "feed")
    #expect(names["b"]?.case == "fEED")
  }

  /// `caseName(_:keepingCapitals:)`: the type name with its first letter lowercased, then made
  /// usable as every derived name is.
  @Test func keepingCapitals() {
    let cases: [(String, String)] = [
      ("CAMERA", "cAMERA"), ("camera", "camera"), ("URLScheme", "uRLScheme"),
      ("show-map", "showMap"), ("2FA", "_2FA"), ("Self", "_self"), ("-", "action"),
    ]
    for (id, name) in cases {
      #expect(Naming.caseName(id, keepingCapitals: true) == name, "\(id)")
    }
    #expect(Naming.caseName("CAMERA", keepingCapitals: false) == "camera")
  }
}
