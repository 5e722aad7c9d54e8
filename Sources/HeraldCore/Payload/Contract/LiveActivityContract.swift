// The resolved contract of a Live Activity: what generation, samples, schemas and
// `check-payload --push-type liveactivity` read (issue 40).

/// One Live Activity, resolved: its Swift type, its attributes and content state as payload
/// fields, and what it allows.
public struct LiveActivityContract: Sendable {
  /// The activity's id.
  public let id: String
  /// The generated top-level `ActivityAttributes` type, also the `attributes-type` of a
  /// push-to-start payload.
  public let typeName: String
  /// The static attributes, in source order (fields with a malformed type left out).
  public let attributes: [PayloadField]
  /// The content state's fields, in source order.
  public let contentState: [PayloadField]
  /// The wire form of the dates of both.
  public let dates: ActivityDateWireForm
  /// Whether a push may start the activity.
  public let pushToStart: Bool
  /// Whether the app asks for frequent updates.
  public let frequentUpdates: Bool
  /// Seconds after a `timestamp` when the content is stale, if declared.
  public let staleAfter: Int?
  /// The declaration.
  public let declaration: LiveActivityDecl

  /// Resolves a declaration.
  public init(_ decl: LiveActivityDecl) {
    id = decl.id.value
    typeName = LiveActivityNames.typeName(decl)
    attributes = (decl.attributes?.value ?? []).compactMap { PayloadField($0) }
    contentState = (decl.contentState?.value ?? []).compactMap { PayloadField($0) }
    dates = decl.dateWireForm
    pushToStart = decl.allowsPushToStart
    frequentUpdates = decl.wantsFrequentUpdates
    staleAfter = decl.staleAfter?.value
    declaration = decl
  }

  /// The spec file that declares it.
  public var source: String { declaration.range.file }

  /// The contracts of a set's activities, the first of each id.
  public static func all(_ set: SpecSet) -> [LiveActivityContract] {
    var seen = Set<String>()
    return set.liveActivities.filter { seen.insert($0.id.value).inserted }.map {
      LiveActivityContract($0)
    }
  }
}
