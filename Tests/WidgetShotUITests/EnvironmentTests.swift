import Foundation
import Testing
@testable import WidgetShotUI

private struct BadgeSizeKey: EnvironmentKey { static let defaultValue: CGFloat = 10 }

extension EnvironmentValues {
    fileprivate var badgeSize: CGFloat {
        get { self[BadgeSizeKey.self] }
        set { self[BadgeSizeKey.self] = newValue }
    }
}

/// Reads the environment where it is placed.
private struct Badge: View {
    @Environment(\.badgeSize) var size
    @Environment(\.colorScheme) var scheme
    @Environment(\.displayScale) var scale
    var body: some View {
        Color.red.frame(width: size * scale, height: scheme == .dark ? 2 : 1).accessibilityIdentifier("badge")
    }
}

@Suite struct EnvironmentTests {
    @Test("@Environment reads custom keys, colorScheme and displayScale where the view is resolved")
    func readsEnvironment() throws {
        let plain = try place(Badge(), 100, 100)
        expectRect(plain.frame(of: "badge"), 45, 49.5, 10, 1)
        let set = try place(Badge().environment(\.badgeSize, 20).environment(\.colorScheme, .dark), 100, 100, scale: 2)
        expectRect(set.frame(of: "badge"), 30, 49, 40, 2)
    }

    @Test("the innermost environment value wins")
    func innermostWins() throws {
        let tree = try place(Badge().environment(\.badgeSize, 4).environment(\.badgeSize, 30), 100, 100)
        #expect(tree.frame(of: "badge")?.width == 4)
    }

    @Test("font, lineLimit and redaction flow down to Text")
    func textEnvironment() throws {
        let view = VStack { Text("a b c d").accessibilityIdentifier("t") }
            .font(.system(size: 10)).lineLimit(1).redacted(reason: .placeholder)
        let tree = try place(view.frame(width: 20), 100, 100)
        guard case .text(let text)? = tree.node("t")?.content else {
            Issue.record("not text")
            return
        }
        #expect(text.runs[0].font.size == 10)
        #expect(text.lineLimit == 1 && text.redactionReasons == .placeholder)
        // 20 pt holds 3 characters + "…" would be 20: "a b…" = 3·5 + 5 = 20; one line of 12.
        #expect(tree.frame(of: "t")?.size == CGSize(width: 20, height: 12))
    }

    @Test("text styles follow Dynamic Type and Text's own font wins over the environment")
    func fonts() throws {
        let tree = try place(VStack {
            Text("x").font(.title).accessibilityIdentifier("a")
            Text("x").accessibilityIdentifier("b")
        }.font(.caption).dynamicTypeSize(.accessibility1), 200, 200)
        guard case .text(let a)? = tree.node("a")?.content, case .text(let b)? = tree.node("b")?.content else {
            Issue.record("not text")
            return
        }
        #expect(a.runs[0].font.size == 38 && b.runs[0].font.size == 22)
    }

    @Test("colours resolve against the colour scheme")
    func colours() {
        var env = EnvironmentValues()
        // `resolve(in:)` is SwiftUI's (a `Color.Resolved`) unless an `RGBA` is asked for.
        #expect(Color.primary.resolve(in: env) as RGBA == RGBA(red: 0, green: 0, blue: 0))
        env.colorScheme = .dark
        #expect(Color.primary.resolve(in: env) as RGBA == RGBA(red: 1, green: 1, blue: 1))
        #expect(Color.red.opacity(0.5).resolve(in: env).alpha == 0.5)
        #expect(Color(white: 0.5).resolve(in: env) as RGBA == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let hsb: RGBA = Color(hue: 0, saturation: 1, brightness: 1).resolve(in: env)
        #expect(hsb == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test("Color.mix(with:by:in:) mixes the resolved colours, perceptually by default (Aware's gradient tints)")
    func mixedColours() {
        var env = EnvironmentValues()
        func rgba(_ c: Color) -> RGBA { c.resolve(in: env) }
        #expect(rgba(Color.white.mix(with: .black, by: 0.5, in: .device)) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        // Oklab: L halfway between white (1) and black (0) is 0.5, linear 0.125, sRGB ≈ 0.3885.
        let perceptual = rgba(Color.white.mix(with: .black, by: 0.5))
        #expect(abs(perceptual.red - 0.3885) < 0.002 && abs(perceptual.green - perceptual.red) < 0.001)
        // The Oklab round trip is exact to rounding.
        let unmixed = rgba(Color.red.mix(with: .blue, by: 0)), red = rgba(.red)
        #expect(abs(unmixed.red - red.red) + abs(unmixed.green - red.green) + abs(unmixed.blue - red.blue) < 1e-6)
        #expect(abs(rgba(Color.red.mix(with: .blue, by: 7)).blue - rgba(.blue).blue) < 0.001)   // clamped to 1
        // Dynamic colours mix their value in the scheme they are drawn in.
        let ink = Color.primary.mix(with: .white, by: 0.25, in: .device)
        #expect(rgba(ink) == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        env.colorScheme = .dark
        #expect(rgba(ink) == RGBA(red: 1, green: 1, blue: 1))
        #expect(rgba(Color.red.opacity(0).mix(with: .red, by: 0.5, in: .device)).alpha == 0.5)
    }
}
