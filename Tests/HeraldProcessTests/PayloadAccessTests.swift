// The decoded payload where the code handles a notification: the app's `Response` and `Payload`
// enums, and a content extension's own payload types with the start state read through them,
// compiled against the stand-ins and run, in separate modules and in one.

import Foundation
import HeraldCore
import Testing

@testable import RoundtripSupport
@testable import TestSupport

/// The payload through responses, notifications and content extensions.
@Suite(.serialized) struct PayloadAccessTests {
  /// A category with a payload and one without, a machine whose start state is in its payload,
  /// and an extension with no machine that serves a category with a payload.
  static let spec = #"""
    version: 1
    categories:
      - id: ride-offer
        actions: [{ id: accept, title: Accept }]
        options: [customDismissAction]
        payload:
          ride-id: string
          pickup: Place
      - id: note
        actions: [{ id: ok, title: OK }]
      - id: chat
        actions:
          - { id: like, title: Like, onTap: { becomes: unlike } }
        alternates:
          - { id: unlike, title: Unlike, onTap: { becomes: like } }
        states: { notLiked: [like], liked: [unlike] }
        startState: { userInfoKey: state }
        payload: { note: string }
      - id: map
        payload: { at: Place }
    payloadTypes:
      Place: { lat: number, lng: number, label: { type: string, optional: true } }
    extensions:
      - { target: ChatUI, categories: [chat], principalClass: V, initialContentSizeRatio: 0.5 }
      - { target: MapUI, categories: [map, note], principalClass: M, initialContentSizeRatio: 0.5 }
    """#

  /// `userInfo` literals the drivers share.
  static let userInfos = #"""
    var ride: [AnyHashable: Any] { ["ride-id": "r-1", "pickup": ["lat": 52.5, "lng": 13.4]] }
    var badRide: [AnyHashable: Any] { ["ride-id": "r-1", "pickup": ["lat": "x", "lng": 13.4]] }
    var liked: [AnyHashable: Any] { ["note": "n", "state": "liked"] }
    var unknownState: [AnyHashable: Any] { ["note": "n", "state": "nope"] }
    var map: [AnyHashable: Any] { ["at": ["lat": 1, "lng": 2, "label": "Here"]] }

    """#

  /// The app driver: every response case, with and without a decodable payload.
  static let appDriver =
    "import Foundation\nimport UserNotifications\n\n" + userInfos + #"""
      func show(_ response: Notifications.Response) -> String {
        switch response {
        case .rideOffer(let action, .success(let payload)):
          return "ride \(action) \(payload.rideId) \(payload.pickup.lat)"
        case .rideOffer(let action, .failure(let error)): return "ride \(action) error \(error)"
        case .note(let action): return "note \(action)"
        case .chat(let action, let payload): return "chat \(action) \((try? payload.get())?.note ?? "-")"
        case .map(let action, _): return "map \(action)"
        case .unknown(let category, let action): return "unknown \(category) \(action)"
        }
      }

      func show(_ payload: Notifications.Payload) -> String {
        switch payload {
        case .rideOffer(let result): return "ride \((try? result.get())?.rideId ?? "failed")"
        case .chat(let result): return "chat \((try? result.get())?.note ?? "failed")"
        case .map(let result): return "map \((try? result.get())?.at.label ?? "failed")"
        case .other(let category): return "other \(category)"
        }
      }

      @main struct Driver {
        static func main() {
          typealias R = Notifications.Response
          print("r1|" + show(R(categoryIdentifier: "ride-offer", actionIdentifier: "accept", userInfo: ride)))
          print("r2|" + show(R(categoryIdentifier: "ride-offer", actionIdentifier: UNNotificationDefaultActionIdentifier, userInfo: badRide)))
          print("r3|" + show(R(categoryIdentifier: "ride-offer", actionIdentifier: UNNotificationDismissActionIdentifier)))
          print("r4|" + show(R(categoryIdentifier: "note", actionIdentifier: "ok", userInfo: ride)))
          print("r5|" + show(R(categoryIdentifier: "ride-offer", actionIdentifier: "nope", userInfo: ride)))
          print("r6|" + show(R(categoryIdentifier: "chat", actionIdentifier: "unlike", userInfo: liked)))
          print("p1|" + show(Notifications.Payload(categoryIdentifier: "ride-offer", userInfo: ride)))
          print("p2|" + show(Notifications.Payload(categoryIdentifier: "ride-offer", userInfo: badRide)))
          print("p3|" + show(Notifications.Payload(categoryIdentifier: "note", userInfo: ride)))
          print("p4|" + show(Notifications.Payload(categoryIdentifier: "map", userInfo: map)))
          print("p5|" + show(Notifications.Payload(categoryIdentifier: "elsewhere", userInfo: map)))
          let same = R(categoryIdentifier: "ride-offer", actionIdentifier: "accept", userInfo: ride)
          print("eq|\(same == R(categoryIdentifier: "ride-offer", actionIdentifier: "accept", userInfo: ride)) \(same == R(categoryIdentifier: "ride-offer", actionIdentifier: "accept", userInfo: badRide))")
        }
      }

      """#

  /// The driver of the separately compiled extension files: their own payload types.
  static let chatDriver =
    "import Foundation\n\n" + userInfos + #"""
      func state(_ info: [AnyHashable: Any]) -> String {
        switch ChatUIDynamicActions.Payload(categoryIdentifier: "chat", userInfo: info) {
        case .chat(.success(let payload)):
          let state = ChatUIDynamicActions.Chat.startState(payload)
          let raw = ChatUIDynamicActions.Chat.startState(userInfo: info)
          return "\(payload.note) \(state.map { "\($0)" } ?? "none") \(state == raw)"
        case .chat(.failure(let error)): return "error \(error.path)"
        case .other(let category): return "other \(category)"
        }
      }

      @main struct Driver {
        static func main() throws {
          print("c1|" + state(liked))
          print("c2|" + state(unknownState))
          print("c3|" + state(ride))
          print("c4|\(ChatUIDynamicActions.Payload(categoryIdentifier: "ride-offer", userInfo: liked))")
          let payload = try ChatUIDynamicActions.Chat.Payload(userInfo: liked)
          print("c5|\(try payload.apnsPayload()["note"] ?? "none")")
        }
      }

      """#

  /// The driver of the extension with no machine.
  static let mapDriver =
    "import Foundation\n\n" + userInfos + #"""
      @main struct Driver {
        static func main() throws {
          switch MapUIDynamicActions.Payload(categoryIdentifier: "map", userInfo: map) {
          case .map(.success(let payload)): print("m1|\(payload.at.label ?? "none") \(payload.at.lat)")
          case .map(.failure(let error)): print("m1|error \(error)")
          case .other(let category): print("m1|other \(category)")
          }
          print("m2|\(MapUIDynamicActions.Payload(categoryIdentifier: "note", userInfo: map))")
          let place: MapUIDynamicActions.PayloadTypes.Place = .init(lat: 1, lng: 2)
          print("m3|\(place.label ?? "none")")
        }
      }

      """#

  /// The driver of one module: the extension's types are the app's.
  static let oneModuleDriver =
    "import Foundation\n\n" + userInfos + #"""
      @main struct Driver {
        static func main() throws {
          let payload: Notifications.Chat.Payload = try ChatUIDynamicActions.Chat.Payload(userInfo: liked)
          let state = ChatUIDynamicActions.Chat.startState(payload)
          print("o1|\(payload.note) \(state.map { "\($0)" } ?? "none")")
          let place: Notifications.PayloadTypes.Place = MapUIDynamicActions.PayloadTypes.Place(lat: 1, lng: 2)
        // Each extension's enum has its own cases, as in a module of its own.
        let other = ChatUIDynamicActions.Payload(categoryIdentifier: "map", userInfo: map)
        guard case .map(.success(let at)) = MapUIDynamicActions.Payload(categoryIdentifier: "map", userInfo: map) else { return }
        let same: Notifications.Map.Payload = at
        print("o2|\(place.lat) \(other) \(same.at.label ?? "none")")
        }
      }

      """#

  /// The app's responses carry the payload, decoded or failed at its key path; categories
  /// without a payload keep their one-value case; `Payload` covers the rest.
  @Test func appResponsesAndNotificationsCarryThePayload() throws {
    try withTemporaryFolder { folder in
      let output = try Self.generate(folder)
      let run = try Self.compileAndRun(
        [output.appending(path: "App/NotificationCategories.swift")], Self.appDriver, folder,
        name: "app", extension: false)
      let expected = [
        "r1": "ride accept r-1 52.5",
        "r2": "ride opened error pickup.lat: expected a number, found a string",
        "r3": "ride dismissed error ride-id: missing required key, expected a string",
        "r4": "note ok", "r5": "unknown ride-offer nope", "r6": "chat unlike n",
        "p1": "ride r-1", "p2": "ride failed", "p3": "other note", "p4": "map Here",
        "p5": "other elsewhere", "eq": "true false",
      ]
      #expect(Self.lines(run) == expected)
    }
  }

  /// Each extension's file declares the payloads of the categories it serves, decodes them
  /// without UserNotifications, and reads the start state through the typed payload exactly as
  /// from `userInfo`.
  @Test func extensionFilesDeclareTheirPayloads() throws {
    try withTemporaryFolder { folder in
      let output = try Self.generate(folder)
      let chat = try Self.compileAndRun(
        [output.appending(path: "ChatUI/DynamicActions.swift")], Self.chatDriver, folder,
        name: "chat", extension: true)
      #expect(
        Self.lines(chat) == [
          "c1": "n liked true", "c2": "n none true", "c3": "error note",
          "c4": "other(categoryIdentifier: \"ride-offer\")", "c5": "n",
        ])
      let map = try Self.compileAndRun(
        [output.appending(path: "MapUI/DynamicActions.swift")], Self.mapDriver, folder,
        name: "map", extension: true)
      #expect(
        Self.lines(map) == [
          "m1": "Here 1.0", "m2": "other(categoryIdentifier: \"note\")", "m3": "none",
        ])
      let files = [
        "App/NotificationCategories.swift", "ChatUI/DynamicActions.swift",
        "MapUI/DynamicActions.swift",
      ]
      let configuration = Herald.packageRoot.appending(path: ".swift-format").path
      let lint = try Tool.run(
        ["swift", "format", "lint", "--strict", "--configuration", configuration]
          + files.map { output.appending(path: $0).path }, timeout: 300)
      #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.summary)")
    }
  }

  /// Built by the plugin into one module, the extension's payload types are the app's.
  @Test func oneModuleSharesTheAppsPayloadTypes() throws {
    try withTemporaryFolder { folder in
      let path = try folder.write("spec.yml", text: Self.spec)
      let run = try Herald.run(
        [
          "plugin-generate", path, "--app-output", "App.swift", "--extensions-output",
          "Extensions.swift",
        ], directory: folder.url)
      #expect(run.status == 0, "\(run.stderr)")
      let files = ["App.swift", "Extensions.swift"].map { folder.url.appending(path: $0) }
      let output = try Self.compileAndRun(
        files, Self.oneModuleDriver, folder, name: "one", extension: true)
      #expect(
        Self.lines(output) == [
          "o1": "n liked", "o2": "1.0 other(categoryIdentifier: \"map\") Here",
        ])
    }
  }

  /// Generates `spec` (this suite's by default) into `folder/out`.
  static func generate(_ folder: TestSupport.TemporaryFolder, spec: String = spec) throws -> URL {
    let path = try folder.write("spec.yml", text: spec)
    let output = folder.url.appending(path: "out")
    let run = try Herald.run(["generate", path, "--output", output.path], directory: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    return output
  }

  /// Compiles `files` with `driver` against the stand-ins (the UI ones too for an extension)
  /// and returns what the program prints.
  static func compileAndRun(
    _ files: [URL], _ driver: String, _ folder: TestSupport.TemporaryFolder, name: String,
    extension isExtension: Bool
  ) throws -> String {
    // swiftc takes one file of each name: the generated files are copied apart.
    let sources = try files.enumerated().map { index, file in
      let copy = folder.url.appending(path: "\(name)-Generated\(index).swift")
      try FileManager.default.copyItem(at: file, to: copy)
      return copy
    }
    let program = try PayloadSwiftTests.compile(
      folder, sources: sources, main: driver, name: name, extension: isExtension)
    let run = try Tool.run([program], in: folder.url, timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    return run.output
  }

  /// The `label|value` lines of a driver's output.
  static func lines(_ output: String) -> [String: String] {
    var lines: [String: String] = [:]
    for line in output.split(separator: "\n") {
      guard let bar = line.firstIndex(of: "|") else { continue }
      lines[String(line[..<bar])] = String(line[line.index(after: bar)...])
    }
    return lines
  }
}
