// Whether Foundation's two JSON readers read the same numbers from a text. On Linux,
// JSONSerialization reads some negative decimals a unit in the last place off
// (`-3900719925.474099` as `-3900719925.474098`) where JSONDecoder rounds correctly, so the two
// entry points of the generated Swift get different values from one payload. That difference is
// Foundation's, before the generated code sees anything (on Apple platforms the system, not
// JSONSerialization, builds a notification's `userInfo`), so the checks compare the entry points
// only on texts both readers read alike.

import Foundation

/// Compares what JSONDecoder and JSONSerialization read from one text.
enum ReaderAgreement {
  /// A JSON value as JSONDecoder reads it, as far as the comparison needs: objects, arrays and
  /// numbers, read in the order of the generated `PayloadJSON`.
  indirect enum Tree: Decodable {
    case object([String: Tree])
    case array([Tree])
    case number(Double)
    case other

    init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: Key.self) {
        var members: [String: Tree] = [:]
        for key in object.allKeys {
          members[key.stringValue] = try object.decode(Tree.self, forKey: key)
        }
        self = .object(members)
      } else if var array = try? decoder.unkeyedContainer() {
        var items: [Tree] = []
        while !array.isAtEnd { items.append(try array.decode(Tree.self)) }
        self = .array(items)
      } else {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() || (try? single.decode(Bool.self)) != nil {
          self = .other
        } else if let number = try? single.decode(Double.self) {
          self = .number(number)
        } else if let number = try? single.decode(Int.self) {
          self = .number(Double(number))
        } else {
          self = .other
        }
      }
    }
  }

  /// Any key.
  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Whether every number JSONDecoder reads from `data` is the one JSONSerialization read into
  /// `object`; true when JSONDecoder reads nothing (then there is nothing to compare).
  static func numbersAgree(_ data: Data, _ object: Any) -> Bool {
    guard let tree = try? JSONDecoder().decode(Tree.self, from: data) else { return true }
    return agree(tree, object)
  }

  /// Whether `tree` and `value` hold the same numbers in the same places.
  static func agree(_ tree: Tree, _ value: Any) -> Bool {
    switch tree {
    case .object(let members):
      guard let dictionary = value as? [String: Any], dictionary.count == members.count else {
        return false
      }
      return members.allSatisfy { key, member in dictionary[key].map { agree(member, $0) } ?? false
      }
    case .array(let items):
      guard let array = value as? [Any], array.count == items.count else { return false }
      return zip(items, array).allSatisfy { agree($0, $1) }
    case .number(let number): return (value as? NSNumber)?.doubleValue == number
    case .other: return true
    }
  }
}
