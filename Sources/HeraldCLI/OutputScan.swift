/// What the output folder holds before a generate run, and whether anything in it is foreign.

import HeraldCore

/// The files below the output folder and which of them are herald's own. When all are, no
/// generated path can meet a foreign file, so `OutputPass` may stage while it renders; otherwise
/// it first classifies every file without writing, so that a refused run touches nothing.
struct OutputScan: Sendable {
  /// Every file and link below the folder, relative to it.
  let present: Set<String>
  /// The present files that are herald's own regular files.
  let own: Set<String>
  /// Whether the folder itself is a link.
  let rootIsLink: Bool

  /// Whether the folder holds only herald's own files.
  var isClean: Bool { !rootIsLink && own.count == present.count }

  /// Scans `root` (checking headers concurrently when there are many files).
  static func take(_ root: String, concurrently: Bool) throws(IOFailure) -> OutputScan {
    let paths = try FileSystem.walk(root)
    let chunks = Parallel.chunks(paths.count, minimum: 512)
    let parts = Parallel.map(chunks.count, concurrently: concurrently) { piece in
      Result { () throws(IOFailure) in
        var own: [String] = []
        for index in chunks[piece] where try OutputPlan.isOwnFile(root + "/" + paths[index]) {
          own.append(paths[index])
        }
        return own
      }
    }
    var own = Set<String>()
    for part in parts { own.formUnion(try part.get()) }
    return OutputScan(present: Set(paths), own: own, rootIsLink: FileSystem.isLink(root))
  }
}
