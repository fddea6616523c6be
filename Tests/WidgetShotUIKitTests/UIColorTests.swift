import Foundation
import Testing
import WidgetShot

@Suite struct UIColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test("a dynamic UIColor in SwiftUI resolves per colour scheme when drawn")
    func dynamicColorRenders() throws {
        let color = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let view = Color(uiColor: color).frame(width: 20, height: 20)
        let l = try render(view, scheme: .light).pixel(x: 60, y: 60), d = try render(view, scheme: .dark).pixel(x: 60, y: 60)
        #expect(l == (255, 0, 0, 255))
        #expect(d == (0, 0, 255, 255))
    }

    @Test("semantic colours have UIKit's light and dark values")
    func semanticColors() {
        func rgb(_ c: UIColor, _ t: UITraitCollection) -> [Int] {
            let v = c.resolvedColor(with: t).rgba()
            return [v.red, v.green, v.blue].map { Int(($0 * 255).rounded()) } + [Int((v.alpha * 100).rounded())]
        }
        #expect(rgb(.label, light) == [0, 0, 0, 100] && rgb(.label, dark) == [255, 255, 255, 100])
        #expect(rgb(.secondaryLabel, light) == [60, 60, 67, 60] && rgb(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(rgb(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(rgb(.secondarySystemBackground, light) == [242, 242, 247, 100] && rgb(.secondarySystemBackground, dark) == [28, 28, 30, 100])
        #expect(rgb(.systemGroupedBackground, light) == [242, 242, 247, 100])
        #expect(rgb(.separator, dark) == [84, 84, 88, 60])
        // System colours share SwiftUI's values.
        #expect(rgb(.systemBlue, light) == [0, 122, 255, 100] && rgb(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(rgb(.systemRed, dark) == [255, 69, 58, 100])
        // Fixed colours are Apple's documented components.
        #expect(rgb(.red, dark) == [255, 0, 0, 100] && rgb(.orange, light) == [255, 128, 0, 100] && rgb(.clear, light)[3] == 0)
    }

    @Test("with accessibilityContrast .high, system and label colours are the accessible variants; a view's increased contrast reaches UIKit colours")
    func increasedContrast() throws {
        func rgb(_ c: UIColor, _ t: UITraitCollection) -> [Int] {
            let v = c.resolvedColor(with: t).rgba()
            return [v.red, v.green, v.blue].map { Int(($0 * 255).rounded()) } + [Int((v.alpha * 255).rounded())]
        }
        let highLight = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(highDark.userInterfaceStyle == .dark && highDark.accessibilityContrast == .high)
        #expect(rgb(.systemBlue, highLight) == [0, 64, 221, 255] && rgb(.systemBlue, highDark) == [64, 156, 255, 255])
        #expect(rgb(.systemRed, highLight) == [215, 0, 21, 255])
        #expect(rgb(.secondaryLabel, highLight) == [60, 60, 67, 173] && rgb(.quaternaryLabel, highDark) == [235, 235, 245, 61])
        #expect(rgb(.label, highLight) == [0, 0, 0, 255] && rgb(.systemBlue, light) == [0, 122, 255, 255])
        #expect(highLight.hasDifferentColorAppearance(comparedTo: light))
        // In a render with increased contrast, Color(uiColor:) resolves with .high.
        let px = try render(Color(uiColor: .systemBlue).environment(\._colorSchemeContrast, .increased), size: CGSize(width: 4, height: 4))
        let p = px.pixel(x: 2, y: 2)
        #expect(p.r == 0 && p.g == 64 && p.b == 221)
    }

    @Test("component initialisers and accessors")
    func components() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.6) < 1e-9 && abs(a - 0.8) < 1e-9)
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1)
        var w: CGFloat = 0
        UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a)
        #expect(abs(w - 0.25) < 1e-9 && a == 0.5)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor(red: .nan, green: 0, blue: 0, alpha: 2).rgba() == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(cgColor: CGColor(red: 0, green: 1, blue: 0, alpha: 1)) == UIColor.green)
    }

    @Test("withAlphaComponent keeps a dynamic colour dynamic")
    func dynamicAlpha() {
        let c = UIColor.label.withAlphaComponent(0.3)
        #expect(c.resolvedColor(with: dark).rgba() == RGBA(red: 1, green: 1, blue: 1, alpha: 0.3))
        #expect(c.resolvedColor(with: light).rgba() == RGBA(red: 0, green: 0, blue: 0, alpha: 0.3))
    }

    @Test("UIColor(named:) reads a registered catalog's colour set, with its dark variant")
    func namedColor() throws {
        _ = sharedRenderer
        let brand = try #require(UIColor(named: "Brand"))
        #expect(brand.resolvedColor(with: light).rgba() == RGBA(red: 1, green: 0, blue: 0))
        #expect(brand.resolvedColor(with: dark).rgba() == RGBA(red: 0, green: 0, blue: 1))
        #expect(UIColor(named: "Nope") == nil)
        let px = try render(Color(brand).frame(width: 20, height: 20), scheme: .dark).pixel(x: 60, y: 60)
        #expect(px == (0, 0, 255, 255))
    }

    @Test("Color(.systemBackground) and Color(uiColor: .label) read as in SwiftUI and follow the scheme")
    func shorthand() throws {
        let view = Color(.systemBackground).frame(width: 20, height: 20).overlay(Color(uiColor: .label).frame(width: 4, height: 4))
        let l = try render(view, scheme: .light), d = try render(view, scheme: .dark)
        #expect(l.pixel(x: 45, y: 45) == (255, 255, 255, 255) && l.pixel(x: 60, y: 60) == (0, 0, 0, 255))
        #expect(d.pixel(x: 45, y: 45) == (0, 0, 0, 255) && d.pixel(x: 60, y: 60) == (255, 255, 255, 255))
    }

    @Test("UITraitCollection.current follows performAsCurrent")
    func currentTraits() {
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UIColor.label.rgba() == RGBA(red: 1, green: 1, blue: 1))
        }
    }

    @Test("a UIColor made from a SwiftUI colour resolves it per appearance")
    func fromSwiftUI() {
        let c = UIColor(Color.primary)
        #expect(c.resolvedColor(with: dark).rgba() == RGBA(red: 1, green: 1, blue: 1))
        #expect(c.resolvedColor(with: light).rgba() == RGBA(red: 0, green: 0, blue: 0))
    }
}
