import Foundation
import OpenCombine
import Testing
@testable import WidgetShotUI

// A timetable row written the way StuduWidgets' widget does it: the view model comes from
// `.environmentObject(_:)` and is read inside the `ForEach` closure, which SwiftUI calls while it
// builds the row, not while the view's `body` runs.

private final class LessonModel: ObservableObject {
    @Published var lessons = ["Math", "Czech", "PE"]
    @Published var barWidth: CGFloat = 7
}

private struct RowWidthKey: EnvironmentKey { static let defaultValue: CGFloat = 10 }

extension EnvironmentValues {
    fileprivate var rowWidth: CGFloat {
        get { self[RowWidthKey.self] }
        set { self[RowWidthKey.self] = newValue }
    }
}

private struct LessonStrip: View {
    @EnvironmentObject var model: LessonModel
    var body: some View {
        HStack(spacing: 0) {
            ForEach(model.lessons, id: \.self) { lesson in
                Color.blue.frame(width: model.barWidth, height: 5).accessibilityIdentifier(lesson)
            }
        }
    }
}

private struct SchemeStrip: View {
    @Environment(\.rowWidth) var width
    @Environment(\.colorScheme) var scheme
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<2) { i in
                Color.red.frame(width: width, height: scheme == .dark ? 4 : 1).accessibilityIdentifier("row\(i)")
            }
        }
    }
}

@Suite struct SweepElevenForEachEnvironmentTests {
    @Test("an @EnvironmentObject read inside a ForEach closure finds the object an ancestor supplied")
    func environmentObjectInForEach() throws {
        let tree = try place(LessonStrip().environmentObject(LessonModel()), 100, 100)
        // Three 7-pt bars side by side, centred: 100 − 21 = 79 → x from 39.5.
        expectRect(tree.frame(of: "Math"), 39.5, 47.5, 7, 5)
        expectRect(tree.frame(of: "PE"), 53.5, 47.5, 7, 5)
    }

    @Test("@Environment values read inside a ForEach closure are the view's, not the defaults")
    func environmentValuesInForEach() throws {
        let tree = try place(SchemeStrip().environment(\.rowWidth, 30).environment(\.colorScheme, .dark), 100, 100)
        expectRect(tree.frame(of: "row0"), 35, 46, 30, 4)
        expectRect(tree.frame(of: "row1"), 35, 50, 30, 4)
    }
}
