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

extension RandomSpec {
  /// Whether a visible string has `arguments`. `herald export` lists a format as written while
  /// registration fills its placeholders, so the round trip finds them different; and an `app`
  /// argument makes registration take a parameter the round trip's driver does not pass.
  var usesFormats: Bool {
    var found = false
    for file in files {
      file.root.walk { _, node, _ in
        found = found || (node.role == .localizedString && node["arguments"] != nil)
      }
    }
    return found
  }

  /// Whether a category with `onTap` (so a machine the content extension runs) has a visible
  /// string with `arguments`. The extension's generated actions call the `formatted` helper,
  /// which only the app's file declares yet, so the extension's file does not compile.
  var usesFormatsInMachines: Bool {
    var found = false
    for file in files {
      file.root.walk { _, node, _ in
        guard node.role == .category, !found else { return }
        var dynamic = false
        var formats = false
        node.walk { _, inner, key in
          if key == "onTap" { dynamic = true }
          if inner.role == .localizedString, inner["arguments"] != nil { formats = true }
        }
        found = dynamic && formats
      }
    }
    return found
  }
}
