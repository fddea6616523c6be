import Foundation
import Testing
import WidgetShot

/// The SwiftUI API daneden/TimeMachine (Solstice) uses beside DatePicker: `textScale(.secondary)`,
/// `ButtonBorderShape` as a shape (iOS 17), iOS 26's Slider with a neutral value and ticks.
struct SdkTenSolsticeAPITests {
    @Test func secondaryTextScaleDrawsSmallerText() throws {
        let plain = try render(Text("88").font(.system(size: 20)).accessibilityIdentifier("t").fixedSize(), 100, 60).tree
        let small = try render(Text("88").font(.system(size: 20)).textScale(.secondary).accessibilityIdentifier("t").fixedSize(), 100, 60).tree
        let off = try render(Text("88").font(.system(size: 20)).textScale(.secondary, isEnabled: false).accessibilityIdentifier("t").fixedSize(), 100, 60).tree
        let a = try #require(plain.frame(of: "t")), b = try #require(small.frame(of: "t")), c = try #require(off.frame(of: "t"))
        #expect(abs(b.width / a.width - 0.8) < 0.08, "\(a) \(b)")
        #expect(c == a)
    }

    @Test func aButtonBorderShapeFillsLikeItsShape() throws {
        let capsule = try render(ButtonBorderShape.capsule.fill(Color.red), 60, 20, scale: 1).image
        #expect(capsule.px(30, 10) == Px(255, 59, 48, 255))
        #expect(capsule.px(0, 0).a == 0, "round ends")
        let rounded = try render(ButtonBorderShape.roundedRectangle(radius: 2).inset(by: 5).fill(Color.red), 60, 20, scale: 1).image
        #expect(rounded.px(2, 10).a == 0 && rounded.px(30, 10).a == 255, "inset by 5")
        let border: ButtonBorderShape = .buttonBorder
        #expect(try render(Color.blue.contentShape(border), 10, 10).image.px(15, 15) == Apple.blue)
    }

    @Test func anIOS26SliderTintsFromItsNeutralValueAndMarksTicks() throws {
        var value = 0.75
        let binding = Binding(get: { value }, set: { value = $0 })
        let slider = Slider(value: binding, in: 0...1, step: 0.25, neutralValue: 0.5) {
            Text("Offset")
        } currentValueLabel: {
            Text("+6 h")
        } minimumValueLabel: {
            Text("-")
        } maximumValueLabel: {
            Text("+")
        } tick: { SliderTick($0) }
        let image = try render(slider.frame(width: 200), 200, 40, scale: 1).image
        dumpForLooking(image, "slider-neutral")
        let row = 20
        let tinted = (0..<200).filter { image.px($0, row).near(Apple.blue, 30) }
        let first = try #require(tinted.first), last = try #require(tinted.last)
        #expect(first > 80, "the tint starts near the middle (the neutral value), not at the left: \(first)…\(last)")
        let noTicks = Slider(value: binding, in: 0...1, neutralValue: 0.5) { Text("x") } minimumValueLabel: { EmptyView() } maximumValueLabel: { EmptyView() }
        _ = try render(noTicks.frame(width: 200), 200, 40, scale: 1)
    }
}
