// Reading a scalar node's text: as bytes without copying, compared in place, or as a String.

extension YAMLNode {
  /// Calls `body` with the scalar's UTF-8 bytes (empty for a collection). The buffer is valid
  /// only during the call.
  @inlinable
  public func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    guard isScalarNode else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    let offset = Int(document.offsets[nodeIndex])
    let length = Int(document.counts[nodeIndex])
    return try body(document.text.slice(from: offset, count: length))
  }

  /// The scalar text exactly as resolved by YAML (no type conversion), or `nil` for a collection.
  @inlinable
  public var scalar: String? {
    guard isScalarNode else { return nil }
    return withScalarBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether this is a scalar whose bytes are exactly `text`'s UTF-8, compared without making a
  /// String (so canonically equivalent but differently encoded text is not equal).
  @inlinable
  public func scalarEquals(_ text: String) -> Bool {
    guard isScalarNode, Int(document.counts[nodeIndex]) == text.utf8.count else {
      return false
    }
    return withScalarBytes { bytes in
      text.utf8.withContiguousStorageIfAvailable { Self.bytesEqual(bytes, $0) }
        ?? bytes.elementsEqual(text.utf8)
    }
  }

  /// Whether this is a plain scalar that YAML reads as null: empty, `~`, `null`, `Null`, `NULL`.
  @inlinable
  public var isPlainNull: Bool {
    let info = document.info[nodeIndex]
    guard info & NodeInfo.kindMask == NodeInfo.scalar, NodeInfo.style(info) == .plain else {
      return false
    }
    return withScalarBytes { bytes in
      switch bytes.count {
      case 0: return true
      case 1: return bytes[0] == UInt8(ascii: "~")
      case 4:
        let tail = (bytes[1], bytes[2], bytes[3])
        let lower = tail == (UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l"))
        let upper = tail == (UInt8(ascii: "U"), UInt8(ascii: "L"), UInt8(ascii: "L"))
        if bytes[0] == UInt8(ascii: "n") { return lower }
        return bytes[0] == UInt8(ascii: "N") && (lower || upper)
      default: return false
      }
    }
  }

  /// Whether the node is a scalar.
  @inlinable
  var isScalarNode: Bool {
    document.info[nodeIndex] & NodeInfo.kindMask == NodeInfo.scalar
  }

  /// Whether two byte runs are equal.
  @inlinable
  static func bytesEqual<Other: Collection<UInt8>>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ other: Other
  ) -> Bool {
    bytes.count == other.count && bytes.elementsEqual(other)
  }
}
