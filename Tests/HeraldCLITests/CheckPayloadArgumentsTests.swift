// `check-payload`'s argument rewriting: the files after `--payload` are payloads.

import Testing

@testable import HeraldCLI

/// How `CheckPayloadCommand.expandPayloads` reads the command line.
@Suite struct CheckPayloadArgumentsTests {
  /// Every file after `--payload` up to the next option is a payload; spec paths come first.
  @Test func filesAfterPayloadArePayloads() {
    #expect(
      CheckPayloadCommand.expandPayloads(["Specs", "--payload", "a.json", "-", "b.json"])
        == ["Specs", "--payload", "a.json", "--payload", "-", "--payload", "b.json"])
    #expect(
      CheckPayloadCommand.expandPayloads([
        "Specs", "--payload", "a.json", "--format", "json", "more.yml",
      ]) == ["Specs", "--payload", "a.json", "--format", "json", "more.yml"])
  }

  /// `--` ends the rewriting: what follows are spec paths, even after `--payload`.
  @Test func doubleDashEndsPayloads() {
    #expect(
      CheckPayloadCommand.expandPayloads(["--payload", "a.json", "--", "--odd.yml"])
        == ["--payload", "a.json", "--", "--odd.yml"])
    #expect(
      CheckPayloadCommand.expandPayloads(["--payload", "--"]) == ["--payload", "--"])
  }
}
