// A hash set of scalar key nodes compared by their bytes, for big mappings and merges.

/// Scalar key nodes, found by their bytes without making a String per key. Open addressing
/// with linear probing; hashes are seeded per process (`Hasher`), so crafted keys cannot force
/// collisions.
struct KeyTable {
  /// Per slot: the key node plus one, or 0 when the slot is empty.
  private var slots: [UInt32]
  /// Per slot: the full hash of the key's bytes.
  private var hashes: [Int]
  /// How many keys the table holds.
  private var count = 0

  /// Creates an empty table with room for `capacity` keys before it grows.
  init(capacity: Int) {
    var size = 32
    while size < 2 * capacity { size *= 2 }
    slots = Array(repeating: 0, count: size)
    hashes = Array(repeating: 0, count: size)
  }

  /// The hash of a key's bytes.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  /// Adds scalar `node` unless a key with the same bytes is there; returns that earlier key,
  /// or `nil` when `node` was added.
  mutating func insert(_ node: UInt32, in arena: borrowing ArenaBuilder) -> UInt32? {
    let hash = Self.hash(arena.scalarBytes(node))
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let other = slots[slot] - 1
      if hashes[slot] == hash, arena.scalarsEqual(node, other) { return other }
      slot = (slot + 1) & mask
    }
    slots[slot] = node + 1
    hashes[slot] = hash
    count += 1
    if 2 * count > slots.count { grow() }
    return nil
  }

  /// Doubles the slots, placing every key again by its stored hash.
  private mutating func grow() {
    let oldSlots = slots
    let oldHashes = hashes
    slots = Array(repeating: 0, count: oldSlots.count * 2)
    hashes = Array(repeating: 0, count: oldSlots.count * 2)
    let mask = slots.count - 1
    for index in oldSlots.indices where oldSlots[index] != 0 {
      var slot = oldHashes[index] & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = oldSlots[index]
      hashes[slot] = oldHashes[index]
    }
  }
}
