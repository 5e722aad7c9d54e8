// The argument parser on a command declared here: options filled from their declarations, and
// each way arguments can be wrong as one usage error.

import Testing

@testable import HeraldArguments

/// A command with one of each kind of option.
struct SampleOptions: ParsableOptions {
  /// An output format.
  enum Format: String, CaseIterable, Sendable { case text, json }

  var output: String?
  var format = Format.text
  var verbose = false
  var count = 1
  var positionals: [String] = []

  static let positionalName: String? = "PATH..."
  static let options: [OptionSpec<SampleOptions>] = [
    .value("--output", "DIR", \.output, required: true, help: "Where to write."),
    .choice("--format", \.format, help: "How to print."),
    .flag("--verbose", \.verbose, help: "Say more."),
    .parsed("--count", "N", \.count, help: "How many.") { text throws(UsageError) in
      guard let number = Int(text), number > 0 else {
        throw UsageError(description: "'--count' needs a positive number, found '\(text)'")
      }
      return number
    },
  ]
}

/// The same command without positional arguments or required options.
struct BareOptions: ParsableOptions {
  var verbose = false
  var positionals: [String] = []
  static let positionalName: String? = nil
  static let options: [OptionSpec<BareOptions>] = [
    .flag("--verbose", \.verbose, help: "Say more.")
  ]
}

/// Tests of `ArgumentParser`.
struct ArgumentParserTests {
  /// The parser of `sample`.
  static let parser = ArgumentParser<SampleOptions>(command: "sample")

  /// The usage error `arguments` give, or nil when they parse.
  static func error(_ arguments: [String]) -> String? {
    do throws(UsageError) {
      _ = try parser.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  /// Both spellings of a value, a flag, a choice and a parsed value fill their fields; paths go
  /// to the positionals wherever they stand, `-` among them, and `--` ends the options.
  @Test func declaredOptionsFillTheirFields() throws {
    let options = try Self.parser.parse([
      "a.yml", "--output", "out", "--format=json", "-", "--verbose", "--count", "3", "--",
      "--not-an-option",
    ])
    #expect(options.output == "out")
    #expect(options.format == .json)
    #expect(options.verbose)
    #expect(options.count == 3)
    #expect(options.positionals == ["a.yml", "-", "--not-an-option"])
    let defaults = try Self.parser.parse(["--output=o"])
    #expect(defaults.format == .text && !defaults.verbose && defaults.count == 1)
    #expect(defaults.positionals.isEmpty)
    #expect(try Self.parser.parse(["--output", "a", "--output", "b"]).output == "b")
  }

  /// Every wrong argument is a usage error saying what is wrong and what would be right.
  @Test func wrongArgumentsAreUsageErrors() {
    #expect(
      Self.error(["--output", "o", "--verbos"])
        == "unknown option '--verbos' for 'sample'; did you mean '--verbose'?")
    #expect(Self.error(["--output", "o", "--zzzzzz"]) == "unknown option '--zzzzzz' for 'sample'")
    #expect(Self.error(["--output", "o", "--verbose=yes"]) == "'--verbose' takes no value")
    #expect(Self.error(["--output"]) == "'--output' needs a value")
    #expect(
      Self.error(["--output", "o", "--format"])
        == "'--format' needs a value; expected one of: text, json")
    #expect(
      Self.error(["--output", "o", "--format", "xml"])
        == "'xml' is not a valid value for '--format'; expected one of: text, json")
    #expect(
      Self.error(["--output", "o", "--count", "0"])
        == "'--count' needs a positive number, found '0'")
    #expect(Self.error(["a.yml"]) == "'--output DIR' is required")
    do {
      _ = try ArgumentParser<BareOptions>(command: "bare").parse(["--verbose", "x"])
      Issue.record("a positional argument was taken")
    } catch {
      #expect(error.description == "'bare' takes no argument, found 'x'")
    }
  }

  /// A group's options parse into the group's field.
  @Test func groupOptionsParseIntoTheGroup() throws {
    struct Outer: ParsableOptions {
      var bare = BareOptions()
      var positionals: [String] = []
      static let positionalName: String? = nil
      static let options = OptionSpec<Outer>.group(\.bare, BareOptions.options)
    }
    #expect(try ArgumentParser<Outer>(command: "outer").parse(["--verbose"]).bare.verbose)
  }
}
