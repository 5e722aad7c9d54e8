// Where the cursor stands in a YAML spec, read from the text alone: while the user types, the
// document rarely parses, yet completion must know which keys and values fit.

/// The cursor's place: the path of keys and list items from the top-level mapping to the
/// container it is in, what it is typing there, and the text typed so far.
struct CursorContext: Hashable {
  /// One step from a container into a child.
  enum Step: Hashable {
    /// The value of a mapping key.
    case key(String)
    /// An item of a list.
    case item
  }

  /// What the cursor is typing in its container.
  enum Slot: Hashable {
    /// A key of a mapping.
    case key
    /// The value of `key`.
    case value(String)
    /// An item of a list.
    case item
  }

  /// The steps to the container, outermost first.
  var path: [Step]
  /// What is being typed.
  var slot: Slot
  /// The text of the token before the cursor (without an opening quote).
  var prefix: String
  /// The UTF-16 offset in the cursor's line where that token starts.
  var prefixStart: Int
  /// The line of the list item that is the enclosing category (`categories: - …`), if any.
  var categoryLine: Int?
  /// When typing a key, the keys its mapping already has (a second one is a duplicate key).
  var siblingKeys: Set<String> = []

  /// Works out the context in a document's lines at a protocol position.
  static func at(line: Int, character: Int, in lines: DocumentLines) -> CursorContext? {
    guard line < lines.count else { return nil }
    let current = lines[line]
    let prefixText = String(utf16Prefix(current, character))
    guard !isComment(prefixText) else { return nil }
    let reading = parseCurrentLine(prefixText)
    let (slot, token, blockColumn) = (reading.slot, reading.token, reading.blockColumn)
    var steps = reading.steps
    var lineOfStep = Array(repeating: line, count: steps.count)
    // Walk up: each line indented less than the current limit is an ancestor. Lines are only
    // decoded when they are one, so the walk costs a byte scan per line.
    var ancestors: [(step: Step, line: Int)] = []
    var limit = blockColumn
    var above = line - 1
    while limit > 0, above >= 0 {
      defer { above -= 1 }
      guard lines.indentation(above) < limit, !lines.isBlankOrComment(above) else { continue }
      for point in structure(of: lines[above]).reversed() where point.column < limit {
        switch point.kind {
        case .dash:
          ancestors.append((.item, above))
          limit = point.column
        case .key(let name, let opensBlock):
          guard opensBlock else { continue }
          ancestors.append((.key(name), above))
          limit = point.column
        }
      }
    }
    let outer = ancestors.reversed()
    steps = outer.map(\.step) + steps
    lineOfStep = outer.map(\.line) + lineOfStep
    var categoryLine: Int?
    if steps.count >= 2, steps[0] == .key("categories"), steps[1] == .item {
      categoryLine = lineOfStep[1]
    } else if steps == [.key("categories")], slot == .item {
      categoryLine = line
    }
    var siblings = Set(reading.flowKeys ?? [])
    if slot == .key, reading.flowKeys == nil {
      siblings = siblingKeys(at: line, column: token.start, in: lines)
    }
    return CursorContext(
      path: steps, slot: slot, prefix: token.prefix, prefixStart: token.start,
      categoryLine: categoryLine, siblingKeys: siblings)
  }

  /// The keys of the block mapping whose keys stand at `column`, around `line`: upwards to the
  /// line that starts the mapping (a list item's dash, or a line indented less), downwards to
  /// the first line indented less. The cursor's own line is left out.
  static func siblingKeys(at line: Int, column: Int, in lines: DocumentLines) -> Set<String> {
    var keys = Set<String>()
    func key(on index: Int) -> String? {
      for point in structure(of: lines[index]) where point.column == column {
        if case .key(let name, _) = point.kind { return name }
      }
      return nil
    }
    var index = line - 1
    while index >= 0 {
      defer { index -= 1 }
      if lines.isBlankOrComment(index) { continue }
      let indentation = lines.indentation(index)
      if indentation > column { continue }
      if let name = key(on: index) { keys.insert(name) }
      if indentation < column { break }
    }
    index = line + 1
    while index < lines.count {
      defer { index += 1 }
      if lines.isBlankOrComment(index) { continue }
      let indentation = lines.indentation(index)
      if indentation < column { break }
      if indentation == column, let name = key(on: index) { keys.insert(name) }
    }
    return keys
  }

  /// The part of a line before a UTF-16 offset.
  static func utf16Prefix(_ line: Substring, _ character: Int) -> Substring {
    var units = 0
    var end = line.startIndex
    for index in line.unicodeScalars.indices {
      let width = line.unicodeScalars[index].utf16.count
      if units + width > character { break }
      units += width
      end = line.unicodeScalars.index(after: index)
    }
    return line[..<end]
  }

  /// Whether the text before the cursor is inside a comment: a `#` after a space or at the
  /// start, outside quotes.
  static func isComment(_ text: String) -> Bool {
    var quote: Character?
    var previous: Character = " "
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " || previous == "\t" {
        return true
      }
      previous = character
    }
    return false
  }

  /// The token being typed: its text and where it starts (UTF-16).
  struct Token {
    var prefix: String
    var start: Int
  }

  /// What the cursor's line says on its own.
  struct LineReading {
    /// The steps the line adds (its dashes, a key whose value is a flow collection, the open
    /// collections).
    var steps: [Step]
    /// What is being typed.
    var slot: Slot
    /// The token being typed.
    var token: Token
    /// The line's indentation: ancestors are the lines indented less.
    var blockColumn: Int
    /// When the cursor is in a flow mapping, the keys written in it before the cursor.
    var flowKeys: [String]?
  }

  /// Reads the line up to the cursor: its dashes, a key, and any open flow collections. Returns
  /// the steps the line itself adds, the slot, the token and the column that bounds ancestors.
  static func parseCurrentLine(_ text: String) -> LineReading {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count, scalars[index] == " " { index += 1 }
    let blockColumn = index
    var steps: [Step] = []
    var slot = Slot.key
    // Dashes: `- `, possibly several (`- - a`).
    while index < scalars.count, scalars[index] == "-",
      index + 1 == scalars.count || scalars[index + 1] == " "
    {
      steps.append(.item)
      slot = .item
      index += 1
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }
    // `key: value` in block style, then flow collections from the value on.
    var tokenStart = index
    var position = index
    if let colon = mappingColon(scalars, from: index) {
      let key = unquoted(String(String.UnicodeScalarView(scalars[index..<colon])))
      if !steps.isEmpty { slot = .key }
      position = colon + 1
      while position < scalars.count, scalars[position] == " " { position += 1 }
      tokenStart = position
      slot = .value(key)
      if position < scalars.count, scalars[position] == "{" || scalars[position] == "[" {
        steps.append(.key(key))
        return flow(scalars, from: position, steps: steps, blockColumn: blockColumn)
      }
    } else if index < scalars.count, scalars[index] == "{" || scalars[index] == "[" {
      return flow(scalars, from: index, steps: steps, blockColumn: blockColumn)
    } else if slot == .item {
      // `- tok`: the token is an item of the list, not inside an item.
      steps.removeLast()
    }
    var prefix = String(String.UnicodeScalarView(scalars[tokenStart...]))
    if prefix.hasPrefix("\"") || prefix.hasPrefix("'") {
      prefix.removeFirst()
      tokenStart += 1
    }
    return LineReading(
      steps: steps, slot: slot,
      token: Token(prefix: prefix, start: utf16Count(scalars[..<tokenStart])),
      blockColumn: blockColumn, flowKeys: nil)
  }

  /// Reads flow collections (`{ a: 1, b: [x, y` …) that are still open at the cursor.
  static func flow(
    _ scalars: [Unicode.Scalar], from start: Int, steps outer: [Step], blockColumn: Int
  )
    -> LineReading
  {
    /// One open collection: a mapping (with its current key, once the colon is read) or a list.
    struct Frame {
      var isMapping: Bool
      var key: String?
      var keys: [String] = []
    }
    var frames: [Frame] = []
    var tokenStart = start
    var quote: Unicode.Scalar?
    var index = start
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == open { quote = nil }
        index += 1
        continue
      }
      switch scalar {
      case "\"", "'": quote = scalar
      case "{", "[":
        frames.append(Frame(isMapping: scalar == "{", key: nil))
        tokenStart = index + 1
      case "}", "]":
        if !frames.isEmpty { frames.removeLast() }
        tokenStart = index + 1
      case ",":
        if !frames.isEmpty { frames[frames.count - 1].key = nil }
        tokenStart = index + 1
      case ":" where index + 1 == scalars.count || scalars[index + 1] == " ":
        if !frames.isEmpty, frames[frames.count - 1].isMapping {
          let key = String(String.UnicodeScalarView(scalars[tokenStart..<index]))
          frames[frames.count - 1].key = unquoted(key.trimmingCharacters(" "))
          frames[frames.count - 1].keys.append(frames[frames.count - 1].key!)
        }
        tokenStart = index + 1
      default: break
      }
      index += 1
    }
    while tokenStart < scalars.count, scalars[tokenStart] == " " { tokenStart += 1 }
    var prefix = String(String.UnicodeScalarView(scalars[tokenStart...]))
    if prefix.hasPrefix("\"") || prefix.hasPrefix("'") {
      prefix.removeFirst()
      tokenStart += 1
    }
    let token = Token(prefix: prefix, start: utf16Count(scalars[..<tokenStart]))
    guard let last = frames.last else {
      // Every collection closed before the cursor: nothing to complete inside it.
      return LineReading(
        steps: outer, slot: .value(""), token: token, blockColumn: blockColumn, flowKeys: nil)
    }
    var steps = outer
    for frame in frames.dropLast() {
      if frame.isMapping {
        steps.append(.key(frame.key ?? ""))
      } else {
        steps.append(.item)
      }
    }
    let slot: Slot = last.isMapping ? (last.key.map(Slot.value) ?? .key) : .item
    return LineReading(
      steps: steps, slot: slot, token: token, blockColumn: blockColumn,
      flowKeys: last.isMapping ? last.keys : nil)
  }

  /// The index of the colon that ends a block mapping key starting at `start` (a `:` followed
  /// by a space or the end), outside quotes and before any flow collection.
  static func mappingColon(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var quote: Unicode.Scalar?
    var index = start
    if index < scalars.count, scalars[index] == "{" || scalars[index] == "[" { return nil }
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == ":", index + 1 == scalars.count || scalars[index + 1] == " " {
        return index
      }
      index += 1
    }
    return nil
  }

  /// One structural mark of a line: a list dash or a key, at its column.
  struct Point {
    enum Kind {
      case dash
      /// A key; `opensBlock` when nothing but a comment or an anchor follows its colon, so its
      /// value is the block below.
      case key(String, opensBlock: Bool)
    }
    let column: Int
    let kind: Kind
  }

  /// The dashes and the key of a line, left to right.
  static func structure(of line: Substring) -> [Point] {
    let scalars = Array(line.unicodeScalars)
    var points: [Point] = []
    var index = 0
    while index < scalars.count, scalars[index] == " " { index += 1 }
    while index < scalars.count, scalars[index] == "-",
      index + 1 == scalars.count || scalars[index + 1] == " "
    {
      points.append(Point(column: index, kind: .dash))
      index += 1
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }
    if let colon = mappingColon(scalars, from: index) {
      let key = unquoted(String(String.UnicodeScalarView(scalars[index..<colon])))
      let rest = String(String.UnicodeScalarView(scalars[(colon + 1)...])).trimmingCharacters(" ")
      let opensBlock =
        rest.isEmpty || rest.hasPrefix("#")
        || (rest.hasPrefix("&") && !rest.contains(" ")) || rest.hasPrefix("!")
      points.append(Point(column: index, kind: .key(key, opensBlock: opensBlock)))
    }
    return points
  }

  /// A key without its quotes.
  static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(" ")
    if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'",
      trimmed.last == first
    {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }

  /// The UTF-16 length of some scalars.
  static func utf16Count(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
    scalars.reduce(0) { $0 + $1.utf16.count }
  }
}

extension String {
  /// The text without leading and trailing occurrences of `character`.
  func trimmingCharacters(_ character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
