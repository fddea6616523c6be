import Foundation
import Testing
@testable import WidgetShotBuild

/// A bare `if #available` that picks an opaque result's type stays `#available` (SE-0360);
/// every other check still asks the release rendered (`--os`).
struct SweepNineAvailabilityTests {
    /// The iOS 16-compatible padding helper of a 2021–23 widget (jtbandes/SpacePOD's style).
    let helper = """
    import SwiftUI
    import WidgetKit
    extension View {
      public func widgetPadding(fallback: EdgeInsets) -> some View {
        if #available(iOS 17, *) {
          return self.padding(0)  // the content margins apply
        } else {
          return self.padding(fallback)
        }
      }
    }
    """

    @Test func anOpaqueResultsBranchesKeepTheirCheck() {
        let output = SourceTransform(originalPath: "/src/Helpers.swift", fileIndex: 0).transform(helper)
        #expect(output.text.contains("    if #available(iOS 17, *) {\n"), "\(output.text)")
        #expect(!output.text.contains("_widgetShotAvailable"), "\(output.text)")
    }

    @Test func viewBuilderBranchesAndOtherResultsStillAskTheRenderedRelease() {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                if #available(iOS 17, *) {
                    Text("17")
                } else {
                    Text("16")
                }
            }
            func isNew() -> Bool {
                if #available(iOS 17, *) {
                    return true
                }
                return false
            }
            func wrapped() -> some View {
                if #available(iOS 17, *), Bool.random() {
                    return Text("a")
                }
                return Text("b")
            }
        }
        """
        let lines = source.components(separatedBy: "\n")
        #expect(OpaqueAvailabilityScan.linesKeepingAvailability(lines).isEmpty)
        let output = SourceTransform(originalPath: "/src/V.swift", fileIndex: 0).transform(source)
        #expect(output.text.components(separatedBy: "_widgetShotAvailable(iOS: 17, 0)").count == 4, "\(output.text)")
    }

    @Test func elseIfAndExtensionPlatformsCount() {
        let lines = """
        func background() -> some View {
            if #available(iOSApplicationExtension 17.0, *) {
                return AnyView(Color.red)
            } else if #available(iOS 16, *) {
                return Color.blue
            } else {
                return Color.green
            }
        }
        """.components(separatedBy: "\n")
        #expect(OpaqueAvailabilityScan.linesKeepingAvailability(lines) == [1, 3])
    }
}
