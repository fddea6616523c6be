import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 24 (3): with Increase Contrast (`\.colorSchemeContrast == .increased`) the system colours
/// and the secondary/tertiary/quaternary label colours resolve to their accessible variants
/// (values and sources in `HighContrastColors`).
@Suite struct ColorSchemeContrastTests {
    private func hex(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast, os: OSVersion = .iOS18) -> String {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env._colorSchemeContrast = contrast
        env.osVersion = os
        let c: RGBA = color.resolve(in: env)
        return String(format: "#%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    @Test("standard contrast is the default; the environment reads back what a render sets")
    func environment() {
        var env = EnvironmentValues()
        #expect(env.colorSchemeContrast == .standard)
        env._colorSchemeContrast = .increased
        #expect(env.colorSchemeContrast == .increased)
        #expect(ColorSchemeContrast(name: "Increased") == .increased && ColorSchemeContrast(name: "standard") == .standard)
        #expect(ColorSchemeContrast(name: "high") == nil)
    }

    @Test("system colours: the HIG's accessible values in light and dark, the default ones otherwise")
    func systemColours() {
        #expect(hex(.blue, .light, .increased) == "#0040DD" && hex(.blue, .dark, .increased) == "#409CFF")
        #expect(hex(.blue, .light, .standard) == "#007AFF")
        #expect(hex(.red, .light, .increased) == "#D70015" && hex(.red, .dark, .increased) == "#FF6961")
        #expect(hex(.green, .light, .increased) == "#248A3D" && hex(.orange, .light, .increased) == "#C93400")
        #expect(hex(.mint, .light, .increased) == "#0C817B" && hex(.teal, .dark, .increased) == "#5DE6FF")
        #expect(hex(.cyan, .light, .increased) == "#0071A4" && hex(.brown, .light, .increased) == "#7F6545")
        #expect(hex(.gray, .light, .increased) == "#6C6C70" && hex(.gray, .dark, .increased) == "#AEAEB2")
        #expect(hex(.accentColor, .light, .increased) == "#0040DD")
        #expect(hex(.blue, .light, .increased, os: .iOS26) == "#0040DD", "iOS 26's accessible values are not published: iOS 18's")
        #expect(hex(.black, .light, .increased) == "#000000" && hex(.white, .dark, .increased) == "#FFFFFF")
        #expect(hex(.primary, .dark, .increased) == "#FFFFFF")
    }

    @Test("label colours keep their RGB at higher opacities: 0.68, 0.38, 0.26 (light) / 0.24 (dark)")
    func labelColours() {
        func alpha(_ level: Int, _ scheme: ColorScheme) -> Int? {
            LabelColors.color(level: level, scheme: scheme, contrast: .increased).map { Int(($0.alpha * 255).rounded()) }
        }
        #expect(alpha(1, .light) == 173 && alpha(2, .light) == 96 && alpha(3, .light) == 66 && alpha(3, .dark) == 61)
        #expect(LabelColors.color(level: 1, scheme: .light, contrast: .standard)?.alpha == 0.6)
        #expect(LabelColors.color(level: 0, scheme: .light, contrast: .increased)?.alpha == 1)
        var env = EnvironmentValues()
        env._colorSchemeContrast = .increased
        let secondary: RGBA = Color.secondary.resolve(in: env)
        #expect(abs(secondary.alpha - 173.0 / 255) < 1e-9)
    }
}
