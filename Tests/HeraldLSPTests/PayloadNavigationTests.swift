// Hover and rename on the payload language: the Swift type a payload type decodes to, the
// Swift property a key becomes, and a named type renamed in every file of the set.

import HeraldCore
import Testing

@testable import HeraldLSP

/// Tests of payload hover (`HoverProvider+Payload`) and payload-type rename
/// (`NavigationProvider`, `SpecSymbols`).
struct PayloadNavigationTests {
  static let rides = """
    version: 1
    swift: { namespace: Rides }
    categories:
      - id: ride-offer
        payload:
          pickup: Place
          stops: { type: "[Place]", optional: true }
          vehicle: { type: string, enum: [car, xl] }
          fare: number
    """

  static let types = """
    payloadTypes:
      Place:
        lat: number
        label: { type: string, optional: true }
      Stop:
        at: Place
    """

  /// The set of `rides.yml` and `types.yml`, analysed as the server does.
  static func analysis() -> SpecAnalysis {
    var cache = ParseCache()
    let sources = [("rides.yml", rides), ("types.yml", types)].map { path, text in
      SpecSource(path: path, uri: "file:///" + path, bytes: Array(text.utf8))
    }
    return SpecAnalysis.analyze(sources, cache: &cache)
  }

  /// The occurrence at the first `needle` of a file (`offset` characters into it).
  static func occurrence(
    _ needle: String, offset: Int = 1, in path: String, _ analysis: SpecAnalysis
  ) throws -> SymbolOccurrence {
    let file = try #require(analysis.file(path))
    let spec = try #require(file.spec)
    let text = path == "rides.yml" ? rides : types
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(needle) })
    let column = lines[line].distance(
      from: lines[line].startIndex, to: try #require(lines[line].range(of: needle)).lowerBound)
    let position = SourcePosition(line: line + 1, column: column + 1 + offset)
    return try #require(SpecSymbols.occurrence(at: position, in: spec))
  }

  /// The hover text at the first `needle` of a file.
  static func hover(_ needle: String, offset: Int = 1, in path: String) throws -> String {
    let analysis = analysis()
    let occurrence = try occurrence(needle, offset: offset, in: path, analysis)
    return try #require(HoverProvider.markdown(for: occurrence, in: analysis.set))
  }

  /// A named type's hover shows its Swift type, its declaration's file and line and its keys,
  /// in the short form, inside an array's quoted spelling and at the declaration.
  @Test func namedTypeHover() throws {
    let short = try Self.hover("Place", in: "rides.yml")
    #expect(short.contains("Swift: `Rides.PayloadTypes.Place`"), "\(short)")
    #expect(short.contains("Declared in `types.yml`, line 2"), "\(short)")
    #expect(short.contains("`label: String?`"), "\(short)")
    let array = try Self.hover("[Place]", offset: 2, in: "rides.yml")
    #expect(array.contains("`[Place]`"), "\(array)")
    #expect(array.contains("Swift: `[Rides.PayloadTypes.Place]`"), "\(array)")
    let declaration = try Self.hover("Place:", in: "types.yml")
    #expect(declaration.contains("Swift: `Rides.PayloadTypes.Place`"), "\(declaration)")
    #expect(declaration.contains("`lat: Double`"), "\(declaration)")
  }

  /// A built-in type's hover shows the Swift type it decodes to.
  @Test func builtinTypeHover() throws {
    let number = try Self.hover("number", in: "rides.yml")
    #expect(number.contains("Swift: `Double`"), "\(number)")
    #expect(!number.contains("Declared"), "\(number)")
  }

  /// A key's hover shows its Swift property, its type (an enum's generated name) and the type
  /// that holds it.
  @Test func keyHover() throws {
    let pickup = try Self.hover("pickup", in: "rides.yml")
    #expect(pickup.contains("`pickup: Rides.PayloadTypes.Place`"), "\(pickup)")
    #expect(pickup.contains("of `Rides.RideOffer.Payload`"), "\(pickup)")
    #expect(pickup.contains("Required"), "\(pickup)")
    let vehicle = try Self.hover("vehicle", in: "rides.yml")
    #expect(vehicle.contains("`vehicle: Vehicle`"), "\(vehicle)")
    let label = try Self.hover("label", in: "types.yml")
    #expect(label.contains("`label: String?` of `Rides.PayloadTypes.Place`"), "\(label)")
  }

  /// The edits of a rename, by URI, as (line, start character, new text).
  static func edits(_ edit: JSON) -> [String: [String]] {
    var result: [String: [String]] = [:]
    guard case .object(let changes) = edit["changes"] else { return result }
    for (uri, list) in changes {
      result[uri] = (list.array ?? []).compactMap { change in
        guard let line = change["range"]?["start"]?["line"]?.integer,
          let text = change["newText"]?.string
        else { return nil }
        return "\(line):\(text)"
      }.sorted()
    }
    return result
  }

  /// Renaming at a reference and at the declaration rewrites the declaration and every
  /// reference in both files, inside an array's spelling and its quotes.
  @Test func renameAcrossFiles() throws {
    let analysis = Self.analysis()
    let expected = [
      "file:///rides.yml": ["5:Spot", "6:\"[Spot]\""],
      "file:///types.yml": ["1:Spot", "5:Spot"],
    ]
    for (needle, path) in [("Place", "rides.yml"), ("Place:", "types.yml")] {
      let symbol = try Self.occurrence(needle, in: path, analysis).symbol
      #expect(symbol == .payloadType("Place"))
      #expect(symbol.isRenamable)
      let edit = try NavigationProvider.rename(symbol, to: "Spot", in: analysis)
      #expect(Self.edits(edit) == expected, "\(edit)")
    }
  }

  /// A new name that is not a type name, a built-in's or another type's is rejected; keys and
  /// built-in types do not rename.
  @Test func renameRejections() throws {
    let analysis = Self.analysis()
    let set = analysis.set
    let place = SpecSymbol.payloadType("Place")
    for name in ["spot", "Has Space", "string", "Stop", "String", "Payload"] {
      #expect(NavigationProvider.problem(renaming: place, to: name, in: set) != nil, "\(name)")
      #expect(throws: RPCError.self) {
        try NavigationProvider.rename(place, to: name, in: analysis)
      }
    }
    #expect(NavigationProvider.problem(renaming: place, to: "Spot", in: set) == nil)
    #expect(!SpecSymbol.payloadType("number").isRenamable)
    let key = try Self.occurrence("pickup", in: "rides.yml", analysis).symbol
    #expect(key == .payloadKey(owner: .category("ride-offer"), key: "pickup"))
    #expect(!key.isRenamable)
  }

  /// A declared start-state key is optional in the generated struct (a notification without it
  /// starts with the registered actions), and the hover says so, as the resolved contract does.
  @Test func startStateKeyHoverIsOptionalAsGenerated() throws {
    let spec = """
      version: 1
      swift: { namespace: Rides }
      categories:
        - id: ride
          actions:
            - { id: accept, title: Accept, onTap: { becomes: cancel } }
          alternates:
            - { id: cancel, title: Cancel, onTap: { becomes: accept } }
          states: { offered: [accept], accepted: [cancel] }
          startState: { userInfoKey: phase }
          payload:
            phase: string
            fare: number
      extensions:
        - { target: RideUI, categories: ride, principalClass: V, initialContentSizeRatio: 1 }
      """
    var cache = ParseCache()
    let analysis = SpecAnalysis.analyze(
      [SpecSource(path: "ride.yml", uri: "file:///ride.yml", bytes: Array(spec.utf8))],
      cache: &cache)
    let text = try #require(
      HoverProvider.markdown(
        for: .payloadKey(owner: .category("ride"), key: "phase"), in: analysis.set))
    #expect(text.contains("`phase: String?`"), "\(text)")
    #expect(text.contains("Optional"), "\(text)")
    let fare = try #require(
      HoverProvider.markdown(
        for: .payloadKey(owner: .category("ride"), key: "fare"), in: analysis.set))
    #expect(fare.contains("`fare: Double`") && fare.contains("Required."), "\(fare)")
  }
}
