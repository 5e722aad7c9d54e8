// Decodes categories while the YAML parser composes them, so their nodes never pile up.

import HeraldYAML

/// The categories decoded from streamed items of `categories`, in order, each with the
/// diagnostics its decoding gave. Fed by the parser on the calling thread (see `YAMLItemStream`).
final class CategoryStream {
  /// Decodes each item; its diagnostics are moved out after every item.
  private var decoder: SpecDecoder
  /// What each consumed item gave.
  private(set) var items: [StreamedCategory] = []

  /// Creates an empty stream for one file.
  init(file: String) {
    decoder = SpecDecoder(file: file)
  }

  /// The parser-side stream that feeds this one.
  var yamlStream: YAMLItemStream {
    YAMLItemStream(key: "categories") { [self] node in consume(node) }
  }

  /// Decodes one item; every mapping is used up, so the parser can forget its nodes.
  func consume(_ node: YAMLNode) -> Bool {
    let category = decoder.category(node)
    items.append(StreamedCategory(category: category, diagnostics: decoder.diagnostics))
    decoder.diagnostics = DiagnosticsEngine()
    // A streamed node must not outlive this call, and the category's mappings are finished.
    decoder.openMappings.removeAll(keepingCapacity: true)
    return true
  }
}

/// One streamed item's result: the category, unless it was too broken to decode, and the
/// problems found in it.
struct StreamedCategory {
  /// The decoded category.
  let category: CategoryDecl?
  /// Its diagnostics, in the order they were found.
  let diagnostics: DiagnosticsEngine
}

extension SpecDecoder {
  /// The categories of a `categories` sequence whose mapping items were streamed: stand-ins take
  /// their streamed result, and any other item (an alias, an anchored mapping, a scalar) is
  /// decoded here, so results and diagnostics keep the order of the list.
  mutating func streamedCategoryList(_ node: YAMLNode) -> [CategoryDecl] {
    var categories: [CategoryDecl] = []
    categories.reserveCapacity(node.count)
    var next = streamed.startIndex
    for item in node.items {
      let category: CategoryDecl?
      if item.isStreamed && next < streamed.endIndex {
        category = streamed[next].category
        diagnostics.merge(streamed[next].diagnostics)
        next += 1
      } else {
        category = self.category(item)
      }
      if let category { categories.append(category) }
    }
    return categories
  }
}
