import Foundation
import Testing
@testable import WidgetShotBuild

/// `#available` / `#unavailable` become checks of the release rendered (`--os`), on the same line.
struct AvailabilityRewriteTests {
    @Test func iOSChecksAskTheRenderedRelease() {
        #expect(AvailabilityRewrite.rewrite("        if #available(iOS 17.0, *) {", platform: .iOS) == "        if _widgetShotAvailable(iOS: 17, 0) {")
        #expect(AvailabilityRewrite.rewrite("if #available(iOSApplicationExtension 16.1, macOS 13, *), let x = y {", platform: .iOS)
                == "if _widgetShotAvailable(iOS: 16, 1), let x = y {")
        #expect(AvailabilityRewrite.rewrite("guard #unavailable(iOS 17) else { return }", platform: .iOS) == "guard !_widgetShotAvailable(iOS: 17, 0) else { return }")
        #expect(AvailabilityRewrite.rewrite("if #available(iOS 17, *), #available(iOS 18, *) {", platform: .iOS)
                == "if _widgetShotAvailable(iOS: 17, 0), _widgetShotAvailable(iOS: 18, 0) {")
    }

    @Test func otherPlatformsOnlyAndTheStar() {
        #expect(AvailabilityRewrite.rewrite("if #available(macOS 14, *) { a() }", platform: .iOS) == "if true { a() }")
        #expect(AvailabilityRewrite.rewrite("if #unavailable(macOS 14) { a() }", platform: .iOS) == "if false { a() }")
        #expect(AvailabilityRewrite.rewrite("if #available(iOS 17.0, watchOS 10.0, *) {", platform: .watchOS) == "if _widgetShotAvailable(watchOS: 10, 0) {")
    }

    @Test func attributesCommentsAndOtherTextStay() {
        for line in ["@available(iOS 17.0, *)", "// if #available(iOS 17.0, *) {", "let available = isAvailable(x)"] {
            #expect(AvailabilityRewrite.rewrite(line, platform: .iOS) == line)
        }
    }

    @Test func theTransformRewritesExtensionFiles() throws {
        let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        if #available(iOS 17.0, *) { Text(\"a\") } else { Text(\"b\") }\n    }\n}\n"
        let output = SourceTransform(originalPath: "/src/V.swift", fileIndex: 0).transform(source)
        #expect(output.text.contains("if _widgetShotAvailable(iOS: 17, 0) { Text(\"a\") }"), "\(output.text)")
    }
}
