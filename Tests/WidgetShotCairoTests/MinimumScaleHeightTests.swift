import Foundation
import Testing
import WidgetShot

/// `minimumScaleFactor` shrinks text that is too tall for its proposal, not only too wide.
@Suite struct MinimumScaleHeightTests {
    /// OneKDay's small widget (Widget/Widget/SmallWidget.swift): a 500-pt count over a circle,
    /// between two title3 texts.
    private func stepCircle(_ count: String) -> some View {
        ZStack {
            Circle().foregroundColor(Color.green)
            VStack {
                Text("").font(.title3)
                Text(count)
                    .multilineTextAlignment(.center)
                    .foregroundColor(.white)
                    .font(.system(size: 500))
                    .minimumScaleFactor(0.01)
                    .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                    .accessibilityIdentifier("count")
                Text("Steps").foregroundColor(.white).font(.title3)
            }
            .padding(EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0))
        }
        .padding(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
        .accessibilityIdentifier("stack")
    }

    @Test("a one-character 500-pt text shrinks to the height it is offered, so its circle stays in the widget")
    func shrinksToHeight() throws {
        let result = try render(stepCircle("0"), 158, 158, scale: 2)
        let stack = try #require(result.tree.frame(of: "stack")), count = try #require(result.tree.frame(of: "count"))
        #expect(stack.height <= 158 + 0.01, "the stack grew past the widget: \(stack)")
        #expect(count.height > 20 && count.maxY <= 158, "count \(count)")
        // The digit is drawn (white ink inside the circle), not pushed out of the canvas.
        #expect(result.image.count { $0.r > 240 && $0.g > 240 && $0.b > 240 && $0.a == 255 } > 200)
    }

    @Test("text wider than its proposal still shrinks by width; a text that fits keeps its size")
    func widthStillShrinks() throws {
        let wide = try render(Text("1,000").font(.system(size: 500)).lineLimit(1).minimumScaleFactor(0.01).accessibilityIdentifier("t"), 100, 400)
        let frame = try #require(wide.tree.frame(of: "t"))
        #expect(frame.width <= 101, "\(frame)")   // within a point: the letter-spacing slack of the line break
        #expect(frame.height < 100, "\(frame)")
        let small = try render(Text("1").font(.system(size: 20)).minimumScaleFactor(0.01).accessibilityIdentifier("t"), 100, 100)
        let plain = try render(Text("1").font(.system(size: 20)).accessibilityIdentifier("t"), 100, 100)
        #expect(small.tree.frame(of: "t") == plain.tree.frame(of: "t"))
    }
}
