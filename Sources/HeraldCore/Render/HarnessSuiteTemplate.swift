// The tests every generated harness suite shares, read from the embedded copy of their source
// file, Tests/GeneratedExtensionTests/HarnessSuiteTemplate.swift.

/// The body of `extension HarnessSuiteFixture { … }` in the template file, parsed once into
/// lines and `#if` branches so that the writer lays it out at the suite's depth with its own
/// conditional-compilation rules.
///
/// The tests use only what every suite declares before them: `Machine` (the generated machine)
/// and `Expected` (the explorer's table).
enum HarnessSuiteTemplate {
  /// A piece of the template's body.
  enum Node {
    /// A line, indented relative to the body (empty for a blank line).
    case line(String)
    /// An `#if` … `#endif` with its branches.
    case ifConfig([Branch])
  }

  /// One branch of an `#if`: its condition (nil for `#else`) and its contents.
  struct Branch {
    /// The condition after `#if` or `#elseif`; nil for `#else`.
    let condition: String?
    /// The branch's contents.
    var nodes: [Node]
  }

  /// The line that opens the body in the template file.
  static let opening = "extension HarnessSuiteFixture {"

  /// The body of the embedded template, parsed once for every suite.
  static let body = parse(source)

  /// Writes the body at the writer's depth.
  static func render(_ writer: inout SwiftWriter) {
    render(body, &writer)
  }

  /// Writes nodes at the writer's depth.
  private static func render(_ nodes: [Node], _ writer: inout SwiftWriter) {
    for node in nodes {
      switch node {
      case .line(let content): writer.line(content)
      case .ifConfig(let branches):
        writer.ifConfig(
          branches.map { branch in IfConfigBranch(branch.condition) { render(branch.nodes, &$0) } })
      }
    }
  }

  /// Parses the lines between `opening` and its closing `}`: a line in the body is indented one
  /// level more than `opening`, plus one per enclosing `#if`, as swift-format lays it out; that
  /// indentation is removed so the writer can add the suite's.
  static func parse(_ source: String) -> [Node] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.drop { $0 == " " } == opening }) else {
      preconditionFailure("the harness template has no `\(opening)`")
    }
    let base = lines[start].prefix { $0 == " " }.count
    let closing = String(repeating: " ", count: base) + "}"
    guard let end = lines[start...].firstIndex(where: { $0 == closing }) else {
      preconditionFailure("the harness template's `\(opening)` is not closed")
    }
    // The open `#if`s, innermost last; the body itself is the first entry's only branch.
    var stack = [[Branch(condition: nil, nodes: [])]]
    for line in lines[(start + 1)..<end] {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("#if ") {
        stack.append([Branch(condition: String(trimmed.dropFirst(4)), nodes: [])])
      } else if trimmed.hasPrefix("#elseif ") {
        stack[stack.count - 1].append(Branch(condition: String(trimmed.dropFirst(8)), nodes: []))
      } else if trimmed == "#else" {
        stack[stack.count - 1].append(Branch(condition: nil, nodes: []))
      } else if trimmed == "#endif" {
        let branches = stack.removeLast()
        append(.ifConfig(branches), to: &stack)
      } else {
        let indent = base + 2 * stack.count
        precondition(
          trimmed.isEmpty || line.prefix(indent).allSatisfy { $0 == " " },
          "the harness template is not indented as swift-format lays it out: \(line)")
        append(.line(trimmed.isEmpty ? "" : String(line.dropFirst(indent))), to: &stack)
      }
    }
    precondition(stack.count == 1, "the harness template has an unclosed #if")
    return stack[0][0].nodes
  }

  /// Appends a node to the innermost open branch.
  private static func append(_ node: Node, to stack: inout [[Branch]]) {
    let last = stack.count - 1
    stack[last][stack[last].count - 1].nodes.append(node)
  }
}
