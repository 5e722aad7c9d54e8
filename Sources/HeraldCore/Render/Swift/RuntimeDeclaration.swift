// How a file of HeraldRuntime becomes a declaration of generated code: the house rule's last
// step (docs/architecture.md, "Code that ships inside generated output is compiled Swift,
// written once").

/// A runtime type as the generated file declares it for itself.
enum RuntimeDeclaration {
  /// `source` (an embedded copy of a HeraldRuntime file) from the documentation of its public
  /// type `name` on, the file's header dropped: the type file-private, its members without
  /// `public`, trailing blank lines removed.
  static func filePrivate(_ source: String, type name: String) -> String {
    let start = source.firstRange(of: "\n/// ")?.upperBound ?? source.startIndex
    var lines: [String] = []
    for line in source[source.index(start, offsetBy: -4)...].split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      let indentation = line.prefix { $0 == " " }
      let rest = line.dropFirst(indentation.count)
      if rest.hasPrefix("public enum \(name)") {
        lines.append("fileprivate " + String(rest.dropFirst("public ".count)))
      } else if rest.hasPrefix("public ") {
        lines.append(String(indentation) + String(rest.dropFirst("public ".count)))
      } else {
        lines.append(String(line))
      }
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
