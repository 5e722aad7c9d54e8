// `Notifications.md`: the payload contract of each category, and Mermaid labels that show the
// titles filled as the content extension shows them (issue 39, item 6).

import Testing

@testable import HeraldCore

/// The overview's payload section and its diagrams, rendered in-process.
@Suite struct OverviewRendererTests {
  /// An invitation whose titles fill a payload key, with a named type, an attached URL and
  /// spec text that Markdown would read as syntax.
  static let spec = """
    categories:
      - id: invite
        payload:
          host: { type: string, example: "Ann | Bo", description: "Who *invites*" }
          photo: { type: url, optional: true }
          place: Place
          mood: { type: string, enum: [calm, busy] }
        actions:
          - id: accept
            title: { default: "Accept %@ 100%%", arguments: [{ payload: host, fallback: them }] }
            onTap: { becomes: accepted }
        alternates:
          - { id: accepted, title: "Going <b>", onTap: { becomes: accept } }
    payloadTypes:
      Place:
        label: { type: string, optional: true, example: "Main `Station`" }
    extensions:
      - { target: InviteUI, categories: invite, principalClass: VC, initialContentSizeRatio: 1 }
    serviceExtensions:
      - { target: InviteService, categories: invite, attachments: [{ from: photo, kind: image }] }
    """

  /// The category's payload is a table of its keys (type, optional, example, description), its
  /// named types one table each, and the service extensions' attachments a list, all escaped.
  @Test func payloadContractIsShown() throws {
    let overview = try #require(RenderSnippetTests.files(Self.spec)["Notifications.md"])
    let expected = """
      ### Payload

      | key | type | optional | example | description |
      |---|---|---|---|---|
      | `host` | `string` | no | `"Ann \\| Bo"` | Who &#42;invites&#42; |
      | `photo` | `url` | yes |  |  |
      | `place` | `Place` | no |  |  |
      | `mood` | `string`, one of `calm`, `busy` | no |  |  |

      `Place`:

      | key | type | optional | example | description |
      |---|---|---|---|---|
      | `label` | `string` | yes | `"Main 'Station'"` |  |

      - `InviteService` attaches `photo` as image (up to 10 MB)

      """
    #expect(overview.contains(expected), "\(overview)")
  }

  /// The diagram's states and taps show the title as the extension fills it from the sample
  /// payload, escaped for Mermaid, never the format's raw `%@`.
  @Test func mermaidLabelsShowFilledTitles() throws {
    let overview = try #require(RenderSnippetTests.files(Self.spec)["Notifications.md"])
    let diagram = try #require(
      overview.split(separator: "```mermaid").dropFirst().first?.split(separator: "```").first)
    #expect(!diagram.contains("%@") && !diagram.contains("#37;@"), "\(diagram)")
    #expect(diagram.contains("Accept Ann "), "\(diagram)")
    #expect(diagram.contains("Going #lt;b#gt;"), "\(diagram)")
  }
}
