// The manifest's hash: SHA-256 against the standard's test vectors and `sha256sum`.

import Foundation
import Testing

@testable import HeraldCLI

/// `SHA256`, fed whole and in pieces.
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

  /// Random inputs of every length around the block edges, hashed whole and cut into random
  /// pieces, agree with each other and with `sha256sum`.
  @Test func piecesAndSha256sumAgree() throws {
    var generator = SystemRandomNumberGenerator()
    var lines = ""
    try withTemporaryFolder { folder in
      for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 70_001] {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var hash = SHA256()
        var offset = 0
        while offset < bytes.count {
          let end = min(bytes.count, offset + Int.random(in: 1...200, using: &generator))
          bytes[offset..<end].withUnsafeBytes { hash.update($0) }
          offset = end
        }
        let digest = hash.finish()
        #expect(digest == SHA256.hex(bytes), "length \(length)")
        _ = try folder.write("f\(length)", bytes)
        lines += "\(digest)  f\(length)\n"
      }
      _ = try folder.write("sums", text: lines)
      let check = try Tool.run(
        ["sha256sum", "--check", "--strict", "sums"], in: folder.url, timeout: 30)
      #expect(check.status == 0, "\(check.summary)")
    }
  }
}
