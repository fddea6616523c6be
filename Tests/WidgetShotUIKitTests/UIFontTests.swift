import Foundation
import Testing
import WidgetShot

@Suite struct UIFontTests {
    @Test("preferred fonts have Apple's default text-style sizes")
    func preferredSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test("Font(uiFont) is the matching SwiftUI font")
    func bridge() {
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)).resolve() == Font.system(size: 15, weight: .semibold).resolve())
        #expect(Font(UIFont.boldSystemFont(ofSize: 20)).resolve() == Font.system(size: 20, weight: .bold).resolve())
        #expect(Font(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)).resolve().monospacedDigit)
        #expect(Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)).resolve().family == "system-monospaced")
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .medium, width: .condensed)).resolve().weight == .medium)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title2)).resolve(dynamicTypeSize: .xxxLarge) == Font.title2.resolve(dynamicTypeSize: .xxxLarge))
        #expect(Font(UIFont(name: "Inter", size: 14)!).resolve().family == "Inter")
        #expect(UIFont(name: "", size: 14) == nil)
    }

    @Test("text in Font(uiFont) measures like the SwiftUI font")
    func measuresTheSame() throws {
        renderLock.lock()
        defer { renderLock.unlock() }
        let engine = sharedRenderer.views.layoutEngine
        func width(_ font: Font) throws -> CGFloat {
            try engine.layout(Text("Departures 12:45").font(font), in: CGSize(width: 400, height: 100), scale: 3).allNodes.first { $0.kind == "Text" }!.frame.width
        }
        let ui = try width(Font(UIFont.systemFont(ofSize: 18, weight: .bold)))
        #expect(ui == (try width(.system(size: 18, weight: .bold))))
        #expect(ui > (try width(.system(size: 12))))
    }

    @Test("metrics come from the rendering fonts")
    func metrics() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.lineHeight > 17 && f.lineHeight < 26)
        #expect(f.ascender > 0 && f.descender < 0)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight > 1.8 * f.lineHeight)
        #expect(f.withSize(30).pointSize == 30)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
    }

    @Test("UIFontMetrics is the identity at the default content size")
    func fontMetrics() {
        let m = UIFontMetrics(forTextStyle: .title2)
        #expect(m.scaledValue(for: 24) == 24)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15)).pointSize == 15)
        #expect(m.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    }

    @Test("UIFont.Weight has UIKit's raw values and maps to SwiftUI weights")
    func weights() {
        #expect(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.Weight(rawValue: 0.35).fontWeight == .semibold || UIFont.Weight(rawValue: 0.35).fontWeight == .bold)
        #expect(UIFont.Weight.ultraLight.fontWeight == .ultraLight)
    }
}
