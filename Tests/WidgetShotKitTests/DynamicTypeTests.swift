import Foundation
import Testing
import WidgetShot

/// Dynamic Type: Apple's point-size table, text heights through the real layout engine and
/// Pango, `dynamicTypeSize(_:)` limits, `Font.custom` scaling, `@ScaledMetric`, `UIFontMetrics`,
/// and the first-truncating-size lint.
@Suite(.serialized) struct DynamicTypeTests {
    static let views = Result { try ViewRenderer() }

    /// The placed tree of `view` laid out on a 300 × 400 canvas at @3x in `size`.
    private func layout<V: View>(_ view: V, at size: DynamicTypeSize) throws -> PlacedTree {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        return try Self.views.get().layoutEngine.layout(view, in: CGSize(width: 300, height: 400), scale: 3, environment: env)
    }

    /// The first text node of a tree.
    private func firstText(_ tree: PlacedTree) -> (frame: CGRect, text: ResolvedText)? {
        for node in tree.allNodes { if case .text(let t) = node.content { return (node.frame, t) } }
        return nil
    }

    @Test("the point sizes are the HIG's iOS Dynamic Type table, xSmall to AX5")
    func hig() {
        func pt(_ font: Font, _ size: DynamicTypeSize) -> CGFloat { font.resolve(dynamicTypeSize: size).size }
        // xSmall
        #expect(pt(.largeTitle, .xSmall) == 31 && pt(.title, .xSmall) == 25 && pt(.body, .xSmall) == 14 && pt(.caption2, .xSmall) == 11)
        // Small, Medium: the captions and footnote stay put
        #expect(pt(.title2, .small) == 20 && pt(.footnote, .small) == 12 && pt(.caption, .small) == 11)
        #expect(pt(.subheadline, .medium) == 14 && pt(.footnote, .medium) == 12 && pt(.callout, .medium) == 15)
        // Large (default)
        #expect(pt(.largeTitle, .large) == 34 && pt(.title3, .large) == 20 && pt(.headline, .large) == 17 && pt(.body, .large) == 17)
        #expect(pt(.callout, .large) == 16 && pt(.subheadline, .large) == 15 && pt(.footnote, .large) == 13 && pt(.caption, .large) == 12)
        // xLarge … xxxLarge
        #expect(pt(.body, .xLarge) == 19 && pt(.caption2, .xLarge) == 13 && pt(.title, .xxLarge) == 32 && pt(.title3, .xxxLarge) == 26)
        // AX1 … AX5
        #expect(pt(.title2, .accessibility1) == 34 && pt(.subheadline, .accessibility1) == 25 && pt(.caption2, .accessibility1) == 20)
        #expect(pt(.title, .accessibility2) == 43 && pt(.footnote, .accessibility2) == 27)
        #expect(pt(.body, .accessibility3) == 40 && pt(.callout, .accessibility3) == 38 && pt(.caption, .accessibility3) == 32)
        #expect(pt(.title3, .accessibility4) == 49 && pt(.headline, .accessibility4) == 47 && pt(.caption2, .accessibility4) == 34)
        #expect(pt(.largeTitle, .accessibility5) == 60 && pt(.title, .accessibility5) == 58 && pt(.title2, .accessibility5) == 56)
        #expect(pt(.body, .accessibility5) == 53 && pt(.subheadline, .accessibility5) == 49 && pt(.footnote, .accessibility5) == 44)
        #expect(pt(.caption, .accessibility5) == 43 && pt(.caption2, .accessibility5) == 41)
        // Headline is body's size in semibold; fixed sizes do not scale.
        #expect(Font.headline.resolve(dynamicTypeSize: .accessibility5).weight == .semibold)
        #expect(pt(.system(size: 15), .accessibility5) == 15)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test("a body Text is as tall as SF Pro's line height at each size (Pango, real fonts)", arguments: [
        (DynamicTypeSize.xSmall, CGFloat(14)), (.large, 17), (.xxxLarge, 23), (.accessibility3, 40), (.accessibility5, 53),
    ])
    func textHeights(size: DynamicTypeSize, points: CGFloat) throws {
        let text = try #require(firstText(try layout(Text("Hg").font(.body), at: size)))
        #expect(text.text.runs.first?.font.size == points)
        // SF Pro's ascender + descender, 1.19336 em (Fonts/README.md), to a third of a point at @3x.
        #expect(abs(text.frame.height - points * 1.19336) <= 0.34, "\(size): \(text.frame.height) for \(points) pt")
    }

    @Test("dynamicTypeSize ranges clamp the environment's size for the subtree, and nest as their intersection")
    func limits() throws {
        func size<V: View>(_ view: V, _ env: DynamicTypeSize) throws -> CGFloat? { firstText(try layout(view, at: env))?.text.runs.first?.font.size }
        #expect(try size(Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.large), .accessibility3) == 17)
        #expect(try size(Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.large), .small) == 15, "below the limit: unchanged")
        #expect(try size(Text("A").font(.body).dynamicTypeSize(DynamicTypeSize.xLarge...), .xSmall) == 19)
        #expect(try size(Text("A").font(.body).dynamicTypeSize(.medium ... .xxLarge), .accessibility5) == 21)
        #expect(try size(Text("A").font(.body).dynamicTypeSize(.medium ..< .xLarge), .accessibility5) == 17, "half-open: up to large")
        // A value set inside a limit is still limited (Apple's example).
        #expect(try size(Text("A").font(.body).dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large), .large) == 17)
        // Intersection: .small... outside, ...large inside → small...large.
        #expect(try size(Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.small...), .xSmall) == 15)
        #expect(try size(Text("A").font(.body).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.small...), .accessibility2) == 17)
        // The single-value form sets the size.
        #expect(try size(Text("A").font(.body).dynamicTypeSize(.accessibility1), .large) == 28)
        // An empty range changes nothing.
        #expect(try size(Text("A").font(.body).dynamicTypeSize(.large ..< .large), .xxLarge) == 21)
        // The environment reads the clamped value too (and sizeCategory with it).
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility4
        #expect(env.sizeCategory == .accessibilityExtraExtraLarge)
    }

    @Test("Font.custom scales by the style's size ratio; custom(_:size:) follows body; fixedSize does not scale")
    func customFonts() {
        #expect(Font.custom("Inter", size: 20, relativeTo: .title3).resolve(dynamicTypeSize: .xxxLarge).size == 26)
        #expect(Font.custom("Inter", size: 20, relativeTo: .title3).resolve(dynamicTypeSize: .large).size == 20)
        #expect(abs(Font.custom("Inter", size: 10).resolve(dynamicTypeSize: .accessibility3).size - 10 * 40 / 17) < 1e-9)
        #expect(abs(Font.custom("Inter", size: 22, relativeTo: .caption).resolve(dynamicTypeSize: .xSmall).size - 22 * 11 / 12) < 1e-9)
        #expect(Font.custom("Inter", fixedSize: 10).resolve(dynamicTypeSize: .accessibility5).size == 10)
        #expect(abs(Font.custom("Inter", size: 10).bold().resolve(dynamicTypeSize: .xLarge).size - 190.0 / 17) < 1e-9)
    }

    struct MetricView: View {
        @ScaledMetric var side: CGFloat = 20
        @ScaledMetric(relativeTo: .caption2) var small: CGFloat = 20
        var uikit: CGFloat { UIFontMetrics(forTextStyle: .title2).scaledValue(for: 24) }
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: side, height: 1).accessibilityIdentifier("side")
                Color.red.frame(width: small, height: 1).accessibilityIdentifier("small")
                Color.red.frame(width: uikit, height: 1).accessibilityIdentifier("uikit")
                Color.red.frame(width: UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 10)).pointSize, height: 1)
                    .accessibilityIdentifier("font")
            }
        }
    }

    @Test("@ScaledMetric and UIFontMetrics scale with the environment of the body that reads them")
    func scaledMetric() throws {
        let large = try layout(MetricView(), at: .large)
        #expect(large.frame(of: "side")?.width == 20 && large.frame(of: "small")?.width == 20 && large.frame(of: "uikit")?.width == 24)
        let ax3 = try layout(MetricView(), at: .accessibility3)
        // Widths are rounded to the @3x pixel grid.
        #expect(abs((ax3.frame(of: "side")?.width ?? 0) - 20 * 40 / 17) <= 0.34)
        #expect(abs((ax3.frame(of: "small")?.width ?? 0) - 20 * 29 / 11) <= 0.34)
        #expect(ax3.frame(of: "uikit")?.width == 48, "24 × 44/22")
        #expect(abs((ax3.frame(of: "font")?.width ?? 0) - 10 * 40 / 17) <= 0.34)
        let xs = try layout(MetricView(), at: .xSmall)
        #expect(xs.frame(of: "small")?.width == 20, "caption2 is 11 pt at xSmall and Large")
        #expect(abs((xs.frame(of: "side")?.width ?? 0) - 20 * 14 / 17) <= 0.34)
        #expect(ScaledMetric(wrappedValue: 10.0).wrappedValue == 10, "outside a render: Large")
        #expect(UIFontMetrics.default.scaledValue(for: .infinity) == .infinity)
    }
}
