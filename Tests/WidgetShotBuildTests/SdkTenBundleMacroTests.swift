import Foundation
import Testing
@testable import WidgetShotBuild

/// Foundation's `#bundle` (iOS 18 SDK) becomes its expansion on the same line: the target's
/// resource bundle in a package target with resources, the main bundle in an Xcode target, and
/// Apple's error in a package target without resources (daneden/TimeMachine's `Text("Reset", bundle: #bundle)`).
struct SdkTenBundleMacroTests {
    let source = """
    import SwiftUI
    struct ResetButton: View {
        var body: some View {
            Text("Reset", bundle: #bundle) // a "#bundle" comment stays
        }
        let note = "#bundle in a string stays"
        let b = #bundle
    }
    """

    func transform(_ conditions: Set<String>) -> SourceTransform.Output {
        var transform = SourceTransform(originalPath: "/pkg/Sources/Kit/ResetButton.swift", fileIndex: 0)
        transform.definedConditions = conditions
        return transform.transform(source)
    }

    @Test func aPackageTargetWithResourcesReadsItsResourceBundle() {
        let output = transform(["SWIFT_PACKAGE", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"])
        let lines = output.text.components(separatedBy: "\n")
        #expect(lines[4] == "        Text(\"Reset\", bundle: Bundle.module) // a \"#bundle\" comment stays", "\(output.text)")
        #expect(lines[6] == "    let note = \"#bundle in a string stays\"")
        #expect(lines[7] == "    let b = Bundle.module")
        #expect(output.diagnostics.isEmpty)
    }

    @Test func anXcodeTargetReadsTheMainBundle() {
        let output = transform([])
        #expect(output.text.contains("Text(\"Reset\", bundle: Bundle.main)"), "\(output.text)")
        #expect(output.text.contains("let b = Bundle.main"))
    }

    @Test func aPackageTargetWithoutResourcesIsApplesError() {
        let output = transform(["SWIFT_PACKAGE", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"])
        #expect(output.diagnostics.map(\.line) == [4, 7])
        #expect(output.diagnostics.allSatisfy { $0.severity == .error && $0.message.hasPrefix("#bundle: No resource bundle is available") })
    }

    @Test func aPackageTargetGetsTheConditionSwiftPMDefines() {
        #expect(BundleMacroRewrite.conditions(hasResources: true) == ["SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"])
        #expect(BundleMacroRewrite.conditions(hasResources: false) == ["SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"])
    }
}
