// Herald's reading of a format and the generated `formatted` helper agree: the helper, as the
// renderer writes it (its template and the embedded `LocalizedFormatScanner`), is compiled and
// run on a corpus of formats, valid ones and the malformed ones a translation may hold, and
// its output is compared with Herald's filling of the same formats.

import Foundation
import HeraldRuntime
import Testing

@testable import HeraldCore
@testable import RoundtripSupport
@testable import TestSupport

/// The generated helper against `LocalizedFormat` on one corpus.
@Suite struct FormatScannerAgreementTests {
  /// Formats Herald accepts with arguments `A%`, 12345, 2.5 and `‹4›` in some order, and
  /// formats it rejects that a looked-up translation may still hold.
  static let corpus = [
    "Snooze for %2$lld min", "%4$@ at %3$.1f km, 100%%", "%u reminders for %1$@",
    "Send as %1$@ (%2$lld)", "%@, %lld, %.2f, %@", "%2$ld %2$li %2$lli %3$lf %3$.f %3$.0012f",
    "%1$@%1$@ %4$@", "", "no placeholders", "ünïcödé %1$@ é", "%3$.15f",
    "%d %s %x", "%-5d|%5@|%05.2f", "% d", "%é%@", "%", "trailing %l", "%#@stops@ for %@",
    "%0$@ %100$@", "%.30000000f", "%5%", "%1$u %u", "%hhd", "%$@", "%1$1$@", "100% über %@",
    "%@ %1$@", "%.1234f", "%3$.99999999999999999999f", "%1$#@x@ %2$#@", "%'d %+f",
  ]

  /// The arguments: text with a `%` (doubled for the system), a whole number the locale
  /// groups, a number and text.
  static let driver = #"""
    import Foundation

    enum Helper {
    @HELPER@

      static func run(_ corpus: [String]) {
        let arguments: [FormatArgument] = [.string("A%"), .integer(12345), .number(2.5), .string("‹4›")]
        var results: [String] = []
        for format in corpus {
          results.append(formatted(format, arguments))
          results.append(formatted(format, arguments, forSystem: true))
        }
        let data = try! JSONSerialization.data(withJSONObject: results)
        print(String(decoding: data, as: UTF8.self))
      }
    }

    @main struct Driver {
      static func main() { Helper.run(@CORPUS@) }
    }

    """#

  /// Herald's filling of `format` with the driver's arguments, numbers shown as the helper
  /// shows them (the Foundation-facing part, which stays the helper's own).
  static func herald(_ format: String, forSystem: Bool) -> String {
    let values: [JSONValue] = [.string("A%"), .int(12345), .double(2.5), .string("‹4›")]
    return LocalizedFormat.fill(format, forSystem: forSystem) { specifier in
      guard let index = specifier.argument, values.indices.contains(index) else { return nil }
      let shown: String
      switch values[index] {
      case .string(let text): shown = text
      case .int(let value): shown = String(format: "%lld", locale: Locale.current, value)
      default:
        shown = FormatFilling.number(2.5, digits: LocalizedFormat.fractionDigits(specifier))
      }
      return forSystem ? shown.replacingOccurrences(of: "%", with: "%%") : shown
    }
  }

  /// The compiled helper fills every format of the corpus as Herald does; for the formats
  /// Herald accepts, the round trip's filling (what registered titles are compared with)
  /// gives the same text, and each placeholder Herald reads is one the helper filled.
  @Test func generatedHelperFillsAsHeraldReads() throws {
    try withTemporaryFolder { folder in
      var writer = SwiftWriter()
      writer.indented { FormatSwiftSource.write(&$0) }
      let corpus = "[" + Self.corpus.map(SwiftEscaping.stringLiteral).joined(separator: ", ") + "]"
      let main = Self.driver.replacing("@HELPER@\n", with: writer.text)
        .replacing("@CORPUS@", with: corpus)
      let path = try folder.write("main.swift", text: main)
      let program = folder.url.appending(path: "agreement").path
      let compile = try Tool.run(
        ["swiftc"] + Swiftc.flags + [path, "-o", program], in: folder.url, timeout: 900)
      try #require(compile.status == 0, "\(compile.summary)")
      let run = try Tool.run([program], in: folder.url, timeout: 120)
      try #require(run.status == 0, "\(run.summary)")
      let results = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String])
      try #require(results.count == Self.corpus.count * 2)
      for (index, format) in Self.corpus.enumerated() {
        #expect(results[2 * index] == Self.herald(format, forSystem: false), "\(format)")
        #expect(results[2 * index + 1] == Self.herald(format, forSystem: true), "\(format)")
        let reading = LocalizedFormat(format, systemCount: true)
        guard reading.problems.isEmpty, !reading.mixesPositions else { continue }
        let values: [JSONValue] = [.string("A%"), .int(12345), .double(2.5), .string("‹4›")]
        #expect(
          results[2 * index] == FormatFilling.fill(format, values, forSystem: false), "\(format)")
        let marked = LocalizedFormat.fill(format, (1...4).map { "‹\($0)›" })
        let shown = reading.placeholders.filter { marked.contains("‹\($0.position)›") }
        #expect(shown.count == reading.placeholders.count, "\(format)")
      }
    }
  }
}
