// The record of `machine-toggle-round-trip`, beside MachineToggleRule.swift.

extension RuleID {
  /// `machine-toggle-round-trip`, described by `MachineToggleRule.description`.
  public static let machineToggleRoundTrip = RuleID("machine-toggle-round-trip")
}

extension MachineToggleRule {
  /// The record of `machine-toggle-round-trip`.
  static let description = RuleDescription(
    id: .machineToggleRoundTrip, severity: .warning,
    summary: "A toggle pair whose round trip does not restore the list.",
    examples: .specs(
      triggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: info, title: Info }
              - { id: a, title: Follow, onTap: { becomes: b, remove: [info], append: [info] } }
            alternates:
              - { id: b, title: Unfollow, onTap: { becomes: a } }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#,
      nonTriggering: #"""
        version: 1
        categories:
          - id: c
            actions:
              - { id: info, title: Info }
              - { id: a, title: Follow, onTap: { becomes: b } }
            alternates:
              - { id: b, title: Unfollow, onTap: { becomes: a } }
        extensions:
          - { target: UI, categories: c, principalClass: VC, initialContentSizeRatio: 1 }
        """#))
}
