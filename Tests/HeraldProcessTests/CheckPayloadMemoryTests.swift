// Peak memory of `herald check-payload` on payloads far over APNs' limit (issue 23, item 7).

import Foundation
import Testing

@testable import TestSupport

/// The built herald's peak resident memory, read with `getrusage(RUSAGE_CHILDREN)` in a Python
/// process of its own that runs only herald, so no other child of the test process counts.
@Suite(.serialized) struct CheckPayloadMemoryTests {
  /// Runs herald with `arguments` in `folder` and returns its exit status and peak memory in
  /// bytes (Linux reports `ru_maxrss` in kilobytes).
  static func peakMemory(_ arguments: [String], in folder: URL) throws -> (Int32, Int) {
    let script = """
      import resource, subprocess, sys
      status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode
      print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let run = try Tool.run(
      ["python3", "-c", script, Herald.executable.path] + arguments, in: folder, timeout: 600)
    let fields = run.output.split(separator: " ").compactMap {
      Int(String($0).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    try #require(fields.count == 2, "\(run.summary)")
    return (Int32(fields[0]), fields[1] * 1024)
  }

  /// A 60 MB payload (it took 1.68 GB) and, in a second run, four payloads of 15 MB each: each
  /// is reported `payload-too-large` (exit 1) and herald's peak memory stays under 256 MB.
  @Test func largePayloadsStayFarUnderTheMemoryBound() throws {
    try withTemporaryFolder { folder in
      try folder.write(
        "spec.yml",
        text: "version: 1\ncategories:\n  - id: c\n    actions:\n      - { id: a, title: A }\n")
      let member = "\"" + String(repeating: "x", count: 990) + "\":[1,2,3],"
      func payload(megabytes: Int) -> [UInt8] {
        var bytes = Array("{\"aps\":{\"alert\":\"Hello\"},".utf8)
        let chunk = Array(member.utf8)
        bytes.reserveCapacity(megabytes * 1_000_000 + 100)
        while bytes.count < megabytes * 1_000_000 { bytes += chunk }
        bytes += Array("\"end\":0}\n".utf8)
        return bytes
      }
      try folder.write("big.json", payload(megabytes: 60))
      let (status, peak) = try Self.peakMemory(
        ["check-payload", "spec.yml", "--payload", "big.json"], in: folder.url)
      #expect(status == 1)
      #expect(peak < 256_000_000, "peak \(peak) bytes")
      let quarter = payload(megabytes: 15)
      for number in 0..<4 { try folder.write("p\(number).json", quarter) }
      let (manyStatus, manyPeak) = try Self.peakMemory(
        ["check-payload", "spec.yml", "--payload", "p0.json", "p1.json", "p2.json", "p3.json"],
        in: folder.url)
      #expect(manyStatus == 1)
      #expect(manyPeak < 256_000_000, "peak \(manyPeak) bytes")
    }
  }

  /// The size is counted without reading the payload: the message gives the minified and the
  /// written size, and a note says nothing else was checked.
  @Test func largePayloadIsReportedFromItsSize() throws {
    try withTemporaryFolder { folder in
      try folder.write(
        "spec.yml",
        text: "version: 1\ncategories:\n  - id: c\n    actions:\n      - { id: a, title: A }\n")
      let text = "{ \"aps\": { \"alert\": \"" + String(repeating: "y", count: 70_000) + "\" } }\n"
      try folder.write("big.json", text: text)
      let run = try Herald.run(
        ["check-payload", "spec.yml", "--payload", "big.json"], directory: folder.url)
      #expect(run.status == 1)
      #expect(
        run.stderr.contains(
          "big.json:1:1: error: the payload is \(text.utf8.count - 7) bytes minified (\(text.utf8.count) as written), more than the 4096 APNs accepts for the alert or background push types; shorten it [payload-too-large]"
        ), "\(run.stderr)")
      #expect(
        run.stderr.contains(
          "note: a payload over 65536 bytes minified is checked for its size only"))
    }
  }
}
