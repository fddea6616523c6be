import Foundation
import Testing
import WidgetShot

/// A canvas drawing its tagged `symbols:` views (ChinChangYang/KataGo's go board draws its stones
/// as symbols: `context.resolveSymbol(id:)`, then `context.draw(stone, at:)` per stone).
@Suite struct RouteSevenCanvasSymbolTests {
    enum Stone: Hashable { case black, white, missing }

    struct Board: View {
        var body: some View {
            Canvas { context, _ in
                if let black = context.resolveSymbol(id: Stone.black) {
                    context.draw(black, at: CGPoint(x: 10, y: 10))
                    context.draw(black, at: CGPoint(x: 30, y: 30))
                }
                if let white = context.resolveSymbol(id: Stone.white) {
                    context.draw(white, in: CGRect(x: 30, y: 0, width: 20, height: 20))
                }
                if context.resolveSymbol(id: Stone.missing) != nil {
                    context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.green))
                }
            } symbols: {
                Circle().fill(Color.red).frame(width: 12, height: 12).tag(Stone.black)
                if true {
                    Rectangle().fill(Color.blue).tag(Stone.white)
                }
            }
        }
    }

    @Test("symbols draw at their ideal size where the renderer puts them; an unknown tag is nil")
    func symbolsDraw() throws {
        let image = try render(Board(), 60, 40, scale: 1).image
        #expect(image.px(10, 10).near(Px(255, 59, 48, 255), 8), "\(image.px(10, 10))")   // iOS red (255, 59, 48): a stone centred on (10, 10)
        #expect(image.px(30, 30).near(Px(255, 59, 48, 255), 8), "\(image.px(30, 30))")
        #expect(image.px(10, 18).a == 0)                                                  // 12 pt wide: nothing 8 pt below
        #expect(image.px(40, 10).near(Px(0, 122, 255, 255), 8), "\(image.px(40, 10))")   // iOS blue: the symbol fills its rect
        #expect(image.px(55, 35).a == 0)                                                  // no green: the missing tag is nil
    }

    @Test("a tag leaves the view as it draws")
    func tagDrawsTheView() throws {
        let plain = try render(Text("Go").font(.headline), 60, 30).image
        #expect(try render(Text("Go").font(.headline).tag(1), 60, 30).image.bytes == plain.bytes)
    }
}
