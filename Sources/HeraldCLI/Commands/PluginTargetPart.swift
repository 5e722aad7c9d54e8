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
  /// The Swift file of the content extension whose `target:` is this name: its dynamic
  /// actions and binding, with its own `Action` enums since the app code is not in its module.
  case contentExtension(String)
  /// The Swift file of the service extension whose `target:` is this name: its building block.
  case serviceExtension(String)
  /// Everything in one module (no `--target`): a Run Script phase that compiles the whole set
  /// into one target.
  case everything

  /// The part of `target` (nil when no target was named) in a set whose extensions have the
  /// `target:` names `extensionTargets`, of which `serviceTargets` are service extensions'.
  /// Names match exactly, as Xcode and SwiftPM compare target names.
  init(target: String?, extensionTargets: [String], serviceTargets: [String] = []) {
    guard let target else {
      self = .everything
      return
    }
    if serviceTargets.contains(target) {
      self = .serviceExtension(target)
    } else {
      self = extensionTargets.contains(target) ? .contentExtension(target) : .app
    }
  }

  /// The extension target this part is for, and what kind of extension it is (`content
  /// extension`, `service extension`), for the texts that name it; nil for the app and for
  /// everything.
  var extensionTarget: (name: String, kind: String)? {
    switch self {
    case .contentExtension(let name): (name, "content extension")
    case .serviceExtension(let name): (name, "service extension")
    case .app, .everything: nil
    }
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
    case .contentExtension(let target), .serviceExtension(let target):
      let kind = extensionTarget?.kind ?? "extension"
      let skipped = Self.comment(
        "'\(SwiftEscaping.comment(target))' is a \(kind) of the spec set; the app code goes "
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
            self == .serviceExtension(target)
              ? "the service extension '\(SwiftEscaping.comment(target))' has no building block"
              : "the content extension '\(SwiftEscaping.comment(target))' has no dynamic actions or media button"
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

  /// The two outputs of the extension target `part` when its spec set has `errors` errors:
  /// the app file's usual comment, and an extensions file whose `#error` fails the target's
  /// compilation with a pointer to the app target's run, which prints the errors. The run that
  /// writes them succeeds, so that the build system does not stop before the app target's run
  /// has printed them. The message names the extension's kind (content or service).
  static func errorPointer(_ part: PluginTargetPart, errors: Int) -> (
    app: String, extensions: String
  ) {
    let (target, kind) = part.extensionTarget ?? ("", "extension")
    let count = errors == 1 ? "1 error" : "\(max(errors, 1)) errors"
    let message =
      "the spec set of \(kind) '\(target)' has \(count), reported by the build of the "
      + "app target (the target not named like an extension); 'herald validate' lists them"
    let app = part.contents([], extensionTargets: []).app
    return (
      app,
      comment("the spec set has errors; the build of the app target reports them")
        + "#error(\(SwiftEscaping.stringLiteral(message)))\n"
    )
  }
}
