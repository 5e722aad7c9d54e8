// `service-attachment-key`: one diagnostic per attachment, whatever the number of categories the
// service extension serves (issue 39, item 4).

import Testing

@testable import HeraldCore

/// An attachment's key checked against every served category at once.
@Suite struct ServiceAttachmentRuleTests {
  /// A key that two of three served categories lack is one error at the key, naming both and
  /// saying what attaches; the third's `url` key of that name is fine.
  @Test func missingKeyIsReportedOncePerAttachment() {
    let result = check(
      """
      version: 1
      categories:
        - { id: order, payload: { photo: url } }
        - { id: receipt, payload: { image: url } }
        - { id: refund }
      serviceExtensions:
        - target: Service
          categories: [refund, order, receipt]
          attachments: [{ from: 1️⃣image, kind: image }]
      """)
    let diagnostic = expectDiagnostic(
      result, id: .serviceAttachmentKey, severity: .error,
      message: .exact(
        "service extension 'Service' attaches 'image', but categories 'order' and 'refund' declare no payload key 'image'; only a payload key of type url is attached (a top-level key, or a path into objects)"
      ), at: "1️⃣")
    #expect(diagnostic?.fixIts.isEmpty == true)
    expectIDs(result, [.serviceAttachmentKey])
  }

  /// A close `url` key that every category lacking the key declares is suggested, with a
  /// fix-it; keys of the wrong type are one error too, each declaration a note.
  @Test func suggestionAndWrongTypes() {
    let renamed = check(
      """
      version: 1
      categories:
        - { id: order, payload: { photo: url } }
        - { id: receipt, payload: { photo: url } }
      serviceExtensions:
        - { target: Service, categories: [order, receipt], attachments: [{ from: 1️⃣phot, kind: image }] }
      """)
    let rename = expectDiagnostic(
      renamed, id: .serviceAttachmentKey, severity: .error,
      message: .exact(
        "service extension 'Service' attaches 'phot', but categories 'order' and 'receipt' declare no payload key 'phot'; did you mean 'photo'? Only a payload key of type url is attached (a top-level key, or a path into objects)"
      ), at: "1️⃣")
    #expect(rename?.fixIts.map(\.replacement) == ["photo"])
    expectIDs(renamed, [.serviceAttachmentKey])

    let mistyped = check(
      """
      version: 1
      categories:
        - { id: order, payload: { photo: 2️⃣string } }
        - { id: receipt, payload: { photo: 3️⃣integer } }
      serviceExtensions:
        - { target: Service, categories: [order, receipt], attachments: [{ from: 1️⃣photo, kind: image }] }
      """)
    let wrong = expectDiagnostic(
      mistyped, id: .serviceAttachmentKey, severity: .error,
      message: .exact(
        "service extension 'Service' attaches 'photo', but category 'order' declares it as a string and category 'receipt' declares it as an integer; only a payload key of type url is attached (a top-level key, or a path into objects)"
      ), at: "1️⃣")
    #expect(
      wrong?.notes.map(\.range?.start)
        == [mistyped.position("2️⃣", in: "spec.yml"), mistyped.position("3️⃣", in: "spec.yml")])
    expectIDs(mistyped, [.serviceAttachmentKey])
  }
}
