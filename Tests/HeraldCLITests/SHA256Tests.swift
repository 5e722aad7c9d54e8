// The manifest's hash: SHA-256 against the standard's test vectors (`SHA256SumTests` checks it
// against `sha256sum`).

import Testing

@testable import HeraldCLI

/// `SHA256` on the standard's test vectors.
@Suite struct SHA256Tests {
  /// FIPS 180-4's examples and the empty input.
  @Test func knownDigests() {
    let vectors: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
    ]
    for (text, digest) in vectors { #expect(SHA256.hex(Array(text.utf8)) == digest, "\(text)") }
    #expect(
      SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
