// A small, byte-stable XML property-list writer (Apple's plist 1.0 format, tab indentation).

/// Writes property lists.
public enum PlistWriter {
  /// A whole document with the standard prolog; `comment` goes right after the XML declaration.
  public static func document(_ root: PlistValue, comment: String? = nil) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if let comment { output += comment }
    output +=
      "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
      + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
    output += "<plist version=\"1.0\">\n"
    write(root, indent: "", into: &output)
    return output + "</plist>\n"
  }

  /// Appends one value at an indentation.
  static func write(_ value: PlistValue, indent: String, into output: inout String) {
    switch value {
    case .string(let text): output += indent + "<string>" + XMLEscaping.text(text) + "</string>\n"
    case .bool(let flag): output += indent + (flag ? "<true/>" : "<false/>") + "\n"
    case .integer(let number): output += indent + "<integer>\(number)</integer>\n"
    case .real(let number): output += indent + "<real>" + real(number) + "</real>\n"
    case .data(let bytes): writeData(bytes, indent: indent, into: &output)
    case .date(let seconds): output += indent + "<date>" + isoDate(seconds) + "</date>\n"
    case .array(let items):
      guard !items.isEmpty else {
        output += indent + "<array/>\n"
        return
      }
      output += indent + "<array>\n"
      for item in items { write(item, indent: indent + "\t", into: &output) }
      output += indent + "</array>\n"
    case .dictionary(let members):
      guard !members.isEmpty else {
        output += indent + "<dict/>\n"
        return
      }
      output += indent + "<dict>\n"
      for key in members.keys.sorted() {
        output += indent + "\t<key>" + XMLEscaping.text(key) + "</key>\n"
        write(members[key]!, indent: indent + "\t", into: &output)
      }
      output += indent + "</dict>\n"
    }
  }

  /// A real; NaN and the infinities are spelt as Apple writes them, and negative zero keeps
  /// its sign (`-0`), which a reader turns back into `-0.0`. Other whole numbers below 10^15
  /// are written without a fraction, the rest as Swift prints them (as JSON numbers are).
  static func real(_ number: Double) -> String {
    if number.isNaN { return "nan" }
    if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
    if number == 0, number.sign == .minus { return "-0" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// `<data>` as CoreFoundation writes it: base64 lines at the tag's indentation (at most eight
  /// tabs), each 76 columns minus 8 per tab, then the closing tag.
  static func writeData(_ bytes: [UInt8], indent: String, into output: inout String) {
    let tabs = String(repeating: "\t", count: min(indent.count, 8))
    let width = 76 - 8 * tabs.count
    let encoded = base64(bytes)
    output += indent + "<data>\n"
    for start in stride(from: 0, to: encoded.count, by: width) {
      let line = encoded[start..<min(start + width, encoded.count)]
      output += tabs + String(decoding: line, as: UTF8.self) + "\n"
    }
    output += indent + "</data>\n"
  }

  /// Standard base64 with `=` padding.
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    for index in stride(from: 0, to: bytes.count, by: 3) {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
      for position in 0..<4 {
        output.append(position <= count ? table[group >> (18 - 6 * position) & 63] : 61)
      }
    }
    return output
  }

  /// `YYYY-MM-DDThh:mm:ssZ` (UTC, proleptic Gregorian) for seconds since 1970, rounded down.
  static func isoDate(_ seconds: Double) -> String {
    let clamped = seconds.isNaN ? 0 : min(max(seconds, -1e14), 1e14)
    let whole = Int(clamped.rounded(.down))
    let days = (whole - ((whole % 86_400) + 86_400) % 86_400) / 86_400
    let time = whole - days * 86_400
    // Howard Hinnant's days-to-civil algorithm.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(time / 3600, 2)
      + ":" + pad(time / 60 % 60, 2) + ":" + pad(time % 60, 2) + "Z"
  }

  /// A number with leading zeros to `width` digits (a minus sign counts, as in C's `%0*d`).
  static func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(abs(number))
    let sign = number < 0 ? "-" : ""
    return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
  }
}
