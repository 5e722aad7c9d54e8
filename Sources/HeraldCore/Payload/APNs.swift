// What APNs and the Simulator accept, as Apple documents them ("Generating a remote
// notification", "Sending notification requests to APNs", Simulator's payload files): the one
// place the checks, the samples and the schemas read these facts from.

/// Facts of APNs that Herald's checks and documents share.
public enum APNs {
  /// The most bytes APNs accepts in a payload of every push type but VoIP.
  public static let payloadLimit = 4096
  /// The most bytes APNs accepts in a VoIP payload.
  public static let voipPayloadLimit = 5120
  /// The top-level key that tells the Simulator which app a dropped payload file is for.
  public static let simulatorTargetKey = "Simulator Target Bundle"
}
