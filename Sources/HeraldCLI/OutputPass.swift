/// Renders the output a few jobs at a time, comparing and staging each file as soon as it exists.

import HeraldCore

/// One pass over the render jobs of a spec. Each file is compared with the output folder as soon
/// as it is rendered and, when the run applies changes, staged beside its target at once, so only
/// the files of the jobs in flight are in memory, never the whole output. Nothing replaces a file
/// before `GenerateReport.apply` commits; a pass that fails removes what it staged and the folders
/// it created.
struct OutputPass {
  /// The output folder.
  let root: String
  /// Whether changed files are staged (a real run) or only classified (`--check`, `--dry-run`).
  let staging: Bool
  /// Whether jobs run on every core (large specs) or one after another.
  let concurrently: Bool

  /// How many jobs are rendered before their results are merged.
  static let wave = 8

  /// What the pass found, and what it wrote for `apply`.
  struct Outcome: Sendable {
    /// Created, updated, unchanged, foreign and leftover files, each list sorted by path.
    var plan = OutputPlan()
    /// The staged new contents of created and updated files, by path below the output folder.
    var staged: [String: StagedFile] = [:]
    /// The folders the pass created, outermost first.
    var folders: [String] = []

    /// Removes the staged files and the created folders that are left empty.
    func discard() {
      FileSystem.discard(staged.values)
      FileSystem.removeFolders(folders)
    }
  }

  /// What one job gave.
  struct JobResult: Sendable {
    /// Each file's path and change.
    var changes: [(String, OutputPlan.Change)] = []
    /// Its staged files, with their paths below the output folder.
    var staged: [(String, StagedFile)] = []
    /// Folders it created.
    var folders: [String] = []
    /// The first failure, after which the job stopped.
    var failure: IOFailure?
  }

  /// Runs every job; throws the first I/O failure, after undoing what was staged. When the
  /// output folder holds anything but herald's own files, a first pass classifies every file
  /// without writing, and only a run that finds nothing foreign renders again and stages, so a
  /// refused run changes nothing, not even a folder's modification time.
  func run(_ jobs: [@Sendable () -> [OutputFile]]) throws(IOFailure) -> Outcome {
    let scan = try OutputScan.take(root, concurrently: concurrently)
    guard staging && !scan.isClean else { return try run(jobs, scan: scan, staging: staging) }
    let inspected = try run(jobs, scan: scan, staging: false)
    guard inspected.plan.foreign.isEmpty else { return inspected }
    return try run(jobs, scan: scan, staging: true)
  }

  /// One pass over the jobs, staging changed files when `staging`.
  func run(_ jobs: [@Sendable () -> [OutputFile]], scan: OutputScan, staging: Bool)
    throws(IOFailure) -> Outcome
  {
    var present = scan.present
    var outcome = Outcome()
    var failure: IOFailure?
    for start in stride(from: 0, to: jobs.count, by: Self.wave) {
      let wave = Array(jobs[start..<min(start + Self.wave, jobs.count)])
      let stage = staging && outcome.plan.foreign.isEmpty
      let results = Parallel.map(wave.count, concurrently: concurrently) { index in
        process(wave[index], scan: scan, stage: stage)
      }
      for result in results {
        merge(result, into: &outcome, present: &present)
        failure = failure ?? result.failure
      }
      if failure != nil { break }
    }
    if let failure {
      outcome.discard()
      throw failure
    }
    outcome.plan.remove = OutputPlan.leftovers(present, own: scan.own)
    outcome.plan.sort()
    return outcome
  }

  /// Renders one job's files, classifies each, and stages the changed ones.
  func process(_ job: () -> [OutputFile], scan: OutputScan, stage: Bool) -> JobResult {
    var result = JobResult()
    for file in job() {
      do {
        let (change, staged) = try process(file, scan: scan, stage: stage, folders: &result.folders)
        result.changes.append((file.path, change))
        if let staged { result.staged.append((file.path, staged)) }
      } catch {
        result.failure = error
        break
      }
    }
    return result
  }

  /// Classifies one file and, when `stage` and it changed, stages it. Its text is rendered only
  /// when it matters: it is compared with herald's own file piece by piece, or written to a
  /// temporary file as it comes; a foreign file, or a new one outside a staging run, is settled
  /// without it.
  func process(_ file: OutputFile, scan: OutputScan, stage: Bool, folders: inout [String])
    throws(IOFailure) -> (OutputPlan.Change, StagedFile?)
  {
    let early = try OutputPlan.precheck(
      file.path, listed: scan.present.contains(file.path), own: scan.own.contains(file.path),
      root: root)
    if let early, early == .foreign || !stage { return (early, nil) }
    let target = root + "/" + file.path
    if early == .create { folders += try FileSystem.makeFolders(FileSystem.parentFolder(target)) }
    let writer = try OutputWriter(target: target, existing: early == nil, staging: stage)
    file.write(writer.write)
    return try writer.finish()
  }

  /// Adds one job's result to the outcome.
  func merge(_ result: JobResult, into outcome: inout Outcome, present: inout Set<String>) {
    for (path, change) in result.changes {
      present.remove(path)
      switch change {
      case .create: outcome.plan.create.append(path)
      case .update: outcome.plan.update.append(path)
      case .unchanged: outcome.plan.unchanged.append(path)
      case .foreign: outcome.plan.foreign.append(path)
      }
    }
    for (path, staged) in result.staged { outcome.staged[path] = staged }
    outcome.folders += result.folders
  }
}
