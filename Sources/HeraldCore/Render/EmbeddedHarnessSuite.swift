// The embedded copy of Tests/GeneratedExtensionTests/HarnessSuiteTemplate.swift, written by
// scripts/embed-harness-suite: edit the template and run the script, never this file.

extension HarnessSuiteTemplate {
  /// The template file's text (Swift removes the indentation of the closing delimiter).
  static let source = #"""
    // The tests every generated machine harness shares. This file is their source of truth:
    // herald embeds it (Sources/HeraldCore/Render/EmbeddedHarnessSuite.swift, written by
    // scripts/embed-harness-suite) and writes the body of the extension below into each generated
    // suite, after the suite's `Machine` and `Expected` aliases. Here it compiles and runs against
    // `HarnessSuiteFixture` (docs/decisions.md). It sits inside `#if canImport(Testing)` as in a
    // generated harness, so swift-format lays it out at the depth herald writes it at.

    #if canImport(Testing)
      import Testing

      #if canImport(UserNotificationsUI)
        import UserNotificationsUI
      #endif

      extension HarnessSuiteFixture {
        /// The generated state that shows the identifiers of expected state `index`.
        func state(_ index: Int) throws -> Machine.State {
          try #require(
            Machine.State(showing: Expected.states[index]), "state \(index) \(Expected.states[index])")
        }

        /// The generated action for an identifier.
        func action(_ identifier: String) throws -> Machine.Action {
          try #require(Machine.Action(rawValue: identifier), "action \(identifier)")
        }

        /// Every (state, action) cell matches the exploration, invalid cells included.
        @Test func everyCell() throws {
          for cell in Expected.cells {
            let step = Machine.step(try state(cell.from), try action(cell.action))
            switch cell.to {
            case -2:
              #expect(step == nil, "\(Expected.states[cell.from]) × \(cell.action) must not happen")
            case -1:
              #expect(
                step?.next == nil && step?.response.rawValue == cell.response,
                "\(Expected.states[cell.from]) × \(cell.action) closes")
            default:
              #expect(
                step?.next == (try state(cell.to)), "\(Expected.states[cell.from]) × \(cell.action)")
              #expect(
                step?.response.rawValue == cell.response,
                "\(Expected.states[cell.from]) × \(cell.action) response")
            }
          }
        }

        /// Every pair of consecutive transitions steps as explored.
        @Test func everyTransitionPair() throws {
          for first in Expected.cells where first.to >= 0 {
            for second in Expected.cells where second.from == first.to && second.to != -2 {
              let middle = try #require(
                Machine.step(try state(first.from), try action(first.action))?.next)
              let end = Machine.step(middle, try action(second.action))
              #expect(
                end?.response.rawValue == second.response, "\(first.action) then \(second.action)")
              #expect(
                end?.next == (second.to >= 0 ? try state(second.to) : nil),
                "\(first.action) then \(second.action)")
            }
          }
        }

        /// The shortest tap path to every transition replays from the registered actions.
        @Test(arguments: Expected.paths.map { $0.joined(separator: " → ") })
        func shortestPath(_ path: String) throws {
          var current = Machine.initial
          let taps = path.split(separator: " → ").map(String.init)
          for (index, tap) in taps.enumerated() {
            let step = try #require(Machine.step(current, try action(tap)), "\(tap) is shown")
            guard let next = step.next else {
              #expect(index == taps.count - 1, "only the last tap may close the interface")
              return
            }
            current = next
          }
        }

        /// The spec's scenarios: a closing tap reopens at the registered actions.
        @Test func scenarios() throws {
          for scenario in Expected.scenarios {
            var current = Machine.initial
            for tap in scenario.taps {
              let step = try #require(
                Machine.step(current, try action(tap)), "\(scenario.name): \(tap) is shown")
              current = step.next ?? Machine.initial
            }
            #expect(
              Machine.shownActions(in: current).map(\.rawValue) == scenario.expect, "\(scenario.name)")
          }
        }

        /// Every generated state is reachable from the registered actions, and only those are.
        @Test func reachability() throws {
          var seen: [Machine.State] = [Machine.initial]
          var index = 0
          while index < seen.count {
            for action in Machine.Action.allCases {
              if let next = Machine.step(seen[index], action)?.next, !seen.contains(next) {
                seen.append(next)
              }
            }
            index += 1
          }
          #expect(seen.count == Machine.State.allCases.count)
          #expect(seen.count == Expected.states.count)
          #expect(Machine.initial == (try state(0)))
          for (offset, identifiers) in Expected.states.enumerated() {
            #expect(Machine.shownActions(in: try state(offset)).map(\.rawValue) == identifiers)
          }
        }

        /// Taps that close the interface end the run: no next state, a closing response.
        @Test func terminalTapsAbsorb() throws {
          for cell in Expected.cells where cell.to == -1 {
            let step = try #require(Machine.step(try state(cell.from), try action(cell.action)))
            #expect(step.next == nil)
            #expect(step.response != .doNotDismiss)
          }
        }

        /// Toggle pairs (A becomes B, B becomes A) end where the exploration says.
        @Test func toggleRoundTrips() throws {
          for toggle in Expected.toggles {
            let middle = try #require(
              Machine.step(try state(toggle.start), try action(toggle.first))?.next)
            let end = Machine.step(middle, try action(toggle.second))?.next
            #expect(end == (try state(toggle.end)), "\(toggle.first) then \(toggle.second)")
          }
        }

        /// The table covers every generated cell, and the pair test every pair of transitions.
        @Test func coverageIsComplete() throws {
          #expect(Expected.cells.count == Machine.State.allCases.count * Machine.Action.allCases.count)
          #expect(Set(Expected.actions) == Set(Machine.Action.allCases.map(\.rawValue)))
          var generatedPairs = 0
          for from in Machine.State.allCases {
            for first in Machine.Action.allCases {
              guard let middle = Machine.step(from, first)?.next else { continue }
              generatedPairs += Machine.Action.allCases.filter { Machine.step(middle, $0) != nil }.count
            }
          }
          let expectedPairs = Expected.cells.filter { $0.to >= 0 }.reduce(0) { total, first in
            total + Expected.cells.filter { $0.from == first.to && $0.to != -2 }.count
          }
          #expect(generatedPairs == expectedPairs)
          #expect(Expected.paths.count == Expected.cells.filter { $0.to != -2 }.count)
        }

        #if canImport(UserNotificationsUI)
          /// Replays every path through the binding (main actor): the actions set, options returned.
          @MainActor @Test func bindingReplay() throws {
            for path in Expected.paths {
              let context = NSExtensionContext()
              context.notificationActions = Machine.notificationActions(for: Machine.initial)
              var current = 0
              for tap in path {
                let cell = try #require(Expected.cells.first { $0.from == current && $0.action == tap })
                let option = Machine.handle(tap, in: context)
                #expect(option.rawValue == Machine.Response(rawValue: cell.response)?.option.rawValue)
                if cell.to >= 0 { current = cell.to }
                #expect(
                  context.notificationActions.map(\.identifier) == Expected.states[current], "\(path)")
              }
            }
          }
        #endif
      }
    #endif
    """#
}
