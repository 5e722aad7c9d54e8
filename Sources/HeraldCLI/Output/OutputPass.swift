// Renders the output a few jobs at a time, comparing and staging each file as soon as it exists.

import HeraldCore

/// One pass over the render jobs of a spec. Each file is compared with the output folder as soon
/// as it is rendered and, when the run applies changes, staged beside its target at once, so only
/// the files of the jobs in flight are in memory, never the whole output. Nothing replaces a file
/// before `GenerateReport.apply` commits; a pass that fails removes what it staged and the folders
/// it created.
///
/// Ownership is the manifest's, and the header is its precondition: a file is overwritten or
/// removed only when it carries herald's header (`FileHeader.isGenerated`) and the manifest
/// records it with its bytes still hashing to the record, or, with `force`, when it carries the
/// header at all. No record, however it lies, makes a file without the header herald's. A file
/// whose bytes already equal the new output is left as it is and recorded, which is how a
/// folder written before manifests is adopted.
struct OutputPass {
  /// The output folder.
  let root: String
  /// Whether changed files are staged (a real run) or only classified (`--check`, `--dry-run`).
  let staging: Bool
  /// Whether jobs run on every core (large specs) or one after another.
  let concurrently: Bool
  /// Whether files that carry herald's header may be overwritten and removed although the
  /// manifest does not record them or their bytes changed (`--force`). Files without the header
  /// are never taken over.
  var force = false

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
    /// The manifest the folder had before the run.
    var previous: OutputManifest?

    /// Removes the staged files and the created folders that are left empty.
    func discard() {
      FileSystem.discard(staged.values)
      FileSystem.removeFolders(folders)
    }
  }

  /// What one job gave.
  struct JobResult: Sendable {
    /// Each file's path, change and new hash (empty when it was not rendered).
    var changes: [(String, OutputPlan.Change, String)] = []
    /// Its staged files, with their paths below the output folder.
    var staged: [(String, StagedFile)] = []
    /// Folders it created.
    var folders: [String] = []
    /// The first failure, after which the job stopped.
    var failure: IOFailure?
  }

  /// Runs every job; throws the first I/O failure, after undoing what was staged. When the
  /// output folder holds anything its manifest does not record, a first pass classifies every
  /// file without writing, and only a run that finds nothing in the way renders again and
  /// stages, so a refused run changes nothing, not even a folder's modification time.
  func run(_ jobs: [@Sendable () -> [OutputFile]]) throws(IOFailure) -> Outcome {
    let scan = try OutputScan.take(root)
    guard staging && !scan.isClean else { return try run(jobs, scan: scan, staging: staging) }
    let inspected = try run(jobs, scan: scan, staging: false)
    guard !inspected.plan.isRefused else { return inspected }
    return try run(jobs, scan: scan, staging: true)
  }

  /// One pass over the jobs, staging changed files when `staging`.
  func run(_ jobs: [@Sendable () -> [OutputFile]], scan: OutputScan, staging: Bool)
    throws(IOFailure) -> Outcome
  {
    var present = scan.present
    var outcome = Outcome(previous: scan.manifest)
    var failure: IOFailure?
    for start in stride(from: 0, to: jobs.count, by: Self.wave) {
      let wave = Array(jobs[start..<min(start + Self.wave, jobs.count)])
      let stage = staging && !outcome.plan.isRefused
      let results = Parallel.map(wave.count, concurrently: concurrently) { index in
        process(wave[index], scan: scan, stage: stage)
      }
      for result in results {
        merge(result, into: &outcome, present: &present)
        failure = failure ?? result.failure
      }
      if failure != nil { break }
    }
    do throws(IOFailure) {
      if let failure { throw failure }
      try classifyLeftovers(present, scan: scan, into: &outcome.plan)
    } catch {
      outcome.discard()
      throw error
    }
    outcome.plan.sort()
    return outcome
  }

  /// Sorts the files no job produced: recorded ones that carry herald's header and whose bytes
  /// are still herald's go (with `force`, edited ones too), edited ones are refused, recorded
  /// ones without the header stay (the record is wrong), provable temporary files of dead runs
  /// go, and everything else stays (a note lists header-bearing ones when the folder has no
  /// manifest yet).
  func classifyLeftovers(_ present: Set<String>, scan: OutputScan, into plan: inout OutputPlan)
    throws(IOFailure)
  {
    let generated = Set(plan.create + plan.update + plan.unchanged + plan.foreign + plan.edited)
    for relative in present.sorted() {
      let path = root + "/" + relative
      let regular = !FileSystem.isLink(path) && FileSystem.kind(path) == .file
      if scan.isRecorded(relative) && regular {
        guard try OutputPlan.hasHeader(path) else {
          plan.disowned.append(relative)
          continue
        }
        let hash = force ? "" : try FileSystem.sha256(of: path)
        if force || scan.manifest!.accepts(relative, hash: hash) {
          plan.remove.append(relative)
        } else {
          plan.edited.append(relative)
        }
      } else if try scan.isDeadTemporary(
        relative, root: root, isOwned: { generated.contains($0) || scan.isRecorded($0) })
      {
        plan.remove.append(relative)
      } else if scan.manifest == nil, regular, try OutputPlan.hasHeader(path) {
        plan.unrecorded.append(relative)
      }
    }
  }

  /// Renders one job's files, classifies each, and stages the changed ones.
  func process(_ job: () -> [OutputFile], scan: OutputScan, stage: Bool) -> JobResult {
    var result = JobResult()
    for file in job() {
      do {
        let (change, staged, hash) = try process(
          file, scan: scan, stage: stage, folders: &result.folders)
        result.changes.append((file.path, change, hash))
        if let staged { result.staged.append((file.path, staged)) }
      } catch {
        result.failure = error
        break
      }
    }
    return result
  }

  /// Classifies one file and, when `stage` and it changed, stages it. Its text is rendered only
  /// when it matters: it is compared with the file on disk piece by piece, or written to a
  /// temporary file as it comes; a foreign path, or a new file outside a staging run, is settled
  /// without it. An existing file that differs is replaced only when it is provably herald's.
  func process(_ file: OutputFile, scan: OutputScan, stage: Bool, folders: inout [String])
    throws(IOFailure) -> (OutputPlan.Change, StagedFile?, String)
  {
    let early = try OutputPlan.precheck(
      file.path, listed: scan.present.contains(file.path), root: root)
    if let early, early == .foreign || !stage { return (early, nil, "") }
    let target = root + "/" + file.path
    let recorded = scan.isRecorded(file.path)
    var header: Bool?
    var replaceable = early == .create || recorded
    if !replaceable && force {
      header = try OutputPlan.hasHeader(target)
      replaceable = header!
    }
    if early == .create { folders += try FileSystem.makeFolders(FileSystem.parentFolder(target)) }
    let writer = try OutputWriter(
      target: target, existing: early == nil, staging: stage && replaceable)
    file.write(writer.write)
    let (change, staged) = try writer.finish()
    guard change == .update else { return (change, staged, writer.digest) }
    var verdict = OutputPlan.Change.update
    if header == nil && replaceable {
      header = FileHeader.isGenerated(try writer.oldPrefix(count: FileHeader.headerWindow))
    }
    if !replaceable || header == false {
      verdict = .foreign  // a recorded file without the header is not herald's either
    } else if recorded && !force {
      let old = try FileSystem.sha256(of: target)
      if !scan.manifest!.accepts(file.path, hash: old) { verdict = .edited }
    }
    if verdict == .update { return (.update, staged, writer.digest) }
    if let staged { FileSystem.discard([staged]) }
    return (verdict, nil, writer.digest)
  }

  /// Adds one job's result to the outcome.
  func merge(_ result: JobResult, into outcome: inout Outcome, present: inout Set<String>) {
    for (path, change, hash) in result.changes {
      present.remove(path)
      if !hash.isEmpty { outcome.plan.hashes[path] = hash }
      switch change {
      case .create: outcome.plan.create.append(path)
      case .update: outcome.plan.update.append(path)
      case .unchanged: outcome.plan.unchanged.append(path)
      case .foreign: outcome.plan.foreign.append(path)
      case .edited: outcome.plan.edited.append(path)
      }
    }
    for (path, staged) in result.staged { outcome.staged[path] = staged }
    outcome.folders += result.folders
  }
}
