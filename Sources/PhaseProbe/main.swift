import HeraldCore
import HeraldYAML
import Foundation
let path = CommandLine.arguments[1]
let data = Array(FileManager.default.contents(atPath: path)!)
func t() -> Double { Date().timeIntervalSince1970 }
var a = t()
let parsed = YAMLParser.parse(data)
var b = t(); print("yaml", b - a)
var diags = DiagnosticsEngine()
a = t()
let file = SpecLoader.load(InputFile(path: path, bytes: data), into: &diags)!
b = t(); print("yaml+decode", b - a)
a = t()
let spec = Validator.validate([file], into: &diags)
b = t(); print("validate", b - a, spec != nil)
withExtendedLifetime(parsed) {}
