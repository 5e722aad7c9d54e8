// A spec whose ids and visible strings hold every kind of text that can break generated Swift.

/// The hostile strings and the YAML spec that carries them.
enum HostileSpec {
  /// Text that breaks naive escaping: quotes, backslashes, interpolation, raw-string and
  /// multi-line delimiters, line breaks, tabs, NUL, emoji (modifier, ZWJ sequence, flag), a
  /// right-to-left mark with Hebrew, a decomposed é, a BOM, a line separator, DEL and `%`.
  static let core =
    "say \"hi\" \\ back\\slash \\(interp) \"\"\" #\"raw\"# \"# #hash\nnext\r\nline\ttab\0nul "
    + "👍🏽 👩‍👩‍👧‍👦 🇫🇷 \u{200F}שלום e\u{301} \u{FEFF}\u{2028}\u{7F} 50% %d %@"

  /// `core` made a valid format string: every `%` doubled, then a `%u` argument.
  static let format = core.replacing("%", with: "%%") + " %u"

  /// `text` without control characters, which ids and names may not hold (`invalid-characters`);
  /// everything else hostile stays.
  static func name(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
  }

  /// The category id (long once escaped: the payload's file name must be shortened).
  static let categoryID = "category " + name(core)
  /// The first action's id.
  static let firstActionID = "action \"one\" #\"raw\"# \\( \u{200F}"
  /// The first action's title.
  static let firstTitle = core
  /// The first action's text-input button title.
  static let buttonTitle = "Send \"\"\" \\ 👩‍👩‍👧‍👦 \u{200F} e\u{301} #"
  /// The first action's text-input placeholder: starts with a combining mark.
  static let placeholder = "\u{301}starts with a combining mark " + core
  /// The second action's id: starts with a combining mark.
  static let secondActionID = "\u{301}second"
  /// The second action's title.
  static let secondTitle = "\u{301}"
  /// The second action's template icon name.
  static let iconName = "icon \"\\(x)\" #\"\u{200F}"
  /// The category's intent identifier.
  static let intent = "intent \\ \" \u{301}"
  /// The hidden-previews placeholder.
  static let hiddenPlaceholder = format
  /// The summary format: starts with a combining mark.
  static let summary = "\u{301}" + format

  /// The spec, every hostile string written as a YAML double-quoted scalar; `localized` adds a
  /// `localization` block so that strings pass through the generated lookup helper.
  static func yaml(localized: Bool) -> String {
    """
    version: 1
    platforms: { iOS: "15.0", macOS: "12.0", watchOS: "8.0" }
    \(localized ? "localization: { table: \(quoted("Hostile \"table\" \\ #")) }" : "")
    categories:
      - id: \(quoted(categoryID))
        actions:
          - id: \(quoted(firstActionID))
            title: \(quoted(firstTitle))
            textInput:
              buttonTitle: \(quoted(buttonTitle))
              placeholder: \(quoted(placeholder))
          - id: \(quoted(secondActionID))
            title: \(quoted(secondTitle))
            icon: { template: \(quoted(iconName)) }
        intentIdentifiers: [\(quoted(intent))]
        hiddenPreviewsBodyPlaceholder: \(quoted(hiddenPlaceholder))
        categorySummaryFormat: \(quoted(summary))

    """
  }

  /// A YAML double-quoted scalar for `text`: quotes and backslashes escaped, NUL as `\0`, other
  /// controls, marks, formats and separators as `\x`/`\u`/`\U` escapes, the rest (emoji bases,
  /// Hebrew) written as raw UTF-8.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\0": output += "\\0"
      case "\t": output += "\\t"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          output += "\\x" + hex(scalar.value, width: 2)
        } else if !scalar.isASCII && needsEscape(scalar) {
          output +=
            scalar.value > 0xFFFF
            ? "\\U" + hex(scalar.value, width: 8)
            : "\\u" + hex(scalar.value, width: 4)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// Whether a non-ASCII scalar is invisible or combining, so that the YAML text spells it out.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator, .spaceSeparator, .control:
      return true
    default:
      return false
    }
  }

  /// Upper-case hexadecimal digits of `value`, zero-padded to `width`.
  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
