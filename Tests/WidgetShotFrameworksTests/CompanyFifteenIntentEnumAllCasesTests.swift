import Testing
import WidgetShot

// What Lovely-Development-Team/St-Jude-Widget-App writes beside its generated intent enum: its own
// `allCases`, internal, in an extension. It compiles only while the generated enum (here `Tier`,
// generated into SdkFourteenReasons.generated.swift) is not `CaseIterable`, as Xcode's is not.
extension Tier {
    static let allCases: [Tier] = [.top, .bottom]
}

/// The generated enum's names for JSON configurations, beside the app's own `allCases`.
struct CompanyFifteenIntentEnumAllCasesTests {
    @Test func generatedNamesAndTheAppsAllCases() {
        #expect(Tier._caseNames == ["unknown", "top", "bottom"])
        #expect(Tier._case(named: "bottom") == .bottom)
        #expect(Tier._case(named: "middle") == nil)
        #expect(Tier.allCases == [.top, .bottom])
    }
}
