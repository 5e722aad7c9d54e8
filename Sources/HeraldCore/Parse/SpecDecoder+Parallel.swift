/// Decoding of long category lists on every core.

import HeraldYAML

extension SpecDecoder {
  /// Decodes `categories`. A long list is decoded in consecutive chunks, each by its own
  /// decoder; results and diagnostics are joined in list order, so the outcome is the same as
  /// decoding one item after another.
  mutating func categoryList(_ node: YAMLNode) -> [CategoryDecl] {
    if !streamed.isEmpty && node.kind == .sequence { return streamedCategoryList(node) }
    let chunks = node.kind == .sequence ? Parallel.chunks(node.count) : []
    guard chunks.count > 1 else { return list(node, what: "categories") { $0.category($1) } }
    let file = self.file
    let parts = Parallel.map(chunks.count) { piece in
      var decoder = SpecDecoder(file: file)
      var categories: [CategoryDecl] = []
      categories.reserveCapacity(chunks[piece].count)
      for index in chunks[piece] {
        if let category = decoder.category(node.item(index)) { categories.append(category) }
      }
      return DecodedChunk(categories: categories, diagnostics: decoder.diagnostics)
    }
    var categories: [CategoryDecl] = []
    categories.reserveCapacity(node.count)
    for part in parts {
      categories.append(contentsOf: part.categories)
      diagnostics.merge(part.diagnostics)
    }
    return categories
  }
}

/// The categories one chunk decoded and what it reported.
private struct DecodedChunk: Sendable {
  /// The decoded categories, in list order.
  let categories: [CategoryDecl]
  /// The chunk's diagnostics, in report order.
  let diagnostics: DiagnosticsEngine
}
