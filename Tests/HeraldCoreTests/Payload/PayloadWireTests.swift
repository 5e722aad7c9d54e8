// The wire rules of payload values: dates parse and print back, integers stop at 2^53 − 1, and
// checking payload declarations costs what they hold.

import HeraldRuntime
import Testing

@testable import HeraldCore

/// `PayloadWire` and the cost of the payload rules.
@Suite struct PayloadWireTests {
  /// Known instants, offsets folded in, fractions kept to the millisecond.
  @Test func knownDates() {
    #expect(PayloadWire.parseDate("1970-01-01T00:00:00Z") == 0)
    #expect(PayloadWire.parseDate("2000-03-01T00:00:00Z") == 951_868_800_000)
    #expect(PayloadWire.parseDate("0000-01-01T00:00:00Z") == -62_167_219_200_000)
    #expect(PayloadWire.parseDate("1970-01-01T01:00:00+01:00") == 0)
    #expect(PayloadWire.parseDate("1969-12-31T23:30:00.9999-00:30") == 999)
    #expect(PayloadWire.formatDate(milliseconds: -1) == "1969-12-31T23:59:59.999Z")
    #expect(PayloadWire.formatDate(milliseconds: 951_868_800_000) == "2000-03-01T00:00:00Z")
  }

  /// Every printed instant of years 0000 to 9999 reads back as itself (a seeded sample, and
  /// every month boundary of the leap-year edge cases).
  @Test func formatThenParseIsIdentity() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let low: Int64 = -62_167_219_200_000
    let high: Int64 = 253_402_300_799_999
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let milliseconds = low + Int64(state >> 16) % (high - low + 1)
      let text = PayloadWire.formatDate(milliseconds: milliseconds)
      #expect(text.flatMap(PayloadWire.parseDate) == milliseconds, "\(text ?? "nil")")
    }
    for year in [0, 1900, 2000, 2023, 2024, 2100, 9999] {
      for month in 1...12 {
        let days = PayloadWire.daysIn(month: month, year: year)
        let text = String(format4: year) + "-" + two(month) + "-" + two(days) + "T23:59:59.999Z"
        let parsed = PayloadWire.parseDate(text)
        #expect(parsed.map { PayloadWire.formatDate(milliseconds: $0) } == text)
        let past = String(format4: year) + "-" + two(month) + "-" + two(days + 1) + "T00:00:00Z"
        #expect(PayloadWire.parseDate(past) == nil, "\(past)")
      }
    }
  }

  /// Integers: integral values within ±(2^53 − 1), `12.0` included.
  @Test func integers() {
    #expect(PayloadWire.integerProblem(12.0) == nil)
    #expect(PayloadWire.integerProblem(-9_007_199_254_740_991) == nil)
    #expect(PayloadWire.integerProblem(9_007_199_254_740_992) == .outOfRange)
    #expect(PayloadWire.integerProblem(12.5) == .fractional)
    #expect(PayloadWire.integerProblem(.infinity) == .outOfRange)
    #expect(PayloadWire.integerProblem(-.infinity) == .outOfRange)
    #expect(PayloadWire.integerProblem(.nan) == .fractional)
    let watch = PayloadWire.maximumWatchInteger
    #expect(PayloadWire.integerProblem(2_147_483_647, limit: watch) == nil)
    #expect(PayloadWire.integerProblem(-2_147_483_647, limit: watch) == nil)
    #expect(PayloadWire.integerProblem(2_147_483_648, limit: watch) == .outOfRange)
    #expect(PayloadWire.integerProblem(-2_147_483_648, limit: watch) == .outOfRange)
    #expect(PayloadWire.maximumInteger(platforms: [.iOS, .watchOS]) == watch)
    #expect(PayloadWire.maximumInteger(platforms: [.iOS, .macOS]) == PayloadWire.maximumInteger)
  }

  /// Only years 0000 to 9999 have RFC 3339 text: an instant outside them, or not finite, has
  /// none (the generated encoding throws there instead of writing `10000-01-01T00:00:00Z`,
  /// which no reader of the contract accepts, or trapping).
  @Test func datesOutsideFourDigitYearsHaveNoText() {
    #expect(PayloadWire.formatDate(milliseconds: 253_402_300_799_999) == "9999-12-31T23:59:59.999Z")
    #expect(PayloadWire.formatDate(milliseconds: 253_402_300_800_000) == nil)
    #expect(PayloadWire.formatDate(milliseconds: -62_167_219_200_000) == "0000-01-01T00:00:00Z")
    #expect(PayloadWire.formatDate(milliseconds: -62_167_219_200_001) == nil)
    #expect(PayloadWire.formatDate(milliseconds: Int64.max) == nil)
    #expect(PayloadWire.formatDate(milliseconds: Int64.min) == nil)
    for value in [1e20, -1e20, Double.infinity, -Double.infinity, Double.nan] {
      #expect(PayloadWireRules.formatDate(milliseconds: value) == nil, "\(value)")
    }
    #expect(
      PayloadWireRules.formatDate(milliseconds: 2_147_483_648_000.4) == "2038-01-19T03:14:08Z")
  }

  /// Validating payloads costs what the declarations hold: doubling the categories, their
  /// fields and a chain of named types doubles the work.
  @Test func payloadRulesScaleLinearly() {
    func spec(_ count: Int) -> String {
      var text = "version: 1\ncategories:\n"
      for index in 0..<count {
        text += "  - id: c\(index)\n    payload:\n"
        text += "      a\(index): { type: T\(index), example: { v: 1 } }\n"
        text += "      b\(index): { type: string, enum: [x, y, z], example: y }\n"
        text += "      c\(index): \"[[T\(index)]]\"\n"
      }
      text += "payloadTypes:\n"
      for index in 0..<count {
        let next =
          index + 1 < count
          ? ", next: { type: T\(index + 1), optional: true, example: { v: 2 } }" : ""
        text += "  T\(index): { v: integer\(next) }\n"
      }
      return text
    }
    func work(_ count: Int) -> Int {
      let text = spec(count)
      let (outcome, work) = WorkMeter.measure {
        Compiler.check([InputFile(path: "spec.yml", bytes: Array(text.utf8))])
      }
      #expect(outcome.spec != nil, "\(outcome.diagnostics.diagnostics.prefix(3))")
      return work
    }
    let small = work(300)
    let large = work(600)
    #expect(large < small * 5 / 2, "\(small) → \(large)")
  }

  /// Two digits.
  func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension String {
  /// A year as four digits.
  fileprivate init(format4 year: Int) {
    let digits = String(year)
    self = String(repeating: "0", count: 4 - digits.count) + digits
  }
}
