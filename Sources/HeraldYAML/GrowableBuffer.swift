// A growable, non-copyable heap buffer that the composer appends node facts and children to.

/// A buffer of `Element`s that doubles when full. Unlike `Array`, an append checks neither
/// uniqueness nor reference counts, and elements are changed in place; `takeArray()` hands the
/// contents out at the end. Indexes are trusted (checked only in debug builds).
struct GrowableBuffer<Element>: ~Copyable {
  /// The first slot; slots `0..<count` are initialized.
  private var storage: UnsafeMutablePointer<Element>
  /// How many slots are allocated.
  private var capacity: Int
  /// How many elements the buffer holds.
  private(set) var count = 0

  /// Creates an empty buffer with room for `capacity` elements (at least 16) before it grows.
  /// Large capacities cost address space only until used.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  /// Destroys the elements and frees the storage.
  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// The element at `index`, read or changed in place; `index` must be below `count`.
  subscript(index: Int) -> Element {
    @inline(__always)
    unsafeAddress {
      assert(index >= 0 && index < count, "buffer index out of range")
      return UnsafePointer(storage + index)
    }
    @inline(__always)
    unsafeMutableAddress {
      assert(index >= 0 && index < count, "buffer index out of range")
      return storage + index
    }
  }

  /// Appends `element`, growing when full.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow(toHold: count + 1) }
    (storage + count).initialize(to: element)
    count &+= 1
  }

  /// Appends copies of `elements`, growing when needed.
  @inline(__always)
  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    if elements.count > capacity - count { grow(toHold: count + elements.count) }
    if let base = elements.baseAddress {
      (storage + count).initialize(from: base, count: elements.count)
    }
    count &+= elements.count
  }

  /// Removes and returns the last element; the buffer must not be empty.
  @inline(__always)
  mutating func removeLast() -> Element {
    assert(count > 0, "removeLast on an empty buffer")
    count -= 1
    return (storage + count).move()
  }

  /// Destroys the elements from `newCount` on.
  @inline(__always)
  mutating func truncate(to newCount: Int) {
    guard newCount < count else { return }
    (storage + newCount).deinitialize(count: count - newCount)
    count = newCount
  }

  /// The elements from `start` on, valid only until the buffer is next changed.
  @inline(__always)
  func elements(from start: Int) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: storage + start, count: count - start)
  }

  /// Hands the elements over, storage and all, as a document column (no copy) and leaves the
  /// buffer empty. Only for trivial elements, which the column frees without destroying.
  /// The elements as they are now, still owned here: valid only until the next change.
  func borrowColumn() -> DocumentColumn<Element> {
    DocumentColumn(base: UnsafePointer(storage), count: count)
  }

  mutating func takeColumn() -> DocumentColumn<Element> {
    let column = DocumentColumn(base: UnsafePointer(storage), count: count)
    capacity = 16
    storage = .allocate(capacity: capacity)
    count = 0
    return column
  }

  /// Reallocates to hold at least `needed` elements, at least doubling, moving the elements over.
  private mutating func grow(toHold needed: Int) {
    let larger = max(capacity * 2, needed)
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
    moved.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = moved
    capacity = larger
  }
}
