// Renders a content or service extension's complete Info.plist in the shape of Xcode's template.

import HeraldPlist

/// Writes `<Target>/Info.plist`.
enum InfoPlistRenderer {
  /// The bundle keys of Xcode's template, as build-setting references.
  static let bundleKeys: [String: PlistValue] = [
    "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
    "CFBundleDisplayName": .string("$(PRODUCT_NAME)"),
    "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
    "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
    "CFBundleInfoDictionaryVersion": .string("6.0"),
    "CFBundleName": .string("$(PRODUCT_NAME)"),
    "CFBundlePackageType": .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
    "CFBundleShortVersionString": .string("$(MARKETING_VERSION)"),
    "CFBundleVersion": .string("$(CURRENT_PROJECT_VERSION)"),
  ]

  /// The Info.plist of one extension.
  static func render(_ plan: PlannedExtension, sources: [String]) -> String {
    render(nsExtension: plan.nsExtension, sources: sources)
  }

  /// The Info.plist of an extension with this `NSExtension` dictionary.
  static func render(nsExtension: [String: JSONValue], sources: [String]) -> String {
    var root = bundleKeys
    root["NSExtension"] = PlistValue(.object(nsExtension))
    return PlistWriter.document(.dictionary(root), comment: FileHeader.xml(sources: sources))
  }
}
