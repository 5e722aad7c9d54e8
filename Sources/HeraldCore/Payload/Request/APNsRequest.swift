// A request file: the HTTP/2 request a backend sends APNs, written as an `.http` file (the form
// IDE HTTP clients send): an optional request line, header lines, a blank line and the payload.

/// One request read from a request file, every part located. The body is kept as the range of
/// bytes it spans, so the payload checker reads it in place with the file's line numbers.
public struct APNsRequest: Sendable {
  /// The request line, `POST /3/device/<token>`, when the file has one.
  public var line: RequestLine?
  /// The header lines, in the order written.
  public var headers: [RequestHeader] = []
  /// Where the body starts: its first byte in the file and that byte's line. `nil` when the
  /// file has no body.
  public var body: (offset: Int, line: Int)?
  /// What does not read as a request, in the order found.
  public var problems: [JSONReadProblem] = []

  /// The first header named `name` (lowercase: header names are case-insensitive).
  public func header(_ name: String) -> RequestHeader? {
    headers.first { $0.name == name }
  }

  /// Whether `text` is a template an HTTP client fills in when it sends the request
  /// (`{{token}}`, `$TOKEN`, `<token>`): Herald cannot know the value, so it checks none of it.
  public static func isTemplate(_ text: String) -> Bool {
    text.contains("{{") || text.contains("$") || text.contains("<")
  }

  /// The first header named `name`, when its value is one Herald can check: not a template.
  public func checkedHeader(_ name: String) -> RequestHeader? {
    header(name).flatMap { $0.isTemplate ? nil : $0 }
  }
}

/// `METHOD target [version]`.
public struct RequestLine: Sendable {
  /// The method, as written.
  public let method: String
  /// Where the method is written.
  public let methodRange: SourceRange
  /// The request target: a path (`/3/device/…`) or an absolute URL.
  public let target: String
  /// Where the target is written.
  public let targetRange: SourceRange

  /// The target's path: the target itself, or what follows the authority of an absolute URL.
  public var path: String {
    guard !target.hasPrefix("/") else { return target }
    // `https://host:port/path`: the path starts at the first '/' after the scheme's "//".
    let bytes = Array(target.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
      bytes[(colon + 1)...].starts(with: [0x2F, 0x2F])
    else { return target }
    let authority = colon + 3
    guard let slash = bytes[authority...].firstIndex(of: UInt8(ascii: "/")) else { return "/" }
    return String(decoding: bytes[slash...], as: UTF8.self)
  }
}

/// One `name: value` header line.
public struct RequestHeader: Sendable {
  /// The name, lowercased.
  public let name: String
  /// Where the name is written.
  public let nameRange: SourceRange
  /// The value, without the whitespace around it.
  public let value: String
  /// Where the value is written (empty after the colon when the value is).
  public let valueRange: SourceRange

  /// Whether the value is a template (`APNsRequest.isTemplate`).
  public var isTemplate: Bool { APNsRequest.isTemplate(value) }
}
