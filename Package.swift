// swift-tools-version:6.0
// Herald: a compiler for notification categories on Apple platforms.
import PackageDescription

let package = Package(
  name: "Herald",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "herald", targets: ["herald"]),
    .library(name: "HeraldCore", targets: ["HeraldCore"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "HeraldYAML", dependencies: ["CYaml"]),
    .target(name: "HeraldCore", dependencies: ["HeraldYAML"]),
    .target(name: "HeraldCLI", dependencies: ["HeraldCore"]),
    .executableTarget(name: "herald", dependencies: ["HeraldCLI"]),
    .testTarget(name: "HeraldYAMLTests", dependencies: ["HeraldYAML"]),
    .testTarget(name: "HeraldCoreTests", dependencies: ["HeraldCore"]),
    .testTarget(name: "HeraldCLITests", dependencies: ["HeraldCLI", "herald"]),
  ],
  swiftLanguageModes: [.v6]
)
