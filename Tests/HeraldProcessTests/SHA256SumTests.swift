// The manifest's hash against `sha256sum`, run as a separate process.

import Foundation
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

/// `SHA256`, fed whole and in pieces, against `sha256sum`.
@Suite struct SHA256SumTests {
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
