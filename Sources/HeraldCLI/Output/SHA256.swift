// SHA-256 (FIPS 180-4), for the content hashes of the output manifest.

import CHeraldSystem

/// An incremental SHA-256 hash. The manifest records one per generated file, so that a later
/// run can tell herald's own untouched files from files edited by hand; the toolchain offers no
/// hash on Linux, and the format (`sha256sum`'s) lets users check a folder with standard tools.
/// Package access: the round trip (RoundtripSupport) keys its build cache with it too.
package struct SHA256 {
  /// The round constants.
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The chaining state.
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  /// Bytes of an unfinished block.
  private var pending: [UInt8] = []
  /// How many bytes were hashed in all.
  private var length: UInt64 = 0

  /// Whether whole blocks go to the processor's SHA instructions when it has them.
  private let hardware: Bool

  /// A new hash. `hardware: false` keeps every block in the portable Swift compression, which
  /// the tests compare the hardware path with.
  package init(hardware: Bool = true) {
    self.hardware = hardware
    pending.reserveCapacity(64)
  }

  /// Hashes more bytes.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<take])
      offset = take
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compressBlocks($0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (bytes.count - offset) / 64 * 64
    if whole > 0 {
      compressBlocks(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + whole]))
      offset += whole
    }
    pending.append(contentsOf: bytes[offset...])
  }

  /// Hashes more bytes.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// The digest as 64 lowercase hex digits; the hash must not be used afterwards.
  package mutating func finish() -> String {
    let bits = length &* 8
    var tail: [UInt8] = [0x80]
    tail += [UInt8](repeating: 0, count: (55 - Int(length % 64) + 64) % 64)
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    tail.withUnsafeBytes { update($0) }
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for word in words {
      for shift in stride(from: 28, through: 0, by: -4) {
        text.append(digits[Int((word >> UInt32(shift)) & 0xF)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The digest of `bytes` in one call.
  package static func hex(_ bytes: [UInt8]) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finish()
  }

  /// Whether this processor has the SHA instructions the hardware path uses (asked with no
  /// blocks, which changes no state).
  package static var hardwareAvailable: Bool {
    var words = [UInt32](repeating: 0, count: 8)
    var nothing: UInt8 = 0
    return herald_sha256_compress(&words, &nothing, 0) == 1
  }

  /// Processes whole 64-byte blocks: with the processor's SHA instructions when it has them
  /// (`herald_sha256_compress` declines otherwise), else one by one in Swift.
  private mutating func compressBlocks(_ blocks: UnsafeRawBufferPointer) {
    let count = blocks.count / 64
    if hardware, let base = blocks.baseAddress {
      // The state tuple is eight contiguous UInt32 words, a to h, as the C function takes them.
      let done = withUnsafeMutableBytes(of: &state) { words in
        herald_sha256_compress(
          words.baseAddress!.assumingMemoryBound(to: UInt32.self),
          base.assumingMemoryBound(to: UInt8.self), count)
      }
      if done == 1 { return }
    }
    for index in 0..<count {
      compress(UnsafeRawBufferPointer(rebasing: blocks[index * 64..<(index + 1) * 64]))
    }
  }

  /// Processes one 64-byte block.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    // The message schedule lives on the stack: no allocation per block.
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for i in 0..<16 {
        let base = i * 4
        w[i] =
          UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
          | UInt32(block[base + 3])
      }
      for i in 16..<64 {
        let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
        let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      Self.k.withUnsafeBufferPointer { k in
        for i in 0..<64 {
          let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
          let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let t2 = s0 &+ majority
          h = g
          g = f
          f = e
          e = d &+ t1
          d = c
          c = b
          b = a
          a = t1 &+ t2
        }
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
        state.6 &+ g, state.7 &+ h
      )
    }
  }

  /// Rotates right.
  @inline(__always) private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }
}
