// Where an attachment's URL is in a payload: the key path `from` names, resolved against a
// contract, so that validation, the service extension's code and its schema read one answer.

/// An attachment's key path, resolved in one contract.
public struct AttachmentPath: Sendable {
  /// The fields along the path: the top-level key's, then each nested key's.
  public let fields: [PayloadField]
  /// Whether the value is resolved against the attachment's `base`.
  public let isRelative: Bool

  /// Why a path does not resolve.
  public enum Problem: Error, Equatable {
    /// The key at `step` is not declared by what holds it (the contract at step 0, else the
    /// named type `type`).
    case missing(step: Int, type: String?)
    /// The key at `step` holds `found`, not an object type to go into.
    case notAnObject(step: Int, found: PayloadType)
    /// The last key holds `found`, not a `url` (or, with a base, a `string` or `url`).
    case wrongType(found: PayloadType, relative: Bool)
  }

  /// Resolves `attachment` in `fields`, the top level of a contract, with the set's `types`.
  /// A dotted `from` that is itself a top-level key means that key, as it did before paths.
  public static func resolve(
    _ attachment: AttachmentDecl, in fields: [PayloadField], types: PayloadTypeTable
  ) -> Result<AttachmentPath, Problem> {
    var path = attachment.path
    if path.count > 1, fields.contains(where: { $0.key == attachment.from.value }) {
      path = [attachment.from.value]
    }
    let relative = attachment.base != nil
    var level = fields
    var owner: String?
    var found: [PayloadField] = []
    for (step, key) in path.enumerated() {
      guard let field = level.first(where: { $0.key == key }) else {
        return .failure(.missing(step: step, type: owner))
      }
      found.append(field)
      guard step < path.count - 1 else { break }
      guard case .named(let name) = field.type, let type = types[name], type.union == nil else {
        return .failure(.notAnObject(step: step, found: field.type))
      }
      level = type.fields
      owner = name
    }
    let last = found[found.count - 1].type
    guard last == .url || (relative && last == .string) else {
      return .failure(.wrongType(found: last, relative: relative))
    }
    return .success(AttachmentPath(fields: found, isRelative: relative))
  }

  /// Whether some key along the path may be absent: the attachment is then left out.
  public var isOptional: Bool { fields.contains(where: \.isOptional) }
}
