// Whether a JSON text repeats a key in one object. Foundation's two readers keep different
// values of a repeated key (JSONSerialization the last, JSONDecoder the first), and Swift
// dictionaries merge keys that are canonically equivalent (`é` and `e` + U+0301), so the two
// entry points of the generated Swift may rightly disagree on such a payload; `check-payload`
// rejects it (`payload-json`: "APNs and JSON readers may keep either value").

/// A scanner for repeated keys, for text that Foundation has already read as JSON.
enum DuplicateKeys {
  /// Whether some object of `bytes` (valid JSON) has two keys equal as Swift strings.
  static func present(_ bytes: [UInt8]) -> Bool {
    // One entry per open object or array: the keys seen so far and whether a key comes next.
    var stack: [(isObject: Bool, keys: Set<String>, expectsKey: Bool)] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"): stack.append((true, [], true))
      case UInt8(ascii: "["): stack.append((false, [], false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
      case UInt8(ascii: ","):
        if stack.last?.isObject == true { stack[stack.count - 1].expectsKey = true }
      case UInt8(ascii: ":"):
        if stack.last?.isObject == true { stack[stack.count - 1].expectsKey = false }
      case UInt8(ascii: "\""):
        let (text, end) = string(bytes, from: index + 1)
        index = end
        if let top = stack.last, top.isObject, top.expectsKey {
          if top.keys.contains(text) { return true }
          stack[stack.count - 1].keys.insert(text)
        }
      default: break
      }
      index += 1
    }
    return false
  }

  /// The string whose text starts at `start`, escapes decoded, and the index of its closing
  /// quote. Lone surrogates become U+FFFD, as they do in both readers' strings.
  static func string(_ bytes: [UInt8], from start: Int) -> (String, Int) {
    var units: [UInt16] = []
    var raw: [UInt8] = []
    var index = start
    func flush() {
      units += String(decoding: raw, as: UTF8.self).utf16
      raw.removeAll()
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        raw.append(bytes[index])
        index += 1
        continue
      }
      flush()
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "u"):
        let hex = String(
          decoding: bytes[min(index, bytes.count)..<min(index + 4, bytes.count)], as: UTF8.self)
        units.append(UInt16(hex, radix: 16) ?? 0xFFFD)
        index += 4
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      default: units.append(UInt16(escape))
      }
    }
    flush()
    return (String(decoding: units, as: UTF16.self), index)
  }
}
