import Testing
@testable import WidgetShotBuild

/// `#if` conditions as the iOS compiler sees them (issue: compile the sources as iOS sees them).
struct ConditionRewriterTests {
    func rewritten(_ condition: String) -> String { ConditionRewriter.rewrite(condition).condition }
    func value(_ condition: String) -> Bool? { ConditionEvaluator.evaluate(rewritten(condition)) }

    @Test func platformsAreDecidedAsOnIOS() {
        #expect(rewritten("os(iOS)") == "true")
        for other in ["macOS", "watchOS", "tvOS", "visionOS", "Linux", "OSX"] { #expect(rewritten("os(\(other))") == "false", "os(\(other))") }
        #expect(rewritten("targetEnvironment(macCatalyst)") == "false")
        #expect(rewritten("targetEnvironment(simulator)") == "false")
        #expect(rewritten("arch(arm64)") == "true")
        #expect(rewritten("arch(x86_64)") == "false")
    }

    @Test func canImportIsTrueForStandInsAndFalseForOtherPlatforms() {
        for module in ["UIKit", "WidgetKit", "ActivityKit", "AppIntents", "SwiftUI", "Combine", "SwiftUICore"] {
            #expect(rewritten("canImport(\(module))") == "true", "canImport(\(module))")
        }
        #expect(rewritten("canImport(AppKit)") == "false")
        #expect(rewritten("canImport(WatchKit)") == "false")
        #expect(rewritten("canImport(UIKit, _version: 1.0)") == "true")
        // Not an Apple stand-in: left to the compiler, which knows what the build has.
        #expect(rewritten("canImport(Kingfisher)") == "canImport(Kingfisher)")
    }

    @Test func canImportOfAnAppleFrameworkWithoutAStandInIsFalse() {
        // `#if canImport(ARKit) import ARKit`: the Linux build has no ARKit, so the guarded import
        // is skipped, not an error; an unguarded one is an error naming the framework.
        #expect(rewritten("canImport(ARKit) && os(iOS)") == "false && true")
        let guarded = SourceTransform(originalPath: "/pkg/AR.swift", fileIndex: 0)
            .transform("#if canImport(ARKit)\nimport ARKit\n#endif\nimport UIKit\n")
        #expect(guarded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guarded.diagnostics)")
        let unguarded = SourceTransform(originalPath: "/pkg/AR.swift", fileIndex: 0).transform("import ARKit\n")
        #expect(unguarded.diagnostics.contains { $0.severity == .error && $0.message.contains("ARKit") })
    }

    @Test func carPlayHasACompileOnlyStandIn() {
        // Kingfisher's `#if canImport(CarPlay) import CarPlay` is true, as in an iOS build, and the
        // import becomes WidgetShot's CarPlay module.
        #expect(rewritten("canImport(CarPlay)") == "true")
        let guarded = SourceTransform(originalPath: "/pkg/CPListItem+Kingfisher.swift", fileIndex: 0)
            .transform("#if canImport(CarPlay)\nimport CarPlay\n#endif\nimport UIKit\n")
        #expect(guarded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(guarded.diagnostics)")
        #expect(guarded.text.contains("import WidgetShotCarPlay"), "\(guarded.text)")
    }

    @Test func combinedAndNestedConditionsKeepTheirOperators() {
        #expect(rewritten("os(iOS) && !targetEnvironment(macCatalyst)") == "true && !false")
        #expect(rewritten("os(macOS) || (os(iOS) && canImport(UIKit))") == "false || (true && true)")
        #expect(rewritten("!os(watchOS)") == "!false")
        #expect(value("os(iOS) && !targetEnvironment(macCatalyst)") == true)
        #expect(value("os(macOS) || (os(iOS) && canImport(UIKit))") == true)
        #expect(value("os(watchOS) || os(tvOS)") == false)
        #expect(value("!(os(iOS) || os(macOS))") == false)
    }

    @Test func undecidableAtomsAreLeftAloneAndReported() {
        let r = ConditionRewriter.rewrite("os(iOS) && APPSTORE_BUILD")
        #expect(r.condition == "true && APPSTORE_BUILD")
        #expect(r.undecided == ["APPSTORE_BUILD"])
        #expect(ConditionEvaluator.evaluate(r.condition) == nil)
        #expect(ConditionRewriter.rewrite("DEBUG").undecided.isEmpty)
        #expect(ConditionEvaluator.evaluate("DEBUG") == true)
        // swift(>=…) and compiler(…) are the compiler's to decide.
        #expect(rewritten("swift(>=5.9) && os(iOS)") == "swift(>=5.9) && true")
        #expect(value("swift(>=5.9) && os(iOS)") == nil)
        #expect(value("swift(>=5.9) && os(macOS)") == false)
    }

    @Test func trailingCommentsSurvive() {
        #expect(rewritten("os(iOS) // the phone") == "true // the phone")
    }
}
