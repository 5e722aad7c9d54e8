// The protocol's JSON: read strictly, written compactly and escaped, and JSON-RPC classified.

import Testing

@testable import HeraldLSP

/// Tests of `JSON` and `RPCMessage`.
struct JSONTests {
  /// Strings with quotes, controls, line separators and astral characters survive a round
  /// trip, and the written form holds no raw control.
  @Test func stringsRoundTrip() throws {
    let text = "a\"b\\c\n\t\u{1}\u{7F}\u{2028}🎧é"
    let written = JSON.array([.string(text)]).serialized
    #expect(!written.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
    #expect(try JSON.parse(Array(written.utf8)) == .array([.string(text)]))
    #expect(try JSON.parse(Array(#"["\ud83c\udfa7"]"#.utf8)) == .array([.string("🎧")]))
  }

  /// Objects are written with sorted keys and no white space; whole numbers without a point.
  @Test func compactForm() {
    let value: JSON = ["b": [1, .double(2.5), true, .null], "a": "x"]
    #expect(value.serialized == #"{"a":"x","b":[1,2.5,true,null]}"#)
  }

  /// Malformed JSON is a located problem, never a crash: truncation, lone surrogates, deep
  /// nesting.
  @Test func malformedJSONThrows() {
    let deep =
      String(repeating: "[", count: JSON.maxDepth + 1)
      + String(repeating: "]", count: JSON.maxDepth + 1)
    for text in [#"{"a": "#, #"["\ud83c"]"#, "{}x", "", deep, "\u{FEFF}{}"] {
      #expect(throws: (any Error).self, "\(text.prefix(20))") { try JSON.parse(Array(text.utf8)) }
    }
  }

  /// Requests, notifications and responses are told apart; anything else is an invalid
  /// request carrying the id when there is one.
  @Test func classification() throws {
    let request = try RPCMessage.classify(["jsonrpc": "2.0", "id": 3, "method": "m", "params": [1]])
    #expect(request == .request(id: 3, method: "m", params: [1]))
    let notification = try RPCMessage.classify(["jsonrpc": "2.0", "method": "n"])
    #expect(notification == .notification(method: "n", params: .null))
    #expect(
      try RPCMessage.classify(["jsonrpc": "2.0", "id": "x", "result": 1]) == .response(id: "x"))
    #expect(
      throws: RPCFailure(
        id: 4, error: RPCError(RPCError.invalidRequest, "'jsonrpc' must be \"2.0\""))
    ) {
      try RPCMessage.classify(["id": 4, "method": "m"])
    }
    #expect(throws: RPCFailure.self) { try RPCMessage.classify([1, 2]) }
    #expect(throws: RPCFailure.self) {
      try RPCMessage.classify(["jsonrpc": "2.0", "id": [1], "method": "m"])
    }
    #expect(throws: RPCFailure.self) {
      try RPCMessage.classify(["jsonrpc": "2.0", "id": 1, "method": 5])
    }
  }

  /// `file:` URIs and paths convert both ways, with percent-encoding.
  @Test func documentURIs() {
    #expect(DocumentURI.uri("/a b/ü#.yml") == "file:///a%20b/%C3%BC%23.yml")
    #expect(DocumentURI.path("file:///a%20b/%C3%BC%23.yml") == "/a b/ü#.yml")
    #expect(DocumentURI.path("file://localhost/x.yml") == "/x.yml")
    #expect(DocumentURI.path("untitled:Untitled-1") == nil)
    #expect(DocumentURI.path("file://server/share/x.yml") == nil)
  }
}
