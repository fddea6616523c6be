import Foundation
import Testing
import WidgetShot

/// A foreground style set on a button (or around it) colours its label instead of the tint, as
/// `Button { } label: { Label("Call driver", systemImage: "phone") }.foregroundColor(.indigo)`
/// does in Live Activities; a destructive button is tinted red.
@Suite struct LeadTwelveButtonColourTests {
    struct Intent: AppIntent {
        static var title: LocalizedStringResource = "Call"
        func perform() async throws -> some IntentResult { .result() }
    }
    static let indigo = Px(88, 86, 214, 255)   // systemIndigo, light (UIColor.systemIndigo)

    func button<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        Button(intent: Intent()) { Text("Call driver").accessibilityIdentifier("t") }.buttonStyle(style)
    }

    @Test func anExplicitForegroundColourWinsOverTheTintInEveryStyle() throws {
        let borderless = try render(button(.borderless).foregroundColor(.indigo), 140, 50).image
        #expect(borderless.count { $0.near(Self.indigo, 12) } > 20, "indigo title")
        #expect(borderless.count { $0.near(Apple.blue, 12) } == 0, "no tint")

        let bordered = try render(button(.bordered).foregroundColor(.indigo), 140, 50).image
        #expect(bordered.count { $0.near(Self.indigo, 12) } > 20 && bordered.count { $0.near(Apple.blue, 12) } == 0)

        // Around the button, not on it: the whole view's foreground.
        let around = try render(VStack { button(.borderless) }.foregroundStyle(.indigo), 140, 50).image
        #expect(around.count { $0.near(Self.indigo, 12) } > 20 && around.count { $0.near(Apple.blue, 12) } == 0)

        // Without one, the tint.
        let tinted = try render(button(.borderless), 140, 50).image
        #expect(tinted.count { $0.near(Apple.blue, 12) } > 20 && tinted.count { $0.near(Self.indigo, 12) } == 0)
    }

    @Test func aDestructiveButtonIsTintedRed() throws {
        func destructive<S: PrimitiveButtonStyle>(_ style: S) -> some View {
            Button("Delete", role: .destructive) {}.accessibilityIdentifier("t").buttonStyle(style)
        }
        let borderless = try render(destructive(.borderless), 140, 50).image
        #expect(borderless.count { $0.near(Apple.red, 12) } > 20 && borderless.count { $0.near(Apple.blue, 12) } == 0, "red title")
        let prominent = try render(destructive(.borderedProminent), 140, 50)
        let t = try #require(prominent.tree.frame(of: "t"))
        #expect(prominent.image.px(Int((t.minX + 4) * 3), Int((t.minY + 3) * 3)).near(Apple.red, 1), "red fill")
        #expect(prominent.image.count { $0.near(Px(255, 255, 255, 255), 10) } > 20, "white title")
    }
}
