import Foundation
import Testing
@testable import WidgetShotBuild

/// sweep-13: a `switch` over `WidgetFamily` that names every family the platform has compiles
/// (``WidgetFamilySwitchRewrite``), and one that misses some (2020 code for the iOS 14 SDK) stops
/// with a note saying which and why (``WidgetFamilySwitchHint``).
struct SweepThirteenFamilySwitchTests {
    func rewrite(_ source: String, platform: BuildPlatform = .iOS) -> [String] {
        WidgetFamilySwitchRewrite.apply(source.components(separatedBy: "\n"), platform: platform)
    }

    @Test func anIOSSwitchOverTheSevenFamiliesGetsADefaultOnItsBraceLine() {
        let source = """
            switch family {
            case .systemSmall, .systemMedium:
                SmallView()
            case .systemLarge, WidgetFamily.systemExtraLarge:
                LargeView() // large
            case .accessoryCircular,
                 .accessoryRectangular:
                Gauge(value: 0.5) { Text("x") }
            case .accessoryInline:
                Text("inline: \\(value)")
            }
            """
        let out = rewrite(source)
        #expect(out.count == 11)
        #expect(out[10] == "default: fatalError(\"WidgetShot: a WidgetFamily this platform does not have\") }")
        #expect(Array(out[0..<10]) == Array(source.components(separatedBy: "\n")[0..<10]))
    }

    @Test func aBraceAfterCodeGetsASemicolonFirst() {
        let out = rewrite("let n = switch f { case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: 1\ncase .accessoryCircular, .accessoryRectangular, .accessoryInline: 2 }")
        #expect(out[1] == "case .accessoryCircular, .accessoryRectangular, .accessoryInline: 2 ; default: fatalError(\"WidgetShot: a WidgetFamily this platform does not have\") }")
    }

    @Test func switchesThatAreNotCompleteFamilySwitchesAreLeftAlone() {
        let cases = [
            // 2020: three families (the compiler's error stands, with the hint)
            "switch family {\ncase .systemSmall: a()\ncase .systemMedium: b()\ncase .systemLarge: c()\n}",
            // a default already
            "switch family {\ncase .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: a()\ncase .accessoryCircular, .accessoryRectangular, .accessoryInline: b()\ndefault: c()\n}",
            "switch family {\ncase .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: a()\ncase .accessoryCircular, .accessoryRectangular, .accessoryInline: b()\n@unknown default: c()\n}",
            // a where clause or another pattern
            "switch family {\ncase .systemSmall where big: a()\ncase .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: a()\ncase .accessoryCircular, .accessoryRectangular, .accessoryInline: b()\n}",
            "switch (family, flag) {\ncase (.systemSmall, _): a()\ncase .accessoryInline: b()\n}",
        ]
        for source in cases { #expect(rewrite(source) == source.components(separatedBy: "\n"), "\(source)") }
    }

    @Test func nestedSwitchesAndIfCaseAreTracked() {
        let source = """
            switch family {
            case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
                if case .systemSmall = family { a() }
                switch mode { case .light: b() ; case .dark: c() }
            case .accessoryCircular, .accessoryRectangular, .accessoryInline:
                d() // } not a brace
            }
            """
        let out = rewrite(source)
        #expect(out[3] == "    switch mode { case .light: b() ; case .dark: c() }")
        #expect(out[6].hasPrefix("default: fatalError("))
    }

    @Test func aWatchSwitchNeedsOnlyTheFourAccessoryFamilies() {
        let source = "switch family {\ncase .accessoryCorner, .accessoryCircular: a()\ncase .accessoryRectangular, .accessoryInline: b()\n}"
        #expect(rewrite(source, platform: .watchOS)[3].hasPrefix("default: fatalError("))
        #expect(rewrite(source, platform: .iOS) == source.components(separatedBy: "\n"))
    }

    @Test func theTransformAppliesItOnIOS() {
        let source = "import WidgetKit\nfunc n(_ family: WidgetFamily) -> Int {\n    switch family {\n    case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: return 1\n    case .accessoryCircular, .accessoryRectangular, .accessoryInline: return 2\n    }\n}"
        let text = SourceTransform(originalPath: "/src/F.swift", fileIndex: 0).transform(source).text
        #expect(text.contains("    default: fatalError(\"WidgetShot: a WidgetFamily this platform does not have\") }"))
    }

    @Test func theHintNamesTheMissingIOSFamiliesOfADiabloSwitch() {
        var hint = WidgetFamilySwitchHint()
        let output = [
            "/app/Helper.swift:17:5: error: switch must be exhaustive",
            "15 |     var n = 3",
            "17 |     switch currentFamily {",
            "   |     |- error: switch must be exhaustive",
            "   |     |- note: add missing case: '.systemExtraLarge'",
            "   |     |- note: add missing case: '.accessoryCorner'",
            "   |     |- note: add missing case: '.accessoryCircular'",
            "   |     |- note: add missing case: '.accessoryRectangular'",
            "   |     |- note: add missing case: '.accessoryInline'",
            "   |     |- note: add missing case: '.systemExtraLargePortrait'",
            "   |     `- note: add missing cases",
            "/app/Helper.swift:17:5: error: switch must be exhaustive",   // the module job repeats it
            "   |     |- note: add missing case: '.systemExtraLarge'",
            "/app/Other.swift:3:1: error: switch must be exhaustive",
            "   |     |- note: add missing case: '.custom'",              // not a WidgetFamily switch
        ]
        for line in output { hint.observe(line) }
        let notes = hint.notes(platform: .iOS)
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("/app/Helper.swift:17: note: this switch over WidgetFamily has no case for .systemExtraLarge (iOS 15), .accessoryCircular (iOS 16), .accessoryRectangular (iOS 16), .accessoryInline (iOS 16) and no default") == true, "\(notes)")
        #expect(notes.first?.contains(".accessoryCorner and .systemExtraLargePortrait need no case on iOS") == true)
    }

    @Test func theHintIsQuietWhenOnlyOtherPlatformsFamiliesAreMissing() {
        var hint = WidgetFamilySwitchHint()
        for line in ["/a/W.swift:4:9: error: switch must be exhaustive", "/a/W.swift:4:9: note: add missing case: '.accessoryCorner'"] { hint.observe(line) }
        #expect(hint.notes(platform: .iOS).isEmpty)
        #expect(hint.switches == [.init(path: "/a/W.swift", line: 4, missing: ["accessoryCorner"])])
    }
}
