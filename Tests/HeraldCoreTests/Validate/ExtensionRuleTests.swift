// Marker tests for content extensions: duplicate-extension, extension-unknown-category,
// extension-category-served, extension-interface and extension-target-reserved.

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

  /// A target whose module is named like a system module, in any letter case or spelled with
  /// characters that become `_`, is an error at the target.
  @Test func extensionTargetReservedFires() {
    let result = check(
      """
      version: 1
      categories: [{ id: a }, { id: b }, { id: c }]
      extensions:
        - { target: 1️⃣Foundation, categories: [a], principalClass: VC, initialContentSizeRatio: 1 }
        - { target: 2️⃣swiftui, categories: [b], principalClass: VC, initialContentSizeRatio: 1 }
        - { target: 3️⃣Testing, categories: [c], principalClass: VC, initialContentSizeRatio: 1 }
      """)
    let rule = "which the generated code and its tests would then import instead; rename the target"
    expectDiagnostic(
      result, id: .extensionTargetReserved, severity: .error,
      message: .exact(
        "extension target 'Foundation' would be a module named like the system module"
          + " 'Foundation', \(rule)"),
      at: "1️⃣")
    expectDiagnostic(
      result, id: .extensionTargetReserved, severity: .error,
      message: .prefix(
        "extension target 'swiftui' would be a module named like the system module 'SwiftUI'"),
      at: "2️⃣")
    expectDiagnostic(
      result, id: .extensionTargetReserved, severity: .error,
      message: .prefix("extension target 'Testing' would be"), at: "3️⃣")
    expectIDs(
      result, [.extensionTargetReserved, .extensionTargetReserved, .extensionTargetReserved])
  }

  /// Every listed system module is rejected; names that only contain one, or whose module
  /// differs (`User Notifications` becomes `User_Notifications`), are silent.
  @Test func extensionTargetReservedQuiet() {
    for module in ExtensionModuleRule.systemModules {
      let spec =
        "version: 1\ncategories: [{ id: a }]\nextensions:\n  - { target: \(module),"
        + " categories: [a], principalClass: VC, initialContentSizeRatio: 1 }\n"
      #expect(check(spec).diagnostics.map(\.id) == [.extensionTargetReserved], "\(module)")
    }
    expectClean(
      check(
        """
        version: 1
        categories: [{ id: a }, { id: b }, { id: c }]
        extensions:
          - { target: FoundationUI, categories: [a], principalClass: VC, initialContentSizeRatio: 1 }
          - { target: User Notifications, categories: [b], principalClass: VC, initialContentSizeRatio: 1 }
          - { target: MapUI, categories: [c], principalClass: VC, initialContentSizeRatio: 1 }
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
