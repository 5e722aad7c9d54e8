// The names the payload helpers declare come from one list, which payload type names may not
// take: a type the template declares that the list lacks would let a spec's `payloadTypes`
// shadow it.

import Testing

@testable import HeraldCore

/// `GeneratedNames.payloadHelperTypes` against the helpers' text.
@Suite struct PayloadSupportSourceTests {
  /// Every type the helpers declare at their top level is in the list, and every listed name
  /// is declared there; each is refused as a payload type name.
  @Test func helperTypesAreListedAndReserved() throws {
    let text = PayloadSupportSource.text(access: "internal") + "\n" + PushSupportSource.text
    let pattern = #/\n(?:@?\w+ )*(?:struct|enum|class|actor) (\w+)/#
    let declared = Set(text.matches(of: pattern).map { String($0.output.1) })
    #expect(declared == GeneratedNames.payloadHelperTypes, "\(declared)")
    for name in GeneratedNames.payloadHelperTypes {
      #expect(PayloadNames.typeNameProblem(name) != nil, "\(name)")
    }
    #expect(PayloadNames.typeNameProblem(GeneratedNames.payloadType) != nil)
    #expect(PayloadNames.typeNameProblem(GeneratedNames.payloadTypesType) != nil)
  }
}
