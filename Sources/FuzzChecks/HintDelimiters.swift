// The delimiters a syntax hint names, so the oracle can check that each is one: a hint that
// reads the wrong byte would name a letter or a NUL as "the quote that starts this value".

/// The quote and bracket characters named in the phrases of the syntax hints.
enum HintDelimiters {
  /// Each character a message names as a quote or bracket, with the characters it may be.
  static func named(in message: String) -> [(named: String, allowed: Set<String>)] {
    let quotes: Set<String> = ["'", "\""]
    var found: [(String, Set<String>)] = []
    for match in message.matches(of: /the (.) that starts this value/) {
      found.append((String(match.1), quotes))
    }
    for match in message.matches(of: /on to the (.) on line/) {
      found.append((String(match.1), quotes))
    }
    for match in message.matches(of: /text follows the closing (.) of/) {
      found.append((String(match.1), quotes))
    }
    for match in message.matches(of: /this '(.)' (does not match|closes nothing|is never closed)/) {
      found.append((String(match.1), ["[", "]", "{", "}"]))
    }
    return found
  }

  /// Why a message names something that is not a delimiter as one, or `nil`.
  static func problem(_ message: String) -> String? {
    let wrong = named(in: message).filter { !$0.allowed.contains($0.named) }
    guard let first = wrong.first else { return nil }
    return
      "names '\(first.named)' (U+\(String(first.named.unicodeScalars.first!.value, radix: 16)))"
      + " as a delimiter"
  }
}
