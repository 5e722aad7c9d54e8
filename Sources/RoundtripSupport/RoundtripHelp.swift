/// The description in `herald-roundtrip --help`: what a round trip does, step by step, its
/// exit statuses and environment, the one place that explains the whole round trip. The usage
/// line and the options come from `RoundtripCommandLine.Options`.
enum RoundtripHelp {
  /// The text.
  static let text = """
    Round trip: does the generated app code register exactly what `herald export` says it does,
    and (with --machines) do the generated dynamic-action harnesses pass?

    Modes: --registration (the default when no mode is given) is the registration round trip below;
    --machines runs the generated machine harnesses (see "Machines"); give both to run both (the
    registration first, then the machines even when it differs; the exit status is the first
    non-zero one; a failure to build or to run stops the run). Both share one generated folder.

    Registration. PATH... is any spec set (files and/or folders, as for `herald`). herald-roundtrip
      1. builds herald (`swift build --product herald`; skipped when the HERALD environment variable
         names an herald executable to use instead, as the tests do: they run inside `swift test`,
         which holds the .build lock);
      2. compiles the Linux UserNotifications stand-in (Sources/UserNotifications) with swiftc into a
         static library, cached in .build/roundtrip-cache/ by a hash of its sources and the compiler;
      3. runs `herald generate PATH... --output <tmp>/gen`;
      4. compiles <tmp>/gen/App/NotificationCategories.swift with the driver (Sources/
         RoundtripSupport/Programs/roundtrip-driver.swift) and a one-line file naming the
         generated namespace (found in the generated file) against the stand-in, in Swift 6 mode (the driver binary is cached
         by a hash of all its inputs); every module herald-roundtrip compiles gets one `-package-name`, so `swift.accessLevel: package`
         compiles, and a generated file that looks strings up in `Bundle.module` (`localization.
         bundle: module`) is compiled with Programs/roundtrip-bundle-module.swift, which stands in
         for the accessor SwiftPM synthesizes (the main bundle, whose lookups return the defaults);
      5. runs the driver: it calls `<Namespace>.register(on:)` on a fresh stand-in center (passing
         a value for each registration parameter: a text its own name, a whole number 7, a
         number 2.5), checks that
         this made exactly one `setNotificationCategories` call, and prints the categories actually
         registered, in the manifest's format (sorted by id, options in Apple's order, `null` for
         what was not given, a text input built with system defaults as two `null`s);
      6. runs `herald export --format json PATH...` and compares its `categories` (without the
         `availability`, `unavailable` and `arguments` keys, which only the manifest has, and with
         each format filled with the driver's values) with the driver's.

    Both sides are written to <tmp>/manifest.json and <tmp>/registered.json (indented, sorted keys).
    --keep keeps <tmp> and prints its path on standard error; otherwise it is removed.

    Machines (--machines). After `herald generate PATH... --output <tmp>/gen` (step 3 above), for
    every content extension that has a Tests/<Target>DynamicActionsTests.swift harness:
      1. compiles the UIKit and UserNotificationsUI stand-ins (Sources/UIKit,
         Sources/UserNotificationsUI) with swiftc into static libraries next to the
         UserNotifications one, cached the same way;
      2. compiles the extension's <Target>/DynamicActions.swift (with the `Bundle.module` shim when it
         needs it) with `-enable-testing` as a static library whose module is named as Xcode names
         the extension's target (`herald export` lists the targets; every character that is not a
         letter, digit or `_` becomes `_`: `Gym Tracker` is `Gym_Tracker`), which the harness
         `@testable import`s and must match;
      3. compiles every harness, the code they share (Tests/HeraldMachineHarness.swift) and
         Programs/roundtrip-harness-main.swift (which hands the command line to Swift Testing's
         entry point, as `swift test` does) into one test binary,
         linked with the extension libraries and the stand-ins (extensions whose modules would share a
         name get a binary each);
      4. runs the binary (NO_COLOR=1), writes its output to <tmp>/machines.log, and checks that it
         passed and ran one suite per `@Suite` in the harnesses (so that tests that were not found
         cannot pass silently).
    Extensions without machines (a media button only) have a DynamicActions.swift but no harness:
    their file is compiled (step 2) and nothing is run. A set without any extension code passes with
    "roundtrip: no dynamic actions in the spec set; no machine harness to run". Products are cached in
    <cache>/machines/ by a hash of their inputs and the compiler (so an unchanged set compiles
    nothing). swiftc rather than a throwaway SwiftPM package: cold, it needs about a third of the CPU
    time (the example specs: 10 s against 30 s), and it takes no SwiftPM lock.

    Exit status: 0 everything agrees or passes; 1 the registered categories differ (a unified diff is
    printed, manifest first) or a machine harness failed (its output is printed); 2 usage error;
    3 herald failed (its output is printed); 4 the stand-ins, the generated code, the harness or the
    driver failed to compile or to run (the compiler's or driver's output is printed).

    Limit: on Linux no `#if os(...)` branch of an Apple platform is compiled in, so an item that
    `unavailable` leaves out on EVERY platform of the set is registered here but missing from the
    manifest, and the run reports that difference. (`#available` is always true here, which matches
    the manifest: it shows what the newest versions of the set's platforms register.)

    Environment:
      HERALD=PATH                    use this herald executable, do not build
      HERALD_ROUNDTRIP_CACHE=DIR     cache folder (default .build/roundtrip-cache in the package)
      HERALD_ROUNDTRIP_DROP_ACTION=1 test hook: the driver leaves out one registered action (the last
                                     action of the first category that has any), so the comparison
                                     must fail; tests use it to prove that it can.
      HERALD_ROUNDTRIP_MUTATE=1      test hook for --machines: flips one generated cell before
                                     compiling, so the harness must fail: the first cell of the first
                                     `step(_:_:)` in the first extension (by folder) with a harness.
                                     `Step(next: .A, ...)` gets the state after A in `State` (or
                                     `return nil` when there is one state), `Step(next: nil,
                                     response: .R)` another response, `return nil` a closing step.
                                     The change is printed on standard error; with nothing to flip,
                                     the run stops with exit 2.
    """
}
