// swift-tools-version:6.0
// HeraldPlugins: Herald's build and command plugins on a prebuilt herald, an SE-0305 artifact
// bundle, so a client package never compiles Herald and needs no libyaml (docs/integration.md,
// "The prebuilt plugins: HeraldPlugins"). The plugins' sources are links to Plugins/ of the
// Herald package; their declarations below match Herald's Package.swift (ArtifactBundleTests
// checks both).
import PackageDescription

let package = Package(
  name: "HeraldPlugins",
  platforms: [.macOS(.v13)],
  products: [
    .plugin(name: "HeraldPlugin", targets: ["HeraldPlugin"]),
    .plugin(name: "HeraldGenerateCommand", targets: ["HeraldGenerateCommand"]),
  ],
  targets: [
    // Written by `scripts/build-artifactbundle --output HeraldPlugins` in a Herald checkout (not
    // committed). A published release names its zip instead:
    // .binaryTarget(name: "herald", url: "<the release's herald.artifactbundle.zip>",
    //   checksum: "<what the script prints for --zip>")
    .binaryTarget(name: "herald", path: "herald.artifactbundle"),
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
  ]
)
