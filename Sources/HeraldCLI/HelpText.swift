/// The help texts of herald and its commands; README.md quotes them.

/// Help texts.
enum HelpText {
  /// The pointer printed after a usage error.
  static let tryHelp = "run 'herald --help' for usage\n"

  /// `herald --help`.
  static let overview = """
    herald: compiles notification-category specs (YAML) for Apple platforms

    usage: herald COMMAND [OPTIONS] PATH...

    commands:
      validate   check spec files and print diagnostics
      generate   write the generated Swift, Info.plists, strings and payloads
      export     print the registration manifest as JSON
      explore    print the dynamic-action machines (JSON, Mermaid or DOT)
      plist      merge an extension's NSExtension keys into an Info.plist you keep ('plist merge')
      init       write a starter spec and its JSON Schema into a folder
      schema     print the JSON Schema of spec files (for editors and CI)
      plugin-generate  write the app and extension Swift only, for build plugins and Run Scripts
      help       show help for a command

    options:
      --help     show this help (also 'herald COMMAND --help')
      --version  print herald's version

    A PATH is a spec file, a folder (every *.yml and *.yaml below it, in sorted order) or '-'
    for standard input. Exit codes: 0 no errors, 1 spec errors, 2 usage errors, 3 I/O errors.
    Every command that reads specs takes --max-file-size SIZE (default 64M, also for standard
    input) and --max-input-size SIZE (the whole set, default 256M); devices and FIFOs are
    refused.

    """

  /// `herald validate --help`.
  static let validate = """
    usage: herald validate [--format text|json|github|sarif] [--warnings-as-errors]
                           [--color auto|always|never] PATH...

    Checks every spec file given, as one spec set, and prints each problem:
      text    path:line:col: severity: message [id], then its notes (standard error)
      json    a JSON array of diagnostics (standard output)
      github  GitHub Actions annotations (standard output)
      sarif   one SARIF 2.1.0 log, for code scanning (standard output)

    --warnings-as-errors  count warnings as errors (exit 1)
    --color               colour the text form: auto (a terminal without NO_COLOR), always, never

    """

  /// `herald generate --help`.
  static let generate = """
    usage: herald generate PATH... --output DIR [--check] [--dry-run] [--force]
                           [--lock-timeout SECONDS] [--format text|json|github|sarif]

    Writes the generated files for the spec set into DIR (layout in docs/generation.md), all of
    them or none, and DIR/.herald-manifest, which records each file's SHA-256. Files are written
    atomically and only when their bytes change. Herald overwrites or removes only the files its
    manifest records with unchanged bytes; a file of yours, a link or a generated file edited by
    hand stops the run before anything is written (exit 3).

    --check         write nothing; exit 1 listing every stale, missing, extra or edited file and
                    the fix command
    --dry-run       print what would change and exit 0
    --force         also overwrite or remove files that carry herald's header although the
                    manifest does not record them or they were edited by hand
    --lock-timeout  seconds to wait while another herald run writes DIR (default 120)
    --format        how spec diagnostics are printed (see 'herald validate --help')

    """

  /// `herald export --help`.
  static let export = """
    usage: herald export [--format json] PATH...

    Prints the registration manifest: exactly the categories that the generated register(on:)
    hands to setNotificationCategories, and each content extension's NSExtension dictionary.

    """

  /// `herald explore --help`.
  static let explore = """
    usage: herald explore [--format json|mermaid|dot] [--category ID] PATH...

    Prints the explored dynamic-action machine of every category with at least one onTap:
      json     states in breadth-first order and every (state, tap) transition
      mermaid  a stateDiagram-v2 per category (use --category for a single diagram)
      dot      a Graphviz digraph per category

    --category ID  only the machine of this category

    """

  /// `herald schema --help`.
  static let schema = """
    usage: herald schema

    Prints the JSON Schema (draft 2020-12) of spec files on standard output. Editors use it to
    check and complete specs as you type; CI can check specs with any JSON Schema validator.
    It checks structure (keys, types, values); 'herald validate' checks everything.
    Save it next to your specs: herald schema > herald.schema.json

    """

  /// `herald init --help`.
  static let initialize = """
    usage: herald init [DIR]

    Writes a starter spec, DIR/notifications.herald.yml, and the JSON Schema it names on its
    first line, DIR/herald.schema.json (DIR defaults to '.', and is created when missing).
    The spec is valid as written: one category with two actions, an alternate that a tap
    swaps in, and the content extension that serves it. Then prints the next steps.

    herald init never overwrites a file: if either file exists it writes nothing and exits 3.

    """

  /// `herald plist --help`.
  static let plist = """
    usage: herald plist merge PATH... --target NAME --into FILE [--check] [--prune]

    subcommands:
      merge  merge an extension's NSExtension keys into an Info.plist you maintain yourself

    Run 'herald plist merge --help' for details.

    """

  /// `herald plist merge --help`.
  static let plistMerge = """
    usage: herald plist merge PATH... --target NAME --into FILE [--check] [--prune]
                              [--format text|json|github|sarif]

    For an Info.plist you maintain yourself: sets the NSExtension keys of the spec set's
    extension whose target is NAME and keeps every other key and value in FILE. Herald owns
      NSExtension: NSExtensionPointIdentifier, and NSExtensionPrincipalClass or
        NSExtensionMainStoryboard (the one the spec does not use is removed)
      NSExtension.NSExtensionAttributes: UNNotificationExtensionCategory and
        UNNotificationExtensionInitialContentSizeRatio, always; and
        UNNotificationExtensionDefaultContentHidden, UNNotificationExtensionOverridesDefaultTitle
        and UNNotificationExtensionUserInteractionEnabled when the spec sets them (when it does
        not, FILE's value is kept)

    It prints each key it adds, changes or removes ('  changed KEY.PATH: old → new'), values
    with control characters shown as escapes (\\u{1B}). A key or string that XML cannot hold
    (a control character other than tab, LF and CR) stops it with exit 1, FILE unchanged.

    FILE must be an XML or binary property list whose root is a dictionary. The merge
    re-serialises the whole file in Apple's XML format: sorted keys, tab indentation, no herald
    header, a carriage return as &#13;; comments and key order are not kept and a binary file
    becomes XML. FILE is written atomically and only when its bytes change.

    --target NAME  the extension's target, as in the spec's extensions
    --into FILE    the Info.plist to update
    --check        write nothing; print the same changes and exit 1 with the fix command if
                   merging would change FILE
    --prune        also remove every key under NSExtensionAttributes the spec does not set
    --format       how spec diagnostics are printed (see 'herald validate --help')

    Exit codes: 0 merged or up to date, 1 spec errors, a character XML cannot hold, or a
    difference found by --check, 2 usage errors (an unknown target too), 3 FILE is missing,
    unreadable or not a dictionary plist.

    """
}
