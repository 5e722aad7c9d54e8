// The JSON values of the protocol: Herald's `JSONValue`, read with its strict JSON reader.

import HeraldCore

/// A JSON value as JSON-RPC carries it. Objects are dictionaries: the protocol never depends on
/// member order, and writing keys sorted makes every message byte-stable for tests.
public typealias JSON = JSONValue

extension JSONValue {
  /// The deepest nesting accepted in a message; protocol messages nest about ten levels.
  public static let maxDepth = 128

  /// Parses one JSON-RPC message body with `JSONReader`, the strict RFC 8259 reader
  /// `check-payload` uses; the error is its located message.
  public static func parse(_ bytes: [UInt8]) throws(JSONReadProblem) -> JSONValue {
    var reader = JSONReader(bytes, path: "<json-rpc>", maxDepth: maxDepth)
    return JSONValue(try reader.read())
  }
}
