// Mermaid labels: only the safe alphabet and entity codes, which decode back to the text.

import HeraldCore
import Testing

@testable import TestSupport

/// Mermaid has no reader we can run here, so the property is the label grammar itself: a label
/// holds no character that Mermaid's lexer or the HTML it renders to would read as syntax, every
/// `#` starts an entity code, and decoding the codes gives the text.
@Suite struct MermaidEscapingTests {
  /// The characters a label may not hold raw.
  static let unsafe = Set(":;\"<>&%{}[]|\\`".unicodeScalars)

  /// Labels keep to the safe alphabet and decode back; comments stay on one line.
  @Test func labelsUseTheSafeAlphabetAndDecodeBack() {
    for text in HostileText.strings(seed: 61) {
      let label = MermaidEscaping.label(text)
      let raw = Self.withoutCodes(label).unicodeScalars.filter {
        Self.unsafe.contains($0) || $0 == "#" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          || [0x2028, 0x2029, 0x202E, 0xFEFF].contains($0.value)
      }
      #expect(raw.isEmpty, "\(HostileText.describe(text)) → \(label)")
      #expect(
        HostileText.scalars(Self.decode(label)) == HostileText.scalars(text),
        "\(HostileText.describe(text))")
      let comment = MermaidEscaping.comment(text)
      #expect(!comment.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
      #expect(HostileText.scalars(VisibleEscapeReader.decode(comment)) == HostileText.scalars(text))
    }
  }

  /// The label with every well-formed entity code removed.
  static func withoutCodes(_ label: String) -> String {
    var output = String.UnicodeScalarView()
    let scalars = Array(label.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "#", let end = scalars[index...].firstIndex(of: ";") {
        let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if ["quot", "lt", "gt"].contains(code) || (!code.isEmpty && UInt32(code) != nil) {
          index = end + 1
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }

  /// Decodes `#name;` and `#decimal;` codes; a `#` that starts no code fails the decode by
  /// staying (the safe alphabet has no raw `#`).
  static func decode(_ label: String) -> String {
    let named: [String: Unicode.Scalar] = ["quot": "\"", "lt": "<", "gt": ">"]
    var output = String.UnicodeScalarView()
    let scalars = Array(label.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "#", let end = scalars[index...].firstIndex(of: ";") {
        let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if let scalar = named[code] ?? UInt32(code).flatMap(Unicode.Scalar.init) {
          output.append(scalar)
          index = end + 1
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }
}
