import Foundation
import Testing
import WidgetShot

/// uikit-10 (issue 20): `CALayer.render(in:)` (Pocket Casts' `UIView.sj_snapshotImage`), TextKit's
/// layout manager of a text view (its `scrollToRange`), and BSD socket-address lengths
/// (its `Reachability`).
@Suite struct UIKitTenLayerRenderingTests {
    @Test("a view's layer renders its background, subviews at their frames and border into an image renderer")
    func snapshotOfAView() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        let hidden = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 10))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        view.addSubview(hidden)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        let bitmap = try #require(image.cgImage).bitmap
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = bitmap.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        #expect(pixel(5, 15).0 > 200 && pixel(5, 15).2 < 60)    // red background, the hidden view not drawn
        #expect(pixel(30, 5).2 > 200 && pixel(30, 5).0 < 60)    // the blue subview
    }

    @Test("a text view's layout manager places a range on its line; scrolling to it moves the offset")
    func textViewLayout() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        textView.font = .systemFont(ofSize: 15)
        textView.text = String(repeating: "Episode notes go here. ", count: 20)
        let manager = textView.layoutManager
        manager.ensureLayout(for: textView.textContainer)
        #expect(textView.textContainer.size.width == 120)
        let first = manager.boundingRect(forGlyphRange: manager.glyphRange(forCharacterRange: NSRange(location: 0, length: 4), actualCharacterRange: nil), in: textView.textContainer)
        let last = manager.boundingRect(forGlyphRange: NSRange(location: 440, length: 4), in: textView.textContainer)
        #expect(first.minY == 0 && first.height > 10)
        #expect(last.minY > 200)
        #expect(last.width == 110)
        textView.scrollRangeToVisible(NSRange(location: 440, length: 4))
        #expect(textView.contentOffset.y > 150)
    }

    @Test("socket addresses report the BSD length of their family")
    func socketAddressLength() {
        var zero = sockaddr()
        zero.sa_len = UInt8(MemoryLayout<sockaddr>.size)
        zero.sa_family = sa_family_t(AF_INET)
        #expect(zero.sa_len == 16)
        zero.sa_family = sa_family_t(AF_INET6)
        #expect(zero.sa_len == 28)
        #expect(sockaddr_in().sin_len == 16)
    }
}
