// `file:` URIs and the paths they name, both ways (RFC 3986 percent-encoding).

/// Converts between the client's document URIs and the paths Herald reports diagnostics under.
public enum DocumentURI {
  /// The path a `file:` URI names, or nil for another scheme (`untitled:`) or a URI with a host
  /// other than `localhost`.
  public static func path(_ uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = uri.dropFirst("file://".count)
    if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    return percentDecoded(rest)
  }

  /// The `file:` URI of an absolute path.
  public static func uri(_ path: String) -> String {
    var output = "file://"
    for byte in path.utf8 {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        output += "%" + hex(byte >> 4) + hex(byte & 15)
      }
    }
    return output
  }

  /// Decodes `%XX` escapes (a malformed escape is kept as written).
  static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// One uppercase hex digit.
  private static func hex(_ value: UInt8) -> String {
    String(Character(Unicode.Scalar(value < 10 ? value + 48 : value + 55)))
  }

  /// The value of a hex digit.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 55
    default: nil
    }
  }
}
