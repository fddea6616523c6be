import Foundation
import Testing
import WidgetShot

/// Renders `view` with `\.layoutDirection` set (serialised like `render`).
private func render<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat, direction: LayoutDirection, scale: CGFloat = 2) throws -> RenderResult {
    let r = try Shared.renderer()
    var env = EnvironmentValues()
    env.layoutDirection = direction
    Shared.lock.lock()
    defer { Shared.lock.unlock() }
    return try r.render(view, size: CGSize(width: width, height: height), scale: scale, environment: env)
}

extension RasterImage {
    /// The ink bounds of the pixel rows `rows`.
    func inkBounds(rows: Range<Int>, above threshold: Int = 64) -> PixelBox? {
        var box: PixelBox?
        for y in rows where y >= 0 && y < height {
            for x in 0..<width where alpha(x, y) > threshold {
                box = PixelBox(minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y), maxX: max(box?.maxX ?? x, x), maxY: max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// The tallest run of ink rows among the columns `columns` (0 when none).
    func inkHeight(columns: ClosedRange<Int>, above threshold: Int = 64) -> Int {
        var top = Int.max, bottom = -1
        for y in 0..<height {
            for x in columns where x >= 0 && x < width && alpha(x, y) > threshold {
                top = min(top, y)
                bottom = max(bottom, y)
            }
        }
        return bottom < 0 ? 0 : bottom - top + 1
    }
}

/// Bidirectional text: Hebrew and Arabic shape with real glyphs (Noto Sans Hebrew/Arabic), lines
/// align to the layout direction's leading edge and truncation cuts the logical end, which is the
/// left end of a right-to-left paragraph.
@Suite struct RightToLeftTextPixelTests {
    @Test("Hebrew and Arabic render with every glyph found and real ink")
    func noMissingGlyphs() throws {
        for string in ["שלום עולם", "مرحبا بالعالم", "الطقس ٢٣°"] {
            let result = try render(Text(string).font(.system(size: 20)).foregroundColor(.black), 200, 40, direction: .rightToLeft)
            #expect(result.warnings.isEmpty, "\(string): \(result.warnings)")
            #expect(result.image.count { $0.a > 128 } > 150, "\(string) has ink")
        }
    }

    @Test("an RTL paragraph in a wide leading frame sits at the right edge; in LTR at the left")
    func leadingFrameIsRight() throws {
        let view = Text("שלום עולם").font(.system(size: 20)).foregroundColor(.black).frame(width: 200, alignment: .leading)
        let rtl = try #require(try render(view, 200, 40, direction: .rightToLeft).image.inkBounds())
        let ltr = try #require(try render(view, 200, 40, direction: .leftToRight).image.inkBounds())
        // 400 px wide at @2x: RTL ink ends within 4 px of the right edge, LTR starts within 4 px of the left.
        #expect(rtl.maxX >= 395 && rtl.minX > 150, "RTL ink \(rtl)")
        #expect(ltr.minX <= 4 && ltr.maxX < 250, "LTR ink \(ltr)")
    }

    @Test("leading-aligned lines of multiline text start at the right in RTL, whatever the script")
    func multilineAlignment() throws {
        // A long first line and a short second one; the text is as wide as its first line.
        for (string, name) in [("שלום עולם ומלואו\nא", "Hebrew"), ("Hello wide world\nA", "English")] {
            let view = Text(string).font(.system(size: 20)).foregroundColor(.black).accessibilityIdentifier("t")
            for direction in [LayoutDirection.rightToLeft, .leftToRight] {
                let result = try render(view, 240, 80, direction: direction)
                let frame = try #require(result.tree.renderedFrame(of: "t"))
                let midY = Int(frame.midY * 2)
                let first = try #require(result.image.inkBounds(rows: Int(frame.minY * 2)..<midY), "\(name) first line")
                let second = try #require(result.image.inkBounds(rows: midY..<Int(frame.maxY * 2)), "\(name) second line")
                if direction == .rightToLeft {
                    #expect(abs(second.maxX - first.maxX) <= 6 && second.minX > first.minX + 60,
                            "\(name) RTL: the short line \(second) ends at the right like the long one \(first)")
                } else {
                    #expect(abs(second.minX - first.minX) <= 6 && second.maxX < first.maxX - 60,
                            "\(name) LTR: the short line \(second) starts at the left like the long one \(first)")
                }
            }
        }
    }

    @Test("a truncated RTL line shows its ellipsis at the left end; an LTR one at the right")
    func ellipsisEnd() throws {
        func bands(_ string: String, _ direction: LayoutDirection) throws -> (left: Int, right: Int, height: Int) {
            let view = Text(string).font(.system(size: 20)).foregroundColor(.black).lineLimit(1).frame(width: 110)
            let result = try render(view, 120, 40, direction: direction)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            let ink = try #require(result.image.inkBounds(above: 64))
            // The ellipsis is three dots on the baseline, ~ 14 px wide at 20 pt @2x: the 10 px at
            // its end hold only dots (short ink), the other end letters (tall ink).
            return (result.image.inkHeight(columns: ink.minX...(ink.minX + 9)), result.image.inkHeight(columns: (ink.maxX - 9)...ink.maxX),
                    ink.height)
        }
        let hebrew = try bands("שלום עולם ומלואו וכל יושביו", .rightToLeft)
        #expect(hebrew.left * 3 < hebrew.height && hebrew.right * 2 > hebrew.height, "RTL: dots at the left \(hebrew)")
        let english = try bands("Hello wide world and everyone in it", .leftToRight)
        #expect(english.right * 3 < english.height && english.left * 2 > english.height, "LTR: dots at the right \(english)")
    }

    @Test("tracked right-aligned text sits in its frame, not in the letter-spacing slack")
    func trackedTextInsideFrame() throws {
        func ink(_ string: String, _ direction: LayoutDirection) throws -> (PixelBox, CGRect) {
            let view = Text(string).font(.system(size: 20)).tracking(8).foregroundColor(.black).accessibilityIdentifier("t")
            let result = try render(view, 240, 40, direction: direction)
            return (try #require(result.image.inkBounds()), try #require(result.tree.renderedFrame(of: "t")))
        }
        // Latin text right-aligned in RTL: inside its frame (@2x, 2 px of antialiasing); without
        // the shift it would sit 8 pt (the slack) to the right.
        let (latin, frame) = try ink("Hello world", .rightToLeft)
        #expect(latin.minX >= Int(frame.minX * 2) - 2 && latin.maxX <= Int(frame.maxX * 2) + 2, "ink \(latin) outside \(frame)")
        // A Hebrew paragraph lands where it does when left-aligned in an LTR layout (same frame).
        let (rtl, _) = try ink("שלום עולם", .rightToLeft)
        let (ltr, _) = try ink("שלום עולם", .leftToRight)
        #expect(abs(rtl.minX - ltr.minX) <= 2 && abs(rtl.maxX - ltr.maxX) <= 2, "RTL \(rtl) vs LTR \(ltr)")
    }

    @Test("flipsForRightToLeftLayoutDirection(true) mirrors an image's pixels in RTL only")
    func flippedImage() throws {
        // A 40 × 20 rectangle with a red left half: flipped, the red is on the right.
        let arrow = HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
            .environment(\.layoutDirection, .leftToRight)   // fixed content, like an image
            .flipsForRightToLeftLayoutDirection(true)
        let rtl = try render(arrow, 40, 20, direction: .rightToLeft, scale: 1).image
        let ltr = try render(arrow, 40, 20, direction: .leftToRight, scale: 1).image
        #expect(ltr.px(5, 10).r > 200 && ltr.px(35, 10).b > 200, "LTR: red left")
        #expect(rtl.px(5, 10).b > 200 && rtl.px(35, 10).r > 200, "RTL: red right (flipped)")
    }
}
