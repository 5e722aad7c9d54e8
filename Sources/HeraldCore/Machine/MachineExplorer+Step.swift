/// The semantics of one tap: `set`, else `replace` (with `becomes`), then `remove`, then `append`.

extension MachineExplorer {
  /// Applies the tapped action's `onTap` to a shown list.
  func step(_ state: [String], tap: String) -> Result<([String], ResponseOption), MachineFault.Kind> {
    let onTap = actions[tap]?.onTap
    var result = state
    if let set = onTap?.set {
      result = set.value.map(\.value)
    } else if let onTap {
      var table: [String: String] = [:]
      for pair in onTap.replace { table[pair.source.value] = pair.target.value }
      if let becomes = onTap.becomes { table[tap] = becomes.value }
      for source in table.keys.sorted() where !state.contains(source) {
        return .failure(.sourceNotShown(source))
      }
      result = state.map { table[$0] ?? $0 }
      for id in onTap.remove.map(\.value) {
        guard let position = result.firstIndex(of: id) else { return .failure(.sourceNotShown(id)) }
        result.remove(at: position)
      }
      for id in onTap.append.map(\.value) {
        if result.contains(id) { return .failure(.duplicate(id)) }
        result.append(id)
      }
    }
    var seen = Set<String>()
    for id in result where !seen.insert(id).inserted { return .failure(.duplicate(id)) }
    if result.count > Self.shownLimit { return .failure(.tooMany(result.count)) }
    let response = onTap?.response?.value ?? (result == state ? .dismissAndForwardAction : .doNotDismiss)
    return .success((result, response))
  }
}
