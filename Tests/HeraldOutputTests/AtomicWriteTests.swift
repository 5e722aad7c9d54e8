// FileSystem.writeAtomically creates its temporary file new, so a link planted there is never
// followed.

import Foundation
import Testing

@testable import HeraldOutput
@testable import TestSupport

/// The temporary file of an atomic write.
@Suite struct AtomicWriteTests {
  /// The entries of `folder`, sorted.
  static func names(_ folder: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
  }

  /// A link planted at the first temporary name, pointing at a file elsewhere, is neither
  /// written through nor renamed over the target: the victim keeps its bytes, the target gets
  /// the new ones as a regular file of mode 0644, and the link is left alone.
  @Test func plantedLinkAtTheTemporaryNameIsNotFollowed() throws {
    try withTemporaryFolder { folder in
      let victim = try folder.write("victim/secret.txt", text: "keep me\n")
      let out = folder.url.appending(path: "out").path
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let planted = out + "/" + FileSystem.temporaryName(for: "App.swift", attempt: 0)
      try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
      try FileSystem.writeAtomically(Array("new\n".utf8), to: out + "/App.swift")
      #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
      #expect(try String(contentsOfFile: out + "/App.swift", encoding: .utf8) == "new\n")
      let attributes = try FileManager.default.attributesOfItem(atPath: out + "/App.swift")
      #expect(attributes[.type] as? FileAttributeType == .typeRegular)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: planted)
      #expect(link == victim)
      let entries = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
      #expect(entries == [".App.swift.herald-\(getpid()).tmp", "App.swift"])
    }
  }

  /// A leftover regular file at the temporary name is not truncated or reused either.
  @Test func leftoverTemporaryFileIsNotReused() throws {
    try withTemporaryFolder { folder in
      let leftover = try folder.write(
        FileSystem.temporaryName(for: "a.txt", attempt: 0), text: "left over\n")
      try FileSystem.writeAtomically(Array("fresh\n".utf8), to: folder.url.path + "/a.txt")
      #expect(try String(contentsOfFile: leftover, encoding: .utf8) == "left over\n")
      #expect(try String(contentsOfFile: folder.url.path + "/a.txt", encoding: .utf8) == "fresh\n")
      #expect(try Self.names(folder).count == 2)
    }
  }
}
