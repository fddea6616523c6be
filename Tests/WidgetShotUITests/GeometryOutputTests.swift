import Foundation
import Testing
@testable import WidgetShotUI

@Suite struct GeometryOutputTests {
    var view: some View {
        VStack(spacing: 4) {
        Text("Daily").font(.system(size: 10)).accessibilityIdentifier("title")
        Color.red.frame(width: 30, height: 6).accessibilityIdentifier("bar")
        }
    }

    @Test("views are findable by accessibility identifier with canvas-point frames")
    func findable() throws {
        let tree = try place(view, 100, 50)
        // Column 30 wide (text "Daily" 25), 12 + 4 + 6 = 22 high, centred at (35, 14).
        expectRect(tree.frame(of: "title"), 37.5, 14, 25, 12)
        expectRect(tree.frame(of: "bar"), 35, 30, 30, 6)
        #expect(tree.node("missing") == nil)
    }

    @Test("the JSON form is stable: same layout, same bytes; sorted keys; rounded numbers")
    func json() throws {
        let a = try place(view, 100, 50).jsonString()
        let b = try place(view, 100, 50).jsonString()
        #expect(a == b)
        #expect(a.contains("\"id\" : \"title\""))
        let thirds = try place(Color.red.frame(width: 10, height: 10), 100 / 3, 10).jsonString()
        #expect(thirds.contains("11.6667"))
        let decoded = try JSONSerialization.jsonObject(with: Data(a.utf8)) as? [String: Any]
        #expect(decoded?["scale"] as? Double == 1)
    }

    @Test("a Link's destination is recorded on its label's region")
    func link() throws {
        let url = URL(string: "music://daily")!
        let tree = try place(Link(destination: url) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("l") }, 20, 20)
        #expect(tree.node("l")?.link == url)
    }
}
