// A content or service extension's `NSExtension` dictionary, planned once for the manifest and
// the plist.

/// Builds the `NSExtension` dictionary for an extension.
public enum ExtensionAttributes {
  /// The extension point of Notification Content Extensions.
  public static let pointIdentifier = "com.apple.usernotifications.content-extension"

  /// `$(PRODUCT_MODULE_NAME).<Class>` unless the class name already has a module.
  public static func principalClass(_ name: String) -> String {
    name.contains(".") ? name : "$(PRODUCT_MODULE_NAME).\(name)"
  }

  /// The `NSExtension` dictionary as JSON members.
  public static func nsExtension(_ decl: ExtensionDecl) -> [String: JSONValue] {
    var attributes: [String: JSONValue] = [
      "UNNotificationExtensionCategory": decl.categories.count == 1
        ? .string(decl.categories[0].value) : .array(decl.categories.map { .string($0.value) }),
      "UNNotificationExtensionInitialContentSizeRatio": .double(
        decl.initialContentSizeRatio?.value ?? 1),
    ]
    let flags: [(String, Located<Bool>?)] = [
      ("UNNotificationExtensionDefaultContentHidden", decl.defaultContentHidden),
      ("UNNotificationExtensionOverridesDefaultTitle", decl.overridesDefaultTitle),
      ("UNNotificationExtensionUserInteractionEnabled", decl.userInteractionEnabled),
    ]
    for (key, flag) in flags { if let flag { attributes[key] = .bool(flag.value) } }
    var result: [String: JSONValue] = [
      "NSExtensionAttributes": .object(attributes),
      "NSExtensionPointIdentifier": .string(pointIdentifier),
    ]
    if let name = decl.principalClass {
      result["NSExtensionPrincipalClass"] = .string(principalClass(name.value))
    } else if let name = decl.mainStoryboard {
      result["NSExtensionMainStoryboard"] = .string(name.value)
    }
    return result
  }

  /// The extension point of Notification Service Extensions.
  public static let servicePointIdentifier = "com.apple.usernotifications.service"

  /// The class Xcode's service-extension template declares: the principal class when the spec
  /// names none.
  public static let defaultServiceClass = "NotificationService"

  /// A service extension's `NSExtension` dictionary: the extension point and the principal
  /// class; the service extension point reads no attributes.
  public static func nsExtension(_ decl: ServiceExtensionDecl) -> [String: JSONValue] {
    [
      "NSExtensionPointIdentifier": .string(servicePointIdentifier),
      "NSExtensionPrincipalClass": .string(
        principalClass(decl.principalClass?.value ?? defaultServiceClass)),
    ]
  }
}
