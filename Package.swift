// swift-tools-version:6.0
// Herald: a compiler for notification categories on Apple platforms.
import Foundation
import PackageDescription

let package = Package(
  name: "Herald",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "herald", targets: ["herald"]),
    .executable(name: "herald-roundtrip", targets: ["herald-roundtrip"]),
    .library(name: "HeraldCore", targets: ["HeraldCore"]),
    .plugin(name: "HeraldPlugin", targets: ["HeraldPlugin"]),
    .plugin(name: "HeraldGenerateCommand", targets: ["HeraldGenerateCommand"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "HeraldYAML", dependencies: ["CYaml"]),
    // Reading and writing property lists (XML and binary in, XML out), without Foundation.
    .target(name: "HeraldPlist"),
    // The code that ships inside generated output, as compiled Swift: Herald's checker calls it
    // and herald embeds its text in what it generates (docs/architecture.md, "Runtime code").
    .target(name: "HeraldRuntime"),
    .target(
      name: "HeraldCore", dependencies: ["HeraldYAML", "HeraldPlist", "HeraldRuntime"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "CHeraldSystem"),
    // The output layer: atomic writes, the manifest, the folder lock, the transaction that puts
    // generated files in place, owned-file writes, the file-system calls and hashing.
    .target(name: "HeraldOutput", dependencies: ["HeraldCore", "CHeraldSystem"]),
    // Command-line parsing shared by herald and herald-roundtrip: options declared once, parsing,
    // help derived from the declarations, the one form of a usage error.
    .target(name: "HeraldArguments", dependencies: ["HeraldCore"]),
    // The language server (`herald lsp`): framing, JSON-RPC, documents and the editor features.
    .target(name: "HeraldLSP", dependencies: ["HeraldCore"]),
    .target(
      name: "HeraldCLI",
      dependencies: [
        "HeraldArguments", "HeraldCore", "HeraldPlist", "HeraldOutput", "CHeraldSystem",
        "HeraldLSP",
      ]),
    .executableTarget(name: "herald", dependencies: ["HeraldCLI"]),
    // The round trip: compiles generated code against the Linux stand-ins and checks it (tests
    // call it in-process; `swift run herald-roundtrip` is its command line). Programs/ holds the
    // sources it compiles with swiftc around generated code, never part of this target.
    .target(
      name: "RoundtripSupport", dependencies: ["HeraldArguments", "HeraldCore", "HeraldOutput"],
      exclude: ["Programs"]),
    .executableTarget(name: "herald-roundtrip", dependencies: ["RoundtripSupport"]),
    // libFuzzer targets (scripts/fuzz) and the invariants they share with FuzzReplayTests.
    .target(name: "FuzzChecks", dependencies: ["HeraldCore", "HeraldPlist"]),
    .executableTarget(name: "FuzzValidate", dependencies: ["FuzzChecks"]),
    .executableTarget(name: "FuzzGenerate", dependencies: ["FuzzChecks"]),
    .executableTarget(name: "FuzzEscape", dependencies: ["FuzzChecks"]),
    .executableTarget(name: "FuzzPayload", dependencies: ["FuzzChecks"]),
    .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzChecks"]),
    // Build plugin: compiles a target's *.herald.yml specs into it (docs/integration.md).
    .plugin(name: "HeraldPlugin", capability: .buildTool(), dependencies: ["herald"]),
    // Command plugin: `swift package herald-generate` writes Generated/<Target>/ to commit.
    .plugin(
      name: "HeraldGenerateCommand",
      capability: .command(
        intent: .custom(
          verb: "herald-generate",
          description: "Generate code from each target's *.herald.yml specs into Generated/"),
        permissions: [
          .writeToPackageDirectory(
            reason: "Herald writes the generated code of each target's *.herald.yml specs into "
              + "Generated/<Target>/ so that you can commit it")
        ]),
      dependencies: ["herald"]),
    .testTarget(name: "HeraldYAMLTests", dependencies: ["HeraldYAML"]),
    // HeraldCore's tests, in folders named like its source folders (Escaping/ reads hostile text
    // back with TestSupport's readers; Diff/ reads the diff corpus).
    .testTarget(
      name: "HeraldCoreTests",
      dependencies: ["HeraldCore", "HeraldPlist", "HeraldRuntime", "HeraldYAML", "TestSupport"]),
    // The argument parser and help text on commands declared in the tests.
    .testTarget(name: "HeraldArgumentsTests", dependencies: ["HeraldArguments"]),
    // The round trip's pure parts in-process: its command line, diff and JSON text, cache keys
    // (HeraldProcessTests runs it on generated code).
    .testTarget(
      name: "RoundtripSupportTests",
      dependencies: ["RoundtripSupport", "HeraldArguments", "HeraldCore"]),
    .testTarget(name: "HeraldLSPTests", dependencies: ["HeraldLSP", "HeraldCore"]),
    // What the tests share: temporary folders, random specs, property lists and payload
    // contracts (all drawn from SpecDice), hostile text and its readers, goldens, the diff corpus.
    .target(
      name: "TestSupport", dependencies: ["HeraldCore", "HeraldOutput", "HeraldPlist"],
      path: "Tests/TestSupport"),
    // The property-list reader's and writer's own tests, against hand-built and Foundation-written
    // files (the messages `plist merge` prints around a reader's problem are HeraldCLI's).
    .testTarget(name: "HeraldPlistTests", dependencies: ["HeraldPlist", "TestSupport"]),
    // The output layer's tests: atomic writes, passes, the writer, hashing.
    .testTarget(
      name: "HeraldOutputTests", dependencies: ["HeraldOutput", "HeraldCore", "TestSupport"]),
    // HeraldCLI in-process: the commands, the printers (text, GitHub, SARIF, diff), `plist merge`,
    // and the random spec generators' properties.
    .testTarget(
      name: "HeraldCLITests",
      dependencies: [
        "HeraldCLI", "HeraldLSP", "HeraldOutput", "HeraldPlist", "HeraldYAML", "TestSupport",
      ]),
    // Process-level tests: they run the built herald and other programs (swiftc, dot, python).
    .testTarget(
      name: "HeraldProcessTests",
      dependencies: [
        "HeraldCLI", "HeraldOutput", "HeraldPlist", "HeraldRuntime", "herald", "RoundtripSupport",
        "TestSupport",
      ],
      exclude: ["Goldens"]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // Linux-only stand-ins for Apple's UserNotifications frameworks, and the targets that compile
  // the checked-in Generated/ output against them. They are declared on Linux only, so on Apple
  // platforms no module named UserNotifications can shadow the real framework.
  let standIn: [Target.Dependency] = [
    .target(name: "UserNotifications", condition: .when(platforms: [.linux])),
    .target(name: "UIKit", condition: .when(platforms: [.linux])),
    .target(name: "UserNotificationsUI", condition: .when(platforms: [.linux])),
  ]
  // The stand-ins as a product, for packages that build generated code on Linux
  // (IntegrationTest/ depends on it with `.when(platforms: [.linux])`): UIKit's part that an app
  // delegate and a content extension's view controller need comes with it, so `import UIKit`
  // builds on Linux with no shim of the client's own.
  package.products.append(
    .library(
      name: "UserNotificationsStandIn",
      targets: ["UserNotifications", "UIKit", "_Testing_UIKit", "UserNotificationsUI"]))
  package.targets += [
    .target(name: "UserNotifications", path: "Sources/UserNotifications"),
    // Empty: answers the cross-import overlay Testing declares for UIKit (see its source).
    .target(name: "_Testing_UIKit"),
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
    .target(name: "UserNotificationsUI", dependencies: ["UserNotifications", "UIKit"]),
    // ActivityKit's `ActivityAttributes`, what generated Live Activity types conform to.
    .target(name: "ActivityKit"),
    .testTarget(
      name: "StandInTests", dependencies: ["UserNotifications", "UIKit", "UserNotificationsUI"]),
    // FuzzDecode (scripts/fuzz): the generated payload decoding of Fuzz/decode/contract.yml,
    // checked in beside its invariants (held to HeraldCore's checker), which FuzzReplayTests
    // replays too.
    .target(name: "FuzzDecodeChecks", dependencies: ["UserNotifications", "HeraldCore"]),
    .executableTarget(name: "FuzzDecode", dependencies: ["FuzzDecodeChecks"]),
    .target(name: "GeneratedApp", dependencies: standIn, path: "Generated/App"),
    .testTarget(name: "GeneratedAppTests", dependencies: ["GeneratedApp"] + standIn),
  ]

  package.targets.first { $0.name == "FuzzReplayTests" }?.dependencies.append("FuzzDecodeChecks")

  // Each generated content extension (a Generated/<Target>/DynamicActions.swift) becomes a module
  // named after its target, as in an app, and the generated harness in Generated/Tests runs them.
  let generated = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Generated")
  let extensionTargets =
    ((try? FileManager.default.contentsOfDirectory(atPath: generated.path)) ?? [])
    .filter {
      FileManager.default.fileExists(
        atPath: generated.appendingPathComponent("\($0)/DynamicActions.swift").path)
    }
    .sorted()
  package.targets += extensionTargets.map { name in
    .target(name: name, dependencies: standIn, path: "Generated/\(name)", exclude: ["Info.plist"])
  }
  if !extensionTargets.isEmpty {
    package.targets.append(
      .testTarget(
        name: "GeneratedMachineTests",
        dependencies: extensionTargets.map { .target(name: $0) } + standIn, path: "Generated/Tests")
    )
    package.targets.append(
      .testTarget(
        name: "GeneratedExtensionTests",
        dependencies: extensionTargets.map { .target(name: $0) } + ["GeneratedApp"] + standIn))
  }
#endif
