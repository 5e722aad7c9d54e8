// Rule `extension-target-reserved`: an extension target is not named like a system module.

/// Reports an extension target whose module would shadow a system module.
struct ExtensionModuleRule: ValidationRule {
  /// The records of the ids this rule owns, declared below; the registry collects them.
  var records: [RuleDescription] { [Self.description] }

  /// System modules a content extension's module must not be named like: the ones the generated
  /// code and its harness import (Swift, Foundation, UserNotifications, UserNotificationsUI,
  /// Testing), the overlays Foundation brings along, and the frameworks an extension or its
  /// tests import (UIKit, SwiftUI, XCTest). Compared ignoring letter case, since Apple's file
  /// systems find `foundation.swiftmodule` for `import Foundation`.
  static let systemModules = [
    "Swift", "Foundation", "UserNotifications", "UserNotificationsUI", "Testing", "XCTest",
    "UIKit", "SwiftUI", "Darwin", "Glibc", "Dispatch", "ObjectiveC",
  ]

  /// The system modules by their lowercased names.
  static let byLowercasedName = Dictionary(
    uniqueKeysWithValues: systemModules.map { ($0.lowercased(), $0) })

  /// Checks every extension's module name (its target as Xcode names the module).
  func check(_ context: ValidationContext, _ diagnostics: inout DiagnosticsEngine) {
    for target in context.set.extensionTargets {
      let module = Naming.moduleName(target.value)
      guard let system = Self.byLowercasedName[module.lowercased()] else { continue }
      diagnostics.report(
        Self.description,
        "extension target '\(target.value)' would be a module named like the system module '\(system)', which the generated code and its tests would then import instead; rename the target",
        at: target.range)
    }
  }
}

extension RuleID {
  /// `extension-target-reserved`, described by `ExtensionModuleRule.description`.
  public static let extensionTargetReserved = RuleID("extension-target-reserved")
}

extension ExtensionModuleRule {
  /// The record of `extension-target-reserved`.
  static let description = RuleDescription(
    id: .extensionTargetReserved, severity: .error,
    summary: "An extension target named like a system module, which its module would shadow.",
    scopes: .extension,
    examples: .specs(
      triggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - { target: ↓UserNotificationsUI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories: [{ id: c }]
        extensions:
          - { target: NotificationsUI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
