// The semantics of one tap: `set`, else `replace` (`becomes` is lowered into it when decoded),
// then `remove`, then `append`.

extension MachineExplorer {
  /// Applies the tapped action's `onTap` to a shown list.
  func step(_ state: [String], tap: String) -> Result<([String], ResponseOption), MachineFault.Kind>
  {
    let onTap = action(tap)?.onTap
    var result = state
    if let set = onTap?.set {
      result = set.value.map(\.value)
    } else if let onTap {
      let table = onTap.replace
      for pair in table where !state.contains(pair.source.value) {
        return .failure(.sourceNotShown(pair.source.value))
      }
      if !table.isEmpty {
        result = state.map { id in table.first { $0.source.value == id }?.target.value ?? id }
      }
      for id in onTap.remove.lazy.map(\.value) {
        guard let position = result.firstIndex(of: id) else {
          return .failure(.removeNotShown(id, result))
        }
        result.remove(at: position)
      }
      for id in onTap.append.lazy.map(\.value) {
        if result.contains(id) { return .failure(.duplicate(id)) }
        result.append(id)
      }
    }
    for (index, id) in result.enumerated() where result[..<index].contains(id) {
      return .failure(.duplicate(id))
    }
    if result.count > Self.shownLimit { return .failure(.tooMany(result.count)) }
    let response =
      onTap?.response?.value ?? (result == state ? .dismissAndForwardAction : .doNotDismiss)
    return .success((result, response))
  }
}
