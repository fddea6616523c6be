import Foundation
import Testing
import WidgetShot

/// Watch-face modifiers in widget code that also builds for iOS (HydrationMan/appledb's watch
/// widget: `Text(image).widgetCurvesContent().widgetLabel("Supa!")`).
@Suite struct RouteSevenWatchModifierTests {
    @Test("widgetCurvesContent draws the content as it is: iOS has no curved context")
    func curvesContentIsStraightOnIOS() throws {
        let plain = Text("Supa!").font(.system(size: 10))
        let plainImage = try render(plain, 80, 30).image
        #expect(try render(plain.widgetCurvesContent(), 80, 30).image.bytes == plainImage.bytes)
        #expect(try render(plain.widgetCurvesContent(false).widgetLabel("Label"), 80, 30).image.bytes == plainImage.bytes)
        // Not a blank image: the comparison is about drawn text.
        #expect(plainImage.bytes.contains { $0 != plainImage.bytes[0] })
    }
}
