// Which part of a shared spec set one build target compiles (`plugin-generate --target`).

import HeraldCore

/// What one target that applies the build plugin compiles of its spec set. An app and its
/// content extension usually share one spec: the extension target, named like the spec's
/// extension `target:`, gets that extension's binding; every other target gets the app code.
/// The SwiftPM and Xcode plugins both pass the target's name, so this is the one place that
/// decides.
enum PluginTargetPart: Equatable, Sendable {
  /// Categories, registration, response decoding, presentation options: no extension code.
  case app
  /// The Swift file of the content or service extension whose `target:` is this name: a
  /// content extension's dynamic actions and binding, with its own `Action` enums since the app
  /// code is not in its module, or a service extension's building block.
  case contentExtension(String)
  /// Everything in one module (no `--target`): a Run Script phase that compiles the whole set
  /// into one target.
  case everything

  /// The part of `target` (nil when no target was named) in a set whose extensions have the
  /// `target:` names `extensionTargets`. Names match exactly, as Xcode and SwiftPM compare
  /// target names.
  init(target: String?, extensionTargets: [String]) {
    guard let target else {
      self = .everything
      return
    }
    self = extensionTargets.contains(target) ? .contentExtension(target) : .app
  }

  /// Whether the machines alias the app file's `Action` enums: only when both are compiled
  /// into one module.
  var oneModule: Bool { self == .everything }

  /// The texts of the two declared outputs, taken from the files `herald generate` writes for
  /// a plan whose extensions, in plan order, have the targets `extensionTargets`: the app file
  /// and the extensions file. The file a part does not use holds a comment saying why, so that
  /// the build graph's outputs are always both written.
  func contents(_ files: [OutputFile], extensionTargets targets: [String]) -> (
    app: String, extensions: String
  ) {
    let app = files.first { $0.path == OutputLayout.appSwift }?.contents ?? ""
    switch self {
    case .everything:
      // Each extension's folder holds one Swift file: its dynamic actions or its building block.
      let folders = Set(OutputLayout.distinctNames(targets, avoidingReserved: true))
      let machines = files.filter {
        let parts = $0.path.split(separator: "/")
        return parts.count == 2 && folders.contains(String(parts[0]))
          && parts[1].hasSuffix(".swift")
      }
      guard !machines.isEmpty else {
        return (app, Self.comment("no content extension of the spec set has dynamic actions"))
      }
      return (app, machines.map(\.contents).joined(separator: "\n"))
    case .app:
      return (
        app,
        Self.comment(
          "the content extensions' dynamic actions go into the targets named like their 'target'")
      )
    case .contentExtension(let target):
      let skipped = Self.comment(
        "'\(SwiftEscaping.comment(target))' is a content extension of the spec set; the app code goes "
          + "into the other targets")
      let folders = OutputLayout.distinctNames(targets, avoidingReserved: true)
      let folder = zip(targets, folders).first { $0.0 == target }.map { "\($0.1)/" }
      guard
        let folder,
        let binding = files.first(where: {
          $0.path.hasPrefix(folder) && $0.path.hasSuffix(".swift")
            && !$0.path.dropFirst(folder.count).contains("/")
        })
      else {
        return (
          skipped,
          Self.comment(
            "the content extension '\(SwiftEscaping.comment(target))' has no dynamic actions or media button"
          )
        )
      }
      return (skipped, binding.contents)
    }
  }

  /// A comment-only Swift file with herald's header, which compiles to nothing.
  static func comment(_ text: String) -> String {
    "// \(FileHeader.marker) \(FileHeader.version): \(text).\n"
  }

  /// The two outputs of the content-extension target `target` when its spec set has `errors`
  /// errors: the app file's usual comment, and an extensions file whose `#error` fails the
  /// target's compilation with a pointer to the app target's run, which prints the errors. The
  /// run that writes them succeeds, so that the build system does not stop before the app
  /// target's run has printed them.
  static func errorPointer(target: String, errors: Int) -> (app: String, extensions: String) {
    let count = errors == 1 ? "1 error" : "\(max(errors, 1)) errors"
    let message =
      "the spec set of content extension '\(target)' has \(count), reported by the build of the "
      + "app target (the target not named like an extension); 'herald validate' lists them"
    let app = Self.contentExtension(target).contents([], extensionTargets: []).app
    return (
      app,
      comment("the spec set has errors; the build of the app target reports them")
        + "#error(\(SwiftEscaping.stringLiteral(message)))\n"
    )
  }
}
