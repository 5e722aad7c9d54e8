// The generated `Payload` types compiled against the stand-in and run: valid payloads decode to
// their values and encode back, invalid ones fail at the key path with the very message
// `PayloadValueChecker` gives, and JSON Booleans are told from numbers in every form Linux
// Foundation hands them over.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// Decoding and encoding with the generated payloads.
@Suite(.serialized) struct PayloadSwiftTests {
  /// An internal namespace: the issue's ride offer, every kind of type, and a start state.
  static let internalSpec = #"""
    version: 1
    categories:
      - id: ride-offer
        actions: [{ id: accept, title: Accept }]
        payload:
          ride-id: { type: string, example: "r-1842", description: "The ride's id." }
          pickup: Place
          fare: { type: number, optional: true, example: 12.5 }
          vehicle: { type: string, enum: [car, xl, bike], example: xl }
          expires-at: { type: date, example: "2026-12-01T10:00:00Z" }
          stops: { type: "[Place]", optional: true }
          route: [[number]]
      - id: kinds
        payload:
          count: integer
          ratio: { type: number, optional: true }
          flag: boolean
          at: { type: date, optional: true }
          link: url
          tags: { type: "[string]", enum: [a-b, c, "caf\u00e9"], optional: true }
          grid: { type: "[[integer]]", optional: true }
          default: { type: string, optional: true, description: "Ends */ a comment\nand \u202E more" }
          where: { type: "[Stop]", optional: true }
      - id: chat
        actions:
          - { id: like, title: Like, onTap: { becomes: unlike } }
        alternates:
          - { id: unlike, title: Unlike, onTap: { becomes: like } }
        states: { notLiked: [like], liked: [unlike] }
        startState: { userInfoKey: state }
        payload: { note: string }
    payloadTypes:
      Place:
        lat: { type: number, example: 52.52 }
        lng: { type: number, example: 13.405 }
        label: { type: string, optional: true }
      Stop: { at: date, links: "[url]" }
    extensions:
      - { target: ChatUI, categories: [chat], principalClass: V, initialContentSizeRatio: 0.5 }
    """#

  /// A public namespace, which needs every initializer written out.
  static let publicSpec = #"""
    version: 1
    swift: { accessLevel: public, namespace: Push }
    categories:
      - id: order
        payload: { id: integer, item: Item }
    payloadTypes:
      Item: { name: string, price: number }
    """#

  /// One payload of the corpus: valid ones with the JSON they encode back to, invalid ones
  /// failing where the checker says.
  struct Case {
    /// A label for the output.
    let label: String
    /// The category id.
    let category: String
    /// The payload's JSON.
    let json: String
    /// For a valid payload: `JSONEncoder`'s sorted output of the decoded value.
    let encoded: String?
    /// Whether `init(from:)` words the found value differently (a number read as a double).
    var decoderWordsNumbersApart = false
  }

  /// The corpus.
  static let cases: [Case] = [
    Case(
      label: "ride", category: "ride-offer",
      json: #"""
        {"aps":{"category":"ride-offer","alert":"x"},"ride-id":"r-1",
         "pickup":{"lat":52.52,"lng":13,"x":1},"vehicle":"xl",
         "expires-at":"2026-12-01T11:00:00.250+01:00","route":[[1,2.5],[]],"fare":null,"more":true}
        """#,
      encoded:
        #"{"expires-at":"2026-12-01T10:00:00.250Z","pickup":{"lat":52.52,"lng":13},"ride-id":"r-1","route":[[1,2.5],[]],"vehicle":"xl"}"#
    ),
    Case(
      label: "ride-full", category: "ride-offer",
      json: #"""
        {"ride-id":"","pickup":{"lat":-1.5,"lng":0},"vehicle":"bike","fare":12.5,
         "expires-at":"2024-02-29t23:59:59.99999z","route":[],"stops":[{"lat":1,"lng":2,"label":"A"}]}
        """#,
      encoded:
        #"{"expires-at":"2024-02-29T23:59:59.999Z","fare":12.5,"pickup":{"lat":-1.5,"lng":0},"ride-id":"","route":[],"stops":[{"label":"A","lat":1,"lng":2}],"vehicle":"bike"}"#
    ),
    Case(
      label: "kinds", category: "kinds",
      json: #"""
        {"count":12.0,"flag":true,"link":"https://example.com/a?b=%20#c","tags":["a-b","c"],
         "grid":[[1,2],[3]],"default":"d","ratio":1e3,
         "where":[{"at":"2026-01-01T00:00:00-00:30","links":["myapp://x"]}]}
        """#,
      encoded:
        #"{"count":12,"default":"d","flag":true,"grid":[[1,2],[3]],"link":"https://example.com/a?b=%20#c","ratio":1000,"tags":["a-b","c"],"where":[{"at":"2026-01-01T00:30:00Z","links":["myapp://x"]}]}"#
    ),
    Case(
      label: "kinds-edge", category: "kinds",
      json: #"{"count":-9007199254740991,"flag":false,"link":"a:b","at":"1970-01-01T00:00:00Z"}"#,
      encoded: #"{"at":"1970-01-01T00:00:00Z","count":-9007199254740991,"flag":false,"link":"a:b"}"#
    ),
    // Foundation's JSONDecoder refuses `0e2` and `1e-400` as a Double (FuzzDecode found it).
    Case(
      label: "zero-exponent", category: "kinds",
      json: #"{"count":0e2,"flag":true,"link":"a:b","ratio":1e-400,"grid":[[0E2]]}"#,
      encoded: #"{"count":0,"flag":true,"grid":[[0]],"link":"a:b","ratio":0}"#),
    Case(
      label: "chat-unknown-state", category: "chat", json: #"{"note":"n","state":"dancing"}"#,
      encoded: #"{"note":"n","state":"dancing"}"#),
    Case(
      label: "order", category: "order", json: #"{"id":7,"item":{"name":"Tea","price":2.5}}"#,
      encoded: #"{"id":7,"item":{"name":"Tea","price":2.5}}"#),
    bad("lat-boolean", "ride-offer", #""pickup":{"lat":true,"lng":1}"#),
    bad("lat-missing", "ride-offer", #""pickup":{"lng":1}"#),
    bad("vehicle-unknown", "ride-offer", #""vehicle":"bik""#),
    bad("date-february-30", "ride-offer", #""expires-at":"2026-02-30T10:00:00Z""#),
    bad("date-leap-second", "ride-offer", #""expires-at":"2026-12-31T23:59:60Z""#),
    bad("date-no-offset", "ride-offer", #""expires-at":"2026-12-01T10:00:00""#),
    bad("route-string", "ride-offer", #""route":[[1,"x"]]"#),
    bad("stop-lng-null", "ride-offer", #""stops":[{"lat":1,"lng":null}]"#),
    bad("ride-id-number", "ride-offer", #""ride-id":12"#),
    bad("pickup-string", "ride-offer", #""pickup":"here""#),
    bad("route-object", "ride-offer", #""route":{"a":1}"#),
    bad("ride-id-missing", "ride-offer", #""ride-id":null"#),
    bad("count-fraction", "kinds", #""count":12.5"#),
    Case(
      label: "count-too-large", category: "kinds",
      json: #"{"count":9007199254740992,"flag":true,"link":"a:b"}"#, encoded: nil,
      decoderWordsNumbersApart: true),
    bad("flag-number", "kinds", #""flag":1"#),
    bad("link-space", "kinds", #""link":"https://exa mple.com""#),
    bad("link-relative", "kinds", #""link":"/a/b""#),
    bad("tag-unknown", "kinds", #""tags":["a-b","d"]"#),
    // The decomposed form of a declared enum value: canonically equivalent, so Swift's `==`
    // calls them equal, but not the same scalars, which is how JSON Schema compares.
    bad("tag-decomposed", "kinds", #""tags":["cafe\u0301"]"#),
    Case(
      label: "tag-composed", category: "kinds",
      json: #"{"count":1,"flag":true,"link":"a:b","tags":["caf\u00e9"]}"#,
      encoded: #"{"count":1,"flag":true,"link":"a:b","tags":["café"]}"#),
    bad("stop-link", "kinds", #""where":[{"at":"2026-01-01T00:00:00Z","links":["x"]}]"#),
    bad("month-13", "kinds", #""at":"2026-13-01T00:00:00Z""#),
    bad("grid-fraction", "kinds", #""grid":[[1.5]]"#),
    bad("state-number", "chat", #""state":5"#),
    bad("order-item-array", "order", #""item":[]"#),
  ]

  /// A payload of `category` that is valid but for `change` (a member replacing or adding one).
  static func bad(_ label: String, _ category: String, _ change: String) -> Case {
    let valid = [
      "ride-offer":
        #"{"ride-id":"r","pickup":{"lat":1,"lng":1},"vehicle":"xl","expires-at":"2026-12-01T10:00:00Z","route":[]}"#,
      "kinds": #"{"count":1,"flag":true,"link":"a:b"}"#,
      "chat": #"{"note":"n"}"#,
      "order": #"{"id":1,"item":{"name":"n","price":1}}"#,
    ]
    // JSON keeps the last of a repeated key in every reader here (JSONSerialization, the
    // decoder, herald's reader reports it but keeps the first: so replace, not append).
    let key = String(change.split(separator: ":", maxSplits: 1)[0])
    var members = String(valid[category]!.dropFirst().dropLast())
    if let range = members.range(of: key + ":") {
      var end = range.upperBound
      var depth = 0
      var inString = false
      while end < members.endIndex {
        let character = members[end]
        if character == "\"" { inString.toggle() }
        if !inString {
          if character == "{" || character == "[" { depth += 1 }
          if character == "}" || character == "]" { depth -= 1 }
          if character == "," && depth == 0 { break }
        }
        end = members.index(after: end)
      }
      members.replaceSubrange(range.lowerBound..<end, with: change)
    } else {
      members += "," + change
    }
    return Case(label: label, category: category, json: "{" + members + "}", encoded: nil)
  }

  /// Date-times and near misses, read by `PayloadWire` and by the generated Swift alike.
  static let dates = [
    "2026-12-01T10:00:00Z", "2026-12-01t10:00:00z", "0000-01-01T00:00:00Z",
    "0000-03-01T00:00:00+23:59", "9999-12-31T23:59:59.999-23:59", "1900-02-28T00:00:00Z",
    "1900-02-29T00:00:00Z", "2000-02-29T00:00:00Z", "2024-02-29T12:00:00.5Z",
    "2023-02-29T12:00:00Z", "1969-12-31T23:59:59.999Z", "1970-01-01T00:00:00.0001Z",
    "2026-04-31T00:00:00Z", "2026-06-30T24:00:00Z", "2026-06-30T23:60:00Z",
    "2026-06-30T23:59:60Z", "2026-06-30T23:59:59.Z", "2026-06-30T23:59:59+2400",
    "2026-06-30T23:59:59+24:00", "2026-06-30 23:59:59Z", "2026-6-30T23:59:59Z",
    "2026-06-30T23:59:59", "2026-06-30T23:59:59Z ", "", "+2026-06-30T23:59:59Z",
    "2026-06-30T23:59:59.123456789-00:30",
  ]

  /// URLs and near misses.
  static let urls = [
    "https://example.com", "a:b", "myapp://ride/42?x=1#y", "mailto:a@b.c", "http://[::1]:80/",
    "https://example.com/%20", "https://exa mple.com", "/relative", "://no-scheme", "1a:b",
    "a:", "https://example.com/%2", "https://example.com/%zz", "https://é.com", "a+b-c.d:x",
    "https://example.com/\\", "https://example.com/{x}", "urn:isbn:0451450523",
    // Foundation refuses these or rewrites them with escapes, so RFC 3986's grammar refuses them.
    "a:b[c", "a:b#c#d", "a://h[o]st/", "a://h:8x/", "a://u@p@h/", "a://[::1]x/", "a://[::1",
    "urn:Z'//[::1]:8080/", "a+b-c.d:0%C3%A9#+:$/[%C3%A9",
    "a://u:p@[v1.x]:8/p:@?q/?#f?/", "file:///etc/hosts", "a://@:/",
  ]

  /// The Swift type of each category's payload.
  static let types = [
    "ride-offer": "Notifications.RideOffer.Payload", "kinds": "Notifications.Kinds.Payload",
    "chat": "Notifications.Chat.Payload", "order": "Push.Order.Payload",
  ]

  /// The driver: decodes each case through `init(userInfo:)` (from `JSONSerialization`) and
  /// `JSONDecoder`, prints `label|route|ok <encoded>` or `label|route|error <message>`, then the
  /// Boolean and number forms.
  static var driver: String {
    var text = #"""
      import Foundation

      @main struct Driver {
        static func encoded<P: Codable & Equatable>(_ payload: P) -> String {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
          guard let data = try? encoder.encode(payload) else { return "encode failed" }
          guard let back = try? JSONDecoder().decode(P.self, from: data), back == payload else {
            return "round trip differs"
          }
          return "ok " + String(decoding: data, as: UTF8.self)
        }

        static func run<P: Codable & Equatable>(
          _ type: P.Type, _ label: String, _ json: String, userInfo: ([AnyHashable: Any]) throws -> P
        ) {
          let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
          if let dictionary = object as? [AnyHashable: Any] {
            do { print(label + "|userInfo|" + encoded(try userInfo(dictionary))) } catch {
              print(label + "|userInfo|error \(error)")
            }
          }
          do { print(label + "|decoder|" + encoded(try JSONDecoder().decode(P.self, from: Data(json.utf8)))) } catch {
            print(label + "|decoder|error \(error)")
          }
        }

        static func flag(_ value: Any) -> String {
          let info: [AnyHashable: Any] = ["count": 1, "flag": value, "link": "a:b"]
          do { return "\(try Notifications.Kinds.Payload(userInfo: info).flag)" } catch { return "\(error)" }
        }

        static func date(_ text: String) -> String {
          let info: [AnyHashable: Any] = ["count": 1, "flag": true, "link": "a:b", "at": text]
          guard let at = try? Notifications.Kinds.Payload(userInfo: info).at else { return "nil" }
          let milliseconds = Int64((at.timeIntervalSince1970 * 1000).rounded())
          let payload = Notifications.Kinds.Payload(count: 1, flag: true, at: at, link: URL(string: "a:b")!)
          // A date whose offset moves it out of years 0000-9999 in UTC decodes, but has no
          // UTC text to encode to.
          guard let data = try? JSONEncoder().encode(payload) else { return "\(milliseconds) nil" }
          let object = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
          return "\(milliseconds) \(object["at"] as! String)"
        }

        static func url(_ text: String) -> String {
          let info: [AnyHashable: Any] = ["count": 1, "flag": true, "link": text]
          return (try? Notifications.Kinds.Payload(userInfo: info)) == nil ? "no" : "yes"
        }

        static func count(_ value: Any) -> String {
          let info: [AnyHashable: Any] = ["count": value, "flag": true, "link": "a:b"]
          do { return "\(try Notifications.Kinds.Payload(userInfo: info).count)" } catch { return "\(error)" }
        }

        static func main() throws {

      """#
    for item in cases {
      let type = types[item.category]!
      text += "    run(\(type).self, \(SwiftEscaping.stringLiteral(item.label)), "
      text += "\(SwiftEscaping.stringLiteral(item.json))) { try \(type)(userInfo: $0) }\n"
    }
    for (index, date) in dates.enumerated() {
      text += "    print(\"date \(index)|\" + date(\(SwiftEscaping.stringLiteral(date))))\n"
    }
    for (index, url) in urls.enumerated() {
      text += "    print(\"url \(index)|\" + url(\(SwiftEscaping.stringLiteral(url))))\n"
    }
    text += #"""
          print("flag NSNumber(true)|" + flag(NSNumber(value: true)))
          print("flag NSNumber(1)|" + flag(NSNumber(value: 1)))
          print("flag true|" + flag(true))
          print("flag 1|" + flag(1))
          let parsed = try JSONSerialization.jsonObject(with: Data(#"[true, 1, 0, false, 2.0]"#.utf8)) as! [Any]
          print("flag JSON true|" + flag(parsed[0]))
          print("flag JSON 1|" + flag(parsed[1]))
          print("count NSNumber(true)|" + count(NSNumber(value: true)))
          print("count NSNumber(1)|" + count(NSNumber(value: 1)))
          print("count true|" + count(true))
          print("count JSON false|" + count(parsed[3]))
          print("count JSON 0|" + count(parsed[2]))
          print("count JSON 2.0|" + count(parsed[4]))
          print("count UInt64.max|" + count(NSNumber(value: UInt64.max)))
          print("count string|" + count("1"))
          for (label, seconds) in [
            ("9999", 253_402_300_799.999), ("10000", 253_402_300_800), ("0000", -62_167_219_200),
            ("-0001", -62_167_219_200.001), ("1e17", 1e17), ("nan", Double.nan),
          ] {
            let payload = Notifications.Kinds.Payload(
              count: 1, flag: true, at: Date(timeIntervalSince1970: seconds), link: URL(string: "a:b")!)
            do {
              let data = try JSONEncoder().encode(payload)
              let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
              print("encode \(label)|ok \(object["at"] as! String)")
            } catch EncodingError.invalidValue(_, let context) {
              print("encode \(label)|invalid \(context.codingPath.map(\.stringValue))")
            } catch {
              print("encode \(label)|other \(error)")
            }
          }
          let ride = try Notifications.RideOffer.Payload(
            rideId: "r", pickup: .init(lat: 1, lng: 2), vehicle: .car,
            expiresAt: Date(timeIntervalSince1970: 0), route: [])
          let apns = try ride.apnsPayload(aps: ["alert": "Hi"])
          let aps = apns["aps"] as? [String: Any]
          print("apns|\(aps?["category"] ?? "none")|\(aps?["alert"] ?? "none")|\(apns["ride-id"] ?? "none")|\(apns["expires-at"] ?? "none")")
          print("category|" + Notifications.RideOffer.Payload.categoryIdentifier)
          print("order|" + "\(Push.Order.Payload(id: 1, item: .init(name: "n", price: 1)).item.name)")
        }
      }

      """#
    return text
  }

  /// Every case decodes or fails as expected, by both routes, with the checker's message.
  @Test func corpusDecodesAsTheCheckerSays() throws {
    try withTemporaryFolder { folder in
      let output = try Self.compileAndRun(folder)
      var lines: [String: String] = [:]
      for line in output.split(separator: "\n") {
        let parts = line.split(separator: "|", maxSplits: 2).map(String.init)
        guard parts.count == 3 else { continue }
        lines[parts[0] + "|" + parts[1]] = parts[2]
      }
      let checked = try Self.checkerMessages()
      for item in Self.cases {
        let decoder = lines[item.label + "|decoder"]
        let userInfo = lines[item.label + "|userInfo"]
        if let encoded = item.encoded {
          #expect(userInfo == "ok " + encoded, "\(item.label)")
          #expect(decoder == "ok " + encoded, "\(item.label)")
          #expect(checked[item.label] == nil, "the checker refuses \(item.label)")
          continue
        }
        let message = try #require(checked[item.label], "the checker accepts \(item.label)")
        #expect(userInfo == "error " + message, "\(item.label)")
        if item.decoderWordsNumbersApart {
          let path = String(message.prefix { $0 != ":" })
          #expect(decoder?.hasPrefix("error \(path): expected an integer, found ") == true)
        } else {
          #expect(decoder == "error " + message, "\(item.label)")
        }
      }
      let expected = [
        "flag NSNumber(true)": "true",
        "flag NSNumber(1)": "flag: expected a Boolean, found a number",
        "flag true": "true", "flag 1": "flag: expected a Boolean, found a number",
        "flag JSON true": "true", "flag JSON 1": "flag: expected a Boolean, found a number",
        "count NSNumber(true)": "count: expected an integer, found a Boolean",
        "count NSNumber(1)": "1", "count true": "count: expected an integer, found a Boolean",
        "count JSON false": "count: expected an integer, found a Boolean",
        "count JSON 0": "0", "count JSON 2.0": "2",
        "count UInt64.max":
          "count: expected an integer, found 18446744073709551615, beyond ±(2^53 − 1)",
        "count string": "count: expected an integer, found a string",
        "encode 9999": "ok 9999-12-31T23:59:59.999Z", "encode 0000": "ok 0000-01-01T00:00:00Z",
        "encode 10000": "invalid [\"at\"]", "encode -0001": "invalid [\"at\"]",
        "encode 1e17": "invalid [\"at\"]", "encode nan": "invalid [\"at\"]",
        "apns": "ride-offer|Hi|r|1970-01-01T00:00:00Z", "category": "ride-offer", "order": "n",
      ]
      var forms: [String: String] = [:]
      for line in output.split(separator: "\n") {
        guard let bar = line.firstIndex(of: "|") else { continue }
        forms[String(line[..<bar])] = String(line[line.index(after: bar)...])
      }
      for (label, value) in expected {
        #expect(forms[label] == value, "\(label)")
      }
      // The same date-times and URLs, read by the wire rules the checker and schema use.
      for (index, date) in Self.dates.enumerated() {
        let wire = PayloadWire.parseDate(date).map {
          "\($0) " + (PayloadWire.formatDate(milliseconds: $0) ?? "nil")
        }
        #expect(forms["date \(index)"] == (wire ?? "nil"), "\(date)")
      }
      #expect(Self.dates.filter { PayloadWire.parseDate($0) != nil }.count == 11)
      for (index, url) in Self.urls.enumerated() {
        #expect(forms["url \(index)"] == (PayloadWire.isAbsoluteURL(url) ? "yes" : "no"), "\(url)")
      }
      #expect(Self.urls.filter(PayloadWire.isAbsoluteURL).count == 11)
    }
  }

  /// The generated files are deterministic and lint clean with the project's configuration.
  @Test func generatedPayloadsAreStableAndLintClean() throws {
    try withTemporaryFolder { folder in
      let first = try Self.generate(folder, name: "a")
      let second = try Self.generate(folder, name: "b")
      for (one, other) in zip(first, second) {
        #expect(try Data(contentsOf: one) == Data(contentsOf: other))
      }
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration]
          + first.map(\.path), timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// Generates both specs into `folder/name-*`; returns the two app files.
  static func generate(_ folder: TestSupport.TemporaryFolder, name: String) throws -> [URL] {
    try [("internal", internalSpec), ("public", publicSpec)].map { kind, spec in
      let path = try folder.write("\(kind).yml", text: spec)
      let output = folder.url.appending(path: "\(name)-\(kind)")
      let run = try Herald.run(["generate", path, "--output", output.path], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      return output.appending(path: "App/NotificationCategories.swift")
    }
  }

  /// Generates, compiles the app files with the driver against the stand-in, runs it, and
  /// returns its output.
  static func compileAndRun(_ folder: TestSupport.TemporaryFolder) throws -> String {
    // swiftc takes one file of each name: the two app files are copied apart.
    let apps = try generate(folder, name: "out").enumerated().map { index, app in
      let copy = folder.url.appending(path: "App\(index).swift")
      try FileManager.default.copyItem(at: app, to: copy)
      return copy
    }
    let program = try compile(folder, sources: apps, main: driver, name: "driver")
    let run = try Tool.run([program], in: folder.url, timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    return run.output
  }

  /// Compiles `sources` (generated files, each of another name) with `main` against the
  /// UserNotifications stand-in (and the UserNotificationsUI one for `extension` code) in one
  /// swiftc invocation; returns the program's path.
  static func compile(
    _ folder: TestSupport.TemporaryFolder, sources: [URL], main: String, name: String,
    extension isExtension: Bool = false
  ) throws -> String {
    let mainPath = try folder.write("\(name)-main.swift", text: main)
    let paths = RoundtripPaths.package
    try FileManager.default.createDirectory(
      at: paths.defaultCache, withIntermediateDirectories: true)
    let standIns = try StandIns(
      cache: paths.defaultCache, compiler: Swiftc.identity(), paths: paths)
    let standIn = try standIns.userNotifications()
    var search = [standIn]
    var libraries = ["-lUserNotifications"]
    if isExtension {
      search += try standIns.userNotificationsUI(against: standIn)
      libraries += ["-lUserNotificationsUI", "-lUIKit"]
    }
    let program = folder.url.appending(path: name).path
    let compile = try Tool.run(
      ["swiftc"] + Swiftc.flags + search.flatMap { ["-I", $0.path, "-L", $0.path] } + libraries
        + sources.map(\.path) + [mainPath, "-o", program], in: folder.url, timeout: 900)
    try #require(compile.status == 0, "\(compile.summary)")
    return program
  }

  /// The checker's message for each invalid case: its first problem that fails decoding,
  /// without the did-you-mean the generated Swift does not give.
  static func checkerMessages() throws -> [String: String] {
    var messages: [String: String] = [:]
    for (path, spec) in [("internal.yml", internalSpec), ("public.yml", publicSpec)] {
      let outcome = Compiler.check([InputFile(path: path, bytes: Array(spec.utf8))])
      let set = try #require(outcome.spec?.set, "\(outcome.diagnostics.diagnostics)")
      let checker = PayloadValueChecker(types: PayloadTypeTable(set))
      for item in cases {
        guard let category = set.category(item.category) else { continue }
        let contract = try #require(set.payloadContract(for: category))
        var reader = JSONReader(Array(item.json.utf8), path: "payload.json")
        let root = try reader.read()
        guard
          let problem = checker.check(payload: root, against: contract).first(
            where: \.failsDecoding)
        else { continue }
        var message = problem.message
        if let hint = message.range(of: "; did you mean") {
          message = String(message[..<hint.lowerBound])
        }
        messages[item.label] = message
      }
    }
    return messages
  }
}
