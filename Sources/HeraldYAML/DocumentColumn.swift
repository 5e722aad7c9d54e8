// An immutable run of values that a document owns: one column of its struct of arrays.

/// `count` values at `base`, written once while composing and never changed after; the owning
/// `YAMLDocument` frees them. Reads are bounds-checked, as an array's are, and inlinable so that
/// other modules' hot loops read nodes without calls.
@usableFromInline
struct DocumentColumn<Element>: @unchecked Sendable {
  /// The first value.
  @usableFromInline let base: UnsafePointer<Element>
  /// How many values there are.
  @usableFromInline let count: Int

  /// The value at `index`, which must be below `count`.
  @inlinable
  subscript(index: Int) -> Element {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "document index out of range")
    return base[index]
  }

  /// The `length` values from `offset` on, which must lie within the column.
  @inlinable
  func slice(from offset: Int, count length: Int) -> UnsafeBufferPointer<Element> {
    precondition(
      offset >= 0 && length >= 0 && length <= count - offset, "document slice out of range")
    return UnsafeBufferPointer(start: base + offset, count: length)
  }

  /// Frees the values; the column must not be read afterwards.
  func deallocate() {
    UnsafeMutablePointer(mutating: base).deallocate()
  }
}
