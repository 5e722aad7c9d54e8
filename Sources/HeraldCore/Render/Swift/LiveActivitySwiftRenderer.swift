// The generated Live Activity types (`App/LiveActivities.swift`): for each activity a top-level
// `ActivityAttributes` struct and its `ContentState`, whose Codable reads what ActivityKit
// decodes with a default `JSONDecoder` (issue 40).

/// Renders the Live Activities of a set into one file of the app.
struct LiveActivitySwiftRenderer {
  /// The activities, in declaration order.
  let activities: [LiveActivityContract]
  /// `swift.accessLevel` as a keyword.
  let access: String
  /// The spec files, for the header.
  let sources: [String]

  /// The file's path in the output.
  static let path = OutputLayout.liveActivitiesSwift

  /// The whole file.
  func render() -> String {
    var writer = SwiftWriter()
    writer.fileHeader(FileHeader.swift(sources: sources))
    writer.line("#if canImport(ActivityKit)")
    writer.indented { writer in
      writer.line("import ActivityKit")
      writer.line("import Foundation")
      for activity in activities {
        writer.line()
        activityType(activity, &writer)
      }
      if activities.contains(where: needsDateSupport) {
        writer.line()
        dateSupport(&writer)
      }
    }
    writer.line("#endif")
    return writer.text
  }

  /// Whether an activity's Codable converts dates itself: its `dates` is not what a default
  /// `JSONDecoder` reads and some field holds a date.
  func needsDateSupport(_ activity: LiveActivityContract) -> Bool {
    activity.dates != .secondsSince2001
      && (activity.attributes + activity.contentState).contains { $0.type.holdsDate }
  }

  /// The modifier prefix of a public declaration (`public `, or nothing for internal).
  var prefix: String { access == "internal" ? "" : access + " " }

  /// One activity's `ActivityAttributes` struct.
  func activityType(_ activity: LiveActivityContract, _ writer: inout SwiftWriter) {
    writer.doc("The `\(SwiftEscaping.comment(activity.id))` Live Activity: its static attributes,")
    writer.doc(
      "given when it starts, and its `ContentState`, the `content-state` of every update.")
    writer.doc(
      "Dates are carried as \(Self.describe(activity.dates)) (`dates: \(activity.dates.rawValue)`)."
    )
    writer.line("@available(iOS 16.1, *)")
    writer.block("\(prefix)struct \(activity.typeName): ActivityAttributes") { writer in
      writer.doc("The dynamic content of the activity: what `content-state` carries.")
      writer.block("\(prefix)struct ContentState: Codable, Hashable") { writer in
        members(activity.contentState, dates: activity.dates, &writer)
      }
      if !activity.attributes.isEmpty { writer.line() }
      members(activity.attributes, dates: activity.dates, &writer)
    }
  }

  /// How docs name a date wire form.
  static func describe(_ dates: ActivityDateWireForm) -> String {
    switch dates {
    case .secondsSince2001: "seconds since 2001-01-01, what a default JSONDecoder reads"
    case .secondsSince1970: "seconds since 1970-01-01"
    case .iso8601: "RFC 3339 strings"
    }
  }

  /// The stored properties, the memberwise initializer, the coding keys and, for dates the
  /// default decoder does not read, `init(from:)` and `encode(to:)`.
  func members(
    _ fields: [PayloadField], dates: ActivityDateWireForm, _ writer: inout SwiftWriter
  ) {
    for field in fields {
      if let description = field.description { writer.doc(SwiftEscaping.comment(description)) }
      writer.line("\(prefix)var \(field.propertyName): \(swiftType(field))")
    }
    for field in fields where field.enumValues != nil {
      writer.line()
      enumeration(field, &writer)
    }
    let ownCodable = dates != .secondsSince2001 && fields.contains { $0.type.holdsDate }
    // An internal struct without its own `init(from:)` keeps the synthesized memberwise one.
    guard access != "internal" || ownCodable else {
      if !fields.isEmpty {
        writer.line()
        codingKeys(fields, &writer)
      }
      return
    }
    if !fields.isEmpty { writer.line() }
    writer.doc("Creates a value from its members.")
    if fields.isEmpty {
      writer.line("\(prefix)init() {}")
      return
    }
    let parameters = fields.map { field in
      "\(field.propertyName): \(swiftType(field))\(field.isOptional ? " = nil" : "")"
    }
    let header = "\(prefix)init(\(parameters.joined(separator: ", ")))"
    if writer.fits(header + " {") {
      writer.line(header + " {")
    } else {
      writer.line("\(prefix)init(")
      writer.indented { writer in
        for (index, parameter) in parameters.enumerated() {
          writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
        }
      }
      writer.line(") {")
    }
    writer.indented { writer in
      for field in fields { writer.line("self.\(field.propertyName) = \(field.propertyName)") }
    }
    writer.line("}")
    writer.line()
    codingKeys(fields, &writer)
    guard ownCodable else { return }
    writer.line()
    writer.doc("Decodes the members, dates as \(Self.describe(dates)).")
    writer.block("\(prefix)init(from decoder: any Decoder) throws") { writer in
      writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
      for field in fields { decode(field, dates: dates, &writer) }
    }
    writer.line()
    writer.doc("Encodes the members, dates as \(Self.describe(dates)).")
    writer.block("\(prefix)func encode(to encoder: any Encoder) throws") { writer in
      writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
      for field in fields { encode(field, dates: dates, &writer) }
    }
  }

  /// The coding keys: each property's payload key.
  func codingKeys(_ fields: [PayloadField], _ writer: inout SwiftWriter) {
    writer.doc("The payload's keys.")
    writer.block("enum CodingKeys: String, CodingKey") { writer in
      for field in fields {
        writer.line("case \(field.propertyName) = \(SwiftEscaping.stringLiteral(field.key))")
      }
    }
  }

  /// The property's Swift type: a string `enum` is its own Swift enum, as in a category's
  /// payload, so that a value outside it fails to decode, as `check-payload` reports.
  func swiftType(_ field: PayloadField) -> String {
    field.type.swiftType(enumName: Self.enumTypeName(field)) + (field.isOptional ? "?" : "")
  }

  /// The name of a field's enum, as a category payload's names it, but for the two names the
  /// activity's structs already declare (`ContentState`, `CodingKeys`), which get `Value` after
  /// them as a reserved name does.
  static func enumTypeName(_ field: PayloadField) -> String? {
    guard let name = field.enumeration?.typeName else { return nil }
    return ["ContentState", "CodingKeys"].contains(name) ? name + "Value" : name
  }

  /// A field's enum: `String` raw values, each case's value written out.
  func enumeration(_ field: PayloadField, _ writer: inout SwiftWriter) {
    guard let enumeration = field.enumeration, let name = Self.enumTypeName(field) else { return }
    writer.doc("The values of \(SwiftEscaping.codeVoice(field.key)).")
    writer.enumeration(
      access == "internal" ? "" : access, name, ["String", "Codable", "Sendable", "CaseIterable"]
    ) { body in
      for (value, caseName) in zip(enumeration.values, enumeration.caseNames) {
        body.doc("\(SwiftEscaping.codeVoice(value)).")
        body.assignment("case \(caseName)", .atom(SwiftEscaping.stringLiteral(value)))
      }
    }
  }

  /// The Swift type a value of `type` has on the wire under `dates`: seconds as a `Double`,
  /// RFC 3339 text as `HeraldActivityDates.RFC3339`, which reads and writes it.
  static func wireType(_ type: PayloadType, dates: ActivityDateWireForm) -> String {
    switch type {
    case .date: dates == .iso8601 ? "HeraldActivityDates.RFC3339" : "Double"
    case .array(let element): "[" + wireType(element, dates: dates) + "]"
    default: type.swiftType()
    }
  }

  /// The expression converting `value` (of the wire type) into the property's type.
  static func fromWire(_ value: String, _ type: PayloadType, dates: ActivityDateWireForm)
    -> String
  {
    switch type {
    case .date:
      dates == .iso8601 ? "\(value).date" : "Date(timeIntervalSince1970: \(value))"
    case .array(let element): "\(value).map { \(fromWire("$0", element, dates: dates)) }"
    default: value
    }
  }

  /// The expression converting the property's `value` into its wire type.
  static func toWire(_ value: String, _ type: PayloadType, dates: ActivityDateWireForm) -> String {
    switch type {
    case .date:
      dates == .iso8601
        ? "HeraldActivityDates.RFC3339(\(value))" : "\(value).timeIntervalSince1970"
    case .array(let element): "\(value).map { \(toWire("$0", element, dates: dates)) }"
    default: value
    }
  }

  /// One member of `init(from:)`.
  func decode(_ field: PayloadField, dates: ActivityDateWireForm, _ writer: inout SwiftWriter) {
    let name = field.propertyName
    let wire =
      field.type.holdsDate
      ? Self.wireType(field.type, dates: dates)
      : field.type.swiftType(enumName: Self.enumTypeName(field))
    let method = field.isOptional ? "decodeIfPresent" : "decode"
    // Broken as swift-format breaks a call, so that long names and nested arrays stay lint
    // clean.
    let call = SwiftExpression.call(
      "container.\(method)", [nil: .atom("\(wire).self"), "forKey": .atom(".\(name)")])
    guard field.type.holdsDate else {
      writer.expression("\(name) = try ", call)
      return
    }
    writer.expression("let \(name)Wire = try ", call)
    let type = field.isOptional ? PayloadType.array(field.type) : field.type
    convert("\(name) = ", "\(name)Wire", type, dates: dates, &writer)
  }

  /// Writes `prefix` and the conversion of `value` from its wire type, a closure per array
  /// level on lines of its own (an optional is converted as an array of one by `map`).
  func convert(
    _ prefix: String, _ value: String, _ type: PayloadType, dates: ActivityDateWireForm,
    _ writer: inout SwiftWriter
  ) {
    guard case .array(let element) = type, element.holdsDate else {
      writer.line(prefix + Self.fromWire(value, type, dates: dates))
      return
    }
    writer.line(prefix + value + ".map {")
    writer.indented { writer in convert("", "$0", element, dates: dates, &writer) }
    writer.line("}")
  }

  /// One member of `encode(to:)`.
  func encode(_ field: PayloadField, dates: ActivityDateWireForm, _ writer: inout SwiftWriter) {
    let name = field.propertyName
    let method = field.isOptional ? "encodeIfPresent" : "encode"
    let value =
      field.isOptional
      ? (field.type.holdsDate
        ? "\(name).map { \(Self.toWire("$0", field.type, dates: dates)) }" : name)
      : Self.toWire(name, field.type, dates: dates)
    writer.expression(
      "try ",
      .call("container.\(method)", [nil: .atom(value), "forKey": .atom(".\(name)")]))
  }

  /// The date conversions of `dates: iso8601`, once per file: `HeraldActivityDates` and the
  /// wire rules it reads dates by, embedded from their source as in the app file.
  func dateSupport(_ writer: inout SwiftWriter) {
    for line in Self.dateSupportSource.split(separator: "\n", omittingEmptySubsequences: false) {
      writer.line(String(line))
    }
    writer.line()
    // At file scope swift-format wants `private`, which there means what `fileprivate` does.
    let rules = PayloadSupportSource.wireRules.replacing(
      "fileprivate enum PayloadWireRules", with: "private enum PayloadWireRules")
    for line in rules.split(separator: "\n", omittingEmptySubsequences: false) {
      writer.line(String(line))
    }
  }

  /// `HeraldActivityDates`: RFC 3339 text read and written by `PayloadWireRules`, the rules
  /// `check-payload` applies, so that a date the checker accepts decodes (`t` and `z` in either
  /// case, any offset, fractions of any length) and one it refuses does not (February 30, a
  /// `+24:00` offset), failing at the value's own coding path, an array's position included.
  /// A date is written in UTC with its milliseconds, so that it decodes to the same instant.
  static let dateSupportSource = #"""
    /// Dates as RFC 3339 strings, for the activities whose `dates` is `iso8601`, read and written
    /// as `herald check-payload` reads them (`PayloadWireRules`).
    enum HeraldActivityDates {
      /// A date as its RFC 3339 text: decoding fails at the value's coding path for text that is
      /// none; encoding writes UTC, with milliseconds when the date has them.
      struct RFC3339: Codable {
        /// The date.
        let date: Date

        /// The date `date`.
        init(_ date: Date) {
          self.date = date
        }

        /// Reads the text.
        init(from decoder: any Decoder) throws {
          let container = try decoder.singleValueContainer()
          let text = try container.decode(String.self)
          guard let milliseconds = PayloadWireRules.parseDate(text) else {
            throw DecodingError.dataCorruptedError(
              in: container, debugDescription: "not an RFC 3339 date-time: \(text)")
          }
          date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }

        /// Writes the text, or throws for a date outside years 0000-9999, which no text names.
        func encode(to encoder: any Encoder) throws {
          let milliseconds = date.timeIntervalSince1970 * 1000
          guard let text = PayloadWireRules.formatDate(milliseconds: milliseconds) else {
            throw EncodingError.invalidValue(
              date,
              EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "a date outside years 0000-9999 has no RFC 3339 text"))
          }
          var container = encoder.singleValueContainer()
          try container.encode(text)
        }
      }
    }
    """#
}

extension PayloadType {
  /// Whether a value of this type is or holds a date.
  var holdsDate: Bool {
    switch self {
    case .date: true
    case .array(let element), .map(let element): element.holdsDate
    default: false
    }
  }
}
