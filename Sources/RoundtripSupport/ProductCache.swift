import Foundation

/// A cache folder of compiled products (driver binaries, extension libraries, harness
/// binaries), named by `CacheKey` and kept to the newest few: a product that is used again is
/// touched, so the ones pruned are those unused for longest.
struct ProductCache {
  let folder: URL
  /// How many products are kept.
  let kept: Int

  /// Creates the folder when missing.
  init(_ folder: URL, keeping kept: Int) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    self.kept = kept
  }

  /// The product named `name`, touched when it exists (so that pruning keeps it), else nil.
  func existing(_ name: String, marker: String? = nil) -> URL? {
    let product = folder.appending(path: name)
    let probe = marker.map { product.appending(path: $0) } ?? product
    guard FileManager.default.fileExists(atPath: probe.path) else { return nil }
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: product.path)
    return product
  }

  /// Copies the binary `built` into the cache as `name`, through a staged file renamed into
  /// place, so that another run never sees half a binary. Returns the cached binary.
  func store(_ built: URL, as name: String) throws -> URL {
    let files = FileManager.default
    let staged = folder.appending(path: ".\(name).\(getpid()).\(UUID().uuidString).tmp")
    try files.copyItem(at: built, to: staged)
    let product = folder.appending(path: name)
    guard rename(staged.path, product.path) == 0 else {
      try? files.removeItem(at: staged)
      throw RoundtripFailure(.build, "roundtrip: cannot store \(name) in \(folder.path)")
    }
    return product
  }

  /// Removes all but the newest `kept` products; staged files (names starting with a dot) and
  /// files another run removed meanwhile are left out.
  func prune() {
    let files = FileManager.default
    let names = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasPrefix(".") }
    let dated = names.compactMap { name -> (date: Date, url: URL)? in
      let url = folder.appending(path: name)
      guard let date = try? files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
      else { return nil }
      return (date, url)
    }
    for old in dated.sorted(by: { $0.date > $1.date }).dropFirst(kept) {
      try? files.removeItem(at: old.url)
    }
  }
}
