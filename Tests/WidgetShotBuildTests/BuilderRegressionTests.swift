import Foundation
import Testing
@testable import WidgetShotBuild

/// Builder bugs found building 45 real widget extensions unchanged (issue 19 item 4), each as the
/// apps wrote it. The whole-build regressions are in the CLI's `ExtensionBuildTests`
/// (`Fixtures/RealAppQuirksExtension`).
struct BuilderRegressionTests {
    @Test("same-named files in different folders get unique copy names (SwiftPM names objects by base name)")
    func sameNamedFilesGetUniqueCopies() {
        let paths = SourceCopyNames.unique(["Sources/Widget/Constants.swift", "Sources/Shared/Constants.swift",
                                            "Sources0/Helpers/LocalizationHelpers.swift", "Sources1/LocalizationHelpers.swift",
                                            "Sources/Constants_2.swift", "Sources/Other/constants.swift", "Sources/AssetSymbols.swift"],
                                           reserved: ["AssetSymbols.swift", "WidgetShotExtensionMain.swift"])
        #expect(paths == ["Sources/Widget/Constants.swift", "Sources/Shared/Constants_3.swift",
                          "Sources0/Helpers/LocalizationHelpers.swift", "Sources1/LocalizationHelpers_2.swift",
                          "Sources/Constants_2.swift", "Sources/Other/constants_4.swift", "Sources/AssetSymbols_2.swift"])
        let names = paths.map { ($0 as NSString).lastPathComponent.lowercased() }
        #expect(Set(names).count == names.count)
    }

    @Test("#if SWIFT_PACKAGE is false, as in Xcode (SwiftPM defines it for the generated package)")
    func swiftPackageIsFalse() {
        #expect(ConditionRewriter.rewrite("SWIFT_PACKAGE").condition == "false")
        #expect(ConditionRewriter.rewrite("SWIFT_PACKAGE").undecided.isEmpty)
        #expect(ConditionEvaluator.evaluate(ConditionRewriter.rewrite("SWIFT_PACKAGE").condition) == false)
        #expect(ConditionEvaluator.evaluate(ConditionRewriter.rewrite("!SWIFT_PACKAGE && os(iOS)").condition) == true)
        let lines = transformedLines("#if SWIFT_PACKAGE\nlet bundle = Bundle.module\n#else\nlet bundle = Bundle.main\n#endif")
        #expect(lines[0] == "#if false")
    }

    @Test("an @main type whose name starts with an emoji (or other Unicode letters) is found")
    func unicodeMainType() {
        let emoji = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform("import WidgetKit\n@main\nstruct 🌤WeatherBundle: WidgetBundle {}")
        #expect(emoji.mainType == "🌤WeatherBundle")
        let accented = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform("@main struct MétéoWidgets: WidgetBundle {}")
        #expect(accented.mainType == "MétéoWidgets")
        let quoted = SourceTransform(originalPath: "/src/W.swift", fileIndex: 0).transform("@main\nfinal class `Widgets` {}")
        #expect(quoted.mainType == "`Widgets`")
        #expect(SwiftIdentifier.declaredTypeName(in: "struct 1Bad {}") == nil)
        #expect(SwiftIdentifier.declaredTypeName(in: "let substruct = 1; enum E2 {}") == "E2")
    }
}

/// Generated asset symbols skip names the app declares itself on the same type.
struct DeclaredAssetMemberTests {
    @Test("an app's own `extension Color { static let brandBlue }` or ColorResource member is not generated again")
    func appDeclaredMembersAreSkipped() throws {
        let fm = FileManager.default
        let catalog = fm.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).xcassets")
        defer { try? fm.removeItem(at: catalog) }
        for folder in ["brandBlue.colorset", "accentGold.colorset", "mint2.colorset", "logo.imageset", "badge.imageset"] {
            try fm.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let app = """
            import SwiftUI
            extension Color {
                static let brandBlue = Color("brandBlue")
                struct Palette { static let mint2 = 1 }   // a nested type's member is not Color's
            }
            public extension ColorResource {
                static let accentGold = ColorResource(name: "accentGold", bundle: .main)
            }
            extension UIImage { static var badge: UIImage { UIImage(named: "badge")! } }
            """
        let swift = try AssetSymbolGenerator.swiftSource(for: [catalog], declaredBy: [app])
        #expect(swift.contains(#"static let brandBlue = ColorResource(name: "brandBlue", bundle: .main)"#))
        #expect(!swift.contains("static var brandBlue: WidgetShot.Color"))        // the app's Color.brandBlue
        #expect(!swift.contains("static let accentGold = ColorResource"))   // the app's ColorResource.accentGold
        #expect(swift.contains("static var accentGold: WidgetShot.Color { WidgetShot.Color(ColorResource.accentGold) }"))
        #expect(swift.contains("static var mint2: WidgetShot.Color"))
        #expect(swift.contains(#"static let badge = ImageResource(name: "badge", bundle: .main)"#))
        #expect(!swift.contains("static var badge:"))
        #expect(swift.contains("static var logo: WidgetShot.UIImage"))
    }
}

/// `import Foundation` sees Foundation as Apple ships it; `#keyPath` and `Self(suiteName:)`.
struct FoundationRewriteTests {
    @Test("every form of a Foundation import also imports FoundationNetworking, Observation and WidgetShotFoundation")
    func foundationImports() {
        let added = "; import FoundationNetworking; import Observation; import WidgetShotFoundation; import struct WidgetShotUI.LocalizedStringResource; import WidgetShotSecurity; import FoundationXML; import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published" + FoundationRewrites.unfairLockImports
        let lines = transformedLines("import Foundation\n@preconcurrency import Foundation\nimport struct Foundation.Date\n  import Foundation // networking\nimport FoundationEssentials")
        #expect(lines[0] == "import Foundation" + added)
        #expect(lines[1] == "@preconcurrency import Foundation" + added)
        #expect(lines[2] == "import struct Foundation.Date" + added)
        #expect(lines[3] == "  import Foundation" + added + " // networking")
        #expect(lines[4] == "import FoundationEssentials")
    }

    @Test("#keyPath becomes its string; Self(suiteName:) is left as written (WidgetShotFoundation makes it callable); strings stay")
    func keyPathsAndSuites() {
        let lines = transformedLines("""
            let a = #keyPath(Person.friend.name)
            let b = #keyPath(count)
            defaults.addObserver(self, forKeyPath: #keyPath(UserDefaults.streak), options: [], context: nil)
            static let shared = Self(suiteName: "group.com.example")!
            let s = "Self(suiteName: #keyPath(A.b))"
            """)
        #expect(lines[0] == #"let a = "friend.name""#)
        #expect(lines[1] == #"let b = "count""#)
        #expect(lines[2] == #"defaults.addObserver(self, forKeyPath: "streak", options: [], context: nil)"#)
        #expect(lines[3] == #"static let shared = Self(suiteName: "group.com.example")!"#)   // no rewrite: WidgetShotFoundation's _FoundationMetatypeInitializers
        #expect(lines[4] == #"let s = "Self(suiteName: #keyPath(A.b))""#)
    }
}
