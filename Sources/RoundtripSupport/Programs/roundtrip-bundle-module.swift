// herald-roundtrip: a stand-in for the `Bundle.module` accessor SwiftPM synthesizes in a target
// with resources, so that generated code with `localization.bundle: module` compiles with swiftc.
//
// herald-roundtrip compiles this file into the module of every generated file that looks its
// strings up in `.module` (the app code and each extension's DynamicActions.swift). The round
// trip ships no string tables, so a lookup in the main bundle returns its default value, which
// is what the manifest lists. It is not part of any SwiftPM target.

import Foundation

extension Bundle {
  /// The bundle of this module's resources: the main bundle here.
  static var module: Bundle { Bundle.main }
}
