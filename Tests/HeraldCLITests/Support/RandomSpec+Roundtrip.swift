// What scripts/roundtrip cannot take yet, so that its property tests can leave those sets out.

extension RandomSpec {
  /// Whether the set sets `localization.bundle: module`. The generated code then uses
  /// `Bundle.module`, which only SwiftPM synthesizes (for a target with resources), so
  /// scripts/roundtrip, which compiles with plain swiftc, cannot build it.
  var usesModuleBundle: Bool {
    files.contains { $0.root["localization"]?["bundle"]?.scalar == "module" }
  }

  /// Whether the set sets `swift.accessLevel: package`. scripts/roundtrip `--machines` compiles
  /// the extension code without `-package-name`, which swiftc then rejects.
  var usesPackageAccess: Bool {
    files.contains { $0.root["swift"]?["accessLevel"]?.scalar == "package" }
  }

  /// Whether an extension target holds a character other than an ASCII letter or digit
  /// (`Ext3_Content`). Its harness imports the module `Naming.moduleName(target)`
  /// (`Ext3_Content`), but scripts/roundtrip `--machines` names the module after the
  /// `<Type>DynamicActions` enum (`Ext3Content`) and stops at the mismatch.
  var usesIrregularTarget: Bool {
    var found = false
    for file in files {
      file.root.walk { _, node, _ in
        guard node.role == .contentExtension, let target = node["target"]?.scalar else { return }
        found = found || !target.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
    }
    return found
  }
}
