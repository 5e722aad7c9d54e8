// Marker tests for generated Swift names: swift-name and swift-name-collision.

import Testing

@testable import HeraldCore

/// Explicit Swift names and collisions among derived ones.
@Suite struct SwiftNameRuleTests {
  /// Explicit names that are not identifiers (digit first, keyword, space) are errors at the name.
  @Test func swiftNameFires() {
    let result = check(
      """
      version: 1
      swift: { namespace: 3️⃣"My Notes" }
      categories:
        - id: c
          swiftName: 1️⃣9Lives
          actions:
            - { id: a, title: A, swiftName: 2️⃣default }
      """)
    let rule = "is not a valid Swift identifier (letters, digits and '_', not a keyword)"
    expectDiagnostic(
      result, id: .swiftName, severity: .error, message: .exact("'9Lives' \(rule)"), at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftName, severity: .error, message: .exact("'default' \(rule)"), at: "2️⃣")
    expectDiagnostic(
      result, id: .swiftName, severity: .error,
      message: "'My Notes' is not a valid Swift type name for the namespace", at: "3️⃣")
    expectIDs(result, [.swiftName, .swiftName, .swiftName])
  }

  /// Valid explicit names are silent.
  @Test func swiftNameQuiet() {
    expectClean(
      check(
        """
        version: 1
        swift: { namespace: MyNotes }
        categories:
          - id: c
            swiftName: NineLives
            actions:
              - { id: a, title: A, swiftName: _default }
        """))
  }

  /// Two category ids deriving the same type name collide at the second, with a note at the first.
  @Test func swiftNameCollisionForCategories() {
    let result = check("version: 1\ncategories:\n  - id: 2️⃣chat-room\n  - id: 1️⃣chat_room\n")
    let diagnostic = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "'chat_room' and 'chat-room' both become the Swift name 'ChatRoom'; set 'swiftName' on"
          + " one of them"),
      at: "1️⃣")
    expectNote(diagnostic, result, message: "'chat-room' is declared here", at: "2️⃣")
    expectIDs(result, [.swiftNameCollision])
  }

  /// Two action ids of one category deriving the same case name collide; an explicit name can
  /// collide with a derived one too.
  @Test func swiftNameCollisionForActions() {
    let result = check(
      """
      version: 1
      categories:
        - id: c
          actions:
            - { id: 2️⃣mark-read, title: A }
            - { id: 1️⃣markRead, title: B }
        - id: 4️⃣show-map
        - id: 3️⃣other
          swiftName: ShowMap
      """)
    let actions = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("'markRead' and 'mark-read' both become the Swift name 'markRead'"),
      at: "1️⃣")
    expectNote(actions, result, message: "'mark-read' is declared here", at: "2️⃣")
    let types = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("'other' and 'show-map' both become the Swift name 'ShowMap'"), at: "3️⃣")
    expectNote(types, result, message: "'show-map' is declared here", at: "4️⃣")
  }

  /// A `swiftName` on one of two colliding ids resolves the collision; the same action id in two
  /// categories is no collision either.
  @Test func swiftNameCollisionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories:
          - id: chat-room
          - id: chat_room
            swiftName: ChatRoomLegacy
            actions:
              - { id: mark-read, title: A }
              - { id: markRead, title: B, swiftName: markReadLater }
          - id: other
            actions:
              - { id: mark-read, title: A }
        """))
  }

  /// A category id that starts with a digit gets the type `Category2fa` and the case `_2fa`:
  /// no collision; an id that derives the same prefixed type name collides with it.
  @Test func digitCategoryGetsAPrefixedTypeName() {
    expectClean(check("version: 1\ncategories:\n  - id: 2fa\n  - id: 2FA-login\n"))
    let result = check("version: 1\ncategories:\n  - id: 2️⃣2fa\n  - id: 1️⃣category-2fa\n")
    let diagnostic = expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix("'category-2fa' and '2fa' both become the Swift name 'Category2fa'"),
      at: "1️⃣")
    expectNote(diagnostic, result, message: "'2fa' is declared here", at: "2️⃣")
    expectIDs(result, [.swiftNameCollision])
  }

  /// An explicit category name that is also its own case name is a collision: inside
  /// `Response` the name would mean the case. Capitalised, it is quiet.
  @Test func categoryTypeNameThatIsItsCaseNameCollides() {
    let result = check(
      """
      version: 1
      categories:
        - id: podcast
          swiftName: 1️⃣podcast
        - id: news
          swiftName: News
      """)
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "category 'podcast' becomes both the Swift type and the case 'podcast'; set a"
          + " 'swiftName' that starts with a capital letter"),
      at: "1️⃣")
    expectIDs(result, [.swiftNameCollision])
  }

  /// An extension whose enum has the namespace's name would be declared twice in one module.
  @Test func extensionTypeNamedLikeTheNamespaceCollides() {
    let result = check(
      """
      version: 1
      swift: { namespace: UIDynamicActions }
      categories:
        - id: c
      extensions:
        - { target: 1️⃣UI, categories: [c], principalClass: V, initialContentSizeRatio: 0.5 }
      """)
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "extension 'UI' becomes the Swift type 'UIDynamicActions', which is also the namespace"
          + " of the app code; set another 'swift.namespace'"),
      at: "1️⃣")
    expectIDs(result, [.swiftNameCollision])
  }

  /// A served category whose type or case would be one the extension's enum declares itself
  /// (`Tap`, `Decision`, `Tap.unmatched`) collides; the same names elsewhere are fine.
  @Test func extensionReservedNamesCollide() {
    let result = check(
      """
      version: 1
      categories:
        - id: 1️⃣tap
        - id: 2️⃣decision
        - id: 3️⃣unmatched
        - id: 4️⃣Response
      extensions:
        - { target: UI, categories: [tap, decision, unmatched], principalClass: V, initialContentSizeRatio: 0.5 }
      """)
    let message = "which the generated code declares itself; set 'swiftName'"
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact("category 'tap' becomes the Swift type 'Tap', \(message)"), at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact("category 'decision' becomes the Swift type 'Decision', \(message)"),
      at: "2️⃣")
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .prefix(
        "category 'unmatched' becomes the case 'unmatched' of its content extension's 'Tap'"),
      at: "3️⃣")
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact("category 'Response' becomes the Swift type 'Response', \(message)"),
      at: "4️⃣")
    expectIDs(
      result, [.swiftNameCollision, .swiftNameCollision, .swiftNameCollision, .swiftNameCollision])
    expectClean(check("version: 1\ncategories:\n  - id: tap\n  - id: unmatched\n"))
  }

  /// A category whose type would be the app namespace's private registration queue collides,
  /// whether the name is derived or explicit.
  @Test func registrationQueueNameCollides() {
    let result = check(
      """
      version: 1
      categories:
        - id: 1️⃣registration-queue
        - { id: 2️⃣queue, swiftName: RegistrationQueue }
      """)
    let message = "which the generated code declares itself; set 'swiftName'"
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "category 'registration-queue' becomes the Swift type 'RegistrationQueue', \(message)"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact("category 'queue' becomes the Swift type 'RegistrationQueue', \(message)"),
      at: "2️⃣")
  }

  /// An action whose case name is its category's type name would hide the type inside the
  /// category's `Action` and `Response`, where the generated code spells `<Type>.identifier`;
  /// a name that differs only in letter case is fine.
  @Test func actionCaseNamedLikeItsCategoryTypeCollides() {
    let result = check(
      """
      version: 1
      categories:
        - id: podcast
          swiftName: Podcast
          actions:
            - { id: play, title: Play, swiftName: 1️⃣Podcast }
            - { id: Podcast, title: Like }
      """)
    expectDiagnostic(
      result, id: .swiftNameCollision, severity: .error,
      message: .exact(
        "action 'play' becomes the case 'Podcast', the name of its category's Swift type, which the case would hide inside the category's 'Action' and 'Response'; set 'swiftName'"
      ),
      at: "1️⃣")
    // `Podcast` as a case name is also not lowerCamelCase.
    expectIDs(result, [.swiftNameCollision, .swiftNameStyle])
  }
}
