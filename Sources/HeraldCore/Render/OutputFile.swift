// A generated file: its path inside the output folder and its bytes.

/// One file the generator produces. Its text is held whole, or rendered on demand in pieces
/// (`streaming`), so that a large file can be compared and written without ever being one string.
public struct OutputFile: Sendable {
  /// The path relative to the output folder, with `/` separators.
  public let path: String
  /// Hands the file's text, in order, to its argument, in one piece or several.
  private let producer: @Sendable (_ emit: (String) -> Void) -> Void

  /// Creates an output file from its whole text.
  public init(path: String, contents: String) {
    self.path = path
    producer = { emit in emit(contents) }
  }

  /// Creates an output file whose text `produce` renders, piece by piece, each time it is read.
  public init(
    path: String, streaming produce: @escaping @Sendable (_ emit: (String) -> Void) -> Void
  ) {
    self.path = path
    producer = produce
  }

  /// The whole text (a streamed file is rendered again on every read).
  public var contents: String {
    var whole = ""
    producer { whole += $0 }
    return whole
  }

  /// Hands the text to `emit` piece by piece, in order; the pieces joined are `contents`.
  public func write(_ emit: (String) -> Void) {
    producer(emit)
  }

  /// The same file with its text rendered and held whole.
  public var materialized: OutputFile { OutputFile(path: path, contents: contents) }
}

extension OutputFile: Equatable {
  /// Files are equal when their paths and their whole texts are.
  public static func == (left: OutputFile, right: OutputFile) -> Bool {
    left.path == right.path && left.contents == right.contents
  }
}

/// The fixed, flat layout of the output folder.
public enum OutputLayout {
  /// The app target's Swift file.
  public static let appSwift = "App/NotificationCategories.swift"
  /// The app's Live Activity types, when the set declares `liveActivities`.
  public static let liveActivitiesSwift = "App/LiveActivities.swift"
  /// The Markdown overview.
  public static let overview = "Notifications.md"
  /// The code every machine harness of the folder shares. No extension's harness can take the
  /// name: theirs end with `DynamicActionsTests.swift`.
  public static let sharedHarness = "Tests/HeraldMachineHarness.swift"
  /// Top-level folder names Herald uses itself; extension folders never take them.
  static let reserved: Set<String> = [
    "app", "localization", "payloads", "tests", "notifications.md",
  ]

  /// A file or folder name for an identifier: letters, digits, `-` and `.` are kept, every other
  /// byte becomes `_XX` (hex), so distinct ids give distinct names; a leading `.` is escaped too.
  /// A name longer than 120 characters keeps its first 100 and a hash of the id.
  public static func fileName(_ id: String) -> String {
    var output = ""
    for (index, byte) in id.utf8.enumerated() {
      let keep =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == UInt8(ascii: "-") || (byte == UInt8(ascii: ".") && index > 0)
      if keep {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        output += "_" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    guard output.count > 120 else { return output.isEmpty ? "_" : output }
    return String(output.prefix(100)) + "~" + hexHash(id)
  }

  /// A 64-bit FNV-1a hash of the id's bytes, in hex: keeps shortened names distinct.
  static func hexHash(_ id: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Names for ids that stay distinct on case-insensitive file systems: a later id whose name
  /// matches an earlier one (ignoring case) or a reserved folder gets `~2`, `~3`, ... appended.
  public static func distinctNames(_ ids: [String], avoidingReserved: Bool) -> [String] {
    var taken = avoidingReserved ? reserved : []
    return ids.map { id in
      let base = fileName(id)
      var name = base
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)~\(counter)"
        counter += 1
      }
      taken.insert(name.lowercased())
      return name
    }
  }
}
