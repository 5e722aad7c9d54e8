// The code every generated machine harness shares. This file is its source of truth: herald
// embeds it (Sources/HeraldCore/Render/Harness/EmbeddedSharedHarness.swift, recorded by
// SharedHarnessTests) and writes it, from `#if canImport(Testing)` on and after the
// generated header, into `Tests/HeraldMachineHarness.swift` of every output folder that has a
// machine. Here it compiles and runs against generated machines (`HarnessFixture.swift`;
// docs/decisions.md).

#if canImport(Testing)
  import Testing

  #if canImport(UserNotificationsUI)
    import UserNotifications
    import UserNotificationsUI
  #endif

  /// What every generated machine harness shares: the protocols a generated machine conforms to
  /// in its extension's harness file, the compiler's table of the machine, and the checks that
  /// hold the one to the other. Each machine's suite forwards its tests here, one line each
  /// (Swift Testing has no generic suites). One top-level name, so the harness adds a single
  /// name to the test target besides its suites.
  enum HeraldMachineHarness {
    /// A generated machine (`<Target>DynamicActions.<Category>`): the members the checks drive,
    /// spelled as the machine's file declares them, so its conformance is empty.
    protocol Machine {
      /// Every action and alternate; raw values are identifiers.
      associatedtype Action: CaseIterable, Hashable, RawRepresentable
      where Action.RawValue == String
      /// Every reachable list of shown actions.
      associatedtype State: MachineState
      /// What the interface does after a tap.
      associatedtype Response: RawRepresentable where Response.RawValue == String
      /// The result of a tap.
      associatedtype Step: MachineStep where Step.State == State, Step.Response == Response

      /// The registered actions.
      static var initial: State { get }
      /// The actions shown in a state, in display order.
      static func shownActions(in state: State) -> [Action]
      /// Taps `action` in `state`; nil when the action is not shown there.
      static func step(_ state: State, _ action: Action) -> Step?

      #if canImport(UserNotificationsUI)
        /// The actions to show in a state.
        static func notificationActions(for state: State) -> [UNNotificationAction]
        /// Taps `identifier` in the actions `context` shows, through the extension's binding.
        @MainActor static func handle(_ identifier: String, in context: NSExtensionContext?)
          -> UNNotificationContentExtensionResponseOption
      #endif
    }

    /// A generated machine's `State`.
    protocol MachineState: CaseIterable, Hashable {
      /// The state whose shown actions are exactly `identifiers`; nil for any other list.
      init?(showing identifiers: [String])
    }

    /// A generated machine's `Step`.
    protocol MachineStep {
      /// The machine's state.
      associatedtype State
      /// The machine's response.
      associatedtype Response
      /// The next state; nil for a tap that closes the interface.
      var next: State? { get }
      /// What the interface does.
      var response: Response { get }
    }

    /// The name of every response, by the letter a table writes it with.
    static let responses: [Character: String] = [
      "k": "doNotDismiss", "d": "dismiss", "f": "dismissAndForwardAction",
    ]

    #if canImport(UserNotificationsUI)
      /// The option the binding must answer with for each response: written here, apart from
      /// the generated `Response.option`, so that a wrong mapping there fails the replay.
      static let options: [String: UNNotificationContentExtensionResponseOption] = [
        "doNotDismiss": .doNotDismiss, "dismiss": .dismiss,
        "dismissAndForwardAction": .dismissAndForwardAction,
      ]
    #endif

    /// The compiler's exploration of one machine, read from the text herald writes into the
    /// machine's suite: one string literal, which the type checker reads at the same small cost
    /// whatever the machine's size (typed array literals cost time per element), parsed once
    /// when the suite first runs.
    ///
    /// One record a line, fields separated by one space, numbers in decimal; a string is `n:`
    /// and then its n Unicode scalars, so it may hold spaces, line breaks or anything else:
    /// - `action <string>`: every action identifier, actions then alternates; the position is
    ///   the action's number;
    /// - `state <string> <action>... | <cell>...`: every state in exploration order: its Swift
    ///   name, the actions it shows, then its cell of every action: `-` when the action is not
    ///   shown, otherwise the next state (`x` when the tap closes the interface) and the
    ///   response's letter (`responses`);
    /// - `path <action>...`: the shortest tap path that ends with each transition, in order;
    /// - `toggle <state> <action> <action> <state>`: a toggle pair's start, taps and end;
    /// - `scenario <string> taps <string>... expect <string>...`: a scenario, verbatim.
    struct Table: Sendable {
      /// One (state, action) cell.
      struct Cell: Sendable {
        /// The state.
        let from: Int
        /// The action identifier.
        let action: String
        /// The next state; nil when the tap closes the interface or the action is not shown.
        let next: Int?
        /// The response's name; nil when the action is not shown.
        let response: String?

        /// Whether the action is shown in the state.
        var isShown: Bool { response != nil }
        /// Whether the tap closes the interface.
        var closes: Bool { isShown && next == nil }
      }

      /// A toggle pair (A becomes B, B becomes A) and where its round trip ends.
      struct Toggle: Sendable {
        /// The state the first tap happens in.
        let start: Int
        /// The first tap.
        let first: String
        /// The second tap.
        let second: String
        /// The state after both taps.
        let end: Int
      }

      /// A scenario of the spec.
      struct Scenario: Sendable {
        /// Its name.
        let name: String
        /// Its taps.
        let taps: [String]
        /// The identifiers shown after them.
        let expect: [String]
      }

      /// Every action identifier.
      private(set) var actions: [String] = []
      /// The shown identifiers of every state, in exploration order.
      private(set) var states: [[String]] = []
      /// The Swift name of every state, in exploration order.
      private(set) var stateNames: [String] = []
      /// Every (state, action) cell, state-major, the invalid ones included.
      private(set) var cells: [Cell] = []
      /// The shortest tap path that ends with each transition.
      private(set) var paths: [[String]] = []
      /// The toggle pairs.
      private(set) var toggles: [Toggle] = []
      /// The spec's scenarios.
      private(set) var scenarios: [Scenario] = []

      /// Reads a table; throws at the first field that is not as described above.
      init(_ text: String) throws(TableError) {
        var reader = TableReader(text)
        while !reader.atEnd {
          switch try reader.word() {
          case "action": actions.append(try reader.string())
          case "state": try readState(&reader)
          case "path":
            var path = [try action(reader.number())]
            while !reader.atLineEnd { path.append(try action(reader.number())) }
            paths.append(path)
          case "toggle":
            toggles.append(
              Toggle(
                start: try reader.number(), first: try action(reader.number()),
                second: try action(reader.number()), end: try reader.number()))
          case "scenario":
            let name = try reader.string()
            try reader.expect("taps")
            var taps: [String] = []
            while !reader.atLineEnd, !reader.at("expect") { taps.append(try reader.string()) }
            try reader.expect("expect")
            var expect: [String] = []
            while !reader.atLineEnd { expect.append(try reader.string()) }
            scenarios.append(Scenario(name: name, taps: taps, expect: expect))
          case let word: throw reader.error("unknown record '\(word)'")
          }
          try reader.endLine()
        }
        let known = states.indices
        for cell in cells where !known.contains(cell.next ?? 0) {
          throw TableError(line: 0, reason: "cell \(cell.from) × \(cell.action) leads nowhere")
        }
        for toggle in toggles where !known.contains(toggle.start) || !known.contains(toggle.end) {
          throw TableError(line: 0, reason: "toggle \(toggle.first) \(toggle.second) has no state")
        }
      }

      /// Reads the rest of a `state` record.
      private mutating func readState(_ reader: inout TableReader) throws(TableError) {
        let from = states.count
        stateNames.append(try reader.string())
        var shown: [String] = []
        while !reader.at("|") { shown.append(try action(reader.number())) }
        states.append(shown)
        try reader.expect("|")
        for action in actions {
          let cell = try reader.word()
          if cell == "-" {
            cells.append(Cell(from: from, action: action, next: nil, response: nil))
            continue
          }
          let target = cell.dropLast()
          guard let letter = cell.last, let response = HeraldMachineHarness.responses[letter],
            target == "x" || (Int(target) ?? -1) >= 0
          else { throw reader.error("cell '\(cell)'") }
          cells.append(Cell(from: from, action: action, next: Int(target), response: response))
        }
      }

      /// The identifier of action `number`.
      private func action(_ number: Int) throws(TableError) -> String {
        guard actions.indices.contains(number) else {
          throw TableError(line: 0, reason: "no action \(number)")
        }
        return actions[number]
      }
    }

    /// Why a table could not be read.
    struct TableError: Error, Sendable, CustomStringConvertible {
      /// The table's line (1 for the first; 0 for the table as a whole).
      let line: Int
      /// What was wrong.
      let reason: String

      var description: String { "the machine table, line \(line): \(reason)" }
    }

    /// Reads the fields of a table's text, one Unicode scalar at a time.
    struct TableReader {
      /// The text.
      private let scalars: [Unicode.Scalar]
      /// The next scalar to read.
      private var position = 0
      /// The line being read.
      private var line = 1

      /// A reader at the start of `text`.
      init(_ text: String) { scalars = Array(text.unicodeScalars) }

      /// Whether the whole text has been read.
      var atEnd: Bool { position == scalars.count }
      /// Whether the line has no more fields.
      var atLineEnd: Bool { atEnd || scalars[position] == "\n" }

      /// Whether the next field is `word`.
      func at(_ word: String) -> Bool {
        let end = position + word.unicodeScalars.count
        return end <= scalars.count && scalars[position..<end].elementsEqual(word.unicodeScalars)
          && (end == scalars.count || scalars[end] == " " || scalars[end] == "\n")
      }

      /// Reads a field up to the next space or line break.
      mutating func word() throws(TableError) -> String {
        guard !atLineEnd else { throw error("a field is missing") }
        var word = String.UnicodeScalarView()
        while !atLineEnd, scalars[position] != " " {
          word.append(scalars[position])
          position += 1
        }
        try separator()
        return String(word)
      }

      /// Reads a decimal number.
      mutating func number() throws(TableError) -> Int {
        let word = try word()
        guard let number = Int(word), number >= 0 else { throw error("'\(word)' is no number") }
        return number
      }

      /// Reads `n:` and the n scalars after it.
      mutating func string() throws(TableError) -> String {
        let start = position
        var count = 0
        while position < scalars.count, ("0"..."9").contains(scalars[position]), count < 1 << 40 {
          count = count * 10 + Int(scalars[position].value - 0x30)
          position += 1
        }
        guard position > start, position < scalars.count, scalars[position] == ":",
          count < scalars.count - position
        else { throw error("a string is not written `n:text`") }
        let text = scalars[(position + 1)..<(position + 1 + count)]
        position += count + 1
        line += text.filter { $0 == "\n" }.count
        try separator()
        return String(String.UnicodeScalarView(text))
      }

      /// Reads `word`.
      mutating func expect(_ word: String) throws(TableError) {
        let found = try self.word()
        guard found == word else { throw error("'\(word)' expected, '\(found)' found") }
      }

      /// Reads the line break that ends a record.
      mutating func endLine() throws(TableError) {
        guard atLineEnd else { throw error("the record goes on") }
        if !atEnd {
          position += 1
          line += 1
        }
      }

      /// Reads the space after a field, unless the line ends there.
      private mutating func separator() throws(TableError) {
        if atLineEnd { return }
        guard scalars[position] == " " else { throw error("a space expected") }
        position += 1
      }

      /// An error at the current line.
      func error(_ reason: String) -> TableError { TableError(line: line, reason: reason) }
    }

    /// A shortest tap path, a test case of `shortestPath` named after its taps.
    struct Path: Sendable, CustomTestStringConvertible {
      /// The taps, from the registered actions.
      let taps: [String]

      var testDescription: String { taps.joined(separator: " → ") }
    }

    /// The checks of one generated machine against its table.
    struct Checks<Subject: Machine>: Sendable {
      /// The table, or why it could not be read (then every check fails with the reason).
      private let parsed: Result<Table, TableError>

      /// Checks `Subject` against the table `text`, read now.
      init(_ text: String) {
        do {
          parsed = .success(try Table(text))
        } catch {
          parsed = .failure(error)
        }
      }

      /// The shortest tap paths, the cases of `shortestPath` (none when the table is unreadable,
      /// which every other check reports).
      var paths: [Path] { ((try? parsed.get())?.paths ?? []).map(Path.init) }

      /// The generated state that shows the identifiers of expected state `index`.
      private func state(_ index: Int, _ table: Table) throws -> Subject.State {
        try #require(
          Subject.State(showing: table.states[index]), "state \(index) \(table.states[index])")
      }

      /// The generated action for an identifier.
      private func action(_ identifier: String) throws -> Subject.Action {
        try #require(Subject.Action(rawValue: identifier), "action \(identifier)")
      }

      /// Every (state, action) cell matches the exploration, invalid cells included.
      func everyCell() throws {
        let table = try parsed.get()
        for cell in table.cells {
          let step = Subject.step(try state(cell.from, table), try action(cell.action))
          let place = "\(table.states[cell.from]) × \(cell.action)"
          if !cell.isShown {
            #expect(step == nil, "\(place) must not happen")
          } else if let next = cell.next {
            #expect(step?.next == (try state(next, table)), "\(place)")
            #expect(step?.response.rawValue == cell.response, "\(place) response")
          } else {
            #expect(
              step != nil && step?.next == nil && step?.response.rawValue == cell.response,
              "\(place) closes")
          }
        }
      }

      /// Every pair of consecutive transitions steps as explored.
      func everyTransitionPair() throws {
        let table = try parsed.get()
        for first in table.cells {
          guard let firstNext = first.next else { continue }
          for second in table.cells where second.from == firstNext && second.isShown {
            let middle = try #require(
              Subject.step(try state(first.from, table), try action(first.action))?.next)
            let end = Subject.step(middle, try action(second.action))
            #expect(
              end?.response.rawValue == second.response, "\(first.action) then \(second.action)")
            let expected = try second.next.map { try state($0, table) }
            #expect(end?.next == expected, "\(first.action) then \(second.action)")
          }
        }
      }

      /// A shortest tap path replays from the registered actions.
      func shortestPath(_ path: Path) throws {
        var current = Subject.initial
        for (index, tap) in path.taps.enumerated() {
          let step = try #require(Subject.step(current, try action(tap)), "\(tap) is shown")
          guard let next = step.next else {
            #expect(index == path.taps.count - 1, "only the last tap may close the interface")
            return
          }
          current = next
        }
      }

      /// The spec's scenarios: a closing tap reopens at the registered actions.
      func scenarios() throws {
        for scenario in try parsed.get().scenarios {
          var current = Subject.initial
          for tap in scenario.taps {
            let step = try #require(
              Subject.step(current, try action(tap)), "\(scenario.name): \(tap) is shown")
            current = step.next ?? Subject.initial
          }
          #expect(
            Subject.shownActions(in: current).map(\.rawValue) == scenario.expect,
            "\(scenario.name)")
        }
      }

      /// Every state has the Swift name herald gave it (the spec's `states`, or a derived name),
      /// so a generator that named states differently from `herald explore` fails here.
      func stateNames() throws {
        let table = try parsed.get()
        #expect(table.stateNames.count == table.states.count)
        for (offset, name) in table.stateNames.enumerated() {
          let generated = try state(offset, table)
          #expect("\(generated)" == name, "state \(offset) \(table.states[offset])")
        }
      }

      /// Every generated state is reachable from the registered actions, and only those are.
      func reachability() throws {
        let table = try parsed.get()
        var seen: [Subject.State] = [Subject.initial]
        var index = 0
        while index < seen.count {
          for action in Subject.Action.allCases {
            if let next = Subject.step(seen[index], action)?.next, !seen.contains(next) {
              seen.append(next)
            }
          }
          index += 1
        }
        #expect(seen.count == Subject.State.allCases.count)
        #expect(seen.count == table.states.count)
        #expect(Subject.initial == (try state(0, table)))
        for (offset, identifiers) in table.states.enumerated() {
          #expect(Subject.shownActions(in: try state(offset, table)).map(\.rawValue) == identifiers)
        }
      }

      /// Taps that close the interface end the run: no next state, a closing response.
      func terminalTapsAbsorb() throws {
        let table = try parsed.get()
        for cell in table.cells where cell.closes {
          let step = try #require(
            Subject.step(try state(cell.from, table), try action(cell.action)))
          #expect(step.next == nil)
          #expect(step.response.rawValue != "doNotDismiss")
        }
      }

      /// Toggle pairs (A becomes B, B becomes A) end where the exploration says.
      func toggleRoundTrips() throws {
        let table = try parsed.get()
        for toggle in table.toggles {
          let middle = try #require(
            Subject.step(try state(toggle.start, table), try action(toggle.first))?.next)
          let end = Subject.step(middle, try action(toggle.second))?.next
          #expect(end == (try state(toggle.end, table)), "\(toggle.first) then \(toggle.second)")
        }
      }

      /// The table covers every generated cell, and the pair test every pair of transitions.
      func coverageIsComplete() throws {
        let table = try parsed.get()
        #expect(
          table.cells.count == Subject.State.allCases.count * Subject.Action.allCases.count)
        #expect(Set(table.actions) == Set(Subject.Action.allCases.map(\.rawValue)))
        var generatedPairs = 0
        for from in Subject.State.allCases {
          for first in Subject.Action.allCases {
            guard let middle = Subject.step(from, first)?.next else { continue }
            generatedPairs +=
              Subject.Action.allCases.filter { Subject.step(middle, $0) != nil }
              .count
          }
        }
        let shownFrom = Dictionary(grouping: table.cells.filter(\.isShown), by: \.from)
        let expectedPairs = table.cells.reduce(0) { total, first in
          total + (first.next.map { shownFrom[$0]?.count ?? 0 } ?? 0)
        }
        #expect(generatedPairs == expectedPairs)
        #expect(table.paths.count == table.cells.filter(\.isShown).count)
      }

      #if canImport(UserNotificationsUI)
        /// Replays every path through the binding: the actions it sets and the options it
        /// returns.
        @MainActor func bindingReplay() throws {
          let table = try parsed.get()
          for path in table.paths {
            let context = NSExtensionContext()
            context.notificationActions = Subject.notificationActions(for: Subject.initial)
            var current = 0
            for tap in path {
              let cell = try #require(table.cells.first { $0.from == current && $0.action == tap })
              let option = Subject.handle(tap, in: context)
              let expected = cell.response.flatMap { HeraldMachineHarness.options[$0] }
              #expect(option.rawValue == expected?.rawValue, "\(path): \(tap)")
              if let next = cell.next { current = next }
              #expect(
                context.notificationActions.map(\.identifier) == table.states[current], "\(path)")
            }
          }
        }
      #endif
    }
  }
#endif
