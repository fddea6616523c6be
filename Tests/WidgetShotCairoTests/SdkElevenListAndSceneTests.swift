import Foundation
import Testing
import WidgetShot

/// Solstice's list rows (`listRowBackground`, `listRowInsets`), `scenePadding`, named coordinate
/// spaces (iOS 17 `coordinateSpace(.named)`), iOS 26's `.glassProminent` and `@SceneStorage`.
struct SdkElevenListAndSceneTests {
    @Test func aRowBackgroundFillsTheRowsCell() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let plain = try render(List { Text("Row").accessibilityIdentifier("row") }, 300, 200, scale: 1)
        let tinted = try render(List { Text("Row").accessibilityIdentifier("row").listRowBackground(red) }, 300, 200, scale: 1)
        let row = try #require(tinted.tree.frame(of: "row"))
        #expect(try #require(plain.tree.frame(of: "row")) == row, "the background does not move the row")
        let x = Int(row.maxX) + 30, y = Int(row.midY)
        #expect(tinted.image.px(x, y) == Px(255, 0, 0, 255), "\(tinted.image.px(x, y))")
        #expect(plain.image.px(x, y) == Px(255, 255, 255, 255), "the cell's own white: \(plain.image.px(x, y))")
        let cleared = try render(List { Text("Row").listRowBackground(Color.clear) }, 300, 200, scale: 1)
        #expect(cleared.image.px(x, y) == Px(242, 242, 247, 255), "the grouped background shows through: \(cleared.image.px(x, y))")
    }

    @Test func rowInsetsReplaceTheListsDefaults() throws {
        let plain = try #require(try render(List { Text("Row").accessibilityIdentifier("row") }, 300, 200, scale: 1).tree.frame(of: "row"))
        let zero = try #require(try render(List { Text("Row").accessibilityIdentifier("row").listRowInsets(EdgeInsets()) }, 300, 200, scale: 1).tree.frame(of: "row"))
        #expect(plain.minX == 36, "card inset 16 + row inset 20: \(plain)")
        #expect(zero.minX == 16, "\(zero)")
        let kept = try #require(try render(List { Text("Row").accessibilityIdentifier("row").listRowInsets(nil) }, 300, 200, scale: 1).tree.frame(of: "row"))
        #expect(kept == plain)
    }

    @Test func scenePaddingIsTheDefaultPadding() throws {
        let view = VStack { Text("x").accessibilityIdentifier("t").scenePadding([.leading, .top]) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let frame = try #require(try render(view, 200, 100, scale: 1).tree.frame(of: "t"))
        #expect(frame.minX == 16 && frame.minY == 16, "\(frame)")
    }

    final class Frames { var named: CGRect?; var old: CGRect?; var global: CGRect?; var unknown: CGRect? }

    @Test func aNamedSpaceMeasuresFromTheViewThatNamedIt() throws {
        let frames = Frames()
        let reader = GeometryReader { geo -> Color in
            frames.named = geo.frame(in: .named("box"))
            frames.old = geo.frame(in: .named("old"))
            frames.global = geo.frame(in: .global)
            frames.unknown = geo.frame(in: .named("nobody"))
            return Color.clear
        }
        let view = Color.clear.frame(width: 100, height: 100)
            .overlay(reader.padding(20))
            .coordinateSpace(.named("box"))
            .padding(10)
            .coordinateSpace(name: "old")
        _ = try render(view, 200, 200, scale: 1)
        #expect(frames.global == CGRect(x: 70, y: 70, width: 60, height: 60), "\(String(describing: frames.global))")
        #expect(frames.named == CGRect(x: 20, y: 20, width: 60, height: 60), "\(String(describing: frames.named))")
        #expect(frames.old == CGRect(x: 30, y: 30, width: 60, height: 60), "\(String(describing: frames.old))")
        #expect(frames.unknown == frames.global, "a name no ancestor declared is the global space")
    }

    @Test func glassButtonsDrawAsTheBorderedOnes() throws {
        let glass = try render(Button("Go") {}.buttonStyle(.glassProminent), 100, 50, scale: 1).image
        let bordered = try render(Button("Go") {}.buttonStyle(.borderedProminent), 100, 50, scale: 1).image
        #expect(glass.bytes == bordered.bytes)
        #expect(glass.px(50, 25) != Px(0, 0, 0, 0), "it draws")
        #expect(try render(Button("Go") {}.buttonStyle(.glass), 100, 50, scale: 1).image.bytes
                == render(Button("Go") {}.buttonStyle(.bordered), 100, 50, scale: 1).image.bytes)
    }

    struct Screen {
        @SceneStorage("sdkEleven.selection") var selection: String?
        @SceneStorage("sdkEleven.tab") var tab = 2
    }

    @Test func sceneStorageStartsAtItsInitialValueAndKeepsWrites() {
        let screen = Screen()
        #expect(screen.selection == nil && screen.tab == 2)
        screen.selection = "london"
        screen.$tab.wrappedValue = 3
        let other = Screen()
        #expect(other.selection == "london" && other.tab == 3, "one scene: views sharing a key share the value")
        other.selection = nil
        #expect(screen.selection == nil)
    }
}
