import Foundation
import Testing
@testable import WidgetShotBuild

/// SE-0360 with the signature over several lines (daneden/Suite's `backportSafeAreaBar`): the
/// `if #available` that picks the opaque result's type stays `#available`.
struct SdkTenOpaqueAvailabilityTests {
    let source = """
    import SwiftUI
    public extension View {
        func backportBar<Content: View>(
            edge: VerticalEdge = .bottom,
            spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) -> some View {
            if #available(iOS 26, macOS 26, visionOS 26, watchOS 26, *) {
                return safeAreaBar(edge: edge, spacing: spacing) { content() }
            } else {
                return safeAreaInset(edge: edge, spacing: spacing) { content() }
            }
        }
        func plain(
            flag: Bool
        ) -> Bool {
            if #available(iOS 26, *) {
                return flag
            }
            return !flag
        }
    }
    """

    @Test func aMultilineOpaqueSignatureKeepsItsCheck() {
        let output = SourceTransform(originalPath: "/pkg/Bar.swift", fileIndex: 0).transform(source)
        let lines = output.text.components(separatedBy: "\n")
        #expect(lines[8] == "        if #available(iOS 26, macOS 26, visionOS 26, watchOS 26, *) {", "\(output.text)")
        #expect(lines[17].contains("_widgetShotAvailable"), "a Bool result still asks the rendered release: \(lines[17])")
    }
}
