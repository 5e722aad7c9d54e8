// Breadth-first exploration of a category's dynamic actions, shared by every consumer, and the
// semantics of one tap: `set`, else `replace` (`becomes` is lowered into it when decoded), then
// `remove`, then `append`.

/// Explores machines; stops at `stateLimit` states.
public struct MachineExplorer: Sendable {
  /// Most states a machine may have.
  public static let stateLimit = 10_000
  /// Most actions the system shows at once.
  public static let shownLimit = 10

  /// The category to explore.
  let category: CategoryDecl
  /// The first action or alternate of each id: a tap looks its action up without a scan.
  let actions: [String: ActionDecl]

  /// Prepares to explore a category whose onTap ids all name its own actions.
  public init(category: CategoryDecl) {
    self.category = category
    actions = Dictionary(
      category.allActions.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The first action or alternate with this id.
  func action(_ id: String) -> ActionDecl? {
    actions[id]
  }

  /// Explores every reachable state.
  public func explore() -> Machine {
    let initial = category.actions.map(\.id.value)
    var states = [initial]
    var index = [initial: 0]
    var parents: [(state: Int, tap: String)?] = [nil]
    var transitions: [Transition] = []
    var faults: [MachineFault] = []
    var faultKeys = Set<String>()
    var exceeded = false
    var current = 0
    exploring: while current < states.count {
      let state = states[current]
      WorkMeter.add(state.count, .tap)
      for tap in state {
        switch step(state, tap: tap) {
        case .failure(let kind):
          let fault = MachineFault(kind: kind, from: current, tap: tap)
          if faultKeys.insert("\(tap)|\(kind)").inserted { faults.append(fault) }
        case .success(let (result, response)):
          var target: Int?
          if !response.isTerminal {
            if let known = index[result] {
              target = known
            } else if states.count >= Self.stateLimit {
              exceeded = true
              break exploring
            } else {
              target = states.count
              index[result] = states.count
              states.append(result)
              parents.append((current, tap))
            }
          }
          transitions.append(
            Transition(from: current, tap: tap, to: target, response: response, result: result))
        }
      }
      current += 1
    }
    return Machine(
      category: category.id.value, states: states,
      stateNames: StateNames.names(of: states, in: category), transitions: transitions,
      faults: faults, exceededLimit: exceeded, parents: parents, stateIndex: index)
  }
}

extension MachineExplorer {
  /// Applies the tapped action's `onTap` to a shown list.
  func step(_ state: [String], tap: String) -> Result<([String], ResponseOption), MachineFault.Kind>
  {
    let onTap = action(tap)?.onTap
    var result = state
    // Each list read below is bounded by the shown list (at most `shownLimit` ids) or read once,
    // with a set for membership: a tap costs what its `onTap` says, never that squared.
    var read = state.count
    defer { WorkMeter.add(read, .tapElement) }
    if let set = onTap?.set {
      result = set.value.map(\.value)
      read += result.count
    } else if let onTap {
      let table = onTap.replace
      for pair in table {
        read += state.count
        if !state.contains(pair.source.value) {
          return .failure(.sourceNotShown(pair.source.value))
        }
      }
      if !table.isEmpty {
        read += state.count * table.count
        result = state.map { id in table.first { $0.source.value == id }?.target.value ?? id }
      }
      for id in onTap.remove.lazy.map(\.value) {
        read += result.count
        guard let position = result.firstIndex(of: id) else {
          return .failure(.removeNotShown(id, result))
        }
        result.remove(at: position)
      }
      // A set only for long lists: a shown list is short, and scanning it allocates nothing.
      var shown = onTap.append.count > Self.shownLimit ? Set(result) : []
      for id in onTap.append.lazy.map(\.value) {
        read += 1
        let duplicate = shown.isEmpty ? result.contains(id) : !shown.insert(id).inserted
        if duplicate { return .failure(.duplicate(id)) }
        result.append(id)
        if result.count > Self.shownLimit, shown.isEmpty { shown = Set(result) }
      }
    }
    if let duplicate = Self.firstDuplicate(result) { return .failure(.duplicate(duplicate)) }
    read += result.count
    if result.count > Self.shownLimit { return .failure(.tooMany(result.count)) }
    let response =
      onTap?.response?.value ?? (result == state ? .dismissAndForwardAction : .doNotDismiss)
    return .success((result, response))
  }

  /// The first id that occurs a second time, in order: by pairs in a short list, with a set in a
  /// long one.
  static func firstDuplicate(_ list: [String]) -> String? {
    if list.count <= shownLimit {
      for (index, id) in list.enumerated() where list[..<index].contains(id) { return id }
      return nil
    }
    var seen = Set<String>()
    return list.first { !seen.insert($0).inserted }
  }
}
