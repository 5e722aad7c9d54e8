// Marker tests for content extensions: duplicate-extension, extension-unknown-category,
// extension-category-served and extension-interface.

import Testing

@testable import HeraldCore

/// Content extension targets and the categories they serve.
@Suite struct ExtensionRuleTests {
  /// A target declared twice is an error at the second, with a note at the first.
  @Test func duplicateExtensionFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: a }, { id: b }]
      extensions:
        - { target: 2️⃣UI, categories: [a], principalClass: VC, initialContentSizeRatio: 1 }
        - { target: 1️⃣UI, categories: [b], principalClass: VC, initialContentSizeRatio: 1 }
      """)
    let diagnostic = expectDiagnostic(
      result, id: .duplicateExtension, severity: .error,
      message: "extension target 'UI' is declared twice", at: "1️⃣")
    expectNote(diagnostic, result, message: "first declared here", at: "2️⃣")
    expectIDs(result, [.duplicateExtension])
  }

  /// Two targets with different names are silent.
  @Test func duplicateExtensionQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: a }, { id: b }]
        extensions:
          - { target: UI, categories: [a], principalClass: VC, initialContentSizeRatio: 1 }
          - { target: MapUI, categories: b, mainStoryboard: Main, initialContentSizeRatio: 0 }
        """))
  }

  /// Serving an undeclared category is an error at the name, with a suggestion when close.
  @Test func extensionUnknownCategoryFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: maps }]
      extensions:
        - target: UI
          categories: [1️⃣mapz, 2️⃣weather]
          principalClass: VC
          initialContentSizeRatio: 1
      """)
    expectDiagnostic(
      result, id: .extensionUnknownCategory, severity: .error,
      message: "extension 'UI' serves 'mapz', which no spec file declares; did you mean 'maps'?",
      at: "1️⃣")
    expectDiagnostic(
      result, id: .extensionUnknownCategory, severity: .error,
      message: "extension 'UI' serves 'weather', which no spec file declares", at: "2️⃣")
    expectIDs(result, [.extensionUnknownCategory, .extensionUnknownCategory])
  }

  /// Serving declared categories (as a list or a single string) is silent.
  @Test func extensionUnknownCategoryQuiet() {
    expectClean(check("version: 1\ncategories: [{ id: maps }]\n\(serving("maps"))"))
  }

  /// A category served by two extensions is an error at the second, with a note at the first.
  @Test func extensionCategoryServedFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: c }]
      extensions:
        - { target: UI, categories: [2️⃣c], principalClass: VC, initialContentSizeRatio: 1 }
        - { target: UI2, categories: 1️⃣c, principalClass: VC, initialContentSizeRatio: 1 }
      """)
    let diagnostic = expectDiagnostic(
      result, id: .extensionCategoryServed, severity: .error,
      message: "category 'c' is served by more than one extension; each category may have one",
      at: "1️⃣")
    expectNote(diagnostic, result, message: "'UI' serves it here", at: "2️⃣")
    expectIDs(result, [.extensionCategoryServed])
  }

  /// Two extensions serving different categories are silent.
  @Test func extensionCategoryServedQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: [c], principalClass: VC, initialContentSizeRatio: 1 }
          - { target: UI2, categories: [d], principalClass: VC, initialContentSizeRatio: 1 }
        """))
  }

  /// Neither `principalClass` nor `mainStoryboard` errs at the target; both err at the storyboard
  /// with a note at the class.
  @Test func extensionInterfaceFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: c }, { id: d }]
      extensions:
        - { target: 1️⃣UI, categories: [c], initialContentSizeRatio: 1 }
        - target: UI2
          categories: [d]
          principalClass: 3️⃣VC
          mainStoryboard: 2️⃣Main
          initialContentSizeRatio: 1
      """)
    expectDiagnostic(
      result, id: .extensionInterface, severity: .error,
      message: "extension 'UI' needs 'principalClass' or 'mainStoryboard'", at: "1️⃣")
    let both = expectDiagnostic(
      result, id: .extensionInterface, severity: .error,
      message: "'principalClass' and 'mainStoryboard' exclude each other; keep one", at: "2️⃣")
    expectNote(both, result, message: "'principalClass' is here", at: "3️⃣")
    expectIDs(result, [.extensionInterface, .extensionInterface])
  }

  /// Exactly one of the two is silent.
  @Test func extensionInterfaceQuiet() {
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: c }, { id: d }]
        extensions:
          - { target: UI, categories: [c], principalClass: App.VC, initialContentSizeRatio: 1 }
          - { target: UI2, categories: [d], mainStoryboard: Main, initialContentSizeRatio: 1 }
        """))
  }
}
