import Testing
@testable import WidgetShotKit

/// `WidgetFamily` is not `CaseIterable` (apps add that conformance themselves), so WidgetShot's
/// own list of families must hold every case, in raw-value order.
@Suite struct LeadFourteenWidgetFamilyTests {
    @Test("everyFamily is every raw value's family, in order, and each name reads back")
    func everyFamilyIsComplete() {
        let byRawValue = (0..<64).compactMap(WidgetFamily.init(rawValue:))
        #expect(WidgetFamily.everyFamily == byRawValue)
        #expect(WidgetFamily.everyFamily.count == 9)
        for family in WidgetFamily.everyFamily {
            #expect(WidgetFamily(name: family.description) == family)
        }
    }
}
