import Foundation
import SnapshotTesting
import Testing
import WidgetShotSnapshotTesting
import WidgetShotTesting

/// An orange square at the leading edge: it moves to the right edge right to left.
private let leadingSquare = WidgetDefinition.showing(
    AnyView(HStack { Color.orange.frame(width: 40, height: 40); Spacer() }.containerBackground(Color.white, for: .widget)),
    kind: "LeadingSquare")

@Suite(.serialized) struct SnapshottingLayoutDirectionTests {
    /// `.widget(…, layoutDirection:)`: a reference recorded left to right matches left to right and
    /// the default (en_US), and fails right to left; one recorded right to left matches only that.
    @Test func layoutDirectionIsPartOfTheStrategy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-sst-rtl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func verify(_ direction: LayoutDirection?, _ name: String, recording: Bool) -> String? {
            verifySnapshot(of: leadingSquare, as: .widget(device: .iPhone16Pro, family: .systemSmall, layoutDirection: direction),
                           named: name, record: recording ? .all : .never, snapshotDirectory: directory.path)
        }
        #expect(verify(.leftToRight, "ltr", recording: true)?.contains("Record mode is on") == true)
        #expect(verify(.leftToRight, "ltr", recording: false) == nil)
        #expect(verify(nil, "ltr", recording: false) == nil)
        let mirrored = verify(.rightToLeft, "ltr", recording: false)
        #expect(mirrored?.contains("does not match") == true, "\(mirrored ?? "nil")")

        #expect(verify(.rightToLeft, "rtl", recording: true)?.contains("Record mode is on") == true)
        #expect(verify(.rightToLeft, "rtl", recording: false) == nil)
        #expect(verify(.leftToRight, "rtl", recording: false)?.contains("does not match") == true)
    }
}
