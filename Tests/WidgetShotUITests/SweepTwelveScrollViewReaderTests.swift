import Foundation
import Testing
@testable import WidgetShotUI

// TimerTiTi/TiTi_iOS's widget target compiles the app's SwiftUI helpers, among them
// `func scroll(_ proxy: ScrollViewProxy, to: any Hashable) { proxy.scrollTo(to, anchor: .bottom) }`.
// A reader adds nothing to layout and scrolling moves nothing in a widget.

extension View {
    fileprivate func sweepTwelveScroll(_ proxy: ScrollViewProxy, to id: any Hashable) {
        proxy.scrollTo(id, anchor: .bottom)
    }
}

private struct DayList: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ForEach(0..<3) { day in
                    Color.green.frame(width: 20, height: 10).id(day).accessibilityIdentifier("day\(day)")
                }
            }
            .onAppear { sweepTwelveScroll(proxy, to: 2) }
        }
    }
}

@Suite struct SweepTwelveScrollViewReaderTests {
    @Test("ScrollViewReader lays its content out as if it stood alone; scrollTo compiles with an existential id")
    func readerIsLayoutNeutral() throws {
        let tree = try place(DayList(), 100, 100)
        // Three 10-pt rows stacked and centred in 100 × 100: the stack is 30 pt high → y from 35.
        expectRect(tree.frame(of: "day0"), 40, 35, 20, 10)
        expectRect(tree.frame(of: "day2"), 40, 55, 20, 10)
        ScrollViewProxy().scrollTo("anything")
        ScrollViewProxy().scrollTo(3, anchor: .top)
    }
}
