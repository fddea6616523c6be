import Foundation
import Testing
import WidgetShot

/// DisplayPlus (smart-glasses companion, 2025): its page intent's enum restates
/// `CaseDisplayRepresentable` next to `AppEnum`, and its Live Activity's display switch swaps
/// symbols with iOS 18's Magic Replace.
struct SdkTwelveDisplayIntentsTests {
    enum PageOption: String, AppEnum, CaseDisplayRepresentable {
        case music = "Music"
        case calendar = "Calendar"
        case `default` = "Default"

        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Page"
        static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
            .default: "Default",
            .music: "Music",
            .calendar: "Calendar",
        ]
    }

    struct ChangePage: AppIntent {
        static let title: LocalizedStringResource = "Change page"
        @Parameter(title: "Page") var page: PageOption
        func perform() async throws -> some IntentResult { .result() }
    }

    struct ToggleDisplay: AppIntent {
        static let title: LocalizedStringResource = "Toggle display"
        func perform() async throws -> some IntentResult { .result() }
    }

    func titles<T: CaseDisplayRepresentable & StaticDisplayRepresentable>(_ type: T.Type) -> [String] {
        T.allCases.compactMap { T.caseDisplayRepresentations[$0].map { String(localized: $0.title) } }
    }

    @Test("an AppEnum that restates CaseDisplayRepresentable is a static display representable")
    func caseDisplayRepresentable() {
        #expect(titles(PageOption.self) == ["Music", "Calendar", "Default"])
        #expect(String(localized: PageOption.typeDisplayRepresentation.name) == "Page")
        var intent = ChangePage()
        intent.page = .calendar
        #expect(intent.page.rawValue == "Calendar")
    }

    struct Switch: View {
        let displayOn: Bool
        let magic: Bool
        var body: some View {
            Button(intent: ToggleDisplay()) {
                if magic {
                    Image(systemName: displayOn ? "lightswitch.on" : "lightswitch.off.fill")
                        .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.wholeSymbol), options: .nonRepeating))
                } else {
                    Image(systemName: displayOn ? "lightswitch.on" : "lightswitch.off.fill")
                }
            }
            .font(.system(size: 40))
        }
    }

    @Test("a Magic Replace content transition draws the symbol at rest")
    func magicReplaceDrawsTheSymbol() throws {
        let effect = ReplaceSymbolEffect.replace.magic(fallback: .downUp.wholeSymbol)
        #expect(effect.configuration == "replace.magic(fallback: replace.downUp.wholeSymbol)")
        #expect(ReplaceSymbolEffect.upUp == .replace.upUp && ReplaceSymbolEffect.offUp == .replace.offUp)
        for on in [true, false] {
            let withMagic = try ViewRenderer().render(Switch(displayOn: on, magic: true), size: CGSize(width: 80, height: 80), scale: 2).image
            let plain = try ViewRenderer().render(Switch(displayOn: on, magic: false), size: CGSize(width: 80, height: 80), scale: 2).image
            #expect(withMagic == plain)
            #expect((0..<plain.height).contains { y in (0..<plain.width).contains { x in plain.pixel(x: x, y: y).a > 0 } })
        }
    }
}
