// herald.artifactbundle (scripts/build-artifactbundle), the HeraldPlugins package that uses it,
// and the release workflow that builds it on macOS too.

import Foundation
import HeraldCLI
import Testing

@testable import TestSupport

/// The bundle this test run uses, `.build/artifactbundle/herald.artifactbundle`. scripts/test
/// builds it before the tests (`scripts/build-artifactbundle --cached`); the first test that needs
/// it runs the same command, which does nothing while the bundle matches the sources and builds
/// it once otherwise, so `swift test` alone works too.
enum ArtifactBundle {
  /// The bundle folder.
  static let folder = Herald.packageRoot.appending(
    path: ".build/artifactbundle/herald.artifactbundle")
  /// The script that builds it.
  static let script = Herald.packageRoot.appending(path: "scripts/build-artifactbundle")
  /// The Linux x86_64 variant's binary.
  static let linuxHerald = folder.appending(
    path: "herald-\(HeraldCommandLine.version)-linux-x86_64/bin/herald")

  /// The one `--cached` run of this test process (nil when it could not start).
  static let prepared: ToolRun? = try? Tool.run([script.path, "--cached"], timeout: 3600)

  /// The bundle, once the script has made sure it is current; fails the test otherwise.
  static func ready() throws -> URL {
    let run = try #require(prepared, "\(script.path) could not be started")
    try #require(run.status == 0, "\(run.summary)")
    return folder
  }
}

/// The bundle's layout and binary, the script's exit codes, the plugin package's sources and
/// the release workflow's shape.
@Suite struct ArtifactBundleTests {
  /// info.json follows SE-0305 and names binaries that exist: one artifact `herald` of type
  /// executable, at herald's version, whose Linux variant is the x86_64 binary.
  @Test func infoJSONNamesTheBinaries() throws {
    let bundle = try ArtifactBundle.ready()
    let data = try Data(contentsOf: bundle.appending(path: "info.json"))
    let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(info["schemaVersion"] as? String == "1.0")
    let artifacts = try #require(info["artifacts"] as? [String: Any])
    #expect(Array(artifacts.keys) == ["herald"])
    let herald = try #require(artifacts["herald"] as? [String: Any])
    #expect(herald["type"] as? String == "executable")
    #expect(herald["version"] as? String == HeraldCommandLine.version)
    let variants = try #require(herald["variants"] as? [[String: Any]])
    try #require(!variants.isEmpty)
    for variant in variants {
      let path = try #require(variant["path"] as? String)
      #expect(
        FileManager.default.isExecutableFile(atPath: bundle.appending(path: path).path), "\(path)")
      let triples = try #require(variant["supportedTriples"] as? [String])
      #expect(!triples.isEmpty, "\(path)")
    }
    let linux = variants.filter {
      ($0["supportedTriples"] as? [String]) == ["x86_64-unknown-linux-gnu"]
    }
    #expect(
      linux.map { $0["path"] as? String }
        == ["herald-\(HeraldCommandLine.version)-linux-x86_64/bin/herald"])
  }

  /// The NEEDED entries of the binary (`readelf -d`) are the C library family only: no libyaml,
  /// no Swift runtime library; `ldd` finds each of them.
  @Test func binaryNeedsOnlyTheCLibrary() throws {
    _ = try ArtifactBundle.ready()
    let herald = ArtifactBundle.linuxHerald.path
    let readelf = try Tool.run(["readelf", "-d", herald], timeout: 60)
    try #require(readelf.status == 0, "\(readelf.summary)")
    let needed = Set(
      readelf.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
        line -> String? in
        guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else {
          return nil
        }
        return String(line[line.index(after: open)..<close])
      })
    let cLibrary: Set = [
      "libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1", "libutil.so.1",
      "ld-linux-x86-64.so.2", "libstdc++.so.6", "libgcc_s.so.1",
    ]
    #expect(needed.contains("libc.so.6"), "\(readelf.output)")
    #expect(needed.isSubset(of: cLibrary), "beyond the C library: \(needed.subtracting(cLibrary))")
    let ldd = try Tool.run(["ldd", herald], timeout: 60)
    #expect(ldd.status == 0, "\(ldd.summary)")
    #expect(!ldd.output.contains("not found"), "\(ldd.summary)")
    #expect(!ldd.output.contains("libyaml"), "\(ldd.summary)")
    #expect(!ldd.output.contains("libswift"), "\(ldd.summary)")
    let version = try Tool.run([herald, "--version"], timeout: 60)
    #expect(version.output == "herald \(HeraldCommandLine.version)\n", "\(version.summary)")
  }

  /// The release binary reads the example specs and finds the checked-in Generated/ fresh, as
  /// the debug build does.
  @Test func binaryFindsTheCheckedInOutputFresh() throws {
    _ = try ArtifactBundle.ready()
    let check = try Tool.run(
      [ArtifactBundle.linuxHerald.path, "generate", "Specs", "--output", "Generated", "--check"],
      timeout: 300)
    #expect(check.status == 0, "\(check.summary)")
  }

  /// Usage errors exit 2 and I/O errors 3; `--merge` (the release workflow's last step) rebuilds
  /// the same info.json from a bundle's variant folders, executable bits kept.
  @Test func scriptExitCodesAndMerge() throws {
    let bundle = try ArtifactBundle.ready()
    let script = ArtifactBundle.script.path
    let unknown = try Tool.run([script, "--bogus"], timeout: 60)
    #expect(unknown.status == 2, "\(unknown.summary)")
    #expect(unknown.output.contains("usage: scripts/build-artifactbundle"), "\(unknown.summary)")
    let bare = try Tool.run([script, "--merge"], timeout: 60)
    #expect(bare.status == 2, "\(bare.summary)")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let notBundle = try Tool.run(
      [script, "--merge", folder.url.path, "--output", folder.url.appending(path: "out").path],
      timeout: 60)
    #expect(notBundle.status == 3, "\(notBundle.summary)")
    #expect(notBundle.output.contains("is not an artifact bundle"), "\(notBundle.summary)")
    let blocked = try folder.write("file", text: "a file, not a folder\n")
    let unwritable = try Tool.run([script, "--output", blocked + "/out"], timeout: 60)
    #expect(unwritable.status == 3, "\(unwritable.summary)")

    let out = folder.url.appending(path: "merged")
    let merged = try Tool.run([script, "--merge", bundle.path, "--output", out.path], timeout: 300)
    try #require(merged.status == 0, "\(merged.summary)")
    let copy = out.appending(path: "herald.artifactbundle")
    #expect(
      try Data(contentsOf: copy.appending(path: "info.json"))
        == Data(contentsOf: bundle.appending(path: "info.json")))
    let binary = copy.appending(
      path: "herald-\(HeraldCommandLine.version)-linux-x86_64/bin/herald")
    #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        == ["herald.artifactbundle"], "no staging folder is left behind")
  }

  /// HeraldPlugins/ holds no plugin code of its own: its sources are links to Plugins/, and its
  /// manifest declares the plugins exactly as Herald's does (SwiftPM manifests cannot share code).
  @Test func pluginPackageSharesTheSourcePlugins() throws {
    let root = Herald.packageRoot
    let manager = FileManager.default
    for name in ["HeraldPlugin", "HeraldGenerateCommand"] {
      let link = root.appending(path: "HeraldPlugins/Plugins/\(name)/\(name).swift")
      let destination = try manager.destinationOfSymbolicLink(atPath: link.path)
      #expect(destination == "../../../Plugins/\(name)/\(name).swift")
      #expect(
        link.resolvingSymlinksInPath().path
          == root.appending(path: "Plugins/\(name)/\(name).swift").resolvingSymlinksInPath().path)
      #expect(
        try manager.contentsOfDirectory(
          atPath: root.appending(path: "HeraldPlugins/Plugins/\(name)").path)
          == ["\(name).swift"])
    }
    #expect(
      try manager.contentsOfDirectory(atPath: root.appending(path: "HeraldPlugins/Plugins").path)
        .sorted() == ["HeraldGenerateCommand", "HeraldPlugin"])
    /// The plugin targets' declarations in a manifest: from the build plugin's comment to the
    /// command plugin's dependencies.
    func declarations(_ manifest: String) throws -> String {
      let text = try String(contentsOf: root.appending(path: manifest), encoding: .utf8)
      let start = try #require(text.range(of: "    // Build plugin: "), "\(manifest)")
      let command = try #require(
        text.range(of: "name: \"HeraldGenerateCommand\",", range: start.upperBound..<text.endIndex))
      let end = try #require(
        text.range(of: "dependencies: [\"herald\"]),", range: command.upperBound..<text.endIndex))
      return String(text[start.lowerBound..<end.upperBound])
    }
    let source = try declarations("Package.swift")
    #expect(source.contains("capability: .buildTool()"))
    #expect(source.contains("verb: \"herald-generate\""))
    #expect(try declarations("HeraldPlugins/Package.swift") == source)
    let plugins = try String(
      contentsOf: root.appending(path: "HeraldPlugins/Package.swift"), encoding: .utf8)
    #expect(plugins.contains(".binaryTarget(name: \"herald\", path: \"herald.artifactbundle\")"))
  }

  /// The facts of the release workflow that the test reads, as .venv's PyYAML parses it.
  struct Workflow: Decodable {
    /// The events that start it.
    let on: [String]
    /// Its jobs by id.
    let jobs: [String: Job]
    /// One job.
    struct Job: Decodable {
      /// `runs-on`.
      let runsOn: String
      /// `needs`.
      let needs: [String]
      /// Each step's `uses`.
      let uses: [String]
      /// Each step's `with.ref`.
      let refs: [String]
      /// Each step's `run` script.
      let runs: [String]

      enum CodingKeys: String, CodingKey {
        case runsOn = "runs-on"
        case needs, uses, refs, runs
      }
    }
  }

  /// .github/workflows/release.yml parses; it builds the Linux variant, the macOS one from a
  /// pinned libyaml built for both architectures (checked with lipo), then merges and zips them;
  /// every action is pinned to a version, every `run` script is valid bash with no `${{ }}`
  /// inside, and it fills in every field of Formula/herald.rb. (It has not run on GitHub here;
  /// docs/integration.md says what only a Mac checks.)
  @Test func releaseWorkflowIsWellFormed() throws {
    let python = try #require(VenvPython.available, "\(VenvPython.missing)")
    _ = python
    let reader = """
      import json, sys, yaml
      w = yaml.safe_load(open(".github/workflows/release.yml"))
      on = w.get("on", w.get(True))
      jobs = {}
      for name, job in w["jobs"].items():
          steps = job["steps"]
          needs = job.get("needs", [])
          jobs[name] = {
              "runs-on": job["runs-on"],
              "needs": [needs] if isinstance(needs, str) else needs,
              "uses": [s["uses"] for s in steps if "uses" in s],
              "refs": [s["with"]["ref"] for s in steps if "ref" in s.get("with", {})],
              "runs": [s["run"] for s in steps if "run" in s],
          }
      print(json.dumps({"on": sorted(on), "jobs": jobs}))
      """
    let read = try VenvPython.run(["-c", reader])
    try #require(read.status == 0, "\(read.summary)")
    let workflow = try JSONDecoder().decode(Workflow.self, from: Data(read.stdout.utf8))
    #expect(workflow.on == ["push", "workflow_dispatch"])
    #expect(workflow.jobs.keys.sorted() == ["bundle", "linux", "macos"])
    let linux = try #require(workflow.jobs["linux"])
    let macos = try #require(workflow.jobs["macos"])
    let bundle = try #require(workflow.jobs["bundle"])
    #expect(macos.runsOn.hasPrefix("macos-"))
    #expect(bundle.needs.sorted() == ["linux", "macos"])
    #expect(linux.runs.contains { $0.hasPrefix("scripts/build-artifactbundle --output") })
    #expect(
      macos.refs.count == 1
        && macos.refs.allSatisfy { $0.count == 40 && $0.allSatisfy(\.isHexDigit) })
    #expect(macos.runs.contains { $0.contains("CMAKE_OSX_ARCHITECTURES=\"arm64;x86_64\"") })
    #expect(macos.runs.contains { $0.contains("-verify_arch arm64 x86_64") })
    #expect(
      macos.runs.contains {
        $0.hasPrefix("scripts/build-artifactbundle --libyaml \"$PWD/libyaml\"")
      })
    #expect(bundle.runs.contains { $0.contains("--merge") && $0.contains("--zip") })
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (name, job) in workflow.jobs {
      #expect(
        job.uses.allSatisfy {
          $0.range(of: #"^[\w-]+/[\w-]+@v\d+$"#, options: .regularExpression) != nil
        }, "\(name): \(job.uses)")
      for (index, script) in job.runs.enumerated() {
        #expect(!script.contains("${{"), "\(name) step \(index): expressions go through env")
        let file = try folder.write("\(name)-\(index).sh", text: script)
        let syntax = try Tool.run(["bash", "-n", file], timeout: 60)
        #expect(syntax.status == 0, "\(name) step \(index): \(syntax.summary)")
      }
    }
    let formula = try String(
      contentsOf: Herald.packageRoot.appending(path: "Formula/herald.rb"), encoding: .utf8)
    let fields = Set(
      formula.matches(of: /@([A-Z0-9]+)@/).map { String($0.output.1) })
    #expect(fields == ["HOMEPAGE", "URL", "VERSION", "SHA256"])
    let filler = try #require(bundle.runs.first { $0.contains("Formula/herald.rb") })
    for field in fields { #expect(filler.contains("s|@\(field)@|"), "\(field)") }
  }
}
