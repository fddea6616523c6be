import Foundation
import Testing
import WidgetShotTesting

/// The framework-backed widgets of this target against their goldens in
/// `Snapshots/FrameworkWidgetSnapshotTests/` (on an iPhone 16 Pro).
/// Record new goldens with `WIDGETSHOT_RECORD=missing`.
@Suite(.serialized) struct FrameworkWidgetSnapshotTests {
    @Test func stepsWidget() throws {
        // Light and placeholder only: the widget sets a white container background, so in dark mode
        // its primary (white) text is invisible, as it would be on iOS.
        try assertWidgetSnapshots(of: StepsWidget(), devices: [.iPhone16Pro], families: [.systemSmall], appearances: [.light, .placeholder])
    }

    @Test func quoteWidget() throws {
        let url = try temporaryFile("quote.json", CombineProviderTests.json)
        try assertWidgetSnapshots(of: QuoteWidget(provider: QuoteProvider(url: url)), devices: [.iPhone16Pro], families: [.systemSmall])
    }
}
