// The manifest's hash: SHA-256 against the standard's test vectors (`SHA256SumTests` checks it
// against `sha256sum`).

import Foundation
import Testing

@testable import HeraldOutput

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

  /// The processor's SHA instructions (when this machine has them) and the portable Swift
  /// compression agree on every length around the block boundaries and on inputs fed in
  /// uneven pieces, so neither path can drift unnoticed.
  @Test func hardwareAndSoftwareAgree() throws {
    #if os(Linux) && arch(x86_64)
      // On a processor that lists the SHA extensions the hardware path must be the one taken.
      let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
      #expect(SHA256.hardwareAvailable == cpuinfo.contains(" sha_ni"))
    #endif
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1000, 4096, 100_003] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      var hardware = SHA256()
      var software = SHA256(hardware: false)
      var offset = 0
      var piece = 1
      while offset < bytes.count {
        let end = min(bytes.count, offset + piece)
        hardware.update(Array(bytes[offset..<end]))
        software.update(Array(bytes[offset..<end]))
        offset = end
        piece = piece * 3 % 200 + 1
      }
      #expect(hardware.finish() == software.finish(), "length \(length)")
    }
  }
}
