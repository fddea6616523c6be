import Foundation
import Testing
import WidgetShot

// Daggerpov/Quote-Droplet-iOS's appearance screen (compiled into its widget) offers custom
// palette colours with `ColorPicker("", selection: Binding(get:set:))`; alfianlosari's
// Covid19Stats charts animate bars with `Animation.spring().delay(…)` (iOS 14 code).

private struct PaletteRow: View {
    @State private var colour = Color(red: 0, green: 0.5, blue: 1)
    var body: some View {
        ColorPicker("Accent", selection: $colour)
            .frame(width: 200, height: 40)
            .animation(Animation.spring().delay(0.04))
            .animation(.interactiveSpring())
    }
}

@Suite struct SweepTwelveColorPickerTests {
    @Test("ColorPicker draws its label leading and a 28 pt well with the selected colour trailing")
    func wellShowsTheSelection() throws {
        let result = try render(PaletteRow(), 200, 40, scale: 2)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.tree.allNodes.contains { if case .text(let t) = $0.content { return t.string == "Accent" } else { return false } })
        // The well's centre: 14 pt from the trailing edge, vertically centred.
        let centre = result.image.px((200 - 14) * 2, 20 * 2)
        #expect(centre.near(Px(0, 128, 255, 255), 3), "well centre \(centre)")
        // Its ring carries the hue wheel: the ring's pixels above and below the centre differ in hue.
        let ring = (0..<56).flatMap { x in [result.image.px((200 - 28) * 2 + x, 20 * 2 - 26), result.image.px((200 - 28) * 2 + x, 20 * 2 + 26)] }
        let hues = Set(ring.filter(\.isColorful).map { $0.r / 64 * 100 + $0.g / 64 * 10 + $0.b / 64 })
        #expect(hues.count >= 3, "the ring is not a hue wheel: \(hues)")
    }
}
