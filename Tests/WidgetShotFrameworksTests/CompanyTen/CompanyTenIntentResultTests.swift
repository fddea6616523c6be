import Foundation
import Testing
import WidgetShot

/// BlueWallet's price intent returns a value, a dialog and a snippet view in one result
/// (`.result(value:dialog:view:)`), typed `some IntentResult & ReturnsValue<Double> &
/// ProvidesDialog & ShowsSnippetView`.
@Suite struct CompanyTenIntentResultTests {
    struct RateIntent: AppIntent {
        static let title: LocalizedStringResource = "Market Rate"
        func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog & ShowsSnippetView {
            .result(value: 97_412.5, dialog: "Current Bitcoin Market Rate", view: Text("$97,412"))
        }
    }

    @Test func aValueDialogAndViewResultKeepsTheValue() {
        let result: IntentResultContainer<Double> = .result(value: 97_412.5, dialog: "Current Bitcoin Market Rate", view: Text("$97,412"))
        #expect(result.value == 97_412.5)
        #expect(result.dialog != nil)
    }
}
