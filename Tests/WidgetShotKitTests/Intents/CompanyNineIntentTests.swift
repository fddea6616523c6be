// App Intents shapes from the company-9 sweep (issue 20): these declarations must compile unchanged.
import Foundation
import Testing
import WidgetShot

/// A Live Activity button the app handles itself: `perform()` never returns (as Flipper's
/// emulate-key intent is declared).
struct CompanyNineOpenKeyIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Open Key" }

    @Parameter(title: "Key name")
    var name: String

    init() { name = "" }
    init(name: String) { self.name = name }

    func perform() async throws -> Never {
        fatalError("the app performs this intent")
    }
}

struct CompanyNineIntentTests {
    @Test("an intent whose perform() returns Never is an AppIntent; Never is an IntentResult")
    func neverIsAnIntentResult() {
        let intent = CompanyNineOpenKeyIntent(name: "Garage")
        #expect(intent.name == "Garage")
        #expect(CompanyNineOpenKeyIntent.PerformResult.self == Never.self)
        #expect((Never.self as Any.Type) is IntentResult.Type)
    }
}
