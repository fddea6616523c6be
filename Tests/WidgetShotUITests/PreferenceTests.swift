import Foundation
import Testing
@testable import WidgetShotUI

/// The widest width any subview reports.
private struct MaxWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Every value set, in view order (shows the order `reduce` sees and what overrides what).
private struct TrailKey: PreferenceKey {
    static var defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// The bounds of the marked view.
private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>?
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The bottom-trailing corner of the marked view.
private struct CornerKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>?
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
}

/// A reference box the test reads after layout.
private final class Box<T> { var value: T; init(_ value: T) { self.value = value } }

@Suite("Preferences")
struct PreferenceTests {
    @Test("overlayPreferenceValue reads the values its children set, reduced")
    func overlayReadsChildren() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 10).preference(key: MaxWidthKey.self, value: 30)
            Color.clear.frame(width: 50, height: 10).preference(key: MaxWidthKey.self, value: 50)
            Color.clear.frame(width: 20, height: 10)
        }
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .topLeading) { width in
            Color.red.frame(width: width, height: 4).accessibilityIdentifier("bar")
        }
        let tree = try place(view, 100, 100)
        // The VStack is 50×30 centred on 100×100: origin (25, 35); the bar sits at its top-leading corner.
        expectFrame(tree, "bar", 25, 35, 50, 4)
    }

    @Test("without writers the reader sees the default value; backgroundPreferenceValue lays out the same")
    func defaultValueAndBackground() throws {
        let view = Color.clear.frame(width: 40, height: 20)
            .backgroundPreferenceValue(MaxWidthKey.self) { width in
                Color.blue.frame(width: width + 10, height: 6).accessibilityIdentifier("behind")
            }
        let tree = try place(view, 100, 100)
        expectFrame(tree, "behind", 45, 47, 10, 6)
    }

    @Test("values reduce in view order; an outer preference replaces its subtree's; transformPreference edits")
    func orderOverrideAndTransform() throws {
        let seen = Box<[Int]>([])
        let children = HStack {
            Color.clear.preference(key: TrailKey.self, value: [1])
            VStack {
                Color.clear.preference(key: TrailKey.self, value: [2])
                Color.clear.preference(key: TrailKey.self, value: [3])
            }
            Color.clear.preference(key: TrailKey.self, value: [4]).preference(key: TrailKey.self, value: [5])
        }
        _ = try place(children.onPreferenceChange(TrailKey.self) { seen.value = $0 }, 100, 100)
        #expect(seen.value == [1, 2, 3, 5])
        _ = try place(children.transformPreference(TrailKey.self) { $0.append(9) }.onPreferenceChange(TrailKey.self) { seen.value = $0 }, 100, 100)
        #expect(seen.value == [1, 2, 3, 5, 9])
        _ = try place(children.preference(key: TrailKey.self, value: [7]).onPreferenceChange(TrailKey.self) { seen.value = $0 }, 100, 100)
        #expect(seen.value == [7])
    }

    @Test("onPreferenceChange runs once, after layout")
    func onPreferenceChangeRunsOnce() throws {
        let calls = Box<[CGFloat]>([])
        let view = HStack {
            Color.clear.frame(width: 12, height: 3).preference(key: MaxWidthKey.self, value: 12)
            Text("x")
        }.onPreferenceChange(MaxWidthKey.self) { calls.value.append($0) }
        _ = try place(view, 100, 100)
        #expect(calls.value == [12])
    }

    @Test("values set inside a GeometryReader reach an overlay on the reader")
    func geometryReaderContent() throws {
        let view = GeometryReader { proxy in
            Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width / 2)
        }
        .frame(width: 80, height: 40)
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .leading) { half in
            Color.green.frame(width: half, height: 2).accessibilityIdentifier("half")
        }
        let tree = try place(view, 100, 100)
        expectFrame(tree, "half", 10, 49, 40, 2)
    }

    @Test("anchorPreference resolves the view's placed bounds in the reading GeometryReader's space")
    func anchorBounds() throws {
        let resolved = Box<CGRect?>(nil)
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 20)
            Color.clear.frame(width: 30, height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.orange.frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                        .accessibilityIdentifier("highlight")
                    let _ = (resolved.value = proxy[anchor])
                }
            }
        }
        let tree = try place(view, 100, 100)
        // VStack 60×30 at (20, 35); the 30×10 view is centred under the 60×20 one: (15, 20) in the stack.
        #expect(resolved.value == CGRect(x: 15, y: 20, width: 30, height: 10))
        let highlight = try #require(tree.frame(of: "highlight"))
        #expect(highlight.size == CGSize(width: 30, height: 10))
    }

    @Test("point anchors resolve unit points of the placed frame")
    func pointAnchor() throws {
        let resolved = Box<CGPoint?>(nil)
        let view = Color.clear.frame(width: 40, height: 20).anchorPreference(key: CornerKey.self, value: .bottomTrailing) { $0 }
            .padding(10)
            .overlayPreferenceValue(CornerKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = (resolved.value = anchor.map { proxy[$0] })
                    Color.clear
                }
            }
        _ = try place(view, 100, 100)
        #expect(resolved.value == CGPoint(x: 50, y: 30))
    }
}
