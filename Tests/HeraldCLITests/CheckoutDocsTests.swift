// The language server's rule links point at the docs of the checkout herald was built in, and
// nowhere when there is none.

import Foundation
import HeraldLSP
import Testing

@testable import HeraldCLI
@testable import HeraldOutput
@testable import TestSupport

/// `CheckoutDocs`: the docs file beside a built herald.
@Suite struct CheckoutDocsTests {
  /// A binary four folders below a package with `docs/` links to its docs file, percent-encoded
  /// so that a space or a `#` in a folder name cannot end the address early.
  @Test func findsTheDocsOfTheCheckout() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("my #1 app/Package.swift", text: "// swift-tools-version:6.0\n")
    try folder.write("my #1 app/docs/diagnostics.md", text: "# Diagnostics\n")
    try folder.write("my #1 app/.build/x86_64-unknown-linux-gnu/debug/herald", text: "")
    let executable = folder.url.appending(
      path: "my #1 app/.build/x86_64-unknown-linux-gnu/debug/herald")
    let url = try #require(CheckoutDocs.url(of: "diagnostics.md", executable: executable.path))
    let root = FileSystem.canonical(folder.url.path)
    #expect(
      url == "\(DocumentURI.uri(root))/my%20%231%20app/docs/diagnostics.md")
    #expect(URL(string: url)?.path == root + "/my #1 app/docs/diagnostics.md")
  }

  /// A binary outside any checkout (installed into a `bin` folder), or in a folder with docs but
  /// no package, links nowhere.
  @Test func noCheckoutNoLink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("usr/local/bin/herald", text: "")
    try folder.write("usr/local/docs/diagnostics.md", text: "# Diagnostics\n")
    let executable = folder.url.appending(path: "usr/local/bin/herald").path
    #expect(CheckoutDocs.url(of: "diagnostics.md", executable: executable) == nil)
  }

  /// The docs link is made by the language server's own `file:` encoding: unreserved bytes and
  /// slashes pass; everything else, non-ASCII included, is encoded.
  @Test func percentEncoding() {
    #expect(DocumentURI.uri("/a-b_c.d~e/F9") == "file:///a-b_c.d~e/F9")
    #expect(DocumentURI.uri("/a b#c?d%é") == "file:///a%20b%23c%3Fd%25%C3%A9")
  }
}
