import Foundation
import Testing
@testable import WidgetShotBuild

/// daneden/TimeMachine 1.2.0 (Solstice): `@Entry var timeMachine: TimeMachine = .init()` in an
/// `EnvironmentValues` extension — SwiftUI's iOS 18 macro, expanded on its line.
struct EntryMacroRewriteTests {
    @Test func entriesBecomeAKeyAndAComputedPropertyOnTheSameLine() {
        let lines = transformedLines("""
        extension EnvironmentValues {
            @Entry var timeMachine: TimeMachine = .init()
            @Entry public var accent: Color = .blue // the brand colour
            @Entry var note: String?
        }
        """)
        #expect(lines.count == 5)
        #expect(lines[1] == "    var timeMachine: TimeMachine { get { self[__Key_timeMachine.self] } set { self[__Key_timeMachine.self] = newValue } }; "
                + "private struct __Key_timeMachine: EnvironmentKey { static var defaultValue: TimeMachine { .init() } }")
        #expect(lines[2].hasPrefix("    public var accent: Color { get {") && lines[2].contains("static var defaultValue: Color { .blue } }") && lines[2].hasSuffix(" // the brand colour"))
        #expect(lines[3].contains("var note: String? {") && lines[3].contains("static var defaultValue: String? { nil } }"))
    }

    @Test func entriesOfOtherContainersAndUntypedOnesAreLeftAlone() {
        var rewrite = EntryMacroRewrite()
        _ = rewrite.rewrite("extension FocusedValues {")
        #expect(rewrite.rewrite("    @Entry var selection: Item?") == "    @Entry var selection: Item?")
        _ = rewrite.rewrite("extension SwiftUI.EnvironmentValues {")
        #expect(rewrite.rewrite("    @Entry var count: Int = 3").contains("static var defaultValue: Int { 3 }"))
        #expect(rewrite.rewrite("    @Entry var missing") == "    @Entry var missing")
    }

    /// lautaropinto/Aware's AwareUI: `@Entry var appConfig = CrossConfig()` in a `public extension`
    /// (the macro infers the type from the initial value).
    @Test func untypedEntriesInferTheirTypeFromTheInitialValueAtThePropertysAccess() {
        var rewrite = EntryMacroRewrite()
        _ = rewrite.rewrite("public extension EnvironmentValues {")
        #expect(rewrite.rewrite("    @Entry var appConfig = CrossConfig()") ==
                "    var appConfig: __Key_appConfig.Value { get { self[__Key_appConfig.self] } set { self[__Key_appConfig.self] = newValue } }; "
                + "struct __Key_appConfig: EnvironmentKey { public nonisolated(unsafe) static let defaultValue = CrossConfig() }")
        #expect(rewrite.rewrite("    @Entry public var tint = Tint.brand").hasSuffix("; public struct __Key_tint: EnvironmentKey { public nonisolated(unsafe) static let defaultValue = Tint.brand }"))
        _ = rewrite.rewrite("extension EnvironmentValues {")
        let line = rewrite.rewrite("    @Entry var count = 3 // taps")
        #expect(line.hasPrefix("    var count: __Key_count.Value {") && line.contains(" struct __Key_count: EnvironmentKey { nonisolated(unsafe) static let defaultValue = 3 } // taps"))
    }
}
