// The ActivityKit stand-in: the part of ActivityKit that generated Live Activity types use,
// written from Apple's documentation (developer.apple.com/documentation/activitykit). Linux only
// (see Package.swift), so no module of this name can shadow the real framework.

/// Mirrors ActivityKit's `ActivityAttributes` (iOS 16.1+, documentation
/// /documentation/ActivityKit/ActivityAttributes): "The protocol you implement to describe the
/// content of a Live Activity", declared `protocol ActivityAttributes : Decodable, Encodable`.
/// The system decodes a push-to-start payload's `attributes` into the conforming type named by
/// `attributes-type`.
public protocol ActivityAttributes: Decodable, Encodable {
  /// Mirrors `ActivityAttributes.ContentState` (iOS 16.1+, documentation
  /// /documentation/ActivityKit/ActivityAttributes/ContentState): "The associated type that
  /// describes the dynamic content of a Live Activity", declared
  /// `associatedtype ContentState : Decodable, Encodable, Hashable`; its encoded data "can't
  /// exceed 4KB". A push's `content-state` is decoded into it.
  associatedtype ContentState: Decodable, Encodable, Hashable
}
