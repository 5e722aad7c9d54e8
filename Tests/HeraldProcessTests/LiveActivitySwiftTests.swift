// Live Activities end to end (issue 40): the generated `ActivityAttributes` types, compiled in
// Swift 6 against the ActivityKit stand-in, decode `content-state` and `attributes` JSON with a
// default `JSONDecoder`, as ActivityKit does, in each `dates` wire form.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// The generated Live Activity types, compiled and run.
@Suite struct LiveActivitySwiftTests {
  /// One activity of each date wire form.
  static let spec = """
    version: 1
    swift: { accessLevel: public }
    liveActivities:
      - id: delivery
        pushToStart: true
        attributes: { orderNumber: string, restaurant-name: string }
        contentState:
          status: { type: string, enum: [preparing, delivered] }
          eta: date
          courier: { type: string, optional: true }
          stops: "[date]"
          progress: number
      - id: unix-clock
        dates: secondsSince1970
        contentState: { at: date, later: { type: date, optional: true }, marks: "[date]" }
      - id: iso-clock
        dates: iso8601
        attributes: { opened: date }
        contentState: { at: date, later: { type: date, optional: true }, marks: "[date]" }
    """

  /// Decodes pushes' JSON with a default `JSONDecoder` and prints what it read.
  static let driver = #"""
    import Foundation

    @main struct Driver {
      static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
      }

      static func failure<T: Decodable>(_ type: T.Type, _ json: String) -> String {
        do {
          _ = try decode(T.self, json)
          return "decoded"
        } catch let DecodingError.keyNotFound(key, _) {
          return "keyNotFound \(key.stringValue)"
        } catch let DecodingError.dataCorrupted(context) {
          return "dataCorrupted " + context.codingPath.map(\.stringValue).joined(separator: ".")
        } catch let DecodingError.typeMismatch(_, context) {
          return "typeMismatch " + context.codingPath.map(\.stringValue).joined(separator: ".")
        } catch {
          return "other"
        }
      }

      static func roundTrips<T: Codable & Hashable>(_ value: T) throws -> Bool {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value)) == value
      }

      static func main() throws {
        let state = try decode(
          DeliveryAttributes.ContentState.self,
          #"{"status":"preparing","eta":0,"stops":[86400],"progress":0.5}"#)
        print("delivery", state.status, state.eta.timeIntervalSince1970, state.courier ?? "nil",
          state.stops.map(\.timeIntervalSinceReferenceDate), state.progress)
        let unixSent = try decode(
          DeliveryAttributes.ContentState.self,
          #"{"status":"delivered","eta":1765000000,"stops":[],"progress":1}"#)
        print("unix timestamp as secondsSince2001 lands in", unixSent.eta.timeIntervalSince1970 > 2.7e9 ? "2056" : "time")
        print("delivery missing eta:", failure(
          DeliveryAttributes.ContentState.self, #"{"status":"preparing","stops":[],"progress":0}"#))
        print("delivery status outside the enum:", failure(
          DeliveryAttributes.ContentState.self,
          #"{"status":"lost","eta":0,"stops":[],"progress":0}"#))
        print("delivery eta as string:", failure(
          DeliveryAttributes.ContentState.self,
          #"{"status":"preparing","eta":"2025-01-01T00:00:00Z","stops":[],"progress":0}"#))
        let attributes = try decode(
          DeliveryAttributes.self, #"{"orderNumber":"A1","restaurant-name":"Pizza"}"#)
        print("attributes", attributes.orderNumber, attributes.restaurantName)
        print("delivery round trip", try roundTrips(state))

        let unix = try decode(
          UnixClockAttributes.ContentState.self, #"{"at":978307200,"later":978307201.5,"marks":[0]}"#)
        print("unix", unix.at.timeIntervalSinceReferenceDate, unix.later?.timeIntervalSinceReferenceDate ?? -1,
          unix.marks.map(\.timeIntervalSince1970))
        print("unix round trip", try roundTrips(unix))
        print("unix without later", try decode(UnixClockAttributes.ContentState.self, #"{"at":0,"marks":[]}"#).later == nil)

        let iso = try decode(
          IsoClockAttributes.ContentState.self,
          #"{"at":"2001-01-01T00:00:00Z","later":"2001-01-01T00:00:01.500Z","marks":["1970-01-01T00:00:00Z"]}"#)
        print("iso", iso.at.timeIntervalSinceReferenceDate, iso.later?.timeIntervalSinceReferenceDate ?? -1,
          iso.marks.map(\.timeIntervalSince1970))
        print("iso round trip", try roundTrips(IsoClockAttributes.ContentState(at: iso.at, later: iso.later, marks: iso.marks)))
        let lowercase = try decode(
          IsoClockAttributes.ContentState.self, #"{"at":"2001-01-01t00:00:00.25z","marks":[]}"#)
        print("iso lowercase", lowercase.at.timeIntervalSinceReferenceDate)
        print("iso February 30:", failure(
          IsoClockAttributes.ContentState.self,
          #"{"at":"2001-01-01T00:00:00Z","marks":["2001-01-01T00:00:00Z","2001-02-30T00:00:00Z"]}"#))
        print("iso malformed:", failure(IsoClockAttributes.ContentState.self, #"{"at":"yesterday","marks":[]}"#))
        print("iso number:", failure(IsoClockAttributes.ContentState.self, #"{"at":0,"marks":[]}"#))
        let opened = try decode(IsoClockAttributes.self, #"{"opened":"2001-01-02T00:00:00Z"}"#)
        print("iso attributes", opened.opened.timeIntervalSinceReferenceDate)
      }
    }
    """#

  /// What the driver prints.
  static let expected = """
    delivery preparing 978307200.0 nil [86400.0] 0.5
    unix timestamp as secondsSince2001 lands in 2056
    delivery missing eta: keyNotFound eta
    delivery status outside the enum: dataCorrupted status
    delivery eta as string: typeMismatch eta
    attributes A1 Pizza
    delivery round trip true
    unix 0.0 1.5 [0.0]
    unix round trip true
    unix without later true
    iso 0.0 1.5 [0.0]
    iso round trip true
    iso lowercase 0.25
    iso February 30: dataCorrupted marks.Index 1
    iso malformed: dataCorrupted at
    iso number: typeMismatch at
    iso attributes 86400.0

    """

  /// The generated file compiles in Swift 6 against the stand-in and decodes as ActivityKit's
  /// default `JSONDecoder` would.
  @Test func generatedTypesDecodeWithADefaultJSONDecoder() throws {
    let folder = try TestSupport.TemporaryFolder()
    let files = try Self.generate()
    let source = try #require(files[OutputLayout.liveActivitiesSwift])
    #expect(source.contains("public struct DeliveryAttributes: ActivityAttributes {"))
    #expect(source.contains("public struct ContentState: Codable, Hashable {"))
    #expect(source.contains("public enum Status: String, Codable, Sendable, CaseIterable {"))
    // The default form needs no hand-written Codable: synthesized `Date` reads seconds since
    // 2001. The other forms' two content states and the iso8601 attributes decode their own,
    // and so does the one RFC 3339 date type of the file.
    #expect(source.components(separatedBy: "init(from decoder: any Decoder)").count == 5)
    let generated = try folder.write("LiveActivities.swift", text: source)
    let program = try Self.compile(
      folder, sources: [URL(fileURLWithPath: generated)], main: Self.driver, name: "driver")
    let run = try Tool.run([program], in: folder.url, timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    #expect(run.output == Self.expected)
  }

  /// Compiles `sources` (generated files) with `main` against the ActivityKit stand-in in one
  /// swiftc invocation; returns the program's path.
  static func compile(
    _ folder: TestSupport.TemporaryFolder, sources: [URL], main: String, name: String
  ) throws -> String {
    let mainPath = try folder.write("\(name)-main.swift", text: main)
    let paths = RoundtripPaths.package
    try FileManager.default.createDirectory(
      at: paths.defaultCache, withIntermediateDirectories: true)
    let standIns = try StandIns(
      cache: paths.defaultCache, compiler: Swiftc.identity(), paths: paths)
    let activityKit = try standIns.activityKit()
    let program = folder.url.appending(path: name).path
    let compile = try Tool.run(
      ["swiftc"] + Swiftc.flags + ["-I", activityKit.path, "-L", activityKit.path, "-lActivityKit"]
        + sources.map(\.path) + [mainPath, "-o", program],
      in: folder.url, timeout: 900)
    try #require(compile.status == 0, "\(compile.summary)")
    return program
  }

  /// A set without activities writes no Live Activity file.
  @Test func noActivitiesNoFile() throws {
    let files = try Self.generate("version: 1\ncategories: [{ id: chat }]\n")
    #expect(files[OutputLayout.liveActivitiesSwift] == nil)
    #expect(files[OutputLayout.appSwift] != nil)
  }

  /// The generated files of a spec, by path.
  static func generate(_ yaml: String = spec) throws -> [String: String] {
    let outcome = Compiler.check([InputFile(path: "activities.yml", bytes: Array(yaml.utf8))])
    let spec = try #require(outcome.spec, "\(outcome.diagnostics.diagnostics)")
    let plan = Translator.plan(spec)
    return Dictionary(
      uniqueKeysWithValues: Generator.files(plan).map { ($0.path, $0.contents) })
  }
}
