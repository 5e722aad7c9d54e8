// The Live Activities of the payload language (`liveActivities:`): each activity's static
// attributes and its dynamic content state, the second kind of push contract (issue 40).

/// One entry of `liveActivities`: an `ActivityAttributes` type, its `ContentState`, and what the
/// activity allows.
public struct LiveActivityDecl: Sendable {
  /// Where the whole entry is.
  public let range: SourceRange
  /// `id`: the activity's name, unique among the set's activities.
  public var id: Located<String>
  /// `swiftName`: the stem of the generated type's name (`<Name>Attributes`); default derived
  /// from the id (UpperCamelCase).
  public var swiftName: Located<String>?
  /// `attributes`: the static data set when the activity starts.
  public var attributes: Located<[PayloadFieldDecl]>?
  /// `contentState`: the dynamic data every update carries (`content-state`).
  public var contentState: Located<[PayloadFieldDecl]>?
  /// `pushToStart`: whether the server may start the activity with a push (`event: start`).
  public var pushToStart: Located<Bool>?
  /// `frequentUpdates`: whether the app asks for frequent updates
  /// (`NSSupportsLiveActivitiesFrequentUpdates`).
  public var frequentUpdates: Located<Bool>?
  /// `staleAfter`: seconds after an update's `timestamp` after which the content is stale; the
  /// `stale-date` samples carry.
  public var staleAfter: Located<Int>?
  /// `dates`: the wire form of the content state's dates.
  public var dates: Located<ActivityDateWireForm>?

  /// Creates an activity with only its id.
  public init(id: Located<String>, range: SourceRange) {
    self.id = id
    self.range = range
  }

  /// The wire form of the content state's dates (default `secondsSince2001`).
  public var dateWireForm: ActivityDateWireForm { dates?.value ?? .secondsSince2001 }

  /// Whether a push may start the activity.
  public var allowsPushToStart: Bool { pushToStart?.value ?? false }

  /// Whether the activity asks for frequent updates.
  public var wantsFrequentUpdates: Bool { frequentUpdates?.value ?? false }
}

/// `dates`: how a `date` of an activity's content state is carried in `content-state`.
/// ActivityKit decodes `content-state` with a default `JSONDecoder`, whose date strategy is
/// `deferredToDate`: a number of seconds since 2001-01-01T00:00:00Z.
public enum ActivityDateWireForm: String, SpecEnum {
  /// A JSON number of seconds since 2001-01-01T00:00:00Z (`Date.timeIntervalSinceReferenceDate`),
  /// what a default `JSONDecoder` reads.
  case secondsSince2001
  /// A JSON number of seconds since 1970-01-01T00:00:00Z (a Unix timestamp).
  case secondsSince1970
  /// An RFC 3339 date-time string.
  case iso8601

  /// The seconds between 1970-01-01 and 2001-01-01 (`Date.timeIntervalBetween1970AndReferenceDate`).
  public static let secondsFrom1970To2001 = 978_307_200.0
}
