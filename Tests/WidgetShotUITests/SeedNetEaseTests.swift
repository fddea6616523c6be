import Foundation
import Testing
@testable import DemoWidgets
@testable import WidgetShotUI

/// Geometry of the NetEase "每日推荐" small widget (seed 001) at 170×170, worked out by hand.
///
/// The image assets are not bundled yet, so `Image(...)` is a 0×0 missing image; every image in
/// the seed is `.resizable()` inside a fixed frame or a background, so that changes nothing here.
@Suite struct SeedNetEaseTests {
    /// Nodes of a kind, in depth-first order.
    func nodes(_ tree: PlacedTree, kind: String) -> [PlacedNode] { tree.allNodes.filter { $0.kind == kind } }

    @Test("the foreground column is centred: icon 68×68, then two text rows 2 pt apart")
    func foreground() throws {
        let tree = try place(WidgetSmallView(), 170, 170)
        let texts = nodes(tree, kind: "Text")
        #expect(texts.map(\.label) == ["每日推荐", "为你带来每日惊喜"])
        // Icon: 170·0.4 = 68. Text 1: 4 CJK × 15 = 60 wide, in a 21-high frame. Text 2: 8 × 13 = 104
        // wide, 13·1.2 = 15.6 → 16 tall, in an 18-high frame. Column: 68 + 2 + 21 + 2 + 18 = 111 tall,
        // max(68, 60, 104) = 104 wide; padded 14+14 → 132; centred in 170×170:
        // padding at x = (170 − 132)/2 = 19, y = (170 − 111)/2 = 29.5; column at x = 33.
        let vstack = try #require(nodes(tree, kind: "VStack").first)
        expectRect(vstack.frame, 33, 29.5, 104, 111, "VStack")
        let icon = try #require(tree.allNodes.first { $0.label == "iconImageName" })
        expectRect(icon.frame, 51, 29.5, 68, 68, "icon")                 // x = 33 + (104 − 68)/2
        expectRect(texts[0].frame, 55, 101, 60, 18, "title")            // frame at y 99.5; text (21 − 18)/2 lower
        expectRect(texts[1].frame, 33, 123.5, 104, 16, "subtitle")      // frame at y 122.5; (18 − 16)/2 lower
    }

    @Test("the background puts the logo 10 pt from the top-trailing corner and the gradient on the bottom 40 %")
    func background() throws {
        let tree = try place(WidgetSmallView(), 170, 170)
        let logo = try #require(tree.allNodes.first { $0.label == "icon_logo" })
        // position(x: 170 − 10 − 10 = 150, y: 20) centres the 20×20 frame there.
        expectRect(logo.frame, 140, 10, 20, 20, "logo")
        let gradient = try #require(nodes(tree, kind: "LinearGradient").first)
        // frame(170 × 68) centred at (85, 170 · 0.8 = 136).
        expectRect(gradient.frame, 0, 102, 170, 68, "gradient")
        let backdrop = try #require(tree.allNodes.first { $0.label == "backgroundImageName" })
        // resizable().scaledToFill() with no intrinsic ratio takes the 170×170 it is proposed.
        expectRect(backdrop.frame, 0, 0, 170, 170, "background image")
    }

    @Test("at @3x the 13-pt subtitle is 15⅔ tall and snaps to whole pixels when drawn")
    func threeX() throws {
        let tree = try place(WidgetSmallView(), 170, 170, scale: 3)
        let subtitle = try #require(nodes(tree, kind: "Text").last)
        // 15.6 rounded up to 1/3: 15.6667; in the 18-high frame at y 122.5: y = 122.5 + 1.16667.
        expectRect(subtitle.frame, 33, 122.5 + (18 - 47.0 / 3) / 2, 104, 47.0 / 3, "subtitle")
        // Drawn: top 123.6667 → 371.0 px → 123.6667; bottom 139.3333 → 418 px.
        let r = subtitle.renderedFrame
        #expect(abs(r.minY * 3 - 371) < 1e-6 && abs(r.maxY * 3 - 418) < 1e-6)
    }
}
