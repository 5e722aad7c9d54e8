// The output of validation: a spec set with no errors and its explored machines.

/// A spec set that passed validation. Only the validator makes one (the memberwise initializer
/// is internal).
public struct ValidatedSpec: Sendable {
  /// The spec set.
  public let set: SpecSet
  /// The explored machine of every category with at least one `onTap`, in category order.
  public let machines: [Machine]
  /// The payload contracts, resolved once by validation.
  public let payload: PayloadContracts
}
