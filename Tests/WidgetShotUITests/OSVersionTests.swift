import Foundation
import Testing
@testable import WidgetShotUI

/// Issue 13 (6): the OS version is a render axis that picks each release's system colours.
@Suite struct OSVersionTests {
    private func blue(_ os: OSVersion?, _ scheme: ColorScheme) -> RGBA {
        var env = EnvironmentValues()
        if let os { env.osVersion = os }
        env.colorScheme = scheme
        return Color.blue.resolve(in: env)
    }

    private func hex(_ c: RGBA) -> String {
        String(format: "#%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    @Test("Color.blue is #007AFF/#0A84FF up to iOS 18 (the default) and #0088FF/#0091FF on iOS 26")
    func bluePerRelease() {
        #expect(hex(blue(nil, .light)) == "#007AFF" && hex(blue(nil, .dark)) == "#0A84FF")
        #expect(hex(blue(.iOS17, .light)) == "#007AFF")
        #expect(hex(blue(.iOS26, .light)) == "#0088FF" && hex(blue(.iOS26, .dark)) == "#0091FF")
        var env = EnvironmentValues()
        env.osVersion = .iOS26
        #expect(hex(Color.accentColor.resolve(in: env)) == "#0088FF")
        #expect(hex(Color.red.resolve(in: env)) == "#FF3B30", "unconfirmed colours keep the iOS 18 values")
    }

    @Test("OSVersion parses 17, iOS18, ios 26 and rejects other names")
    func parsing() {
        #expect(OSVersion(name: "17") == .iOS17 && OSVersion(name: "iOS18") == .iOS18 && OSVersion(name: "ios 26") == .iOS26)
        #expect(OSVersion(name: "19") == nil && OSVersion(name: "") == nil)
    }
}
