// The invariants of what a valid spec renders to: generated files, manifest, explored machines.

import HeraldCore

/// Checks the generator's output for one validated spec.
enum GeneratedChecks {
  /// The longest file or folder name most file systems accept, in bytes.
  static let nameMax = 255

  /// Every broken invariant: output that differs between two runs, unsafe or clashing paths,
  /// files herald would not recognise as its own, payloads over the APNs limit.
  static func problems(_ spec: ValidatedSpec) -> [String] {
    let files = Generator.files(Translator.plan(spec))
    var problems: [String] = []
    if Generator.files(Translator.plan(spec)) != files {
      problems.append("generating twice gave other files")
    }
    if renderings(spec) != renderings(spec) {
      problems.append("the manifest or the explored machines differ between two renderings")
    }
    problems += pathProblems(files.map(\.path))
    for file in files {
      if !FileHeader.isGenerated(Array(file.contents.utf8.prefix(1024))) {
        problems.append("\(file.path): herald would not recognise it as its own file")
      }
      if file.path.hasPrefix("Payloads/"), file.contents.utf8.count > APNs.payloadLimit {
        problems.append("\(file.path): \(file.contents.utf8.count) bytes, over the APNs limit")
      }
    }
    return problems
  }

  /// The manifest JSON and each explored machine as JSON, Mermaid and DOT, in one string.
  static func renderings(_ spec: ValidatedSpec) -> String {
    let machines = Exploration.machines(spec.machines, category: nil) ?? []
    let plan = Translator.plan(spec)
    return Manifest.json(plan).rendered() + Exploration.json(machines).rendered()
      + MermaidRenderer.render(machines, plan: plan) + DOTRenderer.render(machines, plan: plan)
  }

  /// Paths that are not sorted, clash (also ignoring case, or as a file and a folder), leave the
  /// output folder, are hidden (herald's temporary files are) or have over-long names.
  static func pathProblems(_ paths: [String]) -> [String] {
    var problems: [String] = []
    if paths != paths.sorted() { problems.append("paths are not sorted") }
    var seen = Set<String>()
    var folders = Set<String>()
    for path in paths {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      if path.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) {
        problems.append("unsafe path '\(path)'")
      }
      if parts.contains(where: { $0.utf8.count > nameMax || $0.utf8.contains(0) }) {
        problems.append("a name in '\(path)' is too long or holds NUL")
      }
      if !seen.insert(path.lowercased()).inserted {
        problems.append("'\(path)' clashes with another path ignoring case")
      }
      for end in parts.indices.dropLast() {
        folders.insert(parts[...end].joined(separator: "/").lowercased())
      }
    }
    for clash in seen.intersection(folders).sorted() {
      problems.append("'\(clash)' is both a file and a folder")
    }
    return problems
  }
}
