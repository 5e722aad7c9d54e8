// The payload reader's invariants, checked in-process on any bytes (FuzzPayload and the replay
// test).

import HeraldCore

/// Checks `PayloadChecker` (and so `JSONReader`) on one input read as a payload file: it
/// returns, every diagnostic is located inside its file with a known id, a syntax error is the
/// only diagnostic, and a second check gives the same diagnostics.
public enum PayloadChecks {
  /// The spec set payloads are checked against: the one the payload records' examples use (a
  /// registered category, an unregistered one, one unavailable on watchOS and one served by a
  /// content extension).
  static let spec = InputFile(
    path: "spec.yml", bytes: Array(PayloadExamples.spec.files.joined().utf8))

  /// A set with a payload contract of every kind of value (`ride-offer`, as in the payload
  /// corpus, with nested arrays added), so the custom keys' checks are fuzzed too: the corpus's
  /// payloads for it are seeds.
  static let contractSpec = InputFile(
    path: "contract.yml",
    bytes: Array(
      """
      version: 1
      categories:
        - id: ride-offer
          actions:
            - { id: accept, title: Accept, onTap: { becomes: cancel } }
          alternates:
            - { id: cancel, title: Cancel, onTap: { becomes: accept } }
          states: { offer: [accept], accepted: [cancel] }
          startState: { userInfoKey: phase }
          payload:
            ride-id: { type: string, example: "r-1842" }
            pickup: Place
            fare: { type: number, optional: true, example: 12.5 }
            seats: { type: integer, optional: true, example: 2 }
            vehicle: { type: string, enum: [car, xl, bike], example: xl }
            expires-at: { type: date, example: "2026-12-01T10:00:00Z" }
            receipt: { type: url, optional: true, example: "https://example.com/r/1842" }
            stops: { type: "[Place]", optional: true }
            route: { type: "[[number]]", optional: true }
            shared: { type: boolean, optional: true }
      extensions:
        - { target: RideUI, categories: ride-offer, principalClass: V, initialContentSizeRatio: 0.5 }
      payloadTypes:
        Place:
          lat: { type: number, example: 52.52 }
          lng: { type: number, example: 13.405 }
          label: { type: string, optional: true }
      """.utf8))

  /// A set with push kinds of every binding, a union, maps, string-carried values, JSON in a
  /// string, a lenient key and a service extension that only attaches, so that the choice of
  /// a payload's kind and the value shapes are fuzzed too.
  static let pushSpec = InputFile(
    path: "pushes.yml",
    bytes: Array(
      """
      version: 1
      categories:
        - id: chat
          payload: { room: string, message: { type: Message, optional: true } }
      pushes:
        - id: clear
          when: { type: [clear, reset], version: 2 }
          payload: { ids: { type: "[integer]", wire: string, separator: "," } }
        - id: level
          when: { urgent: true, level: [1, 2] }
          payload: { prices: { type: "[string: number]", optional: true } }
        - id: chat-message
          category: chat-message
          payload: { order: { type: Place, wire: string }, extra: { type: json, optional: true } }
        - id: custom
          category: "*"
          payload: { loose: { type: integer, optional: true, lenient: true } }
        - id: rest
          when: always
          payload:
            media: { type: Media, optional: true }
            count: { type: integer, wire: either, optional: true }
          attachments: [{ from: media.path, kind: image, base: "https://cdn.example.com/" }]
      payloadUnions:
        Message:
          discriminator: type
          cases: { stream: Stream, private: Private }
      payloadTypes:
        Place: { lat: number, lng: number }
        Stream: { stream: string, topic: string }
        Private: { recipients: "[string]" }
        Media: { path: { type: string, optional: true } }
      serviceExtensions:
        - { target: Service, pushes: rest, mutableContent: whenAttaching }
      """.utf8))

  /// The validated sets the input is checked against, each with its spec file.
  static let sets: [(spec: InputFile, set: SpecSet?)] = [spec, contractSpec, pushSpec].map {
    ($0, Compiler.check([$0], keepingMachines: false).spec?.set)
  }

  /// The set request files are checked against: an app with a bundle identifier, a category
  /// and a Live Activity, as the request records' examples use.
  static let requestSpec = InputFile(
    path: "request.yml", bytes: Array(PayloadExamples.requestSpec.files.joined().utf8))

  /// The validated request set.
  static let requestSet = Compiler.check([requestSpec], keepingMachines: false).spec?.set

  /// The head a request file's body is put behind to compare it with the same payload file:
  /// one header that sets nothing, so the payload is checked as `auto`, as a payload file is.
  static let neutralHead = Array("x-note: fuzz\n\n".utf8)

  /// The broken invariants for the input as `p.json`, against each set, and as a request.
  public static func problems(_ bytes: [UInt8]) -> [String] {
    sets.flatMap { problems(bytes, spec: $0.spec, set: $0.set) } + requestProblems(bytes)
  }

  /// The broken invariants for the input as the request file `p.http`: its diagnostics are
  /// located inside it with known ids and are the same on a second check; and the input as the
  /// body of a request with a neutral head gets the payload diagnostics it gets as `p.json`,
  /// two lines further down.
  static func requestProblems(_ bytes: [UInt8]) -> [String] {
    guard let set = requestSet else { return ["the fuzz spec set request.yml does not validate"] }
    var problems = checkedTwice(bytes, path: "p.http", spec: requestSpec, set: set).problems
    let wrapped = neutralHead + bytes
    var asRequest = DiagnosticsEngine()
    PayloadChecker.check(wrapped, path: "w.http", against: set, into: &asRequest)
    var asPayload = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: "w.json", against: set, into: &asPayload)
    let requestIDs = Set(PayloadChecker.requestRecordIDs)
    let fromBody = asRequest.diagnostics.filter { !requestIDs.contains($0.id) }.map(\.shape)
    let shifted = asPayload.diagnostics.map { $0.shape.movedDown(2) }
    if fromBody != shifted {
      problems.append("a request's body is not checked as the same payload file is")
    }
    return problems
  }

  /// The broken invariants for the input as `p.json` against one set.
  static func problems(_ bytes: [UInt8], spec: InputFile, set: SpecSet?) -> [String] {
    guard let set else { return ["the fuzz spec set \(spec.path) does not validate"] }
    let (diagnostics, found) = checkedTwice(bytes, path: "p.json", spec: spec, set: set)
    var problems = found
    var reader = JSONReader(bytes, path: "p.json")
    if (try? reader.read()) == nil {
      if diagnostics.count != 1 || diagnostics.first?.id != .payloadJSON {
        problems.append("a syntax error is not the one payload-json diagnostic")
      }
    } else if reader.whitespaceBytes > bytes.count {
      problems.append("more whitespace than bytes")
    }
    return problems
  }

  /// Checks the input as `path` against `set` twice: the diagnostics, and the broken
  /// invariants (the oracle's findings, and a second check that differs).
  static func checkedTwice(_ bytes: [UInt8], path: String, spec: InputFile, set: SpecSet) -> (
    diagnostics: [Diagnostic], problems: [String]
  ) {
    let input = InputFile(path: path, bytes: bytes)
    var first = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: path, against: set, into: &first)
    var problems = FuzzOracle.diagnosticFindings(
      first.diagnostics, inputs: [input, spec], payloads: [path]
    ).problems
    var second = DiagnosticsEngine()
    PayloadChecker.check(bytes, path: path, against: set, into: &second)
    if second.diagnostics != first.diagnostics {
      problems.append("a second check of \(path) differs")
    }
    return (first.diagnostics, problems)
  }
}

/// What a diagnostic says and where, without its file: what a payload checked in a request
/// file and in a payload file have in common.
struct DiagnosticShape: Equatable {
  let id: RuleID
  let severity: Severity
  let message: String
  let start: SourcePosition
  let end: SourcePosition

  /// The shape `lines` lines further down.
  func movedDown(_ lines: Int) -> DiagnosticShape {
    DiagnosticShape(
      id: id, severity: severity, message: message,
      start: SourcePosition(line: start.line + lines, column: start.column),
      end: SourcePosition(line: end.line + lines, column: end.column))
  }
}

extension Diagnostic {
  /// Its shape.
  var shape: DiagnosticShape {
    DiagnosticShape(
      id: id, severity: severity, message: message, start: range.start, end: range.end)
  }
}
