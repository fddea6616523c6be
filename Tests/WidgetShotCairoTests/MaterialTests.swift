import Foundation
import Testing
import WidgetShot

/// `Material` (`.thinMaterial`…) as backgrounds, container backgrounds and foreground styles, and
/// the iOS 16/17 symbol and transition names real widgets use next to them.
@Suite struct MaterialTests {
    @Test("materials lighten in light mode, darken in dark mode, and thicker is more opaque")
    func materialsTint() throws {
        func centre(_ style: Material, _ scheme: ColorScheme) throws -> Px {
            let view = Color.red.frame(width: 20, height: 20)
                .overlay(Rectangle().fill(style))
                .environment(\.colorScheme, scheme)
            return try render(view, 20, 20, scale: 1).image.px(10, 10)
        }
        let thin = try centre(.ultraThin, .light), thick = try centre(.ultraThick, .light)
        #expect(thin.g > 40 && thin.r > 240, "white over red turns pink: \(thin)")
        #expect(thick.g > thin.g, "thicker hides more of the red: \(thick) vs \(thin)")
        let dark = try centre(.regular, .dark)
        #expect(dark.r < 120 && dark.g < 60, "dark material darkens the (dark) system red: \(dark)")
    }

    @Test("material shorthands compile where widgets use them")
    func shorthands() throws {
        let view = VStack {
            Label("Room", systemImage: "hifispeaker.fill").foregroundStyle(.thickMaterial)
            Image(systemName: "speaker.wave.3.fill", variableValue: 0.4).foregroundStyle(.regularMaterial)
            Text("1").padding().background(.ultraThinMaterial, in: Capsule())
        }
        .transition(.blurReplace)
        .contentTransition(.symbolEffect(.automatic))
        .background(Color.black)
        let image = try render(view, 80, 120, scale: 1).image
        #expect(image.inkBounds(above: 100) != nil)
        #expect([Material.thin, .bar, .thinMaterial, .thickMaterial, .ultraThickMaterial].count == 5)
        let circle = try render(Image(systemName: "circle").font(.system(size: 30)), 40, 40, scale: 1)
        #expect(!circle.warnings.contains { $0.contains("unknown SF Symbol") }, "\(circle.warnings)")
        #expect(circle.image.alpha(20, 20) == 0 && circle.image.inkBounds(above: 100) != nil, "SF 'circle' is an outline ring")
    }
}

/// `contentShape`, `allowsHitTesting`, `compositingGroup` and `drawingGroup` change taps or
/// performance, never pixels.
@Suite struct HitTestingModifierTests {
    @Test("hit-testing and compositing modifiers draw exactly what the view draws")
    func samePixels() throws {
        let base = HStack { Circle().fill(Color.red); Text("Go") }.frame(width: 60, height: 30)
        let plain = try render(base, 60, 30, scale: 1).image
        let modified = try render(base.contentShape(Rectangle()).contentShape(.interaction, Capsule()).allowsHitTesting(false)
            .compositingGroup().drawingGroup(), 60, 30, scale: 1).image
        #expect(plain.inkBounds() != nil)
        #expect(plain.bytes == modified.bytes)
    }
}
