import Foundation
import Testing
@testable import WidgetShotUI

/// iOS 17's `.scrollView` coordinate space, `GeometryProxy.bounds(of:)`, `ScrollTransitionPhase`
/// and iOS 15's `swipeActions`, as Apple's Backyard Birds sample's BackyardBirdsUI uses them
/// (its parallax reads `bounds(of: .scrollView)?.height` and `frame(in: .scrollView)`).
struct CompanyTwelveScrollSpaceTests {
    @Test func aScrollViewIsTheScrollViewSpaceOfItsContent() throws {
        let inside = GeometryBox(), outside = GeometryBox()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 40)
            GeometryReader { proxy in outside.record(proxy) }.frame(height: 20)
            ScrollView {
                Color.blue.frame(height: 30)
                GeometryReader { proxy in inside.record(proxy) }
                    .frame(height: 62)   // 30 + 8 (spacing) + 62: the content fills the scroll view
            }
            .frame(height: 100)
        }
        .swipeActions { Button("Dismiss") {} }
        _ = try place(view, 200, 160)
        // Outside any scroll view there is no such space.
        #expect(outside.bounds == nil)
        // The scroll view starts 60 pt down; the reader 38 pt into it (after the blue and the spacing).
        #expect(inside.frame?.minY == 38)
        #expect(inside.bounds?.minY == -38)
        #expect(inside.bounds?.height == 100)
        #expect(inside.vertical == inside.bounds)
        #expect(inside.horizontal == nil)
    }

    @Test func phasesAndTheirValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && !ScrollTransitionPhase.bottomTrailing.isIdentity)
    }
}

/// What a reader saw, read after layout.
private final class GeometryBox {
    var bounds: CGRect?
    var frame: CGRect?
    var vertical: CGRect?
    var horizontal: CGRect?

    func record(_ proxy: GeometryProxy) -> Color {
        bounds = proxy.bounds(of: .scrollView)
        frame = proxy.frame(in: .scrollView)
        vertical = proxy.bounds(of: .scrollView(axis: .vertical))
        horizontal = proxy.bounds(of: .scrollView(axis: .horizontal))
        return .green
    }
}
