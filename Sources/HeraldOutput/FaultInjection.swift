// The one switch that makes a commit step fail on purpose: the process tests use it to check
// that a commit interrupted at every step is undone.

/// `HERALD_FAULT_COMMIT_STEP`: the step of `OutputTransaction.commit` (0-based, counting renames,
/// removals and the final manifest) that fails as if the system had refused it. Read here only;
/// the commands pass what it gives to the transaction, and in-process tests set
/// `OutputTransaction.failingStep` directly.
package enum FaultInjection {
  /// The environment variable's name.
  package static let variable = "HERALD_FAULT_COMMIT_STEP"

  /// The step to fail, or nil (every real run) when the variable is unset or not a number.
  package static func failingCommitStep(in environment: [String: String]) -> Int? {
    environment[variable].flatMap { Int($0) }
  }
}
