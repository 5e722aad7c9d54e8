// Unstructured damage to spec files: flipped bits, cut files, dropped and doubled lines.

import HeraldCore

@testable import TestSupport

/// Damage that may or may not leave a spec valid.
enum RandomDamage {
  /// `inputs` with one file damaged in one of four ways, and what was done.
  static func apply(to inputs: [InputFile], _ dice: inout SpecDice) -> ([InputFile], String) {
    var result = inputs
    let index = dice.int(0...inputs.count - 1)
    var bytes = inputs[index].bytes
    let change: String
    switch dice.int(0...3) {
    case 0 where !bytes.isEmpty:
      var flips: [String] = []
      for _ in 0..<dice.int(1...4) {
        let offset = dice.int(0...bytes.count - 1)
        let mask = UInt8(dice.int(1...255))
        bytes[offset] ^= mask
        flips.append("\(offset)^\(mask)")
      }
      change = "flipped bytes \(flips.joined(separator: ", "))"
    case 1:
      let length = dice.int(0...bytes.count)
      bytes = Array(bytes.prefix(length))
      change = "cut after \(length) bytes"
    default:
      var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = dice.int(0...lines.count - 1)
      let drop = dice.chance(0.5)
      if drop { lines.remove(at: line) } else { lines.insert(lines[line], at: line) }
      bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
      change = "\(drop ? "dropped" : "doubled") line \(line + 1)"
    }
    result[index] = InputFile(path: inputs[index].path, bytes: bytes)
    return (result, "\(change) of \(inputs[index].path)")
  }
}
