// JSON-RPC 2.0 as the Language Server Protocol uses it: requests, notifications, responses.

/// A JSON-RPC error: its code, as the specification and the protocol number them, and a message.
public struct RPCError: Error, Sendable, Hashable {
  /// The numeric code.
  public let code: Int
  /// A human-readable message.
  public let message: String

  public static let parseError = -32_700
  public static let invalidRequest = -32_600
  public static let methodNotFound = -32_601
  public static let invalidParams = -32_602
  public static let internalError = -32_603
  /// The protocol's code for a request before `initialize`.
  public static let serverNotInitialized = -32_002
  /// The protocol's code for a request that failed for a reason the client should show.
  public static let requestFailed = -32_803

  /// Creates an error.
  public init(_ code: Int, _ message: String) {
    self.code = code
    self.message = message
  }

  /// A missing or malformed parameter.
  public static func invalidParams(_ message: String) -> RPCError {
    RPCError(invalidParams, message)
  }

  /// The error as a response's `error` member.
  var json: JSON { ["code": .int(code), "message": .string(message)] }
}

/// One incoming message, classified.
public enum RPCMessage: Sendable, Hashable {
  /// A request: an id to answer, a method and its parameters.
  case request(id: JSON, method: String, params: JSON)
  /// A notification: no answer.
  case notification(method: String, params: JSON)
  /// A response to a request the server sent; the server sends none, so these are ignored.
  case response(id: JSON)

  /// Classifies a parsed body; throws `invalidRequest` for anything that is not a JSON-RPC 2.0
  /// message (with the id when one can be read, so that the error reaches the right request).
  public static func classify(_ value: JSON) throws(RPCFailure) -> RPCMessage {
    guard case .object = value else {
      throw RPCFailure(
        id: .null, error: RPCError(RPCError.invalidRequest, "a message is a JSON object"))
    }
    let id = value["id"]
    if let id, !id.isValidID {
      throw RPCFailure(
        id: .null, error: RPCError(RPCError.invalidRequest, "an id is a number or a string"))
    }
    guard value["jsonrpc"]?.string == "2.0" else {
      throw RPCFailure(
        id: id ?? .null, error: RPCError(RPCError.invalidRequest, "'jsonrpc' must be \"2.0\""))
    }
    guard let method = value["method"] else {
      if let id, value["result"] != nil || value["error"] != nil { return .response(id: id) }
      throw RPCFailure(
        id: id ?? .null, error: RPCError(RPCError.invalidRequest, "a request needs a 'method'"))
    }
    guard let name = method.string else {
      throw RPCFailure(
        id: id ?? .null, error: RPCError(RPCError.invalidRequest, "'method' must be a string"))
    }
    let params = value["params"] ?? .null
    if let id { return .request(id: id, method: name, params: params) }
    return .notification(method: name, params: params)
  }

  /// A response carrying a result.
  public static func result(_ result: JSON, id: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  /// A response carrying an error.
  public static func error(_ error: RPCError, id: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id, "error": error.json]
  }

  /// A notification from the server.
  public static func notification(_ method: String, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }
}

/// An error to answer with, and the id of the request it answers (null when unknown).
public struct RPCFailure: Error, Sendable, Hashable {
  /// The request's id, or null.
  public let id: JSON
  /// The error.
  public let error: RPCError
}

extension JSON {
  /// Whether the value may be a request id: a string or a number (JSON-RPC also allows null,
  /// which the protocol does not use for requests).
  var isValidID: Bool {
    switch self {
    case .string, .int, .double: true
    default: false
    }
  }
}
